// Alpine skiing in a real browser: the slope, the steer buttons, the time and the gates count on
// one phone screen during play, and a room where an AI rival skis its own run beside you on game time.
// The clock is installed before the page loads and paused once the game's screen is up, so game time moves
// only by clock.runFor.
import type { Locator, Page } from '@playwright/test';
import { generateRooms, SITE_ROOM_SEED } from '../shared/rooms/generateRooms';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  expectLeaderboard,
  hud,
  openGame,
  passCountdown,
  pauseClock,
  rowScore,
  START_TIME,
} from './support/games';
import { fitsViewport } from './support/layout';
import { gatesPassed, nextGateOffset } from './support/plays';
import { touchHold } from './support/touch';

/** What a skier needs while skiing: the slope, both steer buttons, the time, the speed and the gates count. */
function skiingControls(page: Page): Locator[] {
  return [
    page.getByRole('img', { name: /^Slope/ }),
    page.getByRole('button', { name: 'Steer left' }),
    page.getByRole('button', { name: 'Steer right' }),
    hud(page, 'Time'),
    hud(page, 'Speed'),
    page.getByText(/^Gates \d+\/20$/),
  ];
}

/**
 * A run takes between 16.67 s (6,000 at the top speed of 6 per 1/60 s) and the spec's 25 s (at 4
 * all the way); with `missed` gates it scores round((90 − (run + 5 × missed)) × 100), floored at 0. Checks
 * that against the run time the row's breakdown shows; returns the gates it says were missed.
 */
async function expectRunScore(row: Locator) {
  const breakdown = (await row.getByTestId('score-breakdown').textContent()) ?? '';
  const missed = Number(/(\d+) missed gate/.exec(breakdown)?.[1]);
  const run = Number(/Run (\d+\.\d\d) s/.exec(breakdown)?.[1]);
  expect(run).toBeGreaterThanOrEqual(16.67);
  expect(run).toBeLessThanOrEqual(25);
  const score = Math.max(0, Math.round((90 - run) * 100) - 500 * missed);
  await expect(rowScore(row)).toHaveText(score.toLocaleString('en-US'));
  return missed;
}

/** Each of them wholly on screen, with the page at its top and nothing wider than the screen. */
async function expectOneScreen(page: Page) {
  expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(4);
  for (const control of skiingControls(page)) await expect(control).toBeInViewport({ ratio: 1 });
  expect(await fitsViewport(page)).toBe(true);
}

test.describe('Alpine skiing on one screen', () => {
  test('at 1280 x 800 the slope, steer buttons, time and gates show without scrolling', async ({
    page,
  }) => {
    const start = await openGame(page, 'Alpine Skiing');
    await start.click();
    await expectOneScreen(page);
    await passCountdown(page);
    await expect(hud(page, 'Speed')).toHaveText('40 km/h');
    // Unsteered for 5 s (300 frames): 4 a frame building to 6 by frame 80, so 399 + 220 × 6 = 1,719 down.
    await page.clock.runFor(5000);
    await expect(page.getByText('Gates 5/20', { exact: true })).toBeVisible();
    await expect(hud(page, 'Speed')).toHaveText('60 km/h');
    await expectOneScreen(page);
  });

  test.describe('on a 375 x 667 phone @mobile-only', () => {
    test.use({ viewport: { width: 375, height: 667 } });

    test('the slope, steer buttons, time and gates show without scrolling, to the end', async ({
      page,
    }) => {
      const start = await openGame(page, 'Alpine Skiing');
      await start.tap();
      await expectOneScreen(page);
      await passCountdown(page);

      // Steer away from the first gate: the penalty notice shows beside the gates count, not over it.
      const offset = (await nextGateOffset(page)) ?? 0;
      const away = page.getByRole('button', { name: offset > 0 ? 'Steer left' : 'Steer right' });
      await touchHold(page, away, 1300); // past the first gate, 375 across: a miss whatever its place
      const notice = page.getByText('+5 s missed gate', { exact: true });
      await expect(notice).toBeVisible();
      expect(await gatesPassed(page)).toBe(1);
      const [a, b] = [await notice.boundingBox(), await page.getByText(/^Gates/).boundingBox()];
      const overlap = a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
      expect(overlap && a!.x < b!.x + b!.width && b!.x < a!.x + a!.width).toBe(false);
      await expectOneScreen(page);

      await page.clock.runFor(24_000);
      const rows = await expectLeaderboard(page, 1);
      expect(await expectRunScore(rows.first())).toBeGreaterThanOrEqual(1);
    });
  });
});

test.describe('Alpine skiing with a rival', () => {
  // The site's one alpine-skiing room: private, two seats, an AI rival waiting in one.
  const room = generateRooms(SITE_ROOM_SEED).find(
    (r) => r.sport === 'alpine-skiing' && r.currentPlayers.length < r.maxPlayers && r.inviteCode,
  );

  test('the rival skis its own run on game time, shown as a marker beside you', async ({
    page,
  }) => {
    expect(room, 'the site seed has a joinable alpine-skiing room').toBeTruthy();
    await page.clock.install({ time: START_TIME });
    await page.goto(`/games?code=${room!.inviteCode}`);
    const start = page.getByRole('button', { name: 'Start Skiing!' });
    await expect(start).toBeVisible();
    await pauseClock(page);
    await start.click();
    await passCountdown(page);

    const rival = room!.currentPlayers[0]!;
    const marker = page.getByTestId('other-skier');
    await expect(marker).toHaveCount(1);
    await expect(marker).toHaveText(rival.name.slice(0, 1).toUpperCase());
    const rivals = page.getByRole('list', { name: 'Rivals' });
    await expect(rivals).toContainText(`${rival.name} · gate 0/20`);

    // You do nothing; the rival still skis: its marker goes down the course and it passes gates.
    const before = await marker.getAttribute('style');
    // 1.5 s (90 frames): each skier is between 360 (steering all the way, at 4 a frame) and 459 down
    // (straight, building to 6), so past gate 1 at 300 and short of gate 2 at 600.
    await page.clock.runFor(1500);
    await expect(marker).not.toHaveAttribute('style', before ?? '');
    await expect(rivals).toContainText(`${rival.name} · gate 1/20`);
    await expect(page.getByText('Gates 1/20', { exact: true })).toBeVisible();
    await expect(hud(page, 'Time')).toHaveText(/^\d+\.\d s$/);
    await expectNoAxeViolations(page, 'skiing with a rival', { pausedClock: true });

    await page.clock.runFor(24_000);
    const rows = await expectLeaderboard(page, 2);
    for (const row of await rows.all()) await expectRunScore(row);
  });
});
