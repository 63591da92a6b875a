// Fencing, Weightlifting and Alpine Skiing through the real site: lobby → Single Player → 'Play vs AI' →
// game → leaderboard. The clock is installed before the page loads and paused once the lobby is up, so
// game time moves only by clock.runFor and every hold, cooldown and pause is exact.
// Keyboard-only plays and the axe sweep of each game's screens are in a11y.spec.ts.
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  expectLeaderboard,
  hud,
  openGame,
  passCountdown,
  rowScore as score,
} from './support/games';
import { fitsViewport } from './support/layout';
import {
  boutWithALateFirstLunge,
  expectSkiScore,
  fenceToTheEnd,
  fenceWell,
  fencingButtons,
  fillBar,
  gatesPassed,
  holdTarget,
  runMarkerTo,
  QUICK_PRESS_MS,
  skiToTheEnd,
  weightliftingControls,
} from './support/plays';
import { touchscreen } from './support/touch';

// ——— Fencing ———

test.describe('Fencing', () => {
  test.describe.configure({ timeout: 120_000 });

  test('ready screen, scores, strip, cooldowns, parry and riposte, a mouse bout won 5–n', async ({
    page,
  }) => {
    const firstLungeMs = await boutWithALateFirstLunge(page);
    const start = await openGame(page, 'Fencing');
    await start.click();
    await passCountdown(page);

    const { lunge, parry } = fencingButtons(page);
    await expect(hud(page, 'You')).toHaveText('0');
    await expect(page.locator('dl > div')).toHaveCount(2);
    await expect(page.getByRole('img', { name: /^Fencing strip/ })).toBeVisible();
    await expect(lunge).toContainText('L / →');
    await expect(parry).toContainText('P / ←');

    // The AI's lunge is in the air: a parry now is in time, and the riposte after it cannot be parried.
    await page.clock.runFor(firstLungeMs);
    await expect(parry).toContainText('Parry now!');
    await parry.click();
    await page.clock.runFor(500);
    await expect(page.getByText('You parried!', { exact: true })).toBeVisible();
    await expect(lunge).toContainText('Riposte!');
    await lunge.click();
    await expect(lunge).toBeDisabled();
    await expect(parry).toBeDisabled();
    await expect(lunge).toContainText('1.0 s');
    await page.clock.runFor(500);
    await expect(page.getByText('Touché!', { exact: true })).toBeVisible();
    await expect(hud(page, 'You')).toHaveText('1');

    await fenceWell(page, { parry: () => parry.click(), lunge: () => lunge.click() });
    const rows = await expectLeaderboard(page, 2);
    await expect(rows.first()).toContainText('Your result');
    await expect(score(rows.first())).toHaveText('5');
    const theirs = Number(await score(rows.nth(1)).textContent());
    expect(theirs).toBeGreaterThanOrEqual(0);
    expect(theirs).toBeLessThan(5);
    await expect(rows.first().getByTestId('score-breakdown')).toContainText('Riposte touches');
  });
});

// ——— Weightlifting ———

test.describe('Weightlifting', () => {
  test('ready screen, lift and hold bars, three mouse lifts (success, failure, success)', async ({
    page,
  }) => {
    const start = await openGame(page, 'Weightlifting');
    await start.click();
    const { lift, hold, marker } = weightliftingControls(page);
    const liftBar = page.getByRole('progressbar', { name: 'Lift bar' });

    await expect(hud(page, 'Attempt')).toHaveText('1/3');
    await expect(hud(page, 'Total')).toHaveText('0 kg');
    await expect(hud(page, 'Weight')).toHaveText('100 kg');
    await expect(hold).toBeDisabled();
    // Six presses a quick hand apart (over 400 ms): 6 × 5 = 30, less 2 for each 100 ms tick of decay so far.
    for (let i = 0; i < 6; i++) {
      if (i > 0) await page.clock.runFor(QUICK_PRESS_MS);
      await lift.click();
    }
    await expect(liftBar).toHaveAttribute('aria-valuenow', /^(22|24|26)$/);
    const pressed = Number(await liftBar.getAttribute('aria-valuenow'));
    await page.clock.runFor(520);
    await expect(liftBar).toHaveAttribute(
      'aria-valuenow',
      new RegExp(`^(${pressed - 10}|${pressed - 12})$`),
    );

    // 1: a timed hold.
    await fillBar(page, () => lift.click());
    await expect(lift).toBeDisabled();
    await expect(marker).toHaveAttribute('aria-valuenow', '0');
    await runMarkerTo(page, await holdTarget(page));
    await hold.click();
    await expect(page.getByText('Success! 100kg lifted!', { exact: true })).toBeVisible();
    await expect(hud(page, 'Total')).toHaveText('100 kg');
    await page.clock.runFor(1900);
    await expect(hud(page, 'Attempt')).toHaveText('1/3');
    await page.clock.runFor(200);
    await expect(hud(page, 'Attempt')).toHaveText('2/3');
    await expect(hud(page, 'Weight')).toHaveText('120 kg');
    await expect(liftBar).toHaveAttribute('aria-valuenow', '0');

    // 2: a hold half a lap off target fails and keeps the weight.
    await fillBar(page, () => lift.click());
    await runMarkerTo(page, ((await holdTarget(page)) + 50) % 100);
    await hold.click();
    await expect(page.getByText('Failed to hold!', { exact: true })).toBeVisible();
    await page.clock.runFor(2100);
    await expect(hud(page, 'Weight')).toHaveText('120 kg');

    // 3: a timed hold again.
    await fillBar(page, () => lift.click());
    await runMarkerTo(page, await holdTarget(page));
    await hold.click();
    await expect(page.getByText('Success! 120kg lifted!', { exact: true })).toBeVisible();
    await page.clock.runFor(2100);
    const rows = await expectLeaderboard(page, 1);
    await expect(score(rows.first())).toHaveText('220');
    await expect(rows.first().getByTestId('score-breakdown')).toContainText(
      'Attempt 2 · 120 kg not held: 0',
    );
  });
});

// ——— Alpine skiing ———

test.describe('Alpine skiing', () => {
  test('a mouse run: holding the left or right half of the slope steers', async ({ page }) => {
    const start = await openGame(page, 'Alpine Skiing');
    await start.click();
    await passCountdown(page);
    const slope = page.getByRole('img', { name: /^Slope/ });
    await skiToTheEnd(page, async (direction) => {
      await page.mouse.up();
      if (!direction) return;
      const box = await slope.boundingBox();
      if (!box) throw new Error('no slope');
      await page.mouse.move(
        box.x + box.width * (direction === 'left' ? 0.25 : 0.75),
        box.y + box.height * 0.4,
      );
      await page.mouse.down();
    });
    const rows = await expectLeaderboard(page, 1);
    await expectSkiScore(rows.first(), 1);
  });
});

// ——— Touch, 375 px wide ———

test.describe('touch at 375 px @mobile-only', () => {
  test('fencing: tap Lunge to the end of the bout', async ({ page }) => {
    const start = await openGame(page, 'Fencing');
    await start.tap();
    await passCountdown(page);
    const { lunge } = fencingButtons(page);
    await expect(lunge).toBeInViewport();
    expect(await fitsViewport(page)).toBe(true);
    const seen = await fenceToTheEnd(page, () => lunge.tap());
    expect(seen.size).toBeGreaterThan(0);
    const rows = await expectLeaderboard(page, 2);
    await expect(score(rows.first())).toHaveText('5');
  });

  test('weightlifting: tap LIFT! and HOLD! for three lifts', async ({ page }) => {
    const start = await openGame(page, 'Weightlifting');
    await start.tap();
    const { lift, hold } = weightliftingControls(page);
    await expect(hold).toBeInViewport();
    expect(await fitsViewport(page)).toBe(true);
    await expectNoAxeViolations(page, 'weightlifting at 375 px', { pausedClock: true });
    for (let attempt = 0; attempt < 3; attempt++) {
      await fillBar(page, () => lift.tap());
      await runMarkerTo(page, await holdTarget(page));
      await hold.tap();
      await expect(page.getByText(/^Success! \d+kg lifted!$/)).toBeVisible();
      await page.clock.runFor(2100);
    }
    const rows = await expectLeaderboard(page, 1);
    await expect(score(rows.first())).toHaveText('360');
  });

  test('skiing: hold the slope halves (and the arrow buttons) to steer through 20 gates', async ({
    page,
  }) => {
    const start = await openGame(page, 'Alpine Skiing');
    await start.tap();
    await passCountdown(page);
    const slope = page.getByRole('img', { name: /^Slope/ });
    const right = page.getByRole('button', { name: 'Steer right' });
    await expect(right).toBeInViewport();
    expect(await fitsViewport(page)).toBe(true);
    const rightBox = await right.boundingBox();
    expect(rightBox!.width).toBeGreaterThanOrEqual(44);
    expect(rightBox!.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page, 'skiing at 375 px', { pausedClock: true });

    // The on-screen arrow steers while held and stops on release.
    const finger = await touchscreen(page);
    await finger.start(rightBox!.x + rightBox!.width / 2, rightBox!.y + 10);
    await expect(right).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(200);
    await finger.end();
    await expect(right).toHaveAttribute('aria-pressed', 'false');
    const unsteered = await gatesPassed(page);

    let touching = false;
    await skiToTheEnd(page, async (direction) => {
      if (touching) await finger.end();
      touching = direction !== null;
      if (!direction) return;
      const box = await slope.boundingBox();
      if (!box) throw new Error('no slope');
      const x = box.x + box.width * (direction === 'left' ? 0.25 : 0.75);
      await finger.start(x, box.y + box.height * 0.4);
    });
    if (touching) await finger.end();
    const rows = await expectLeaderboard(page, 1);
    await expectSkiScore(rows.first(), unsteered + 1);
  });
});
