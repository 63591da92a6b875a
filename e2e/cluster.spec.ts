// Scaling out: two game-server processes sharing rooms through Redis behind one origin
// (`npm run start:cluster`, HAProxy in front). Device A's requests reach process p1, device B's reach p2. A makes a private room
// (held by p1); B, through p2, sees the public list, joins by code and both play to the same leaderboard. B then
// joins A's public room on p1 from the list, leaves, and each plays a room on their own process; p1 is killed
// mid-game: A is told and goes back to the lobby (now served by p2), B's game on p2 plays on to its leaderboard.
import { READY_TEXTS } from '../shared/games/readyTexts';
import { ROOM_GONE } from '../src/games/online/client/colyseusRoom';
import { missingForCluster } from '../scripts/cluster/cluster.mjs';
import { inviteCodeInput, joinButton, publicGames } from './support/lobby';
import {
  createRoom,
  expectSameLeaderboard,
  openOnlineLobby,
  roomMembers,
  setName,
  waitingRoom,
} from './support/online';
import { expect, socketUrls, test } from './support/cluster';

test.skip(missingForCluster().length > 0, missingForCluster().join(' '));
test.describe.configure({ timeout: 180_000 });

const swim = READY_TEXTS.swimming.startLabel;

test('two processes, one origin: join by code across processes, play, and survive a process killed mid-game', async ({
  page: host,
  guest,
  cluster,
  problems,
}) => {
  const hostSockets = socketUrls(host);
  const guestSockets = socketUrls(guest);

  // A, on p1, makes a private room: it lives on p1.
  await openOnlineLobby(host);
  await setName(host, 'Asha');
  const code = await createRoom(host, { sport: 'Swimming', type: 'Private', duration: 30 });
  expect(hostSockets.filter((url) => url.includes('/p1/'))).not.toHaveLength(0);

  // B arrives through p2: the public list (the sample rooms p1 holds) and the code both work.
  await openOnlineLobby(guest);
  expect(await publicGames(guest).count()).toBeGreaterThan(5);
  await setName(guest, 'Ben');
  await inviteCodeInput(guest).fill(code);
  const joined = guest.waitForResponse('**/api/join-by-code');
  await joinButton(guest).click();
  expect((await joined).headers()['x-served-by']).toBe('p2');
  await expect(waitingRoom(guest)).toBeVisible();
  await expect(roomMembers(host)).toHaveCount(2);
  expect(guestSockets.some((url) => url.includes('/p1/'))).toBe(true);

  // They race to one leaderboard.
  await host.getByRole('button', { name: swim }).click();
  for (const page of [host, guest])
    await expect(page.getByRole('button', { name: /STROKE/ })).toBeVisible();
  while (!(await host.getByRole('heading', { name: 'Leaderboard' }).isVisible())) {
    await host.keyboard.press('Space');
    await guest.keyboard.press('Space');
    await host.waitForTimeout(100);
  }
  await expectSameLeaderboard(host, guest);

  // Each starts a race of their own: A's room on p1, B's on p2.
  for (const page of [host, guest]) {
    await page.getByRole('button', { name: 'Back to Lobby' }).click();
    await openOnlineLobby(page);
  }
  await createRoom(host, { sport: 'Swimming', type: 'Public', duration: 30 });
  // B, through p2, finds A's public room (on p1) in the list and joins it, then leaves for a room of its own.
  const listed = publicGames(guest).filter({ hasText: 'Swimming Custom Game' }).first();
  await expect(listed.getByTestId('room-players')).toHaveText('1/4');
  await listed.getByRole('button', { name: 'Join Game' }).click();
  await expect(waitingRoom(guest)).toBeVisible();
  await expect(roomMembers(host)).toHaveCount(2);
  await guest.getByRole('button', { name: 'Leave game' }).click();
  await expect(roomMembers(host)).toHaveCount(1);
  await openOnlineLobby(guest);
  const guestRoomSockets = guestSockets.length;
  await createRoom(guest, { sport: 'Swimming', type: 'Private', duration: 30 });
  expect(guestSockets.slice(guestRoomSockets).some((url) => url.includes('/p2/'))).toBe(true);
  for (const page of [host, guest]) {
    await page.getByRole('button', { name: swim }).click();
    await expect(page.getByRole('button', { name: /STROKE/ })).toBeVisible();
    await page.keyboard.press('Space');
  }

  // p1 dies mid-race. A is told at once (not after the 18 s of reconnection attempts) and goes back to a
  // lobby that p2 now serves; B's race goes on to its leaderboard.
  const p1 = cluster.processes.find((p) => p.name === 'p1')!;
  p1.child.kill('SIGKILL');
  await expect(host.getByRole('heading', { name: ROOM_GONE })).toBeVisible({ timeout: 12_000 });
  await host.getByRole('button', { name: 'Back to Lobby' }).click();
  await expect(host.locator('[data-server="online"]')).toBeVisible({ timeout: 15_000 });
  await expect(host.getByRole('button', { name: 'Create Game' }).first()).toBeEnabled();

  // B's race was still on when A was told, and B plays it to the end.
  await expect(guest.getByRole('button', { name: /STROKE/ })).toBeEnabled();
  while (!(await guest.getByRole('heading', { name: 'Leaderboard' }).isVisible())) {
    await guest.keyboard.press('Space');
    await guest.waitForTimeout(100);
  }
  await expect(guest.getByTestId('leaderboard-row').first()).toBeVisible();
  await expect(guest.getByText(ROOM_GONE)).toHaveCount(0);

  // The killed process's sample rooms leave the list; what A's browser could no longer reach is expected.
  await expect(publicGames(host)).toHaveCount(0, { timeout: 15_000 });
  problems.consoleErrors = problems.consoleErrors.filter(
    (text) => !/ERR_CONNECTION_REFUSED|status of 50[02]|WebSocket/.test(text),
  );
});
