// The cluster's browser test: its own Redis, two game-server processes and HAProxy in front of them on free
// ports (scripts/cluster), started once per worker. Device A's requests go to process p1 and device B's to p2
// (the front door's `csg_node` cookie, set here as a returning visitor's browser would carry it); both see one
// origin.
import { chmodSync, rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster.mjs';
import { temporaryDataDir } from './dataDir';
import { expect, test as base, watchConsole, type PageProblems } from './fixtures';

export const test = base.extend<{ guest: Page }, { cluster: Cluster }>({
  cluster: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture with no dependencies
    async ({}, use) => {
      // Its PostgreSQL keeps its data in a temporary folder (not ./data, kept between runs), which the
      // postgres user must be able to enter.
      const dataDir = temporaryDataDir();
      chmodSync(dataDir, 0o755);
      const cluster = await startCluster({
        log: false,
        dataDir,
        env: { DATA_DIR: dataDir, SHUTDOWN_GRACE_SECONDS: '1' },
      });
      await use(cluster);
      await cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  gameServer: 'online',
  baseURL: async ({ cluster }, use) => use(cluster.url),
  context: async ({ context, cluster }, use) => {
    await context.addCookies([{ name: 'csg_node', value: 'p1', url: cluster.url }]);
    await use(context);
  },
  guest: async ({ browser, cluster }, use) => {
    const guestProblems: PageProblems = {
      consoleErrors: [],
      consoleWarnings: [],
      pageErrors: [],
      cspViolations: [],
    };
    const context = await browser.newContext({
      baseURL: cluster.url,
      viewport: { width: 1280, height: 800 },
    });
    await context.addCookies([{ name: 'csg_node', value: 'p2', url: cluster.url }]);
    const page = await context.newPage();
    watchConsole(page, guestProblems);
    await use(page);
    await page.evaluate(() => 0).catch(() => undefined);
    await context.close();
    expect(guestProblems.pageErrors, 'guest: uncaught exceptions').toEqual([]);
    expect(guestProblems.consoleErrors, 'guest: console errors').toEqual([]);
    expect(guestProblems.consoleWarnings, 'guest: console warnings').toEqual([]);
  },
});

/** The URLs of the WebSockets a page opens (a room's names the process holding it: /p1/... or /p2/...). */
export function socketUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('websocket', (socket) => urls.push(socket.url()));
  return urls;
}

export { expect };
