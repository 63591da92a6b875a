// The accessibility sweep: axe (WCAG 2.2 AA tags) on every route, both dialogs and every game's
// ready, playing and finished screens (the finished screen is the leaderboard that follows); each game played
// to the end with the keyboard alone, its state changes heard through the polite live region; and
// prefers-reduced-motion turning decorative motion off. The game specs hold the mouse and touch plays and the
// axe checks of game states this sweep does not reach (at 375 px too).
import type { ElementHandle, Locator, Page } from '@playwright/test';
import { GO_DISPLAY_MS } from '../shared/games/core/countdown';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  announcer,
  expectLeaderboard,
  hud,
  hudNumber,
  gameCard,
  openGame,
  openSinglePlayer,
  passCountdown,
  pauseClock,
  rowScore,
} from './support/games';
import type { GameName } from './support/gameList';
import { tabTo } from './support/keyboard';
import { createButton, createDialog, createPrivateGame, publicGames } from './support/lobby';
import {
  archeryTarget,
  arrowsShot,
  basketballControls,
  boutWithALateFirstLunge,
  crosshairAt,
  expectSkiScore,
  fenceWell,
  fencingButtons,
  gatesPassed,
  holdTarget,
  nextGateOffset,
  runMarkerTo,
  skiToTheEnd,
  weightliftingControls,
} from './support/plays';
import { SITE_PATHS } from './support/routes';
import { visit, VISIT_TIME } from './support/siteData';

// ——— Routes and dialogs ———

/** What shows once each route has loaded. */
const LOADED: Record<(typeof SITE_PATHS)[number], (page: Page) => Locator> = {
  '/': (page) => page.getByRole('heading', { name: 'Medal Tally' }),
  '/sports': (page) => page.getByRole('article').first(),
  '/schedule': (page) => page.getByRole('article').first(),
  '/games': (page) => publicGames(page).first(),
  '/athletes': (page) => page.getByText('Athletes Page - Coming Soon!'),
  '/rankings': (page) => page.getByText('Rankings Page - Coming Soon!'),
  '/live': (page) => page.getByText('Live Events Page - Coming Soon!'),
  '/no-such-page': (page) => page.getByRole('heading', { name: 'Page not found' }),
};

test('axe finds no violations on any route, nor on the lobby’s Single Player tab @mobile', async ({
  page,
}) => {
  for (const path of SITE_PATHS) {
    // Home and Schedule show live events at this visit time (the pulsing dots are checked too).
    await visit(page, path);
    await expect(LOADED[path](page)).toBeVisible();
    await expectNoAxeViolations(page, `on ${path}`);
  }
  await page.goto('/games');
  await openSinglePlayer(page);
  await expect(page.getByRole('button', { name: 'Play vs AI' })).toHaveCount(7);
  await expectNoAxeViolations(page, 'on the Single Player tab');
});

test('axe finds no violations in the Create Game and Private Game Created dialogs @mobile', async ({
  page,
}) => {
  await page.goto('/games');
  await createButton(page).click();
  await expect(createDialog(page)).toBeVisible();
  await expectNoAxeViolations(page, 'in the Create Game dialog');
  await page.keyboard.press('Escape');
  await createPrivateGame(page);
  await expectNoAxeViolations(page, 'in the Private Game Created dialog');
});

test('the axe check fails on a violation (it is not a silent pass)', async ({ page }) => {
  await page.goto('/athletes');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.querySelector('main')?.append(image);
  });
  await expect(expectNoAxeViolations(page, 'with an image without alt text')).rejects.toThrow(
    /image-alt/,
  );
});

// ——— Games: keyboard only, axe on every screen, the live region ———

/**
 * Opens a game from the lobby with the keyboard alone and checks its ready screen with axe. The live region
 * is already on the page, empty: screen readers announce changes to a live region, not one that arrives
 * with its text. Returns it, to follow it through the game.
 */
async function readyByKeyboard(page: Page, name: GameName) {
  const start = await openGame(page, name, { keyboard: true });
  await expectNoAxeViolations(page, `on the ${name} ready screen`, { pausedClock: true });
  await expect(start).toBeFocused();
  await expect(announcer(page)).toHaveCount(1);
  await expect(announcer(page)).toHaveText('');
  return announcer(page).elementHandle();
}

/** The live region's text, as long as it is the same element as on the ready screen. */
const heard = (region: ElementHandle<HTMLElement | SVGElement> | null) =>
  region?.evaluate((el) => (el.isConnected ? (el.textContent ?? '') : '(region replaced)')) ??
  '(no region)';

async function finishedScreen(page: Page, name: GameName, players: number) {
  const rows = await expectLeaderboard(page, players);
  await expectNoAxeViolations(page, `on the ${name} leaderboard`, { pausedClock: true });
  return rows;
}

test.describe('keyboard only, with axe on every screen and the live region heard', () => {
  test.describe.configure({ timeout: 120_000 });

  test('Swimming: Enter starts, Space strokes to 100 m; Play Again and Leave game by keyboard', async ({
    page,
  }) => {
    const region = await readyByKeyboard(page, 'Swimming');
    await page.keyboard.press('Enter');
    await expect.poll(() => heard(region)).toBe('3');
    // Space during the countdown strokes nothing.
    await page.keyboard.press('Space');
    await expect(hud(page, 'Strokes')).toHaveText('0');
    await passCountdown(page);
    await expect.poll(() => heard(region)).toBe('GO!');
    await page.keyboard.press('Space');
    await expect(hud(page, 'Strokes')).toHaveText('1');
    await page.clock.runFor(1000);
    await expect.poll(() => heard(region)).toMatch(/^Race started/);
    await expectNoAxeViolations(page, 'during the swim', { pausedClock: true });
    for (let i = 0; i < 40 && (await hudNumber(page, 'Distance')) < 100; i++) {
      await page.keyboard.press(i % 2 === 0 ? 'Space' : 'Enter');
      await page.clock.runFor(150);
    }
    await expect(hud(page, 'Distance')).toHaveText('100.0 m');
    await expect.poll(() => heard(region)).toMatch(/^You finished in \d+\.\d\d seconds\.$/);
    await page.clock.runFor(91_000);
    const rows = await finishedScreen(page, 'Swimming', 4);
    await expect(rows.filter({ hasText: 'Your result' })).toContainText('Distance');

    // The leaderboard takes focus; Tab reaches Play Again.
    await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Play Again' }), { max: 5 });
    // Play Again restarts the race at once, with its countdown: Space strokes from GO.
    await page.keyboard.press('Enter');
    await expect(hud(page, 'Strokes')).toHaveText('0');
    // A new game view, with its own live region: the countdown is heard there.
    await expect(announcer(page)).toHaveText('3');
    await passCountdown(page);
    await page.keyboard.press('Space');
    await expect(hud(page, 'Strokes')).toHaveText('1');
    // Mid-race, Leave game still answers Enter (the race keys leave other controls alone).
    const leave = page.getByRole('button', { name: 'Leave game' });
    await tabTo(page, leave, { backwards: true, max: 20 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Play Games' })).toBeFocused();
  });

  test('Sprint: the countdown is heard; Space and Enter run 100 m', async ({ page }) => {
    const region = await readyByKeyboard(page, 'Sprint Race');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'RUN!' })).toBeDisabled();
    await expect.poll(() => heard(region)).toBe('3');
    // One frame's worth of slack: the clock feeds the game from the frame after the key.
    await page.clock.runFor(1050);
    await expect.poll(() => heard(region)).toBe('2');
    await page.clock.runFor(1000);
    await expect.poll(() => heard(region)).toBe('1');
    await page.clock.runFor(1000);
    await expect.poll(() => heard(region)).toBe('GO!');
    await expect(page.getByRole('button', { name: 'RUN!' })).toBeEnabled();
    await page.keyboard.press('Space');
    await expect(hud(page, 'Stamina')).toHaveText('99%');
    let metres = 0;
    for (let i = 0; i < 200 && metres < 100; i++) {
      // A steady beat of 4 a second holds top speed without running out of breath.
      await page.keyboard.press(i % 2 === 0 ? 'Space' : 'Enter');
      await page.clock.runFor(250);
      if (i % 5 === 4) metres = await hudNumber(page, 'Distance');
    }
    expect(metres).toBe(100);
    await expect.poll(() => heard(region)).toMatch(/^You finished in \d+\.\d\d seconds\.$/);
    await expectNoAxeViolations(page, 'during the sprint', { pausedClock: true });
    await page.clock.runFor(94_000);
    const rows = await finishedScreen(page, 'Sprint Race', 4);
    await expect(rows.filter({ hasText: 'Your result' })).toContainText('Distance 100.0 m');
  });

  test('Archery: arrow keys aim, Space shoots, each score is heard', async ({ page }) => {
    const region = await readyByKeyboard(page, 'Archery');
    await page.keyboard.press('Enter');
    await expect(archeryTarget(page)).toBeVisible();
    await expect.poll(() => heard(region)).toMatch(/^Aiming, wind [+-]?\d+\.\d horizontal/);
    const before = await crosshairAt(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => crosshairAt(page)).toEqual({ x: before.x + 10, y: before.y - 5 });
    await page.keyboard.press('Space');
    await expect.poll(() => arrowsShot(page)).toBe(1);
    const total = await hud(page, 'Score').textContent();
    await expect
      .poll(() => heard(region))
      .toMatch(new RegExp(`^Your arrow scored \\d+\\. Total ${total}\\.$`));
    await page.keyboard.press('Space'); // still in the shooting second: ignored
    await page.clock.runFor(1050);
    await page.keyboard.press('Space');
    await expect.poll(() => arrowsShot(page)).toBe(2);
    await expectNoAxeViolations(page, 'during archery', { pausedClock: true });
    await page.clock.runFor(91_000);
    const rows = await finishedScreen(page, 'Archery', 4);
    await expect(rows.first()).toContainText('% accuracy');
  });

  test('Basketball: arrows set the angle, a held Space shoots, the basket is heard', async ({
    page,
  }) => {
    const { angle, power, shoot } = basketballControls(page);
    const region = await readyByKeyboard(page, 'Basketball');
    await page.keyboard.press('Enter');
    await expect(angle).toHaveValue('45');
    await expect.poll(() => heard(region)).toBe('Ready to shoot.');
    await expectNoAxeViolations(page, 'during basketball', { pausedClock: true });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(angle).toHaveValue('47');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await expect(angle).toHaveValue('45');
    await page.keyboard.down('Space');
    await page.clock.runFor(730);
    await expect(power).toHaveAttribute('aria-valuenow', '70');
    await page.keyboard.up('Space');
    await expect(shoot).toHaveText('Wait...');
    await page.clock.runFor(1600);
    await expect(hud(page, 'Score')).toHaveText('2');
    await expect.poll(() => heard(region)).toBe('Basket! You have 2 points.');
    await page.clock.runFor(121_000);
    const rows = await finishedScreen(page, 'Basketball', 4);
    await expect(rows.filter({ hasText: 'Your result' })).toContainText('1 basket × 2');
  });

  test('Fencing: P parries, → and L lunge, Touché! is heard, the bout is won', async ({ page }) => {
    const firstLungeMs = await boutWithALateFirstLunge(page);
    const region = await readyByKeyboard(page, 'Fencing');
    await page.keyboard.press('Enter');
    await expect.poll(() => heard(region)).toBe('3');
    await passCountdown(page);
    await expect.poll(() => heard(region)).toBe('GO!');
    await page.clock.runFor(GO_DISPLAY_MS);
    await expect.poll(() => heard(region)).toMatch(/^Allez!/);
    await page.clock.runFor(firstLungeMs - GO_DISPLAY_MS);
    await expect(fencingButtons(page).parry).toContainText('Parry now!');
    await page.keyboard.press('p');
    await page.clock.runFor(500);
    await expect(page.getByText('You parried!', { exact: true })).toBeVisible();
    await expect.poll(() => heard(region)).toMatch(/^You parried! Clean parry: riposte! You 0, /);
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(500);
    await expect(page.getByText('Touché!', { exact: true })).toBeVisible();
    await expect.poll(() => heard(region)).toMatch(/^Touché! You 1, /);
    await expectNoAxeViolations(page, 'during the bout', { pausedClock: true });
    await fenceWell(page, {
      parry: () => page.keyboard.press('p'),
      lunge: () => page.keyboard.press('l'),
    });
    const rows = await finishedScreen(page, 'Fencing', 2);
    await expect(rows.first()).toContainText('Your result');
    await expect(rowScore(rows.first())).toHaveText('5');
  });

  test('Weightlifting: Space mashes, then holds; each attempt and result is heard', async ({
    page,
  }) => {
    const { hold } = weightliftingControls(page);
    const region = await readyByKeyboard(page, 'Weightlifting');
    // Space works the focused start button too (and only then mashes).
    await page.keyboard.press(' ');
    await expect.poll(() => heard(region)).toBe('Attempt 1 of 3: 100 kg. Lift!');
    await expectNoAxeViolations(page, 'while lifting', { pausedClock: true });
    let total = 0;
    for (const weight of [100, 120, 140]) {
      // A quick hand: a press every 80 ms of game time (the rules count at most 15 a second).
      for (let i = 0; i < 80 && !(await hold.isEnabled()); i++) {
        await page.keyboard.press(' ');
        await page.clock.runFor(80);
      }
      await expect(hold).toBeEnabled();
      const target = await holdTarget(page);
      await expect
        .poll(() => heard(region))
        .toBe(`Bar up! Hold when the marker reaches ${target}.`);
      if (weight === 100) await expectNoAxeViolations(page, 'while holding', { pausedClock: true });
      // Space holds only once the marker has run 300 ms (mash presses that spill over don't count).
      await runMarkerTo(page, target, 350);
      await page.keyboard.press(' ');
      total += weight;
      await expect(page.getByText(`Success! ${weight}kg lifted!`, { exact: true })).toBeVisible();
      await expect
        .poll(() => heard(region))
        .toMatch(
          new RegExp(
            `^Success! ${weight}kg lifted! (Perfect hold!|Good hold\\.|Just held\\.) Total ${total} kg\\.$`,
          ),
        );
      await page.clock.runFor(2100);
    }
    const rows = await finishedScreen(page, 'Weightlifting', 1);
    await expect(rowScore(rows.first())).toHaveText('360');
  });

  test('Alpine skiing: arrow keys steer through 20 gates; a missed gate is heard', async ({
    page,
  }) => {
    const region = await readyByKeyboard(page, 'Alpine Skiing');
    await page.keyboard.press('Enter');
    await expect.poll(() => heard(region)).toBe('3');
    await expect(hud(page, 'Time')).toHaveText('0.0 s');
    await passCountdown(page);
    // At GO, give or take the 16 ms frame the clock's steps fall on.
    await expect(hud(page, 'Time')).toHaveText('0.0 s');
    await expect(page.getByText('Gates 0/20', { exact: true })).toBeVisible();
    await expect.poll(() => heard(region)).toMatch(/^Go!/);

    // Steer away from the first gate to miss it.
    const offset = (await nextGateOffset(page)) ?? 0;
    const away = offset > 0 ? 'ArrowLeft' : 'ArrowRight';
    await page.keyboard.down(away);
    await page.clock.runFor(1300);
    await page.keyboard.up(away);
    await expect(page.getByText('Gates 1/20', { exact: true })).toBeVisible();
    await expect(page.getByText('+5 s missed gate', { exact: true })).toBeVisible();
    await expect(hud(page, 'Penalties')).toHaveText('+5 s');
    await expect.poll(() => heard(region)).toBe('Missed gate 1: plus 5 seconds.');
    await expectNoAxeViolations(page, 'on the slope', { pausedClock: true });
    // axe steps the clock a little, so the skier may have gone on unsteered through a gate.
    const unsteered = (await gatesPassed(page)) - 1;

    const keys = { left: 'ArrowLeft', right: 'ArrowRight' } as const;
    let held: 'left' | 'right' | null = null;
    await skiToTheEnd(page, async (direction) => {
      if (held) await page.keyboard.up(keys[held]);
      if (direction) await page.keyboard.down(keys[direction]);
      held = direction;
    });
    const rows = await finishedScreen(page, 'Alpine Skiing', 1);
    await expectSkiScore(rows.first(), 1 + unsteered + 1, 1);
  });
});

test('at 375 px: Swimming’s ready, race and leaderboard screens and a Fencing bout pass axe @mobile-only', async ({
  page,
}) => {
  const start = await openGame(page, 'Swimming');
  await expectNoAxeViolations(page, 'on the Swimming ready screen at 375 px', {
    pausedClock: true,
  });
  await start.tap();
  await expectNoAxeViolations(page, 'during the countdown at 375 px', { pausedClock: true });
  await passCountdown(page);
  const stroke = page.getByRole('button', { name: /STROKE/ });
  for (let i = 0; i < 3; i++) await stroke.tap();
  await expectNoAxeViolations(page, 'during the swim at 375 px', { pausedClock: true });
  await page.clock.runFor(91_000);
  await expectLeaderboard(page, 4);
  await expectNoAxeViolations(page, 'on the leaderboard at 375 px', { pausedClock: true });

  await page.getByRole('button', { name: 'Back to Lobby' }).tap();
  await page.getByRole('tab', { name: 'Single Player' }).tap();
  await page
    .getByRole('tabpanel', { name: 'Single Player' })
    .getByTestId('game-card')
    .filter({ hasText: 'Fencing' })
    .getByRole('button', { name: 'Play vs AI' })
    .tap();
  const enGarde = page.getByRole('button', { name: 'En Garde!' });
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(enGarde).toBeVisible({ timeout: 200 });
  }).toPass();
  await expectNoAxeViolations(page, 'on the Fencing ready screen at 375 px', { pausedClock: true });
  await enGarde.tap();
  await expect(page.getByRole('button', { name: /^Lunge/ })).toBeVisible();
  await passCountdown(page);
  await expectNoAxeViolations(page, 'during the bout at 375 px', { pausedClock: true });
});

// ——— Reduced motion ———

/** The longest animation (duration × iterations) and transition on the page, in ms, with an example. */
function longestMotion(page: Page) {
  return page.evaluate(() => {
    const ms = (value: string) =>
      Math.max(
        ...value
          .split(',')
          .map((part) => part.trim())
          .map((part) => (part.endsWith('ms') ? parseFloat(part) : parseFloat(part) * 1000)),
      );
    let animation = { ms: 0, of: '' };
    let transition = { ms: 0, of: '' };
    for (const el of document.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      const describe = () => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
      if (style.animationName !== 'none') {
        const iterations = style.animationIterationCount === 'infinite' ? Infinity : 1;
        const total = ms(style.animationDuration) * Math.max(iterations, 1);
        if (total > animation.ms) animation = { ms: total, of: describe() };
      }
      const moving = ms(style.transitionDuration);
      if (moving > transition.ms) transition = { ms: moving, of: describe() };
    }
    return { animation, transition };
  });
}

async function expectStill(page: Page, where: string) {
  const { animation, transition } = await longestMotion(page);
  expect(animation.ms, `animation of ${animation.of} ${where}`).toBeLessThanOrEqual(1);
  expect(transition.ms, `transition of ${transition.of} ${where}`).toBeLessThanOrEqual(1);
}

test('prefers-reduced-motion stops the pulsing live dots, the spinners and the swimmers’ glide', async ({
  page,
}) => {
  // Without the preference, Home's live dot pulses: the check below sees motion where there is some.
  await page.clock.install({ time: VISIT_TIME });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Live Events' })).toBeVisible();
  expect((await longestMotion(page)).animation.ms).toBeGreaterThan(1000);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expectStill(page, 'on Home');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Schedule' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectStill(page, 'on the Schedule (live badges)');

  // A lazy page's and a lazy game's spinners, kept on screen by holding their chunks back. (A route's
  // spinner shows on a first load: later navigations keep the old page up while the next one loads.)
  for (const [chunk, open] of [
    [/\/assets\/SportsPage-[\w-]+\.js$/, () => page.goto('/sports', { waitUntil: 'commit' })],
    [
      /\/assets\/SwimmingGame-[\w-]+\.js$/,
      async () => {
        await nav.getByRole('link', { name: 'Play Games' }).click();
        const panel = await openSinglePlayer(page);
        await gameCard(panel, 'Swimming').getByRole('button', { name: 'Play vs AI' }).click();
      },
    ],
  ] as const) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunk, async (route) => {
      await held;
      await route.continue();
    });
    await open();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toBeVisible();
    await expectStill(page, 'while a chunk loads');
    release();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    await page.unroute(chunk);
  }

  // A stroke glides the swimmer along the lane; the paused clock keeps the moment after it. (Its lift is a still
  // pose: no animation runs in a race, see README's 'One clock'.)
  const start = page.getByRole('button', { name: 'Start Swimming!' });
  await expect(start).toBeVisible();
  await pauseClock(page);
  await start.click();
  await passCountdown(page);
  await page.getByRole('button', { name: /STROKE/ }).click();
  await expectStill(page, 'during a stroke');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const glide = page.getByRole('list', { name: 'Pool lanes' }).locator('.transition-transform');
  expect(
    await glide.first().evaluate((figure) => getComputedStyle(figure).transitionDuration),
    'the glide is there without the preference',
  ).toBe('0.1s');
});
