// Multiplayer tests: the test's own page is device A; `guest` is device B, a second browser context (its own
// storage, its own connection) against the same real game server. Both are watched for console errors,
// uncaught exceptions and CSP violations.
import type { Page } from '@playwright/test';
import { expect, test as base, watchConsole, type PageProblems } from './fixtures';

export const test = base.extend<{ guest: Page }>({
  gameServer: 'online',
  guest: async ({ browser, gameServer }, use) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (gameServer === 'offline') {
      await context.route('**/api/health', (route) =>
        route.fulfill({ json: { gameServer: false } }),
      );
    }
    const page = await context.newPage();
    const problems: PageProblems = {
      consoleErrors: [],
      consoleWarnings: [],
      pageErrors: [],
      cspViolations: [],
    };
    watchConsole(page, problems);
    await use(page);
    await page.evaluate(() => 0).catch(() => undefined);
    await context.close();
    expect(problems.pageErrors, 'guest: uncaught exceptions').toEqual([]);
    expect(problems.consoleErrors, 'guest: console errors').toEqual([]);
    expect(problems.consoleWarnings, 'guest: console warnings').toEqual([]);
  },
});

export { expect };
