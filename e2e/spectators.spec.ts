// Watching a room live: a second device (browser context) watches a public room in progress on the real game
// server to its end. It sees the game as the players do and the same leaderboard; it takes no seat, so the
// players' count does not change, and the players see that one person watches.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { fitsViewport } from './support/layout';
import { publicGames } from './support/lobby';
import { createRoom, openOnlineLobby, roomMembers, rowsAsText, setName } from './support/online';
import { expect, test } from './support/twoDevices';

test.describe.configure({ timeout: 120_000 });

const roomLine = (page: Page) => page.locator('header p');
/** The leaderboard's rows with this device's 'You' row under its name, and the medals left out. */
const named = (rows: string[], me: string) =>
  rows.map((row) => row.replace('YouYour result', me).replace(/^(\d+) ?(🥇|🥈|🥉)? ?/, '$1 '));

test('a second device watches a live room to its end and sees the same leaderboard; the players’ count does not change', async ({
  page: host,
  guest: watcher,
}) => {
  await openOnlineLobby(host);
  await setName(host, 'Asha');
  await createRoom(host, { sport: 'Swimming', maxPlayers: 2 });
  await host.getByRole('button', { name: 'Start Swimming!' }).click();
  // A host alone races the AI: the room's line counts everyone racing.
  await expect(roomLine(host)).toContainText('2 players');
  const lineBefore = await roomLine(host).innerText();

  await openOnlineLobby(watcher);
  const card = publicGames(watcher)
    .filter({ hasText: 'Swimming Custom Game' })
    .filter({ hasText: 'In progress' })
    .first();
  await expect(card.getByTestId('room-players')).toHaveText('1/2');
  await card.getByRole('button', { name: 'Watch Swimming Custom Game' }).click();

  // The watcher sees the race as the players do, says so, and takes no seat.
  await expect(watcher.getByTestId('game-badge')).toHaveText('Watching');
  await expect(roomLine(watcher)).toContainText('Watching live');
  await expect(watcher.getByText('Asha', { exact: false }).first()).toBeVisible();
  await expect(watcher.getByRole('list', { name: 'Pool lanes' })).toBeVisible();
  // The players' own figures are theirs: the watcher, who swims in no lane, is shown none of its own.
  await expect(host.getByText('Distance')).toBeVisible();
  await expect(watcher.getByText('Distance')).toHaveCount(0);
  // The player has the game's controls; the watcher, whose presses would do nothing, none at all.
  await expect(host.getByRole('button', { name: /STROKE/ })).toBeVisible();
  await expect(watcher.getByRole('button', { name: /STROKE/ })).toHaveCount(0);
  await expect(watcher.locator('[data-watch-only] :is(button, input):visible')).toHaveCount(0);
  await expect(host.getByTestId('room-watching')).toHaveText('1 watching');
  await expect(roomLine(host)).toHaveText(lineBefore);
  await expect(roomMembers(host)).toHaveCount(1);
  // A reload watches the same room again (no error page), still taking no seat.
  await watcher.reload();
  await expect(watcher.getByTestId('game-badge')).toHaveText('Watching');
  await expect(watcher.getByRole('list', { name: 'Pool lanes' })).toBeVisible();
  await expect(host.getByTestId('room-watching')).toHaveText('1 watching');
  await expect(roomMembers(host)).toHaveCount(1);
  await expectNoAxeViolations(watcher, 'on a watched room’s game');

  // The watcher's presses are nobody's (the server drops them; server/room/spectators.test.ts).
  for (let i = 0; i < 5; i++) await watcher.keyboard.press('Space');
  await host.waitForTimeout(3_500); // past the countdown
  while (!(await host.getByRole('heading', { name: 'Leaderboard' }).isVisible())) {
    await host.keyboard.press('Space');
    await host.waitForTimeout(70);
  }

  const [hostRows, watcherRows] = await Promise.all([rowsAsText(host), rowsAsText(watcher)]);
  expect(named(watcherRows, 'nobody')).toEqual(named(hostRows, 'Asha'));
  expect(watcherRows.join(' ')).not.toContain('Your result');
  await expect(watcher.getByRole('button', { name: 'Play Again' })).toBeDisabled();

  // Back to the lobby from the watched room.
  await watcher.getByRole('button', { name: 'Back to Lobby' }).click();
  await expect(watcher.locator('[data-server="online"]')).toBeVisible();
});

test('on a phone, the watcher sees the whole game name and a long name cut short in the players’ chips @mobile-only', async ({
  page: watcher,
  guest: host,
}) => {
  await openOnlineLobby(host);
  await setName(host, 'W'.repeat(20));
  await createRoom(host, { sport: 'Weightlifting', maxPlayers: 2 });
  await host.getByRole('button', { name: 'Start Lifting!' }).click();

  await openOnlineLobby(watcher);
  await publicGames(watcher)
    .filter({ hasText: 'Weightlifting Custom Game' })
    .filter({ hasText: 'In progress' })
    .first()
    .getByRole('button', { name: 'Watch Weightlifting Custom Game' })
    .click();
  await expect(roomLine(watcher)).toContainText('Watching live');
  await expect(roomMembers(watcher).filter({ hasText: 'WWWW' })).toHaveCount(1);
  // The name has its row (the room's line says 'Watching live'): not cut to 'We…'.
  const title = watcher.getByRole('heading', { level: 1, name: 'Weightlifting' });
  expect(await title.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
  expect(await fitsViewport(watcher)).toBe(true);
});
