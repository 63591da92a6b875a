// Fencing's bout clock and its phone layout, through the real site: lobby → Single Player →
// 'Play vs AI' → the bout. The clock is installed before the page loads and paused once the lobby is up, so
// bout time moves only by clock.runFor.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectLeaderboard, hud, openGame, passCountdown } from './support/games';
import { fitsViewport } from './support/layout';
import { fencingButtons } from './support/plays';

/** The message line under the strip (it always holds a line: the prompt, a touch, a parry or the end). */
const messageLine = (page: Page) => page.getByTestId('fencing-message');

test.describe('Fencing: the bout clock', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a practice bout shows 1:30 and, if nobody reaches five, ends on time', async ({ page }) => {
    const start = await openGame(page, 'Fencing');
    await start.click();
    const timer = page.getByRole('timer', { name: 'Time left' });
    await expect(timer).toHaveText('1:30');
    await passCountdown(page);
    await expect(timer).toHaveText('1:30');
    // Parry every lunge of the AI and never attack: before the clock, such a bout never ended.
    // Looked at every 100 ms of bout time from the start: a lunge is in the air for only 4 ticks.
    for (let i = 0; i < 1200; i++) {
      if (i === 11) await expect(timer).toHaveText('1:29');
      const cue = await page.evaluate(() => {
        if (document.querySelector('h1')?.textContent === 'Leaderboard') return 'over';
        const parry = [...document.querySelectorAll('button')].find((b) =>
          b.textContent?.startsWith('Parry'),
        );
        return parry?.textContent?.includes('Parry now!') ? 'parry' : 'wait';
      });
      if (cue === 'over') break;
      if (cue === 'parry') await page.keyboard.press('p');
      await page.clock.runFor(100);
    }
    const rows = await expectLeaderboard(page, 2);
    expect(await rows.locator('td:last-child').allTextContents()).toEqual(['0', '0']);
  });
});

test.describe('Fencing at 375 x 667 @mobile-only', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('Lunge, Parry, both scores, the message line and the timer fit one screen', async ({
    page,
  }) => {
    const start = await openGame(page, 'Fencing');
    await start.tap();
    await passCountdown(page);
    const { lunge, parry } = fencingButtons(page);
    const figures = [
      lunge,
      parry,
      hud(page, 'You'),
      page.locator('dl > div').nth(1).locator('dd'),
      messageLine(page),
      page.getByRole('timer', { name: 'Time left' }),
    ];
    // As the page stands (tapping the start button may have scrolled it a little) and from its top.
    const check = async () => {
      for (const scrolled of [false, true]) {
        if (scrolled) await page.evaluate(() => window.scrollTo(0, 0));
        for (const figure of figures) await expect(figure).toBeInViewport({ ratio: 1 });
      }
      expect(await fitsViewport(page)).toBe(true);
    };
    await check();
    await lunge.tap();
    await page.clock.runFor(500);
    await expect(messageLine(page)).toHaveText(/^(Parried!|Touché!)/);
    await check();
  });
});
