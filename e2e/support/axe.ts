import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Game time let pass per step while axe runs under a paused clock. */
const AXE_CLOCK_STEP_MS = 5;

/**
 * Fails with a readable list when axe finds any WCAG 2.2 AA violation on the page as it is now.
 *
 * axe runs in the page itself (legacy mode: axe.run, same-origin frames only; the site has no frames).
 * The default mode finishes in a blank page it opens in the same context, which shares Playwright's
 * context-wide clock: with the clock paused it would never finish, and a test stepping the clock would
 * trip over that page closing. axe also waits on timers in the page: with `pausedClock` (the test paused
 * Playwright's clock) the clock is stepped a few milliseconds at a time until axe is done, so a game moves
 * on by a few frames at most meanwhile.
 */
export async function expectNoAxeViolations(
  page: Page,
  context = '',
  { pausedClock = false }: { pausedClock?: boolean } = {},
) {
  let settled = false;
  const analysis = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze()
    .finally(() => (settled = true));
  // Awaited below; until then a failure must not count as unhandled.
  analysis.catch(() => undefined);
  while (pausedClock && !settled) await page.clock.runFor(AXE_CLOCK_STEP_MS);
  const { violations } = await analysis;
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}
