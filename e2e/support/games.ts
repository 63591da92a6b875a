// Shared moves for browser tests that go through the games area as a visitor would.
import { expect, type Locator, type Page } from '@playwright/test';
import { pauseClock } from './clock';
import { gameNamed, type GameName } from './gameList';
import { tabTo } from './keyboard';
import { COUNTDOWN_MS } from '../../shared/games/core/countdown';

export { pauseClock };

export const PROFILE_STORAGE_KEY = 'csg:profile:v1';

/** The moment the games tests' clock starts at (page.clock.install). */
export const START_TIME = Date.UTC(2026, 0, 1);

export async function openSinglePlayer(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Single Player' }).click();
  return page.getByRole('tabpanel', { name: 'Single Player' });
}

/** A game's card in the Single Player tab; the heading of the three newest ends with their 'NEW!' badge. */
export function gameCard(scope: Page | Locator, name: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .getByTestId('game-card')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}\\s*(NEW!)?$`) }) });
}

/**
 * From /games: Single Player tab, 'Play vs AI' on the named game's card, then the ready screen's start.
 * With pauseClock (after page.clock.install()), game time moves only through page.clock.runFor.
 */
export async function startPractice(
  page: Page,
  gameName: string,
  startLabel: string,
  options: { pauseClock?: boolean } = {},
) {
  const panel = await openSinglePlayer(page);
  await gameCard(panel, gameName).getByRole('button', { name: 'Play vs AI' }).click();
  const start = page.getByRole('button', { name: startLabel });
  await start.waitFor();
  if (options.pauseClock) await pauseClock(page);
  await start.click();
}

/**
 * Opens a game from its lobby card as a visitor would and checks its ready screen: the view's chunk is
 * fetched only then, the instructions show and the start button has focus. The clock is installed before
 * the page loads and paused once the lobby is up, so game time moves only by clock.runFor.
 * With `keyboard`, the lobby is worked with Tab, the arrow keys and Enter only.
 */
export async function openGame(page: Page, name: GameName, { keyboard = false } = {}) {
  const game = gameNamed(name);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.clock.install({ time: START_TIME });
  await page.goto('/games');
  const multiplayer = page.getByRole('tab', { name: 'Multiplayer' });
  const singlePlayer = page.getByRole('tab', { name: 'Single Player' });
  await expect(singlePlayer).toBeVisible();
  await page.clock.pauseAt(START_TIME + 60_000);
  if (keyboard) {
    await tabTo(page, multiplayer);
    await page.keyboard.press('ArrowRight');
    await expect(singlePlayer).toBeFocused();
  } else {
    await singlePlayer.click();
  }
  const card = gameCard(page.getByRole('tabpanel', { name: 'Single Player' }), name);
  await expect(card.getByText('NEW!', { exact: true })).toHaveCount(game.isNew ? 1 : 0);
  expect(scripts.some((url) => game.chunk.test(url))).toBe(false);
  const play = card.getByRole('button', { name: 'Play vs AI' });
  if (keyboard) {
    await tabTo(page, play);
    await page.keyboard.press('Enter');
  } else {
    await play.click();
  }
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  // React reveals a lazily loaded view after its fallback with a timer: let the clock run a little.
  const start = page.getByRole('button', { name: game.startLabel, exact: true });
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(start).toBeVisible({ timeout: 200 });
  }).toPass();
  expect(scripts.some((url) => game.chunk.test(url))).toBe(true);
  await expect(page.getByText(game.instructions, { exact: true })).toBeVisible();
  await expect(start).toBeFocused();
  return start;
}

export const leaderboardHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Leaderboard', exact: true });

/**
 * Checks the leaderboard: one row per player, exactly one of them yours, 🥇 on row 1 (a solo run's too), and
 * places by the tie rule (equal scores share a place and its medal, marked 'Tied'). Returns the rows.
 */
export async function expectLeaderboard(page: Page, players: number) {
  await expect(leaderboardHeading(page)).toBeVisible();
  const rows = page.getByTestId('leaderboard-row');
  await expect(rows).toHaveCount(players);
  await expect(rows.filter({ hasText: 'Your result' })).toHaveCount(1);
  await expect(rows.first().getByRole('img', { name: 'Gold' })).toHaveText('🥇');
  await expect(rows.first()).toHaveAttribute('data-medal', 'gold');
  await expectPlacesByScore(rows);
  return rows;
}

const MEDAL_OF_PLACE: Record<number, string> = { 1: 'gold', 2: 'silver', 3: 'bronze' };

/** Each row's place is 1 + the rows with a higher score; equal scores share it, its medal and 'Tied'. */
export async function expectPlacesByScore(rows: Locator) {
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      place: Number.parseInt(tr.querySelector('td')?.textContent ?? '', 10),
      score: Number(
        (tr.querySelector('td:last-child > span')?.textContent ?? '').replace(/,/g, ''),
      ),
      medal: tr.getAttribute('data-medal') ?? '',
      tied: tr.querySelector('[data-testid="tied"]') !== null,
    })),
  );
  for (const row of shown) {
    const place = 1 + shown.filter((other) => other.score > row.score).length;
    const sharing = shown.filter((other) => other.score === row.score).length;
    expect(row).toEqual({
      ...row,
      place,
      medal: MEDAL_OF_PLACE[place] ?? '',
      tied: sharing > 1,
    });
  }
}

/** A leaderboard row's score cell. */
export const rowScore = (row: Locator) => row.locator('td').last().locator('span').first();

/** The value under a game HUD label. */
export const hud = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** Every HUD figure at once (label → text), read in one trip to the page. */
export function hudValues(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('dl > div')].map((item) => [
        item.querySelector('dt')?.textContent ?? '',
        item.querySelector('dd')?.textContent ?? '',
      ]),
    ),
  );
}

/** A HUD value as a number ('11.5 m' → 11.5, '99%' → 99, '45s' → 45). */
export async function hudNumber(page: Page, label: string): Promise<number> {
  return Number.parseFloat((await hud(page, label).textContent()) ?? '');
}

/** The games' polite live region (the shared Announcer). */
export const announcer = (page: Page) => page.locator('main [aria-live="polite"]');

/** The big call over a race's field: 3, 2, 1, then GO! for the race's first second. */
export const startCall = (page: Page) => page.getByTestId('start-call');

const shownCall = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="start-call"]')?.textContent ?? '');

/**
 * Waits for a race's 'GO!' in real time. The call stays up for GO_DISPLAY_MS (1 s), and after its first few
 * looks `expect` looks a second apart, which on a busy machine missed it (the call read 1, then was gone):
 * this looks every 50 ms.
 */
export async function expectGoCall(page: Page, timeout = 10_000) {
  await expect.poll(() => shownCall(page), { intervals: [50], timeout }).toBe('GO!');
}

/**
 * Runs a race's 3 s countdown (swimming, the sprint, fencing, skiing) on the paused clock, to GO. The
 * clock's animation frames fall on 16 ms steps, so GO may need a frame more than the 3 s. On a busy machine
 * the game's countdown was seen still at 3 after those 3 s (its clock had not yet run a frame of them when
 * they passed): the clock then runs on frame by frame to GO, at most another 3 s.
 */
export async function passCountdown(page: Page) {
  await page.clock.runFor(COUNTDOWN_MS);
  const framesAtMost = COUNTDOWN_MS / 16 + 5;
  for (let i = 0; i < framesAtMost && (await shownCall(page)) !== 'GO!'; i++) {
    await page.clock.runFor(16);
  }
  await expect(startCall(page)).toHaveText('GO!');
}

/**
 * Just after a race's start button, on the paused clock: the call over the field reads 3, 2, 1 and GO!, each
 * checked half a second into its second, so the clock ends half a second after GO.
 */
export async function expectCountdown(page: Page) {
  for (const call of ['3', '2', '1', 'GO!']) {
    await page.clock.runFor(call === '3' ? 500 : 1000);
    await expect(startCall(page)).toHaveText(call);
  }
}

/** Races Swimming to the leaderboard by stroking `strokes` times and fast-forwarding the clock. */
export async function finishSwimming(page: Page, strokes = 12) {
  await passCountdown(page);
  const stroke = page.getByRole('button', { name: /STROKE/ });
  // STROKE is disabled once this swimmer has touched the wall (7–20 strokes).
  for (let i = 0; i < strokes && (await stroke.isEnabled()); i++) await stroke.click();
  await page.clock.runFor(91_000);
  await expect(leaderboardHeading(page)).toBeVisible();
}
