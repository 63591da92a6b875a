// Sprint, Archery and Basketball through the real site: lobby → Single Player → 'Play vs AI' → game →
// leaderboard. Game time is fast-forwarded with Playwright's clock (installed before the page loads).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations as axeCheck } from './support/axe';

let warnings: string[] = [];
test.beforeEach(({ page }) => {
  warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
});
test.afterEach(() => {
  expect(warnings, 'console warnings').toEqual([]);
});

const CHUNKS = {
  'Sprint Race': /SprintGame/,
  Archery: /ArcheryGame/,
  Basketball: /BasketballGame/,
};
type CardName = keyof typeof CHUNKS;
const START = Date.UTC(2026, 0, 1);

/** Opens the game from its lobby card, checking its chunk is only fetched then. */
async function openGame(page: Page, name: CardName) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.clock.install({ time: START });
  await page.goto('/games');
  const singlePlayer = page.getByRole('tab', { name: 'Single Player' });
  await expect(singlePlayer).toBeVisible();
  // Paused from here: game time moves only by clock.runFor, so holds and countdowns are exact.
  await page.clock.pauseAt(START + 60_000);
  await singlePlayer.click();
  const panel = page.getByRole('tabpanel', { name: 'Single Player' });
  const card = panel
    .getByTestId('game-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  expect(scripts.some((url) => CHUNKS[name].test(url))).toBe(false);
  await card.getByRole('button', { name: 'Play vs AI' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // React throttles revealing the loaded chunk after its 'Loading game…' fallback with a timer.
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(page.getByRole('button', { name: /^Start / })).toBeVisible({ timeout: 200 });
  }).toPass();
  expect(scripts.some((url) => CHUNKS[name].test(url))).toBe(true);
}

/** axe waits on timers, so the paused clock runs while it checks, then pauses again. */
async function expectNoAxeViolations(page: Page, context: string) {
  await page.clock.resume();
  await axeCheck(page, context);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
}

async function expectReady(page: Page, text: string, button: string) {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
}

/** The value under a HUD label. */
const hud = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

async function expectLeaderboard(page: Page, players: number, withAccuracy: boolean) {
  await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  const rows = page.getByTestId('leaderboard-row');
  await expect(rows).toHaveCount(players);
  await expect(rows.filter({ hasText: 'Your result' })).toHaveCount(1);
  if (withAccuracy) await expect(rows.first()).toContainText('% accuracy');
  return rows;
}

async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A real touch (touchstart … touchend) at the centre of a locator, held for holdMs of game time. */
async function touchHold(page: Page, target: Locator, holdMs: number) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('not visible');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.clock.runFor(holdMs);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('Sprint', () => {
  test('ready screen, countdown, a mouse race to the leaderboard, no axe violations', async ({
    page,
  }) => {
    await openGame(page, 'Sprint Race');
    await expectReady(page, 'Click rapidly to run 100m as fast as possible!', 'Start Sprint!');
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

    await expect(hud(page, 'Time')).toHaveText('45s');
    await expect(hud(page, 'Distance')).toHaveText('0.0 m');
    await expect(hud(page, 'Stamina')).toHaveText('100%');
    const lanes = page.getByRole('list', { name: 'Track lanes' }).getByRole('listitem');
    await expect(lanes).toHaveCount(4);
    await expect(lanes.first().getByRole('img', { name: 'AI' })).toHaveCount(0);
    await expect(lanes.nth(1).getByRole('img', { name: 'AI' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'AI' })).toHaveCount(3);

    await run.click();
    await expect(hud(page, 'Stamina')).toHaveText('99%');
    await expectNoAxeViolations(page, 'sprint race');
    for (let i = 0; i < 12; i++) {
      await run.click();
      await page.clock.runFor(150);
    }
    const metres = Number((await hud(page, 'Distance').textContent())?.replace(' m', ''));
    expect(metres).toBeGreaterThan(10);

    await page.clock.runFor(46_000);
    const rows = await expectLeaderboard(page, 4, false);
    await expect(rows.filter({ hasText: 'Your result' })).toContainText('Distance');
    await expectNoAxeViolations(page, 'sprint leaderboard');
  });

  test('keyboard only: Enter starts, Space runs, the race reaches the leaderboard', async ({
    page,
  }) => {
    await openGame(page, 'Sprint Race');
    await expect(page.getByRole('button', { name: 'Start Sprint!' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.clock.runFor(3100);
    await expect(page.getByRole('button', { name: 'RUN!' })).toBeEnabled();
    await page.keyboard.press('Space');
    await expect(hud(page, 'Stamina')).toHaveText('99%');
    let metres = 0;
    for (let i = 0; i < 200 && metres < 100; i++) {
      await page.keyboard.press(i % 2 === 0 ? 'Space' : 'Enter');
      await page.clock.runFor(130);
      if (i % 10 === 9) {
        metres = Number((await hud(page, 'Distance').textContent())?.replace(' m', ''));
      }
    }
    expect(metres).toBe(100);
    await page.clock.runFor(46_000);
    const rows = await expectLeaderboard(page, 4, false);
    await expect(rows.filter({ hasText: 'Your result' })).toContainText('Distance 100.0 m');
  });

  test('touch at 375 px: tap RUN! to the leaderboard @mobile-only', async ({ page }) => {
    await openGame(page, 'Sprint Race');
    await page.getByRole('button', { name: 'Start Sprint!' }).tap();
    await page.clock.runFor(3100);
    const run = page.getByRole('button', { name: 'RUN!' });
    const box = await run.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await expectFitsWidth(page);
    for (let i = 0; i < 10; i++) {
      await run.tap();
      await page.clock.runFor(150);
    }
    expect(Number((await hud(page, 'Distance').textContent())?.replace(' m', ''))).toBeGreaterThan(
      5,
    );
    await expectNoAxeViolations(page, 'sprint on mobile');
    await page.clock.runFor(46_000);
    await expectLeaderboard(page, 4, false);
  });
});

test.describe('Archery', () => {
  const target = (page: Page) => page.getByRole('img', { name: /^Archery target/ });
  const crosshairAt = async (page: Page) => {
    const label = (await target(page).getAttribute('aria-label')) ?? '';
    const [, x, y] = /Crosshair at (-?\d+), (-?\d+)/.exec(label) ?? [];
    return { x: Number(x), y: Number(y) };
  };
  const arrowsShot = async (page: Page) => {
    const text = (await page.getByRole('region', { name: 'Your arrows' }).textContent()) ?? '';
    return text.includes('None yet') ? 0 : text.replace('Your arrows', '').split('·').length;
  };

  test('ready screen, a mouse game to the leaderboard, no axe violations', async ({ page }) => {
    await openGame(page, 'Archery');
    await expectReady(page, 'Aim carefully and account for wind effects!', 'Start Archery!');
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
    await expectNoAxeViolations(page, 'archery');
    await page.clock.runFor(91_000);
    const rows = await expectLeaderboard(page, 4, true);
    await expect(rows.filter({ hasText: 'Your result' })).toContainText('% accuracy');
  });

  test('keyboard only: arrow keys aim, Space shoots, the game reaches the leaderboard', async ({
    page,
  }) => {
    await openGame(page, 'Archery');
    await page.keyboard.press('Enter');
    await expect(target(page)).toBeVisible();
    const before = await crosshairAt(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => crosshairAt(page)).toEqual({ x: before.x + 10, y: before.y - 5 });
    await page.keyboard.press('Space');
    await expect.poll(() => arrowsShot(page)).toBe(1);
    await page.keyboard.press('Space'); // still in the shooting second: ignored
    await page.clock.runFor(1050);
    await page.keyboard.press('Space');
    await expect.poll(() => arrowsShot(page)).toBe(2);
    await page.clock.runFor(91_000);
    await expectLeaderboard(page, 4, true);
  });

  test('touch at 375 px: tap aims, Shoot shoots, to the leaderboard @mobile-only', async ({
    page,
  }) => {
    await openGame(page, 'Archery');
    await page.getByRole('button', { name: 'Start Archery!' }).tap();
    const box = (await target(page).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(300);
    await expectFitsWidth(page);
    await page.touchscreen.tap(box.x + box.width * 0.2, box.y + box.height * 0.5);
    await expect.poll(async () => (await crosshairAt(page)).x).toBeLessThan(75);
    expect(await arrowsShot(page)).toBe(0);
    const shoot = page.getByRole('button', { name: 'Shoot' });
    expect((await shoot.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await shoot.tap();
    await expect.poll(() => arrowsShot(page)).toBe(1);
    await expectNoAxeViolations(page, 'archery on mobile');
    await page.clock.runFor(91_000);
    await expectLeaderboard(page, 4, true);
  });
});

test.describe('Basketball', () => {
  const shootButton = (page: Page) =>
    page.getByRole('button', { name: /^(SHOOT|Charging!|Wait\.\.\.)$/ });
  const power = (page: Page) => page.getByRole('progressbar', { name: 'Power' });
  const angle = (page: Page) => page.getByRole('slider', { name: 'Angle' });

  test('ready screen, a held mouse shot that scores, to the leaderboard, no axe violations', async ({
    page,
  }) => {
    await openGame(page, 'Basketball');
    await expectReady(page, 'Hold to charge power, release to shoot!', 'Start Shooting!');
    await page.getByRole('button', { name: 'Start Shooting!' }).click();

    await expect(page.getByRole('img', { name: /^Basketball court/ })).toBeVisible();
    await expect(hud(page, 'Time')).toHaveText('120s');
    await expect(angle(page)).toHaveValue('45');
    await expect(angle(page)).toHaveAttribute('min', '15');
    await expect(angle(page)).toHaveAttribute('max', '75');
    await expect(angle(page)).toBeEnabled();
    await expect(power(page)).toHaveAttribute('aria-valuenow', '0');
    await expect(shootButton(page)).toHaveText('SHOOT');
    await expectNoAxeViolations(page, 'basketball');

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
    const rows = await expectLeaderboard(page, 2, true);
    await expect(rows.filter({ hasText: 'Your result' })).toContainText('1 basket × 2');
    await expectNoAxeViolations(page, 'basketball leaderboard');
  });

  test('keyboard only: arrows set the angle, held Space shoots, to the leaderboard', async ({
    page,
  }) => {
    await openGame(page, 'Basketball');
    await page.keyboard.press('Enter');
    await expect(angle(page)).toHaveValue('45');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(angle(page)).toHaveValue('47');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await expect(angle(page)).toHaveValue('45');
    await page.keyboard.down('Space');
    await page.clock.runFor(730);
    await expect(power(page)).toHaveAttribute('aria-valuenow', '70');
    await page.keyboard.up('Space');
    await expect(shootButton(page)).toHaveText('Wait...');
    await page.clock.runFor(3100);
    await expect(hud(page, 'Score')).toHaveText('2');
    await page.clock.runFor(121_000);
    await expectLeaderboard(page, 2, true);
  });

  test('touch at 375 px: press and hold the button, to the leaderboard @mobile-only', async ({
    page,
  }) => {
    await openGame(page, 'Basketball');
    await page.getByRole('button', { name: 'Start Shooting!' }).tap();
    await expectFitsWidth(page);
    expect((await shootButton(page).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await touchHold(page, shootButton(page), 730);
    await expect(shootButton(page)).toHaveText('Wait...');
    await expect(hud(page, 'Shots')).toHaveText('1');
    await page.clock.runFor(3100);
    await expect(hud(page, 'Score')).toHaveText('2');
    await expectNoAxeViolations(page, 'basketball on mobile');
    await page.clock.runFor(121_000);
    await expectLeaderboard(page, 2, true);
  });
});
