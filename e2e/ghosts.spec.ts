// Ghost races against the real game server: a practice played in real time is verified; the next practice races
// it ('Race your best'), on its seed, with the ghost beside you from the same GO (a translucent lane in swimming
// and the sprint, a translucent skier on the slope), and the results screen compares the two and says the race is
// not ranked. The swimming test deletes its results at the end, so the swimming board is as it found it. A link
// to a ghost race opens the practice of its run's game with that run chosen.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/twoDevices';
import { expectGoCall, gameCard, leaderboardHeading, openSinglePlayer } from './support/games';
import { setName } from './support/online';
import { expectNoAxeViolations } from './support/axe';

test.describe.configure({ timeout: 240_000 });

interface GhostGame {
  card: string;
  start: string;
  /** What the player does every 90 ms of the race: the ghost race must not repeat the ghost's inputs. */
  press(page: Page, race: 'first' | 'ghost'): Promise<void>;
  /** Where the ghost is drawn. */
  ghost(page: Page): Locator;
}

const SWIMMING: GhostGame = {
  card: 'Swimming',
  start: 'Start Swimming!',
  press: (page) => page.keyboard.press('Space'),
  ghost: (page) => page.locator('li[data-ghost]'),
};
const SPRINT: GhostGame = {
  card: 'Sprint Race',
  start: 'Start Sprint!',
  press: (page) => page.keyboard.press('Space'),
  ghost: (page) => page.locator('li[data-ghost]'),
};
const SKIING: GhostGame = {
  card: 'Alpine Skiing',
  start: 'Start Skiing!',
  // The first run goes straight down; the ghost race steers (the same inputs again would be a copy).
  press: (page, race) => (race === 'ghost' ? page.keyboard.press('ArrowRight') : Promise.resolve()),
  ghost: (page) => page.getByTestId('ghost-skier'),
};

async function openPractice(page: Page, game: GhostGame) {
  const panel = await openSinglePlayer(page);
  await gameCard(panel, game.card).getByRole('button', { name: 'Play vs AI' }).click();
  await page.getByRole('button', { name: game.start }).waitFor();
}

/** From GO until the leaderboard at a steady human rate; `during` runs once, right after GO. */
async function raceInRealTime(
  page: Page,
  game: GhostGame,
  race: 'first' | 'ghost',
  during?: () => Promise<void>,
) {
  await expectGoCall(page);
  if (during) await during();
  while (!(await leaderboardHeading(page).isVisible())) {
    await game.press(page, race);
    await page.waitForTimeout(90);
  }
}

const picker = (page: Page) => page.getByRole('combobox', { name: 'Race a ghost' });

/** A verified run, then a race against it: the ghost shows beside you and the results compare. */
async function raceYourBest(page: Page, game: GhostGame, name: string) {
  await page.goto('/games');
  await setName(page, name);
  await openPractice(page, game);
  // A new player has no verified run to race yet.
  await expect(
    picker(page).getByRole('option', { name: /Race your best \(no verified run/ }),
  ).toBeDisabled();
  await page.getByRole('button', { name: game.start }).click();
  await raceInRealTime(page, game, 'first');
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toContainText('Verified', { timeout: 20_000 });
  await expect(verdict).not.toContainText('Not verified');

  await page.getByRole('button', { name: 'Back to Lobby' }).click();
  await openPractice(page, game);
  await expect(picker(page).getByRole('option', { name: 'Race your best' })).toBeEnabled();
  await picker(page).selectOption({ label: 'Race your best' });
  await page.getByRole('button', { name: game.start }).click();
  await raceInRealTime(page, game, 'ghost', async () => {
    await expect(game.ghost(page)).toBeVisible();
    await expect(game.ghost(page)).toContainText('Ghost');
    await expect(game.ghost(page)).toContainText(name);
  });
  await expect(verdict).toContainText('Verified', { timeout: 20_000 });
  await expect(verdict).toContainText(
    new RegExp(
      `Ghost race against ${name}: (You beat the ghost by [\\d.,]+ (s|points?)|The ghost was [\\d.,]+ (s|points?) ahead|You tied with the ghost)\\.`,
    ),
  );
  await expect(verdict).toContainText('A ghost race is not ranked on the boards');
}

test('swimming: a verified run is raced as a ghost, its lane beside yours, and the results compare', async ({
  page,
}) => {
  await raceYourBest(page, SWIMMING, 'Ghost Swim');
  await expect(SWIMMING.ghost(page)).toHaveCount(0);
  await expectNoAxeViolations(page, 'a ghost race’s results screen');

  // The board has the first run only (the ghost race ranks nowhere); then this player's results are deleted.
  await page.goto('/games?board=swimming');
  const boards = page.getByRole('dialog', { name: 'World records' });
  const row = boards.getByTestId('board-row').filter({ hasText: 'Ghost Swim' });
  await expect(row).toHaveCount(1);
  const replay = await row.getByRole('link', { name: /^Watch replay/ }).getAttribute('href');
  const resultId = /replay=(\d+)/.exec(replay ?? '')?.[1];
  expect(resultId).toBeDefined();

  // A ghost link opens the practice of the game its run is of, the run chosen, even when it names another.
  await page.goto(`/games?ghost=${resultId}&game=athletics`);
  await expect(picker(page)).toHaveValue(resultId!);
  await expect(
    picker(page).getByRole('option', { name: 'Race the run from your link' }),
  ).toBeAttached();
  await expect(page.getByRole('button', { name: SWIMMING.start })).toBeVisible();
  await expect(page).toHaveURL(/\/games\?view=game$/);

  await page.goto('/games?board=swimming');
  await boards.getByRole('button', { name: 'Delete my results' }).click();
  await boards.getByRole('button', { name: 'Delete them' }).click();
  await expect(boards.getByRole('status')).toContainText('Your results are deleted');
});

test('the sprint: the ghost runs in a translucent lane of its own', async ({ page }) => {
  await raceYourBest(page, SPRINT, 'Ghost Sprint');

  // The race's replay names the ghost it raced, whose own run is one link away.
  await page.getByRole('link', { name: 'Watch replay' }).click();
  const header = page.getByTestId('replay-header');
  await expect(header).toContainText('Ghost race against Ghost Sprint, not ranked');
  // It plays as it was raced: the ghost in its translucent lane beside the run.
  await expect(SPRINT.ghost(page)).toBeVisible();
  await expect(SPRINT.ghost(page)).toContainText('Ghost Sprint');
  await header.getByRole('link', { name: 'Ghost Sprint' }).click();
  await expect(page).toHaveURL(/\/games\?replay=\d+$/);
  await expect(header).toContainText('Ghost Sprint’s run');
  await expect(header).not.toContainText('Ghost race');
  await expect(page.getByRole('list', { name: 'Track lanes' })).toBeVisible();
  await expect(SPRINT.ghost(page)).toHaveCount(0);
});

test('alpine skiing: the ghost is a translucent, labelled skier on the slope', async ({ page }) => {
  await raceYourBest(page, SKIING, 'Ghost Ski');

  // The race's replay shows the ghost's skier on the slope too.
  await page.getByRole('link', { name: 'Watch replay' }).click();
  await expect(page.getByTestId('replay-header')).toContainText('Ghost race against Ghost Ski');
  await expect(SKIING.ghost(page)).toBeVisible();
});

test('a ghost link that names no game and no run says so in one line and stays in the lobby', async ({
  page,
  problems,
}) => {
  const message = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.goto('/games?ghost=987654321');
  expect(await message).toBe('There is no run with this id to race: it may have been removed.');
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('tab', { name: 'Single Player' })).toBeVisible();
  // The browser reports the server's 404 itself (Chromium's own line); nothing else may fail.
  expect(problems.consoleErrors.some((text) => /status of 404 \(Not Found\)/.test(text))).toBe(
    true,
  );
  problems.consoleErrors = problems.consoleErrors.filter(
    (text) => !/status of 404 \(Not Found\)/.test(text),
  );
});
