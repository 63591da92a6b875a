import type { Page } from '@playwright/test';

/**
 * Stops the fake clock (installed with page.clock.install() before goto) so that no time passes between
 * steps: game time then moves only through page.clock.runFor. Call it once the screen has loaded (React's
 * Suspense reveals lazy chunks on a timer). It lets `aheadMs` pass first: pauseAt needs a moment ahead.
 */
export async function pauseClock(page: Page, aheadMs = 1000) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + aheadMs);
}
