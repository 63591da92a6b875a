// Entering and leaving games again and again (mid-race too) leaves no animation frame, interval, timeout or
// idle callback.
import { expect, test } from './support/fixtures';
import { startPractice } from './support/games';
import { installTimerCensus, readTimerCensus } from './support/timerCensus';
import { GAMES_UNDER_TEST } from './support/gameList';

const VISITS = 20;

for (const game of GAMES_UNDER_TEST) {
  test(`${game.name}: ${VISITS} visits leave nothing running`, async ({ page }) => {
    test.setTimeout(120_000);
    await installTimerCensus(page);
    await page.goto('/games');
    for (let visit = 0; visit < VISITS; visit++) {
      await startPractice(page, game.name, game.startLabel);
      // Every other visit plays a moment before leaving, so some leave mid-game.
      if (visit % 2 === 1) await page.waitForTimeout(150);
      await page.getByRole('button', { name: 'Leave game' }).click();
      await expect(page.getByRole('tab', { name: 'Single Player' })).toBeVisible();
    }
    await expect
      .poll(() => readTimerCensus(page), { timeout: 5_000 })
      .toEqual({ frames: 0, intervals: 0, timeouts: 0, idleCallbacks: 0 });
  });
}
