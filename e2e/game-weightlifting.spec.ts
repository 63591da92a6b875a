// Weightlifting's fixes through the real site: each attempt's visible time limit ('Time!'), the 'Faster!'
// hint (steady, not flickering), the hold's grade on screen, a slow lift counting a share of the weight, a
// game left alone reaching its leaderboard within the room's 90 s, and the phone layout.
// The clock is installed before the page loads and paused once the lobby is up (openGame), so game time
// moves only by clock.runFor.
import { expect, test } from './support/fixtures';
import { expectLeaderboard, hud, openGame, rowScore as score } from './support/games';
import { fillBar, holdTarget, runMarkerTo, weightliftingControls } from './support/plays';

const HINT = 'Faster! Click 5+ times a second to raise the bar.';

test.describe('Weightlifting: the attempt’s time limit', () => {
  test.describe.configure({ timeout: 120_000 });

  test('shows each attempt’s countdown; left alone, every attempt ends ‘Time!’ within the 90 s', async ({
    page,
  }) => {
    const start = await openGame(page, 'Weightlifting');
    await expect(page.getByText(/Each attempt has 28 s to lift and hold\./)).toBeVisible();
    await start.click();
    const countdown = page.getByRole('progressbar', { name: 'Attempt time' });
    await expect(hud(page, 'Time left')).toHaveText('28 s');
    await expect(countdown).toHaveAttribute('aria-valuetext', '28 seconds left');

    // The clock's first frame only starts it: game time trails the page's by a frame.
    await page.clock.runFor(14_100);
    await expect(hud(page, 'Time left')).toHaveText('14 s');
    await page.clock.runFor(14_000);
    await expect(page.getByText('Time!', { exact: true })).toBeVisible();
    await expect(hud(page, 'Total')).toHaveText('0 kg');
    await page.clock.runFor(2000);
    await expect(hud(page, 'Attempt')).toHaveText('2/3');
    await expect(hud(page, 'Weight')).toHaveText('100 kg');
    await expect(hud(page, 'Time left')).toHaveText('28 s');

    // Two more attempts of 28 s and their 2 s results: the game is over 90 s after its start.
    await page.clock.runFor(60_000);
    const rows = await expectLeaderboard(page, 1);
    await expect(score(rows.first())).toHaveText('0');
    // A solo run's 🥇 marks its place; the board says the profile does not count it, and no record is
    // claimed for 0 kg.
    await expect(page.getByTestId('medal-rule')).toContainText(
      'Your profile counts only medals won against opponents.',
    );
    await expect(page.getByTestId('result-banner')).toHaveText('Finished!');
    await expect(page.getByTestId('games-record')).toHaveCount(0);
    await expect(rows.first().getByTestId('score-breakdown')).toContainText(
      'Attempt 3 · 100 kg out of time',
    );
  });

  test('a filled bar never held runs out of time too; a hold in time still lifts', async ({
    page,
  }) => {
    const start = await openGame(page, 'Weightlifting');
    await start.click();
    const { lift, hold } = weightliftingControls(page);
    await fillBar(page, () => lift.click());
    // The attempt's 28 s count from its start, and filling the bar took about 2 s of them.
    await page.clock.runFor(25_000);
    const timeUp = page.getByText('Time!', { exact: true });
    for (let i = 0; i < 40 && !(await timeUp.isVisible()); i++) await page.clock.runFor(100);
    await expect(timeUp).toBeVisible();
    await expect(hold).toBeDisabled();
    await page.clock.runFor(2000);
    await fillBar(page, () => lift.click());
    await runMarkerTo(page, await holdTarget(page));
    await hold.click();
    await expect(page.getByText('Success! 100kg lifted!', { exact: true })).toBeVisible();
    // The hold's grade is on screen, not only in the live region.
    await expect(
      page.getByTestId('hold-grade').and(page.locator(':not([aria-live] *)')),
    ).toHaveText(/^(Perfect hold!|Good hold\.|Just held\.)$/);
  });

  test('a slow lift counts a share of the weight: the lift card says what it is worth, the result what it lifted', async ({
    page,
  }) => {
    const start = await openGame(page, 'Weightlifting');
    await start.click();
    const { lift, hold } = weightliftingControls(page);
    const worth = page.getByTestId('lift-worth');
    await expect(worth).toHaveText('Full 100 kg: 8 s');
    // 16 s idle: a bar up now is worth 8/16 of the weight.
    await page.clock.runFor(16_000);
    await expect(worth).toHaveText(/^Worth (49|50) of 100 kg$/);
    await fillBar(page, () => lift.click());
    await runMarkerTo(page, await holdTarget(page));
    await hold.click();
    const lifted = page.getByText(/^Success! \d+kg lifted!$/);
    await expect(lifted).toBeVisible();
    const kg = Number(/(\d+)kg/.exec((await lifted.textContent()) ?? '')?.[1]);
    expect(kg).toBeGreaterThan(40);
    expect(kg).toBeLessThan(50);
    await expect(page.getByTestId('hold-grade')).toContainText(`${kg} of 100 kg lifted (bar up in`);
    await expect(hud(page, 'Total')).toHaveText(`${kg} kg`);
  });

  test('tells a lifter whose bar is not rising to click faster', async ({ page }) => {
    const start = await openGame(page, 'Weightlifting');
    await start.click();
    const { lift, liftBar } = weightliftingControls(page);
    const hint = page.getByText(HINT, { exact: true }).and(page.locator(':not([aria-live])'));
    await page.clock.runFor(500);
    await expect(hint).toBeHidden();
    // Four clicks a second: the bar goes nowhere.
    for (let i = 0; i < 8; i++) {
      await lift.click();
      await page.clock.runFor(250);
    }
    await expect(hint).toBeVisible();
    // Just over four a second, the bar creeping up: the hint stays, it does not flicker with each press.
    for (let i = 0; i < 14; i++) {
      await lift.click();
      await page.clock.runFor(230);
      await expect(hint).toBeVisible();
    }
    // Ten a second: it rises, and the hint goes.
    for (let i = 0; i < 12; i++) {
      await lift.click();
      await page.clock.runFor(100);
    }
    expect(Number(await liftBar.getAttribute('aria-valuenow'))).toBeGreaterThan(20);
    await expect(hint).toBeHidden();
  });
});

test.describe('Weightlifting on a 375 x 667 phone @mobile-only', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the buttons, both bars, the countdown, the attempt and the weight fit without scrolling', async ({
    page,
  }) => {
    const start = await openGame(page, 'Weightlifting');
    await start.tap();
    const { lift, hold, liftBar, marker } = weightliftingControls(page);
    const figures = [
      lift,
      hold,
      liftBar,
      marker,
      page.getByRole('progressbar', { name: 'Attempt time' }),
      hud(page, 'Time left'),
      hud(page, 'Attempt'),
      hud(page, 'Weight'),
    ];
    const fitsFromTheTop = async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const figure of figures) await expect(figure).toBeInViewport({ ratio: 1 });
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
    };
    await fitsFromTheTop(); // lifting
    await page.clock.runFor(1500);
    await expect(page.getByText(HINT, { exact: true }).first()).toBeVisible();
    await fitsFromTheTop(); // lifting, with the two-line hint
    await fillBar(page, () => lift.tap());
    await fitsFromTheTop(); // holding
    await hold.tap();
    await expect(page.getByText(/^(Success! 100kg lifted!|Failed to hold!)$/)).toBeVisible();
    await fitsFromTheTop(); // the result
  });
});
