// Through `npm run start:cluster` (Redis, PostgreSQL, two game-server processes, HAProxy in front): a swimming
// practice played through the front door, on process p1, is verified; read straight from each process on its
// own port, both boards hold the run, and a second browser served by p2 finds it in the World records dialog.
// The test starts its own cluster on free ports with a temporary DATA_DIR (the cluster of e2e/cluster.spec.ts
// kills a process mid-game, so it is not shared).
import { chmodSync, rmSync } from 'node:fs';
import { missingForCluster, startCluster, type Cluster } from '../scripts/cluster/cluster.mjs';
import { temporaryDataDir } from './support/dataDir';
import { expect, test, watchConsole, type PageProblems } from './support/fixtures';
import { setName } from './support/online';
import {
  boardRows,
  expectVerified,
  readSwimmingBoard,
  scoreNumber,
  swimPracticeInRealTime,
} from './support/verifiedPractice';

test.skip(missingForCluster().length > 0, missingForCluster().join(' '));
test.use({ gameServer: 'online' });
test.describe.configure({ timeout: 180_000 });

test('a result verified through one cluster process is on the board read through the other', async ({
  page,
  browser,
}) => {
  const dataDir = temporaryDataDir();
  // PostgreSQL runs as the postgres user, which must reach its folder inside.
  chmodSync(dataDir, 0o755);
  let cluster: Cluster | undefined;
  try {
    const starting = Date.now();
    cluster = await startCluster({
      log: false,
      dataDir,
      env: { DATA_DIR: dataDir, SHUTDOWN_GRACE_SECONDS: '1' },
    });
    test.info().annotations.push({
      type: 'cluster start',
      description: `${Math.round((Date.now() - starting) / 100) / 10} s`,
    });
    await page.context().addCookies([{ name: 'csg_node', value: 'p1', url: cluster.url }]);
    await page.goto(`${cluster.url}/games`);
    await expect(page.locator('[data-server="online"]')).toBeVisible();
    await setName(page, 'Asha');
    const submitted = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/runs',
    );
    await swimPracticeInRealTime(page);
    const score = await expectVerified(page, 'Asha');
    expect((await submitted).headers()['x-served-by']).toBe('p1');

    // Each process's own board, read on its own port: the run made through p1 is on both.
    expect(cluster.processes.map((p) => p.name)).toEqual(['p1', 'p2']);
    for (const process of cluster.processes) {
      const board = await readSwimmingBoard(page, `http://127.0.0.1:${process.port}`);
      expect(board.total, process.name).toBe(1);
      expect(board.rows, process.name).toEqual([
        expect.objectContaining({ place: 1, name: 'Asha', score: scoreNumber(score) }),
      ]);
    }

    // Another visitor, whom the front door sends to p2, sees it in the World records dialog.
    const guest = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const guestProblems: PageProblems = {
      consoleErrors: [],
      consoleWarnings: [],
      pageErrors: [],
      cspViolations: [],
    };
    try {
      await guest.addCookies([{ name: 'csg_node', value: 'p2', url: cluster.url }]);
      const guestPage = await guest.newPage();
      watchConsole(guestPage, guestProblems);
      const boardRead = guestPage.waitForResponse((response) =>
        new URL(response.url()).pathname.startsWith('/api/boards/swimming'),
      );
      await guestPage.goto(`${cluster.url}/games?board=swimming`);
      expect((await boardRead).headers()['x-served-by']).toBe('p2');
      await expect(boardRows(guestPage)).toHaveCount(1);
      await expect(boardRows(guestPage).first()).toContainText('Asha');
      await expect(boardRows(guestPage).first()).toContainText(score);
      await guestPage.goto('about:blank');
    } finally {
      await guest.close();
    }
    expect(guestProblems.pageErrors, 'guest: uncaught exceptions').toEqual([]);
    expect(guestProblems.consoleErrors, 'guest: console errors').toEqual([]);
    // Off the site before the cluster stops.
    await page.goto('about:blank');
  } finally {
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
