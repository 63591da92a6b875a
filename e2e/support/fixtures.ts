// The `test` every browser test uses: it fails a test on any console error, uncaught exception or
// Content-Security-Policy violation seen while it ran.
import { test as base, expect } from '@playwright/test';

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page }, use) => {
      const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [] };
      await page.exposeFunction('__reportCspViolation', (text: string) => {
        problems.cspViolations.push(text);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation(text: string): void })
            .__reportCspViolation;
          report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error') problems.consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => problems.pageErrors.push(error.message));
      await use(problems);
      expect(problems.pageErrors, 'uncaught exceptions').toEqual([]);
      expect(problems.consoleErrors, 'console errors').toEqual([]);
      expect(problems.cspViolations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
