// Shared moves for browser tests that go through the games area as a visitor would.
import { expect, type Locator, type Page } from '@playwright/test';

export const PROFILE_STORAGE_KEY = 'csg:profile:v1';

export async function openSinglePlayer(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Single Player' }).click();
  return page.getByRole('tabpanel', { name: 'Single Player' });
}

/**
 * From /games: Single Player tab, 'Play vs AI' on the named game's card, then the ready screen's start.
 * With pauseClock (after page.clock.install()), game time moves only through page.clock.runFor.
 */
export async function startPractice(
  page: Page,
  gameName: string,
  startLabel: string,
  options: { pauseClock?: boolean } = {},
) {
  const panel = await openSinglePlayer(page);
  await panel
    .getByTestId('game-card')
    // The heading of the three newest games ends with their 'NEW!' badge.
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${gameName}\\s*(NEW!)?$`) }) })
    .getByRole('button', { name: 'Play vs AI' })
    .click();
  const start = page.getByRole('button', { name: startLabel });
  await start.waitFor();
  if (options.pauseClock) await pauseClock(page);
  await start.click();
}

/**
 * Stops the fake clock (installed with page.clock.install() before goto) so that no game time passes
 * between clicks. Call it once the screen has loaded: React's Suspense reveals lazy chunks on a timer.
 */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

export const leaderboardHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Leaderboard', exact: true });

/** Races Swimming to the leaderboard by stroking `strokes` times and fast-forwarding the clock. */
export async function finishSwimming(page: Page, strokes = 12) {
  const stroke = page.getByRole('button', { name: /STROKE/ });
  for (let i = 0; i < strokes; i++) await stroke.click();
  await page.clock.runFor(61_000);
  await expect(leaderboardHeading(page)).toBeVisible();
}
