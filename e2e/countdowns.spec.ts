// The 3, 2, 1, GO! that opens swimming, fencing and alpine skiing (as it opens the sprint): shown over the
// field, the controls doing nothing until GO, and each game's clock starting at GO, not at the button.
// The clock is installed before the page loads and paused once the lobby is up (openGame), so game time
// moves only by clock.runFor.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectCountdown, hud, openGame, startCall } from './support/games';
import type { GameName } from './support/gameList';
import { fencingButtons } from './support/plays';

/** Starts the game from its ready screen, with a tap on a touch screen. */
async function start(page: Page, name: GameName) {
  const button = await openGame(page, name);
  if (test.info().project.name === 'mobile') await button.tap();
  else await button.click();
  await expect(startCall(page)).toHaveText('3');
}

test.describe('the countdown before a race @mobile', () => {
  test('Swimming: 3, 2, 1, GO! over the pool; STROKE waits for GO; the race clock starts at GO', async ({
    page,
  }) => {
    await start(page, 'Swimming');
    const stroke = page.getByRole('button', { name: /^STROKE/ });
    await expect(stroke).toBeDisabled();
    await expect(page.getByText('Get ready…', { exact: true })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(hud(page, 'Strokes')).toHaveText('0');
    await expect(hud(page, 'Time')).toHaveText('90s');

    await expectCountdown(page);
    // Half a second after GO: a clock started at the button would show 87s.
    await expect(hud(page, 'Time')).toHaveText('90s');
    await expect(stroke).toBeEnabled();
    await page.keyboard.press('Space');
    await expect(hud(page, 'Strokes')).toHaveText('1');
    await page.clock.runFor(1000);
    await expect(startCall(page)).toHaveCount(0);
    await expect(hud(page, 'Time')).toHaveText('89s');
  });

  test('Fencing: 3, 2, 1, GO! over the strip; no lunge before GO; the bout clock starts at GO', async ({
    page,
  }) => {
    await start(page, 'Fencing');
    const { lunge, parry } = fencingButtons(page);
    const timer = page.getByRole('timer', { name: 'Time left' });
    await expect(lunge).toBeDisabled();
    await expect(parry).toBeDisabled();
    await page.keyboard.press('l');
    await expect(page.getByRole('img', { name: /^Fencing strip: You en garde/ })).toBeVisible();
    await expect(timer).toHaveText('1:30');

    await expectCountdown(page);
    await expect(timer).toHaveText('1:30');
    await expect(lunge).toBeEnabled();
    await page.clock.runFor(1000);
    await expect(startCall(page)).toHaveCount(0);
    // 1.5 s into the bout: 1:29 (a clock started at the button would show 1:26).
    await expect(timer).toHaveText('1:29');
  });

  test('Alpine skiing: 3, 2, 1, GO! over the slope; no steering before GO; the run is timed from GO', async ({
    page,
  }) => {
    await start(page, 'Alpine Skiing');
    const left = page.getByRole('button', { name: 'Steer left' });
    const slope = page.getByRole('img', { name: /^Slope/ });
    const label = await slope.getAttribute('aria-label');
    await page.keyboard.down('ArrowLeft');
    await page.clock.runFor(200);
    await expect(left).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.up('ArrowLeft');
    // Nobody moved: the slope's description of the next gate is as it was.
    await expect(slope).toHaveAttribute('aria-label', label ?? '');
    await expect(hud(page, 'Time')).toHaveText('0.0 s');

    await expectCountdown(page);
    // Half a second after GO (the 200 ms above included), within a 16 ms frame.
    const seconds = async () => Number.parseFloat((await hud(page, 'Time').textContent()) ?? '');
    expect(await seconds()).toBeGreaterThanOrEqual(0.6);
    expect(await seconds()).toBeLessThanOrEqual(0.7);
    await page.keyboard.down('ArrowLeft');
    await expect(left).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.up('ArrowLeft');
    await page.clock.runFor(1000);
    await expect(startCall(page)).toHaveCount(0);
  });
});
