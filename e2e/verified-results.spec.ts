// Verified results against the real game server: a swimming practice played in real time (the server checks
// game time against its own clock, so no fake clock here) is re-played by the server and shows 'Verified' and
// its place; a second device finds it on the board and sees the world record on its ready screen; the identity
// moves to that device by code; 'Delete my results' empties the player's rows. Offline: 'Not verified'.
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

test.describe.configure({ timeout: 240_000 });

const boards = worldRecords;

test('a practice played against the server is verified, boarded, moved by code and deleted', async ({
  page,
  guest,
}) => {
  await page.goto('/games');
  await setName(page, 'Asha');
  await swimPracticeInRealTime(page);

  const verdict = page.getByTestId('verdict');
  await expect(verdict).toContainText('Verified', { timeout: 20_000 });
  await expect(verdict).not.toContainText('Not verified');
  await expect(verdict).toContainText(/#1 of \d+ this week · #1 all time/);
  await expect(verdict).toContainText(/World record [\d,]+ by Asha/);
  await expectNoAxeViolations(page, 'a verified results screen');
  const score = (await verdict.textContent())?.match(/World record ([\d,]+) by Asha/)?.[1] ?? '';

  // Another device: the board (linked by URL) lists it, gold medal and all.
  await guest.goto('/games?board=swimming');
  await expect(boardRows(guest)).toHaveCount(1);
  await expect(boardRows(guest).first()).toContainText('Asha');
  await expect(boardRows(guest).first()).toContainText('🥇');
  await expect(boardRows(guest).first()).toContainText(score);
  await expectNoAxeViolations(guest, 'the World records dialog');
  await boards(guest).getByRole('button', { name: 'Close' }).click();
  await expect(boards(guest)).toBeHidden();
  // …and its ready screen shows the world record (this device has no verified best of its own).
  const panel = await openSinglePlayer(guest);
  await gameCard(panel, 'Swimming').getByRole('button', { name: 'Play vs AI' }).click();
  await expect(guest.getByTestId('verified-records')).toHaveText(`World record ${score} by Asha`);
  await guest.getByRole('button', { name: 'Leave game' }).click();

  // The identity moves to the second device with a one-time code.
  await page.getByRole('button', { name: 'Boards' }).click();
  await expect(boardRows(page).first()).toContainText('(you)');
  await boards(page).getByRole('button', { name: 'Move my results to another device' }).click();
  const code =
    (await boards(page).getByTestId('transfer-code').locator('strong').textContent()) ?? '';
  expect(code).toMatch(/^\S{8}$/);

  await guest.goto('/games?board=swimming');
  await expect(boardRows(guest)).toHaveCount(1);
  await boards(guest).getByRole('button', { name: 'Use a code' }).click();
  await boards(guest).getByRole('textbox', { name: 'Code from your other device' }).fill(code);
  await boards(guest).getByRole('button', { name: 'Use this code' }).click();
  await expect(boards(guest).getByRole('status')).toHaveText(
    'This device now holds the results of Asha.',
  );
  await expect(boardRows(guest).first()).toContainText('(you)');

  // 'Delete my results': the player's rows leave the board.
  await boards(guest).getByRole('button', { name: 'Delete my results' }).click();
  await boards(guest).getByRole('button', { name: 'Delete them' }).click();
  await expect(boards(guest).getByRole('status')).toContainText('Your results are deleted');
  await expect(boards(guest)).toContainText('No verified results on this board yet.');
  await expect(boardRows(guest)).toHaveCount(0);
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
