// Verified results against the real game server: a swimming practice played in real time (the server checks
// game time against its own clock, so no fake clock here) is re-played by the server and shows 'Verified' and
// its place; a second device finds it on the board and sees the world record on its ready screen; the identity
// moves to that device by code; 'Delete my results' empties the player's rows. A country chosen before a run
// shows as its flag on the board, the country filter narrows to it, and 'No country' takes it off at once.
// Offline: 'Not verified'.
// The server's results outlive a test (its DATA_DIR is the whole run's, retries included): each attempt plays
// under a name of its own and looks for its own rows, so a retry or another test's rows change nothing here.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/twoDevices';
import { test as offlineTest } from './support/fixtures';
import {
  finishSwimming,
  gameCard,
  openSinglePlayer,
  pauseClock,
  START_TIME,
} from './support/games';
import { boardRows, swimPracticeInRealTime, worldRecords } from './support/verifiedPractice';
import { setName } from './support/online';
import { expectNoAxeViolations } from './support/axe';
import { fitsViewport } from './support/layout';

// In order, one at a time: the world record one test reads must not be beaten by the other meanwhile.
test.describe.configure({ timeout: 240_000, mode: 'default' });

const boards = worldRecords;
/** This attempt's own row on the board. */
const rowOf = (page: Page, name: string) => boardRows(page).filter({ hasText: name });

/** 'Asha k3x9': a display name no other attempt of any test uses (20 characters at most). */
const attemptName = (base: string, testInfo: TestInfo) =>
  `${base} ${testInfo.retry}${Math.random().toString(36).slice(2, 5)}`;

const MEDALS = ['🥇', '🥈', '🥉'];

/** A row's place (its first cell) and the medal it shows only for the top three. */
async function expectPlaceAndMedal(row: Locator) {
  const cell = (await row.locator('td').first().textContent()) ?? '';
  const place = Number(/^\d+/.exec(cell)?.[0]);
  expect(place).toBeGreaterThan(0);
  MEDALS.forEach((medal, index) =>
    index === place - 1 ? expect(cell).toContain(medal) : expect(cell).not.toContain(medal),
  );
  return place;
}

test('a practice played against the server is verified, boarded, moved by code and deleted', async ({
  page,
  guest,
}, testInfo) => {
  const name = attemptName('Asha', testInfo);
  await page.goto('/games');
  await setName(page, name);
  await swimPracticeInRealTime(page);
  // The leaderboard's avatars were made during the game and turned into bitmaps (avatars/rasterAvatar.ts): no
  // SVG for the page to paint on its main thread in the frame the race ends.
  const avatars = page.getByTestId('leaderboard-row').locator('img');
  await expect(avatars).toHaveCount(4);
  const sources = await avatars.evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).src.slice(0, 'data:image/png;'.length)),
  );
  expect(sources).toEqual(Array(4).fill('data:image/png;'));

  const verdict = page.getByTestId('verdict');
  await expect(verdict).toContainText('Verified', { timeout: 20_000 });
  await expect(verdict).not.toContainText('Not verified');
  await expect(verdict).toContainText(/#[\d,]+ of [\d,]+ this week · #[\d,]+ all time/);
  await expect(verdict).toContainText(/World record [\d,]+ by \S/);
  await expectNoAxeViolations(page, 'a verified results screen');
  const places = (await verdict.getByText(/ all time$/).textContent()) ?? '';
  const record = (await verdict.getByText(/^World record /).textContent()) ?? '';
  // The first run on the board holds the record itself.
  if (/#1 all time$/.test(places)) expect(record).toMatch(new RegExp(` by ${name}$`));

  // Another device: the board (linked by URL) lists it once, with the medal of its place if it has one.
  await guest.goto('/games?board=swimming');
  await expect(rowOf(guest, name)).toHaveCount(1);
  await expectPlaceAndMedal(rowOf(guest, name));
  await expect(rowOf(guest, name)).not.toContainText('(you)');
  await expectNoAxeViolations(guest, 'the World records dialog');
  // The world record is the board's first row (read now: a faster swimmer may have beaten the one the results
  // screen named)…
  const top = boardRows(guest).first();
  const topScore = (await top.locator('td').nth(2).textContent()) ?? '';
  const topPlayer = (await top.locator('td').nth(1).textContent()) ?? '';
  expect(topScore).toMatch(/^[\d,]+$/);
  await boards(guest).getByRole('button', { name: 'Close' }).click();
  await expect(boards(guest)).toBeHidden();
  // …and the ready screen shows it (this device has no verified best of its own).
  const panel = await openSinglePlayer(guest);
  await gameCard(panel, 'Swimming').getByRole('button', { name: 'Play vs AI' }).click();
  const readyRecord = guest.getByTestId('verified-records');
  await expect(readyRecord).toHaveText(new RegExp(`^World record ${topScore} by \\S`));
  const holder = / by (.+)$/.exec((await readyRecord.textContent()) ?? '')?.[1] ?? '';
  expect(topPlayer).toContain(holder);
  await guest.getByRole('button', { name: 'Leave game' }).click();

  // The identity moves to the second device with a one-time code.
  await page.getByRole('button', { name: 'Boards' }).click();
  await expect(rowOf(page, name)).toContainText('(you)');
  await boards(page).getByRole('button', { name: 'Move my results to another device' }).click();
  const code =
    (await boards(page).getByTestId('transfer-code').locator('strong').textContent()) ?? '';
  expect(code).toMatch(/^\S{8}$/);

  await guest.goto('/games?board=swimming');
  await expect(rowOf(guest, name)).toHaveCount(1);
  await boards(guest).getByRole('button', { name: 'Use a code' }).click();
  await boards(guest).getByRole('textbox', { name: 'Code from your other device' }).fill(code);
  await boards(guest).getByRole('button', { name: 'Use this code' }).click();
  await expect(boards(guest).getByRole('status')).toHaveText(
    `This device now holds the results of ${name}.`,
  );
  await expect(rowOf(guest, name)).toContainText('(you)');

  // 'Delete my results': the player's rows leave the board.
  await boards(guest).getByRole('button', { name: 'Delete my results' }).click();
  await boards(guest).getByRole('button', { name: 'Delete them' }).click();
  await expect(boards(guest).getByRole('status')).toContainText('Your results are deleted');
  await expect(rowOf(guest, name)).toHaveCount(0);
  await expect(
    boards(guest)
      .getByRole('table')
      .or(boards(guest).getByText('No verified results on this board yet.')),
  ).toBeVisible();
});

test('a verified run with a chosen country shows its flag on the board, and the country filter narrows to it', async ({
  page,
}, testInfo) => {
  const name = attemptName('Chidi', testInfo);
  await page.goto('/games');
  await setName(page, name);
  // The country is chosen before any result: kept on this device, sent with the run.
  await page.goto('/games?board=swimming');
  const picker = boards(page).getByRole('combobox', { name: 'Your country' });
  await expect(picker.getByRole('option').first()).toHaveText('No country');
  await picker.selectOption('IS');
  await expect(boards(page).getByRole('status')).toHaveText(
    'Saved: your flag shows beside your name on the boards.',
  );
  await boards(page).getByRole('button', { name: 'Close' }).click();
  await swimPracticeInRealTime(page);
  await expect(page.getByTestId('verdict')).toContainText('Verified', { timeout: 20_000 });

  await page.getByRole('button', { name: 'Boards' }).click();
  const mine = rowOf(page, name);
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('img', { name: 'Iceland' })).toHaveText('🇮🇸');
  await expect(picker).toHaveValue('IS');
  await expectNoAxeViolations(page, 'the World records dialog with a country chosen');

  // The filter asks for Iceland's board: this player's row, and only rows with Iceland's flag.
  const filter = boards(page).getByRole('combobox', { name: 'Country', exact: true });
  await expect(filter.getByRole('option').first()).toHaveText('All countries');
  await filter.selectOption('IS');
  await expect(mine).toHaveCount(1);
  const rows = await boardRows(page).all();
  for (const row of rows) await expect(row.getByRole('img', { name: 'Iceland' })).toBeVisible();
  // Another country's board does not list this player.
  await filter.selectOption('NO');
  await expect(mine).toHaveCount(0);

  // At phone width the dialog's selects fit, and work from the keyboard.
  await page.setViewportSize({ width: 375, height: 812 });
  await filter.focus();
  await page.keyboard.press('ArrowUp');
  await expect(filter).not.toHaveValue('NO');
  await filter.selectOption('');
  await expect(mine).toHaveCount(1);
  for (const select of [filter, picker]) {
    const box = await select.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  }
  expect(await fitsViewport(page)).toBe(true);

  // 'No country' takes the flag off this player's row at once.
  await picker.selectOption('');
  await expect(boards(page).getByRole('status')).toHaveText(
    'Saved: no flag beside your name on the boards.',
  );
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('img', { name: 'Iceland' })).toHaveCount(0);
});

offlineTest(
  'offline, a practice says Not verified and its results stay on the device',
  async ({ page }) => {
    await page.clock.install({ time: START_TIME });
    await page.goto('/games');
    const panel = await openSinglePlayer(page);
    await expect(
      gameCard(panel, 'Swimming').getByRole('button', { name: 'Today’s challenge' }),
    ).toHaveCount(0);
    await gameCard(panel, 'Swimming').getByRole('button', { name: 'Play vs AI' }).click();
    const start = page.getByRole('button', { name: 'Start Swimming!' });
    await start.waitFor();
    await expect(page.getByTestId('verified-records')).toHaveCount(0);
    await pauseClock(page);
    await start.click();
    await finishSwimming(page);
    const verdict = page.getByTestId('verdict');
    await expect(verdict).toContainText('Not verified');
    await expect(verdict).toContainText(
      'No game server answered: these results stay on this device.',
    );
    expect(await page.evaluate(() => localStorage.getItem('csg:identity:v1'))).toBeNull();
  },
);
