// Sprint, Archery and Basketball through the real site: lobby → Single Player → 'Play vs AI' → game →
// leaderboard. Game time is fast-forwarded with Playwright's clock (installed before the page loads).
// Keyboard-only plays and the axe sweep of each game's screens are in a11y.spec.ts.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectLeaderboard as expectRows, hud, openGame } from './support/games';
import { fitsViewport } from './support/layout';
import { archeryTarget, arrowsShot, basketballControls, crosshairAt } from './support/plays';
import { touchHold } from './support/touch';

async function expectLeaderboard(page: Page, players: number, withAccuracy: boolean) {
  const rows = await expectRows(page, players);
  if (withAccuracy) await expect(rows.first()).toContainText('% accuracy');
  return rows;
}

test.describe('Sprint', () => {
  test('ready screen, countdown, a mouse race to the leaderboard', async ({ page }) => {
    await openGame(page, 'Sprint Race');
    await page.getByRole('button', { name: 'Start Sprint!' }).click();

    const run = page.getByRole('button', { name: 'RUN!' });
    const call = page.getByTestId('start-call');
    await expect(call).toHaveText('3');
    await expect(run).toBeDisabled();
    // One frame's worth of slack: the clock feeds the game from the frame after the click.
    await page.clock.runFor(1050);
    await expect(call).toHaveText('2');
    await page.clock.runFor(1000);
    await expect(call).toHaveText('1');
    await page.clock.runFor(1000);
    await expect(call).toHaveText('GO!');
    await expect(run).toBeEnabled();

    await expect(hud(page, 'Time')).toHaveText('90s');
    await expect(hud(page, 'Distance')).toHaveText('0.0 m');
    await expect(hud(page, 'Stamina')).toHaveText('100%');
    const lanes = page.getByRole('list', { name: 'Track lanes' }).getByRole('listitem');
    await expect(lanes).toHaveCount(4);
    await expect(lanes.first().getByRole('img', { name: 'AI' })).toHaveCount(0);
    await expect(lanes.nth(1).getByRole('img', { name: 'AI' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'AI' })).toHaveCount(3);

    await run.click();
    await expect(hud(page, 'Stamina')).toHaveText('99%');
    for (let i = 0; i < 12; i++) {
      await run.click();
      await page.clock.runFor(150);
    }
    const metres = Number((await hud(page, 'Distance').textContent())?.replace(' m', ''));
    expect(metres).toBeGreaterThan(10);

    await page.clock.runFor(94_000);
    const rows = await expectLeaderboard(page, 4, false);
    await expect(rows.filter({ hasText: 'Your result' })).toContainText('Distance');
  });

  test('touch at 375 px: tap RUN! to the leaderboard @mobile-only', async ({ page }) => {
    await openGame(page, 'Sprint Race');
    await page.getByRole('button', { name: 'Start Sprint!' }).tap();
    await page.clock.runFor(3100);
    const run = page.getByRole('button', { name: 'RUN!' });
    const box = await run.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(await fitsViewport(page)).toBe(true);
    for (let i = 0; i < 10; i++) {
      await run.tap();
      await page.clock.runFor(150);
    }
    expect(Number((await hud(page, 'Distance').textContent())?.replace(' m', ''))).toBeGreaterThan(
      5,
    );
    await expectNoAxeViolations(page, 'sprint on mobile', { pausedClock: true });
    await page.clock.runFor(94_000);
    await expectLeaderboard(page, 4, false);
  });
});

test.describe('Archery', () => {
  const target = archeryTarget;

  test('ready screen, a mouse game to the leaderboard', async ({ page }) => {
    await openGame(page, 'Archery');
    await page.getByRole('button', { name: 'Start Archery!' }).click();

    await expect(target(page)).toBeVisible();
    const box = (await target(page).boundingBox())!;
    expect(Math.round(box.width)).toBe(300);
    expect(Math.round(box.height)).toBe(300);
    await expect(target(page).locator('circle[r="150"]')).toHaveCount(1);
    await expect(target(page).locator('circle[r="15"]')).toHaveCount(1);
    await expect(hud(page, 'Time')).toHaveText('90s');
    await expect(hud(page, 'Wind horizontal')).toHaveText(/^[+-]?\d+\.\d( [←→])?$/);
    await expect(hud(page, 'Wind vertical')).toHaveText(/^[+-]?\d+\.\d( [↑↓])?$/);
    await expect(page.getByRole('region', { name: 'Scores' }).getByRole('listitem')).toHaveCount(4);

    // The crosshair follows the mouse (within the ±10 aim offset).
    await page.mouse.move(box.x + 60, box.y + 240);
    await expect.poll(async () => (await crosshairAt(page)).x).toBeLessThan(75);
    expect(Math.abs((await crosshairAt(page)).y - 240)).toBeLessThanOrEqual(11);

    for (let shot = 1; shot <= 4; shot++) {
      await page.mouse.click(box.x + 150, box.y + 150);
      await expect.poll(() => arrowsShot(page)).toBe(shot);
      await expect(page.getByRole('button', { name: 'Nocking…' })).toBeDisabled();
      await page.clock.runFor(1050);
      await expect(page.getByRole('button', { name: 'Shoot' })).toBeEnabled();
    }
    await page.clock.runFor(91_000);
    const rows = await expectLeaderboard(page, 4, true);
    await expect(rows.filter({ hasText: 'Your result' })).toContainText('% accuracy');
  });

  test('touch at 375 px: tap aims, Shoot shoots, to the leaderboard @mobile-only', async ({
    page,
  }) => {
    await openGame(page, 'Archery');
    await page.getByRole('button', { name: 'Start Archery!' }).tap();
    const box = (await target(page).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(300);
    expect(await fitsViewport(page)).toBe(true);
    await page.touchscreen.tap(box.x + box.width * 0.2, box.y + box.height * 0.5);
    await expect.poll(async () => (await crosshairAt(page)).x).toBeLessThan(75);
    expect(await arrowsShot(page)).toBe(0);
    const shoot = page.getByRole('button', { name: 'Shoot' });
    expect((await shoot.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await shoot.tap();
    await expect.poll(() => arrowsShot(page)).toBe(1);
    await expectNoAxeViolations(page, 'archery on mobile', { pausedClock: true });
    await page.clock.runFor(91_000);
    await expectLeaderboard(page, 4, true);
  });
});

test.describe('Basketball', () => {
  const shootButton = (page: Page) => basketballControls(page).shoot;
  const power = (page: Page) => basketballControls(page).power;
  const angle = (page: Page) => basketballControls(page).angle;

  test('ready screen, a held mouse shot that scores, to the leaderboard', async ({ page }) => {
    await openGame(page, 'Basketball');
    await page.getByRole('button', { name: 'Start Shooting!' }).click();

    await expect(page.getByRole('img', { name: /^Basketball court/ })).toBeVisible();
    await expect(hud(page, 'Time')).toHaveText('90s');
    await expect(angle(page)).toHaveValue('45');
    await expect(angle(page)).toHaveAttribute('min', '15');
    await expect(angle(page)).toHaveAttribute('max', '75');
    await expect(angle(page)).toBeEnabled();
    await expect(power(page)).toHaveAttribute('aria-valuenow', '0');
    await expect(shootButton(page)).toHaveText('SHOOT');

    await shootButton(page).scrollIntoViewIfNeeded();
    const box = (await shootButton(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.clock.runFor(730);
    await expect(shootButton(page)).toHaveText('Charging!');
    await expect(power(page)).toHaveAttribute('aria-valuenow', '70');
    await expect(angle(page)).toBeDisabled();
    await page.mouse.up();
    await expect(shootButton(page)).toHaveText('Wait...');
    await expect(angle(page)).toBeDisabled();
    await page.clock.runFor(1600);
    await expect(hud(page, 'Score')).toHaveText('2');
    await page.clock.runFor(1500);
    await expect(shootButton(page)).toHaveText('SHOOT');
    await expect(hud(page, 'Shots')).toHaveText('1');
    await expect(hud(page, 'Accuracy')).toHaveText('100%');

    await page.clock.runFor(121_000);
    const rows = await expectLeaderboard(page, 4, true);
    await expect(rows.filter({ hasText: 'Your result' })).toContainText('1 basket × 2');
  });

  test('touch at 375 px: press and hold the button, to the leaderboard @mobile-only', async ({
    page,
  }) => {
    await openGame(page, 'Basketball');
    await page.getByRole('button', { name: 'Start Shooting!' }).tap();
    expect(await fitsViewport(page)).toBe(true);
    expect((await shootButton(page).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await touchHold(page, shootButton(page), 730);
    await expect(shootButton(page)).toHaveText('Wait...');
    await expect(hud(page, 'Shots')).toHaveText('1');
    await page.clock.runFor(3100);
    await expect(hud(page, 'Score')).toHaveText('2');
    await expectNoAxeViolations(page, 'basketball on mobile', { pausedClock: true });
    await page.clock.runFor(121_000);
    await expectLeaderboard(page, 4, true);
  });
});
