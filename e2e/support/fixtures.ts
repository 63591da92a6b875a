// The `test` every browser test uses: it fails a test on any console error or warning, uncaught exception
// or Content-Security-Policy violation seen while it ran, on its page and any other page it opens.
import { test as base, expect, type Page } from '@playwright/test';

export interface PageProblems {
  consoleErrors: string[];
  consoleWarnings: string[];
  pageErrors: string[];
  cspViolations: string[];
}

export interface GameServerOption {
  /**
   * 'offline' (the default): the page is told no game server runs, so its rooms are simulated in the tab,
   * as on a static host; every test but the multiplayer ones checks that behaviour, on its own, with no
   * other test's rooms in its lobby. 'online': the real game server that `npm start` runs.
   */
  gameServer: 'offline' | 'online';
}

export const test = base.extend<{ problems: PageProblems; serverMode: void } & GameServerOption>({
  gameServer: ['offline', { option: true }],
  serverMode: [
    async ({ context, gameServer }, use) => {
      if (gameServer === 'offline') {
        await context.route('**/api/health', (route) =>
          route.fulfill({ json: { gameServer: false } }),
        );
      }
      await use();
    },
    { auto: true },
  ],
  problems: [
    async ({ page, context }, use) => {
      const problems: PageProblems = {
        consoleErrors: [],
        consoleWarnings: [],
        pageErrors: [],
        cspViolations: [],
      };
      await context.exposeFunction('__reportCspViolation', (text: string) => {
        problems.cspViolations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation(text: string): void })
            .__reportCspViolation;
          report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      watchConsole(page, problems);
      context.on('page', (other) => watchConsole(other, problems));
      await use(problems);
      // One more round trip, so a report still on its way from the page is counted.
      await page.evaluate(() => 0).catch(() => undefined);
      expect(problems.pageErrors, 'uncaught exceptions').toEqual([]);
      expect(problems.consoleErrors, 'console errors').toEqual([]);
      expect(problems.consoleWarnings, 'console warnings').toEqual([]);
      expect(problems.cspViolations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export function watchConsole(page: Page, problems: PageProblems) {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
    if (message.type() === 'warning') problems.consoleWarnings.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
}

export { expect };
