// Fencing, Weightlifting and Alpine Skiing through the real site: lobby → Single Player → 'Play vs AI' →
// game → leaderboard. The clock is installed before the page loads and paused once the lobby is up, so
// game time moves only by clock.runFor and every hold, cooldown and pause is exact.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations as axeCheck } from './support/axe';
import { leaderboardHeading } from './support/games';

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

const GAMES = {
  Fencing: {
    chunk: /FencingGame/,
    ready: 'Use Lunge to attack and Parry to defend. First to 5 points wins!',
    start: 'En Garde!',
  },
  Weightlifting: {
    chunk: /WeightliftingGame/,
    ready: 'Mash the button to lift, then time your hold perfectly!',
    start: 'Start Lifting!',
  },
  'Alpine Skiing': {
    chunk: /SkiingGame/,
    ready: 'Use Arrow Keys to navigate the gates and reach the finish line!',
    start: 'Start Skiing!',
  },
} as const;
type GameName = keyof typeof GAMES;
const START = Date.UTC(2026, 0, 1);

/**
 * Opens a game from its lobby card and checks the ready screen. Its chunk must not be fetched before.
 * With `keyboard`, the tab, the card's button and the start button are worked with Enter, not clicks.
 */
async function openGame(page: Page, name: GameName, { keyboard = false } = {}) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.clock.install({ time: START });
  await page.goto('/games');
  const singlePlayer = page.getByRole('tab', { name: 'Single Player' });
  await expect(singlePlayer).toBeVisible();
  await page.clock.pauseAt(START + 60_000);
  await press(page, singlePlayer, keyboard);
  const card = page
    .getByRole('tabpanel', { name: 'Single Player' })
    .getByTestId('game-card')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}`) }) });
  await expect(card.getByText('NEW!', { exact: true })).toBeVisible();
  expect(scripts.some((url) => GAMES[name].chunk.test(url))).toBe(false);
  await press(page, card.getByRole('button', { name: 'Play vs AI' }), keyboard);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // React reveals a lazily loaded view after its fallback with a timer: let the clock run a little.
  const startButton = page.getByRole('button', { name: GAMES[name].start, exact: true });
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(startButton).toBeVisible({ timeout: 200 });
  }).toPass();
  expect(scripts.some((url) => GAMES[name].chunk.test(url))).toBe(true);
  await expect(page.getByText(GAMES[name].ready, { exact: true })).toBeVisible();
  await expect(startButton).toBeFocused();
  return startButton;
}

async function press(page: Page, target: Locator, keyboard: boolean) {
  if (!keyboard) return target.click();
  await target.focus();
  await page.keyboard.press('Enter');
}

/** axe waits on timers, so the paused clock runs while it checks, then pauses again. */
async function expectNoAxeViolations(page: Page, context: string) {
  await page.clock.resume();
  await axeCheck(page, context);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
}

/** The value under a HUD label. */
const hud = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

async function expectLeaderboard(page: Page, players: number) {
  await expect(leaderboardHeading(page)).toBeVisible();
  const rows = page.getByTestId('leaderboard-row');
  await expect(rows).toHaveCount(players);
  await expect(rows.filter({ hasText: 'Your result' })).toHaveCount(1);
  return rows;
}

const score = (row: Locator) => row.locator('td').last();

async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Real touches (touchstart … touchend) through the DevTools protocol. One session holds the touch state,
 * so a touch is started and ended through the same one.
 */
async function touchscreen(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  return {
    start: (x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }),
    end: () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
  };
}

// ——— Fencing ———

const FENCING_MESSAGE = /^(Parried!|Touché!|You parried!|AI scores!)$/;

const fencingButtons = (page: Page) => ({
  lunge: page.getByRole('button', { name: /^Lunge/ }),
  parry: page.getByRole('button', { name: /^Parry/ }),
});

/** Waits (in game time) for the AI's lunge to be in the air: the Parry button calls for it. */
async function awaitIncomingLunge(page: Page) {
  const { parry } = fencingButtons(page);
  for (let i = 0; i < 300 && !(await parry.textContent())?.includes('Parry now!'); i++) {
    await page.clock.runFor(50);
  }
  await expect(parry).toContainText('Parry now!');
}

/** Lunges whenever allowed until one side has 5; returns every message seen on the way. */
async function fenceToTheEnd(page: Page, lunge: () => Promise<void>) {
  const { lunge: lungeButton } = fencingButtons(page);
  const seen = new Set<string>();
  for (let i = 0; i < 400; i++) {
    await expect(leaderboardHeading(page).or(lungeButton)).toBeVisible();
    if (await leaderboardHeading(page).isVisible()) break;
    if (await lungeButton.isEnabled()) await lunge();
    await page.clock.runFor(500);
    for (const text of await page.getByText(FENCING_MESSAGE).allTextContents()) seen.add(text);
  }
  return seen;
}

/** What the bout calls for now, read in one trip to the page. */
const fencingCue = (page: Page) =>
  page.evaluate(() => {
    if (document.querySelector('h1')?.textContent === 'Leaderboard') return 'over';
    const button = (name: string) =>
      [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name));
    if (button('Parry')?.textContent?.includes('Parry now!')) return 'parry';
    if (button('Lunge')?.textContent?.includes('Riposte!')) return 'riposte';
    return 'wait';
  });

/**
 * Fences as the game teaches: wait for the AI's lunge, parry it while it is in the air (400 ms), then
 * riposte at once (a riposte cannot be parried). Looks every 200 ms of game time.
 */
async function fenceWell(page: Page, moves: { parry(): Promise<void>; lunge(): Promise<void> }) {
  for (let i = 0; i < 1500; i++) {
    const cue = await fencingCue(page);
    if (cue === 'over') return;
    if (cue === 'parry') await moves.parry();
    if (cue === 'riposte') await moves.lunge();
    await page.clock.runFor(200);
  }
}

test.describe('Fencing', () => {
  test.describe.configure({ timeout: 120_000 });

  test('ready screen, scores, strip, cooldowns, parry and riposte, a mouse bout won 5–n', async ({
    page,
  }) => {
    const start = await openGame(page, 'Fencing');
    await expectNoAxeViolations(page, 'fencing ready');
    await start.click();

    const { lunge, parry } = fencingButtons(page);
    await expect(hud(page, 'You')).toHaveText('0');
    await expect(page.locator('dl > div')).toHaveCount(2);
    await expect(page.getByRole('img', { name: /^Fencing strip/ })).toBeVisible();
    await expect(lunge).toContainText('L / →');
    await expect(parry).toContainText('P / ←');
    await expectNoAxeViolations(page, 'fencing bout');

    // The AI's lunge is in the air: a parry now is in time, and the riposte after it cannot be parried.
    await awaitIncomingLunge(page);
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
    await expectNoAxeViolations(page, 'fencing after a touch');

    await fenceWell(page, { parry: () => parry.click(), lunge: () => lunge.click() });
    const rows = await expectLeaderboard(page, 2);
    await expect(rows.first()).toContainText('Your result');
    await expect(score(rows.first())).toHaveText('5');
    const theirs = Number(await score(rows.nth(1)).textContent());
    expect(theirs).toBeGreaterThanOrEqual(0);
    expect(theirs).toBeLessThan(5);
    await expect(rows.first().getByTestId('score-breakdown')).toContainText('Riposte touches');
  });

  test('a keyboard-only bout: P parries, L and → lunge, won to the leaderboard', async ({
    page,
  }) => {
    await openGame(page, 'Fencing', { keyboard: true });
    await page.keyboard.press('Enter');
    await awaitIncomingLunge(page);
    await page.keyboard.press('p');
    await page.clock.runFor(500);
    await expect(page.getByText('You parried!', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(500);
    await expect(page.getByText('Touché!', { exact: true })).toBeVisible();
    await fenceWell(page, {
      parry: () => page.keyboard.press('p'),
      lunge: () => page.keyboard.press('l'),
    });
    const rows = await expectLeaderboard(page, 2);
    await expect(rows.first()).toContainText('Your result');
    await expect(score(rows.first())).toHaveText('5');
  });
});

// ——— Weightlifting ———

const weightliftingControls = (page: Page) => ({
  lift: page.getByRole('button', { name: 'LIFT!', exact: true }),
  hold: page.getByRole('button', { name: 'HOLD!', exact: true }),
  marker: page.getByRole('meter', { name: 'Hold marker' }),
});

/** The target shown on the hold bar. */
async function holdTarget(page: Page) {
  const text = await page.getByText(/^Target \d+$/).textContent();
  return Number(text?.replace('Target ', ''));
}

/**
 * Runs game time until the hold marker (2 per 20 ms, wrapping at 100) is on `at`, taking a further lap
 * while that is sooner than `atLeastMs`.
 */
async function runMarkerTo(page: Page, at: number, atLeastMs = 0) {
  const marker = Number(await weightliftingControls(page).marker.getAttribute('aria-valuenow'));
  let ms = ((at - marker + 100) % 100) * 10;
  while (ms < atLeastMs) ms += 1000;
  await page.clock.runFor(ms);
}

/** Presses LIFT! until the bar is full (axe checks let the clock run, so the bar may have decayed). */
async function fillBar(page: Page, pressLift: () => Promise<void>) {
  const { hold } = weightliftingControls(page);
  for (let i = 0; i < 60 && (await hold.isDisabled()); i++) await pressLift();
  await expect(hold).toBeEnabled();
}

test.describe('Weightlifting', () => {
  test('ready screen, lift and hold bars, three mouse lifts (success, failure, success)', async ({
    page,
  }) => {
    const start = await openGame(page, 'Weightlifting');
    await expectNoAxeViolations(page, 'weightlifting ready');
    await start.click();
    const { lift, hold, marker } = weightliftingControls(page);
    const liftBar = page.getByRole('progressbar', { name: 'Lift bar' });

    await expect(hud(page, 'Attempt')).toHaveText('1/3');
    await expect(hud(page, 'Total')).toHaveText('0 kg');
    await expect(hud(page, 'Weight')).toHaveText('100 kg');
    await expect(hold).toBeDisabled();
    for (let i = 0; i < 6; i++) await lift.click();
    await expect(liftBar).toHaveAttribute('aria-valuenow', '30');
    await page.clock.runFor(520);
    await expect(liftBar).toHaveAttribute('aria-valuenow', '20');
    await expectNoAxeViolations(page, 'weightlifting lifting');

    // 1: a timed hold.
    await fillBar(page, () => lift.click());
    await expect(lift).toBeDisabled();
    await expect(marker).toHaveAttribute('aria-valuenow', '0');
    await expectNoAxeViolations(page, 'weightlifting holding');
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
    for (let i = 0; i < 20; i++) await lift.click();
    await runMarkerTo(page, ((await holdTarget(page)) + 50) % 100);
    await hold.click();
    await expect(page.getByText('Failed to hold!', { exact: true })).toBeVisible();
    await page.clock.runFor(2100);
    await expect(hud(page, 'Weight')).toHaveText('120 kg');

    // 3: a timed hold again.
    for (let i = 0; i < 20; i++) await lift.click();
    await runMarkerTo(page, await holdTarget(page));
    await hold.click();
    await expect(page.getByText('Success! 120kg lifted!', { exact: true })).toBeVisible();
    await page.clock.runFor(2100);
    const rows = await expectLeaderboard(page, 1);
    await expect(score(rows.first())).toHaveText('220');
    await expect(rows.first().getByTestId('score-breakdown')).toContainText(
      'Attempt 2 · 120 kg failed: 0',
    );
  });

  test('a keyboard-only session: Space mashes, then holds', async ({ page }) => {
    await openGame(page, 'Weightlifting', { keyboard: true });
    // Space works the focused start button too (and only then mashes).
    await page.keyboard.press(' ');
    for (const weight of [100, 120, 140]) {
      for (let i = 0; i < 20; i++) await page.keyboard.press(' ');
      await expect(weightliftingControls(page).hold).toBeEnabled();
      // Space holds only once the marker has run 300 ms (mash presses that spill over don't count).
      await runMarkerTo(page, await holdTarget(page), 350);
      await page.keyboard.press(' ');
      await expect(page.getByText(`Success! ${weight}kg lifted!`, { exact: true })).toBeVisible();
      await page.clock.runFor(2100);
    }
    const rows = await expectLeaderboard(page, 1);
    await expect(score(rows.first())).toHaveText('360');
  });
});

// ——— Alpine skiing ———

/** Where the next gate is, from the slope's description: negative is to the left. */
async function nextGateOffset(page: Page): Promise<number | null> {
  const slope = page.getByRole('img', { name: /^Slope/ });
  if (!(await slope.isVisible())) return null;
  const label = (await slope.getAttribute('aria-label')) ?? '';
  const found = /is (?:(\d+) to your (left|right)|straight ahead)/.exec(label);
  if (!found) return null;
  return found[1] ? Number(found[1]) * (found[2] === 'left' ? -1 : 1) : 0;
}

/** Skis to the end, steering towards each gate with `steer` every 100 ms of game time. */
async function skiToTheEnd(
  page: Page,
  steer: (direction: 'left' | 'right' | null) => Promise<void>,
) {
  let current: 'left' | 'right' | null = null;
  for (let i = 0; i < 400; i++) {
    if (await leaderboardHeading(page).isVisible()) break;
    const offset = await nextGateOffset(page);
    const want = offset === null || Math.abs(offset) < 15 ? null : offset < 0 ? 'left' : 'right';
    if (want !== current) {
      await steer(want);
      current = want;
    }
    await page.clock.runFor(100);
  }
}

/** Gates passed so far, from the slope's 'Gates n/20' caption. */
async function gatesPassed(page: Page) {
  const text = await page.getByText(/^Gates \d+\/20$/).textContent();
  return Number(/Gates (\d+)/.exec(text ?? '')?.[1]);
}

/**
 * Every run lasts 25 s (20 gates × 300 at 4 per 1/60 s), so the score is round((90 − (25 + 5 × missed))
 * × 100); checks it, and that no more than `maxMissed` gates were missed.
 */
async function expectSkiScore(row: Locator, maxMissed: number, minMissed = 0) {
  const breakdown = (await row.getByTestId('score-breakdown').textContent()) ?? '';
  const missed = Number(/(\d+) missed gate/.exec(breakdown)?.[1]);
  expect(missed).toBeGreaterThanOrEqual(minMissed);
  expect(missed).toBeLessThanOrEqual(maxMissed);
  await expect(score(row)).toHaveText((6500 - 500 * missed).toLocaleString('en-US'));
}

test.describe('Alpine skiing', () => {
  test('ready screen, time, gates, a missed-gate penalty, then a keyboard run of 20 gates', async ({
    page,
  }) => {
    const start = await openGame(page, 'Alpine Skiing', { keyboard: true });
    await expectNoAxeViolations(page, 'skiing ready');
    await page.keyboard.press('Enter');
    await expect(hud(page, 'Time')).toHaveText('0.00 s');
    await expect(page.getByText('Gates 0/20', { exact: true })).toBeVisible();
    await expect(start).toBeHidden();

    // Steer away from the first gate to miss it.
    const offset = (await nextGateOffset(page)) ?? 0;
    const away = offset > 0 ? 'ArrowLeft' : 'ArrowRight';
    await page.keyboard.down(away);
    await page.clock.runFor(1300);
    await page.keyboard.up(away);
    await expect(page.getByText('Gates 1/20', { exact: true })).toBeVisible();
    await expect(page.getByText('+5 s missed gate', { exact: true })).toBeVisible();
    await expect(hud(page, 'Penalties')).toHaveText('+5 s');
    await expectNoAxeViolations(page, 'skiing penalty');
    // axe lets the clock run, so the skier may have gone on unsteered through a few gates.
    const unsteered = (await gatesPassed(page)) - 1;

    const keys = { left: 'ArrowLeft', right: 'ArrowRight' } as const;
    let held: 'left' | 'right' | null = null;
    await skiToTheEnd(page, async (direction) => {
      if (held) await page.keyboard.up(keys[held]);
      if (direction) await page.keyboard.down(keys[direction]);
      held = direction;
    });
    const rows = await expectLeaderboard(page, 1);
    await expectSkiScore(rows.first(), 1 + unsteered + 1, 1);
  });

  test('a mouse run: holding the left or right half of the slope steers', async ({ page }) => {
    const start = await openGame(page, 'Alpine Skiing');
    await start.click();
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
    const { lunge } = fencingButtons(page);
    await expect(lunge).toBeInViewport();
    await expectFitsWidth(page);
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
    await expectFitsWidth(page);
    await expectNoAxeViolations(page, 'weightlifting at 375 px');
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
    const slope = page.getByRole('img', { name: /^Slope/ });
    const right = page.getByRole('button', { name: 'Steer right' });
    await expect(right).toBeInViewport();
    await expectFitsWidth(page);
    const rightBox = await right.boundingBox();
    expect(rightBox!.width).toBeGreaterThanOrEqual(44);
    expect(rightBox!.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page, 'skiing at 375 px');

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
