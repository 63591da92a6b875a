// The `test` every browser test uses: it fails a test on any console error or warning, uncaught exception
// or Content-Security-Policy violation seen while it ran, on its page and any other page it opens.
import { test as base, expect, type Page } from '@playwright/test';

export interface PageProblems {
  consoleErrors: string[];
  consoleWarnings: string[];
  pageErrors: string[];
  cspViolations: string[];
}

export const test = base.extend<{ problems: PageProblems }>({
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

function watchConsole(page: Page, problems: PageProblems) {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
    if (message.type() === 'warning') problems.consoleWarnings.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
}

export { expect };
