// How a test plays each game: the controls it finds and the moves it makes, shared by the game specs, the
// keyboard-only and axe sweep (a11y.spec.ts), the CSP tour and the fault tests. Game time is Playwright's
// clock, paused by openGame, so every wait here is clock.runFor.
import { expect, type Locator, type Page } from '@playwright/test';
import { COUNTDOWN_MS, GO_DISPLAY_MS } from '../../shared/games/core/countdown';
import { advance, initGame, perform } from '../../shared/games/core/runner';
import { TICK_MS } from '../../shared/games/fencing/constants';
import { fencingRules } from '../../shared/games/fencing/rules';
import { PRACTICE_SETTINGS } from '../../shared/rooms/practiceRoom';
import { leaderboardHeading, rowScore } from './games';

/** Game time between two clicks of a mash: 50 clicks a second. */
export const MASH_INTERVAL_MS = 20;

/**
 * Clicks the centre of `target` up to `times` times, MASH_INTERVAL_MS of game time apart, as a thumb
 * hammering one spot would (a disabled button just takes the click). After each click `check` looks at
 * the game; it ends the mash early by returning false.
 */
export async function mash(
  page: Page,
  target: Locator,
  times: number,
  check: (click: number) => Promise<boolean | void>,
) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to mash');
  for (let click = 1; click <= times; click++) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.clock.runFor(MASH_INTERVAL_MS);
    if ((await check(click)) === false) return;
  }
}

// ——— Archery ———

export const archeryTarget = (page: Page) => page.getByRole('img', { name: /^Archery target/ });

/** Where the crosshair is, from the target's description. */
export async function crosshairAt(page: Page) {
  const label = (await archeryTarget(page).getAttribute('aria-label')) ?? '';
  const [, x, y] = /Crosshair at (-?\d+), (-?\d+)/.exec(label) ?? [];
  return { x: Number(x), y: Number(y) };
}

/** How many arrows you have shot, from the 'Your arrows' list. */
export async function arrowsShot(page: Page) {
  const text = (await page.getByRole('region', { name: 'Your arrows' }).textContent()) ?? '';
  return text.includes('None yet') ? 0 : text.replace('Your arrows', '').split('·').length;
}

// ——— Basketball ———

export const basketballControls = (page: Page) => ({
  shoot: page.getByRole('button', { name: /^(SHOOT|Charging!|Wait\.\.\.)$/ }),
  power: page.getByRole('progressbar', { name: 'Power' }),
  angle: page.getByRole('slider', { name: 'Angle' }),
});

/** Puts the mouse on the SHOOT button, ready to press it there (the button works by pointer down/up). */
export async function pointAtShoot(page: Page) {
  const { shoot } = basketballControls(page);
  await shoot.scrollIntoViewIfNeeded();
  const box = await shoot.boundingBox();
  if (!box) throw new Error('no SHOOT button');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

/** Holds SHOOT with the mouse for `holdMs` of game time (730 ms: 70 % power, a basket at 45°). */
export async function mouseShot(page: Page, holdMs = 730) {
  await pointAtShoot(page);
  await page.mouse.down();
  await page.clock.runFor(holdMs);
  await page.mouse.up();
}

// ——— Fencing ———

export const FENCING_MESSAGE = /^(Parried!|Touché!|You parried!|AI scores!)$/;

export const fencingButtons = (page: Page) => ({
  lunge: page.getByRole('button', { name: /^Lunge/ }),
  parry: page.getByRole('button', { name: /^Parry/ }),
});

/** Lunges whenever allowed until one side has 5; returns every message seen on the way. */
export async function fenceToTheEnd(page: Page, lunge: () => Promise<void>) {
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
export async function fenceWell(
  page: Page,
  moves: { parry(): Promise<void>; lunge(): Promise<void> },
) {
  for (let i = 0; i < 1500; i++) {
    const cue = await fencingCue(page);
    if (cue === 'over') return;
    if (cue === 'parry') await moves.parry();
    if (cue === 'riposte') await moves.lunge();
    await page.clock.runFor(200);
  }
}

// ——— Weightlifting ———

export const weightliftingControls = (page: Page) => ({
  lift: page.getByRole('button', { name: 'LIFT!', exact: true }),
  hold: page.getByRole('button', { name: 'HOLD!', exact: true }),
  marker: page.getByRole('meter', { name: 'Hold marker' }),
  liftBar: page.getByRole('progressbar', { name: 'Lift bar' }),
});

/** The target shown on the hold bar. */
export async function holdTarget(page: Page) {
  const text = await page.getByText(/^Target \d+$/).textContent();
  return Number(text?.replace('Target ', ''));
}

/**
 * Runs game time until the hold marker (2 per 20 ms, wrapping at 100) is on `at`, taking a further lap
 * while that is sooner than `atLeastMs`.
 */
export async function runMarkerTo(page: Page, at: number, atLeastMs = 0) {
  const marker = Number(await weightliftingControls(page).marker.getAttribute('aria-valuenow'));
  let ms = ((at - marker + 100) % 100) * 10;
  while (ms < atLeastMs) ms += 1000;
  await page.clock.runFor(ms);
}

/**
 * Waits until what a press changed has rendered: a press that renders is a React transition (useGameClock), which
 * React runs in a task of its own after the press. A message to the page queues behind it, and a paused clock
 * (which holds timers) does not hold it.
 */
export async function renderedPress(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Game time between two presses of a quick hand: 80 ms, five 60 Hz frames at most (the rules count at most
 * 15 presses a second, and a press lands on the frame's game time).
 */
export const QUICK_PRESS_MS = 80;

/**
 * Presses LIFT! every QUICK_PRESS_MS of game time until the bar is full (it decays meanwhile); the clock stops the
 * moment it is, with the hold marker on 0.
 */
export async function fillBar(page: Page, pressLift: () => Promise<void>) {
  const { hold } = weightliftingControls(page);
  for (let i = 0; i < 80; i++) {
    await pressLift();
    await renderedPress(page);
    if (await hold.isEnabled()) break;
    await page.clock.runFor(QUICK_PRESS_MS);
  }
  await expect(hold).toBeEnabled();
}

// ——— Alpine skiing ———

/** Where the next gate is, from the slope's description: negative is to the left. */
export async function nextGateOffset(page: Page): Promise<number | null> {
  const slope = page.getByRole('img', { name: /^Slope/ });
  if (!(await slope.isVisible())) return null;
  // The run may end between the two looks (React swaps the slope for the results): no slope, no gate.
  const label =
    (await slope.getAttribute('aria-label', { timeout: 1_000 }).catch(() => null)) ?? '';
  const found = /is (?:(\d+) to your (left|right)|straight ahead)/.exec(label);
  if (!found) return null;
  return found[1] ? Number(found[1]) * (found[2] === 'left' ? -1 : 1) : 0;
}

/** Skis to the end, steering towards each gate with `steer` every 100 ms of game time. */
export async function skiToTheEnd(
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
export async function gatesPassed(page: Page) {
  const text = await page.getByText(/^Gates \d+\/20$/).textContent();
  return Number(/Gates (\d+)/.exec(text ?? '')?.[1]);
}

/**
 * A run's time depends on the line (speed builds running straight from the spec's 4 per 1/60 s up
 * to 6 and bleeds while steering), so it lies between 16.67 s (6,000 at 6 a frame) and the spec's 25 s (at 4
 * all the way). The score is round((90 − (run + 5 × missed)) × 100); checks it against the run time the
 * breakdown shows, and that between `minMissed` and `maxMissed` gates were missed.
 */
export async function expectSkiScore(row: Locator, maxMissed: number, minMissed = 0) {
  const breakdown = (await row.getByTestId('score-breakdown').textContent()) ?? '';
  const missed = Number(/(\d+) missed gate/.exec(breakdown)?.[1]);
  const run = Number(/Run (\d+\.\d\d) s/.exec(breakdown)?.[1]);
  expect(missed).toBeGreaterThanOrEqual(minMissed);
  expect(missed).toBeLessThanOrEqual(maxMissed);
  expect(run).toBeGreaterThanOrEqual(16.67);
  expect(run).toBeLessThanOrEqual(25);
  const score = Math.round((90 - run) * 100) - 500 * missed;
  await expect(rowScore(row)).toHaveText(score.toLocaleString('en-US'));
}

/**
 * A practice bout's seed (a practice plays on the browser's `crypto.getRandomValues` seed) whose medium AI
 * first lunges well after the GO call has made way for 'Allez!' (on a random seed it may score before), found
 * with the game's own rules, and the bout tick that lunge starts on.
 */
function seedWithALateFirstLunge(afterTick: number) {
  const players = [
    { id: 'you', name: 'You', avatar: 'You', isAI: false },
    { id: 'ai', name: 'AI', avatar: 'AI', isAI: true },
  ];
  for (let seed = 1; seed < 10_000; seed++) {
    let state = initGame(fencingRules, players, PRACTICE_SETTINGS, seed);
    state = advance(
      fencingRules,
      perform(fencingRules, state, 'you', { type: 'start' }),
      COUNTDOWN_MS,
    );
    while (state.fencers[1].action !== 'lunge' && state.ticks <= afterTick + 5) {
      state = advance(fencingRules, state, TICK_MS);
    }
    if (state.fencers[1].action === 'lunge' && state.ticks > afterTick) {
      return { seed, lungeTick: state.ticks };
    }
  }
  throw new Error('no seed gives a late first lunge');
}

/**
 * The page's practice bouts play on a seed whose AI first lunges after 'Allez!' is heard. Returns the game
 * time from GO to half a tick into that lunge: a parry then guards long enough to be clean (and a test that
 * waited for the Parry button to call for it could be a frame late, as the browser paints when it can).
 */
export async function boutWithALateFirstLunge(page: Page) {
  const { seed, lungeTick } = seedWithALateFirstLunge(GO_DISPLAY_MS / TICK_MS + 2);
  await playOnSeed(page, seed);
  return lungeTick * TICK_MS + TICK_MS / 2;
}

/** Every game this page starts plays on `seed` (the seed a practice draws from the browser's crypto). */
async function playOnSeed(page: Page, seed: number) {
  await page.addInitScript((fixed) => {
    const draw = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = ((array: ArrayBufferView) => {
      if (array instanceof Uint32Array && array.length === 1) {
        array[0] = fixed;
        return array;
      }
      return draw(array);
    }) as typeof crypto.getRandomValues;
  }, seed);
}
