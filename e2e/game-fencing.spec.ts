// Fencing's bout clock and its phone layout (issue 11), through the real site: lobby → Single Player →
// 'Play vs AI' → the bout. The clock is installed before the page loads and paused once the lobby is up, so
// bout time moves only by clock.runFor.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectLeaderboard, hud, openGame } from './support/games';
import { fitsViewport } from './support/layout';
import { fencingButtons } from './support/plays';

/** The message line under the strip (it always holds a line: the prompt, a touch, a parry or the end). */
const messageLine = (page: Page) => page.getByTestId('fencing-message');

test.describe('Fencing: the bout clock', () => {
  test('a practice bout shows 1:30 and ends on time when nobody scores five', async ({ page }) => {
    const start = await openGame(page, 'Fencing');
    await start.click();
    const timer = page.getByRole('timer', { name: 'Time left' });
    await expect(timer).toHaveText('1:30');
    await page.clock.runFor(1100);
    await expect(timer).toHaveText('1:29');
    // Parrying at every chance (and never lunging) no longer keeps the bout going for ever.
    const { parry } = fencingButtons(page);
    for (let s = 0; s < 95; s++) {
      if (await page.getByRole('heading', { name: 'Leaderboard' }).isVisible()) break;
      if (await parry.isEnabled()) await parry.click();
      await page.clock.runFor(1000);
    }
    await expectLeaderboard(page, 2);
  });
});

test.describe('Fencing at 375 x 667 @mobile-only', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('Lunge, Parry, both scores, the message line and the timer fit one screen', async ({
    page,
  }) => {
    const start = await openGame(page, 'Fencing');
    await start.tap();
    const { lunge, parry } = fencingButtons(page);
    const figures = [
      lunge,
      parry,
      hud(page, 'You'),
      page.locator('dl > div').nth(1).locator('dd'),
      messageLine(page),
      page.getByRole('timer', { name: 'Time left' }),
    ];
    const check = async () => {
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      for (const figure of figures) await expect(figure).toBeInViewport({ ratio: 1 });
      expect(await fitsViewport(page)).toBe(true);
    };
    await check();
    await lunge.tap();
    await page.clock.runFor(500);
    await expect(messageLine(page)).toHaveText(/^(Parried!|Touché!)/);
    await check();
  });
});
