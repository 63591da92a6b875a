// Replays against the real game server: a sprint practice played in real time (the server checks game time
// against its own clock) is verified, found on its board, and its row's 'Watch replay' plays it back in the
// sprint's own view to the same final score, with pause, speed and seeking by keyboard; its link opened on
// another device plays the same run. (Sprint, not swimming: verified-results.spec.ts counts swimming's board.)
import type { Page } from '@playwright/test';
import { expect, test } from './support/twoDevices';
import { expectGoCall, gameCard, leaderboardHeading, openSinglePlayer } from './support/games';
import { openOnlineLobby, setName } from './support/online';
import { expectNoAxeViolations } from './support/axe';
import { textGap } from './support/layout';

test.describe.configure({ timeout: 240_000 });

const boards = (page: Page) => page.getByRole('dialog', { name: 'World records' });
const scrubber = (page: Page) => page.getByRole('slider', { name: 'Replay position' });
const position = async (page: Page) => Number(await scrubber(page).inputValue());

async function sprintPracticeInRealTime(page: Page, daily = false) {
  const panel = await openSinglePlayer(page);
  await gameCard(panel, 'Sprint Race')
    .getByRole('button', { name: daily ? 'Today’s challenge' : 'Play vs AI' })
    .click();
  await page.getByRole('button', { name: 'Start Sprint!' }).click();
  await expectGoCall(page);
  // The player has the sprint's own control.
  await expect(page.getByRole('button', { name: /RUN!/ })).toBeVisible();
  // The steady beat the sprint asks for (about 4 a second), until the leaderboard.
  while (!(await leaderboardHeading(page).isVisible())) {
    await page.keyboard.press('Space');
    await page.waitForTimeout(220);
  }
}

test('a verified run replays from its board row to the same score, by keyboard, and by its link elsewhere', async ({
  page,
  guest,
}) => {
  await page.goto('/games');
  await setName(page, 'Rhea');
  await sprintPracticeInRealTime(page);
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toContainText('Verified', { timeout: 20_000 });
  await expect(verdict.getByRole('link', { name: 'Watch replay' })).toHaveAttribute(
    'href',
    /^\/games\?replay=\d+$/,
  );

  // The board row's score and its 'Watch replay'.
  await page.goto('/games?board=athletics');
  const row = boards(page).getByTestId('board-row').filter({ hasText: 'Rhea' });
  await expect(row).toHaveCount(1);
  const score = ((await row.locator('td').nth(2).textContent()) ?? '').trim();
  expect(score).toMatch(/^[\d,]+$/);
  // The score (right-aligned) and the date (left-aligned) read apart.
  expect(await textGap(row.locator('td').nth(2), row.locator('td').nth(3))).toBeGreaterThanOrEqual(
    8,
  );
  await row.getByRole('link', { name: 'Watch replay of Rhea’s run' }).click();
  await expect(page).toHaveURL(/\/games\?replay=\d+$/);
  const replayUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Sprint Race replay' })).toBeVisible();
  await expect(page.getByTestId('replay-header')).toContainText(`Rhea’s run · ${score} points`);
  // A sprint practice can be raced: the replay links to its ghost race.
  await expect(page.getByRole('link', { name: 'Race this run' })).toHaveAttribute(
    'href',
    /^\/games\?ghost=\d+&game=athletics$/,
  );
  // The sprint's own view, on the run, with none of its controls (a replay takes no presses).
  await expect(page.getByRole('list', { name: 'Track lanes' })).toBeVisible();
  await expect(page.getByRole('button', { name: /RUN!/ })).toHaveCount(0);
  await expect(page.locator('[data-watch-only] :is(button, input):visible')).toHaveCount(0);
  // Nor the lines that tell a player how to run, nor the view's voice, which speaks as the runner.
  await expect(page.locator('#run-help')).toBeHidden();
  await expect(page.locator('[data-quiet] [aria-live]')).toBeHidden();
  await expectNoAxeViolations(page, 'a replay');

  // Space pauses: the time stands still; Space again plays.
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  const paused = await position(page);
  await page.waitForTimeout(500);
  expect(await position(page)).toBe(paused);
  // The arrows seek 5 s on and back.
  await page.keyboard.press('ArrowRight');
  const max = Number(await scrubber(page).getAttribute('max'));
  await expect.poll(() => position(page)).toBe(Math.min(paused + 5000, max));
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => position(page)).toBe(Math.max(Math.min(paused + 5000, max) - 5000, 0));
  // The speeds from the keyboard: a focused button takes Space and Enter as any button does (Space pauses
  // only where no button has the focus; the view binds no keys on a replay).
  const speeds = page.getByRole('group', { name: 'Speed' });
  await speeds.getByRole('button', { name: '0.5×' }).focus();
  await page.keyboard.press('Space');
  await expect(speeds.getByRole('button', { name: '0.5×' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await speeds.getByRole('button', { name: '2×' }).focus();
  await page.keyboard.press('Enter');
  await expect(speeds.getByRole('button', { name: '2×' })).toHaveAttribute('aria-pressed', 'true');
  await scrubber(page).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  const before = await position(page);
  await expect.poll(() => position(page)).toBeGreaterThan(before);
  // Played to its end: the same final score as the board's.
  await expect(page.getByRole('status').filter({ hasText: 'Final score' })).toHaveText(
    `Final score ${score}`,
    { timeout: 90_000 },
  );
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();

  // Another device opens the link: the same run, to the same score (End on the scrubber seeks to the end).
  await guest.goto(replayUrl);
  await expect(guest.getByTestId('replay-header')).toContainText(`Rhea’s run · ${score} points`);
  await scrubber(guest).focus();
  await guest.keyboard.press('End');
  await expect(guest.getByRole('status').filter({ hasText: 'Final score' })).toHaveText(
    `Final score ${score}`,
  );
  // Back to the start: the view plays again from there.
  await guest.getByRole('button', { name: 'Restart' }).click();
  await expect(guest.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(guest.getByRole('list', { name: 'Track lanes' })).toBeVisible();
});

const myRuns = (page: Page) => page.getByRole('group').filter({ hasText: 'My runs' });

/** Opens 'My runs' under the player banner (a fresh look each time it opens). */
async function openMyRuns(page: Page) {
  await page.getByText('My runs', { exact: true }).click();
  return myRuns(page);
}

test('My runs on the profile lists a verified run, plays its replay, and its bare ghost link opens the race', async ({
  page,
}) => {
  await page.goto('/games');
  await setName(page, 'Mira');
  // No identity yet: the line says where runs will appear.
  await expect(await openMyRuns(page)).toContainText(
    'Your verified runs appear here once you finish a practice with the game server.',
  );
  await page.getByText('My runs', { exact: true }).click();

  await sprintPracticeInRealTime(page);
  await expect(page.getByTestId('verdict')).toContainText('Verified', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Back to Lobby' }).click();

  const runs = await openMyRuns(page);
  const row = runs.getByTestId('my-run').first();
  await expect(row).toContainText('Sprint Race');
  await expect(row).toContainText('Practice');
  await expect(row).not.toContainText('not ranked');
  const score = ((await row.locator('td').nth(1).textContent()) ?? '').trim();
  expect(score).toMatch(/^[\d,]+$/);
  expect(await textGap(row.locator('td').nth(1), row.locator('td').nth(2))).toBeGreaterThanOrEqual(
    8,
  );
  await expectNoAxeViolations(page, 'My runs');
  await row.getByRole('link', { name: /^Watch replay of your Sprint Race run/ }).click();
  await expect(page).toHaveURL(/\/games\?replay=\d+$/);
  const resultId = /replay=(\d+)/.exec(page.url())?.[1] ?? '';
  await expect(page.getByTestId('replay-header')).toContainText(`Mira’s run · ${score} points`);
  await scrubber(page).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('status').filter({ hasText: 'Final score' })).toHaveText(
    `Final score ${score}`,
  );

  // The same run as a ghost, from a link that names no game: the server says it is the sprint's.
  await page.goto(`/games?ghost=${resultId}`);
  await expect(page.getByRole('combobox', { name: 'Race a ghost' })).toHaveValue(resultId);
  await expect(page.getByRole('button', { name: 'Start Sprint!' })).toBeVisible();
  await expect(page).toHaveURL(/\/games\?view=game$/);
});

test('today’s daily challenge has no Watch replay on the Today board or in My runs', async ({
  page,
}) => {
  await page.goto('/games');
  await setName(page, 'Dara');
  await sprintPracticeInRealTime(page, true);
  await expect(page.getByTestId('verdict')).toContainText('Verified', { timeout: 20_000 });
  // The results screen of today's challenge offers no replay either.
  await expect(page.getByTestId('verdict').getByRole('link', { name: 'Watch replay' })).toHaveCount(
    0,
  );

  await page.goto('/games?board=athletics');
  await boards(page).getByRole('button', { name: 'Today' }).click();
  const row = boards(page).getByTestId('board-row').filter({ hasText: 'Dara' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: 'Report name' })).toBeVisible();
  await expect(row.getByRole('link', { name: /Watch replay/ })).toHaveCount(0);
  await boards(page).getByRole('button', { name: 'Close' }).click();

  const mine = (await openMyRuns(page)).getByTestId('my-run').first();
  await expect(mine).toContainText('Daily challenge');
  await expect(mine.getByRole('link', { name: /Watch replay/ })).toHaveCount(0);
});

test('an unknown replay says so with a way back, never a blank page', async ({
  page,
  problems,
}) => {
  await page.goto('/games?replay=999999999');
  await expect(page.getByRole('alert')).toHaveText(
    'There is no replay with this id: it may have been removed.',
  );
  await page.getByRole('button', { name: 'Back to games' }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('tab', { name: 'Single Player' })).toBeVisible();
  // The browser reports the 404 itself (Chromium's own line); nothing else may fail.
  expect(problems.consoleErrors.some((text) => /status of 404 \(Not Found\)/.test(text))).toBe(
    true,
  );
  problems.consoleErrors = problems.consoleErrors.filter(
    (text) => !/status of 404 \(Not Found\)/.test(text),
  );
});

test('a room round played with a results identity is in My runs, and its replay shows every seat', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/games');
  await setName(page, 'Noor');
  // The identity comes with a verified practice; a room never makes one.
  await sprintPracticeInRealTime(page);
  await expect(page.getByTestId('verdict')).toContainText('Verified', { timeout: 20_000 });

  // A quick match of the sprint: alone, AI players take the empty seats after the count and the round starts.
  await openOnlineLobby(page);
  await page
    .getByTestId('quick-match-card')
    .filter({ hasText: 'Sprint Race' })
    .getByRole('button', { name: 'Play now' })
    .click();
  await expectGoCall(page, 40_000);
  while (!(await leaderboardHeading(page).isVisible())) {
    await page.keyboard.press('Space');
    await page.waitForTimeout(220);
  }

  // The server kept the round in this player's history (written after the round, so looked for until it is).
  await page.getByRole('button', { name: 'Back to Lobby' }).click();
  await expect(page.getByText('My runs', { exact: true })).toBeVisible();
  const roomRun = async () => {
    const runs = await openMyRuns(page);
    await expect(runs.getByTestId('my-run').first()).toBeVisible();
    const found = await runs.getByTestId('my-run').filter({ hasText: 'Room' }).count();
    // Closed again, so the next look opens it and asks the server afresh.
    if (found === 0) await page.getByText('My runs', { exact: true }).click();
    return found;
  };
  await expect.poll(roomRun, { timeout: 15_000 }).toBe(1);
  const row = myRuns(page).getByTestId('my-run').filter({ hasText: 'Room' });
  await expect(row).toContainText('Sprint Race');
  await expect(row).toContainText('not ranked');
  const score = ((await row.locator('td').nth(1).textContent()) ?? '').trim();
  await row.getByRole('link', { name: /^Watch replay/ }).click();
  await expect(page).toHaveURL(/\/games\?replay=\d+$/);
  await expect(page.getByTestId('replay-header')).toContainText(`Noor’s run · ${score} points`);
  // Every seat of the round runs in the sprint's own view: the player and the three AI players.
  await expect(page.getByRole('list', { name: 'Track lanes' }).getByRole('listitem')).toHaveCount(
    4,
  );
  await scrubber(page).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('status').filter({ hasText: 'Final score' })).toHaveText(
    `Final score ${score}`,
  );
});
