// Real multiplayer (issue 12): two devices (browser contexts) against the game server that `npm start`
// runs. Game time is real time here: the server's clock cannot be fast-forwarded, so rooms last 30 s.
import { publicGames } from './support/lobby';
import {
  createRoom,
  expectSameLeaderboard,
  openOnlineLobby,
  roomMembers,
  twoInPrivateRoom,
  waitingRoom,
} from './support/online';
import { expect, test } from './support/twoDevices';

test.describe.configure({ timeout: 120_000 });

test('a private room by code: both wait together, the host starts, both swim, same leaderboard', async ({
  page: host,
  guest,
}) => {
  const code = await twoInPrivateRoom(host, guest, 'Swimming');
  await expect(waitingRoom(guest)).toContainText(
    'Click rapidly to swim to the finish line against your opponents!',
  );
  await expect(waitingRoom(guest)).toContainText(code);
  await expect(waitingRoom(guest)).toContainText('Waiting for the host to start…');
  await expect(guest.getByRole('button', { name: 'Start Swimming!' })).toHaveCount(0);
  await expect(waitingRoom(guest)).toContainText('Asha');
  await expect(waitingRoom(host)).toContainText('Ben');

  await host.getByRole('button', { name: 'Start Swimming!' }).click();
  for (const page of [host, guest])
    await expect(page.getByRole('button', { name: /STROKE/ })).toBeVisible();
  // Each controls only their own swimmer: the host strokes, the guest does not (yet).
  for (let i = 0; i < 3; i++) await host.keyboard.press('Space');
  await expect(guest.getByText('Asha: ', { exact: false }).first()).not.toHaveText(/Asha: 0\.0/);
  while (!(await host.getByRole('heading', { name: 'Leaderboard' }).isVisible())) {
    await host.keyboard.press('Space');
    await guest.keyboard.press('Space');
    await host.waitForTimeout(70);
  }
  await expectSameLeaderboard(host, guest);
  // Play Again is the host's; the guest waits for it.
  await expect(guest.getByRole('button', { name: 'Play Again' })).toBeDisabled();
  await host.getByRole('button', { name: 'Play Again' }).click();
  for (const page of [host, guest])
    await expect(page.getByRole('button', { name: /STROKE/ })).toBeVisible();
  await guest.getByRole('button', { name: 'Leave game' }).click();
  await expect(roomMembers(host))
    .toHaveCount(1, { timeout: 25_000 })
    .catch(() => undefined);
});

test('an invite link joins the private room', async ({ page: host, guest }) => {
  await openOnlineLobby(host);
  const code = await createRoom(host, { type: 'Private' });
  await guest.goto(`/games?code=${code}`);
  await expect(waitingRoom(guest)).toBeVisible();
  await expect(waitingRoom(guest)).toContainText(code);
  await expect(guest).toHaveURL(/\/games\?view=game$/);
});

test('the public list is live: a new room appears, fills and plays in the other lobby', async ({
  page: host,
  guest,
}) => {
  await openOnlineLobby(guest);
  await openOnlineLobby(host);
  await createRoom(host, { sport: 'Fencing', maxPlayers: 2 });
  const card = publicGames(guest).filter({ hasText: 'Fencing Custom Game' }).first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('room-players')).toHaveText('1/2');
  await card.getByRole('button', { name: 'Join Game' }).click();
  await expect(waitingRoom(guest)).toBeVisible();
  // The host, still in the lobby, sees their room fill up.
  const own = publicGames(host).filter({ hasText: 'Fencing Custom Game' }).first();
  await expect(own.getByTestId('room-players')).toHaveText('2/2');
  await own.getByRole('button', { name: 'Join Game' }).click();
  await expect(roomMembers(host)).toHaveCount(2);

  // A third visitor's lobby shows the room full, then playing, then gone when everyone has left.
  const third = await host.context().browser()!.newPage();
  await openOnlineLobby(third);
  const seen = publicGames(third).filter({ hasText: 'Fencing Custom Game' }).first();
  await expect(seen.getByTestId('room-players')).toHaveText('2/2');
  await expect(seen.getByRole('button', { name: 'Room Full' })).toBeDisabled();
  await host.getByRole('button', { name: 'En Garde!' }).click();
  await expect(seen).toContainText('In progress');
  await host.getByRole('button', { name: 'Leave game' }).click();
  await guest.getByRole('button', { name: 'Leave game' }).click();
  await expect(publicGames(third).filter({ hasText: 'Fencing Custom Game' })).toHaveCount(0);
  await third.close();
});

test('a reload mid-game comes back to the same seat', async ({ page: host, guest }) => {
  await twoInPrivateRoom(host, guest, 'Swimming', 60);
  await host.getByRole('button', { name: 'Start Swimming!' }).click();
  await expect(guest.getByRole('button', { name: /STROKE/ })).toBeVisible();
  // A press every 100 ms: the rules count at most 15 a second.
  for (let i = 0; i < 3; i++) {
    await guest.keyboard.press('Space');
    await guest.waitForTimeout(100);
  }
  await expect(guest.getByRole('button', { name: /STROKE/ })).toContainText('3');
  await guest.reload();
  await expect(guest.getByRole('button', { name: /STROKE/ })).toContainText('3');
  await guest.keyboard.press('Space');
  await expect(guest.getByRole('button', { name: /STROKE/ })).toContainText('4');
  await expect(host.getByTestId('room-member').filter({ hasText: 'Ben' })).not.toContainText(
    'Disconnected',
  );
});

/** A key each game's player presses (the game's own keyboard control); games that end on the clock alone
 *  still get the key, so both devices' inputs travel through the server. */
const GAMES: { sport: string; start: string; key: string }[] = [
  { sport: 'Swimming', start: 'Start Swimming!', key: 'Space' },
  { sport: 'Sprint Race', start: 'Start Sprint!', key: 'Space' },
  { sport: 'Archery', start: 'Start Archery!', key: 'Space' },
  { sport: 'Basketball', start: 'Start Shooting!', key: 'Space' },
  { sport: 'Fencing', start: 'En Garde!', key: 'l' },
  { sport: 'Weightlifting', start: 'Start Lifting!', key: 'Space' },
  { sport: 'Alpine Skiing', start: 'Start Skiing!', key: 'ArrowLeft' },
];

for (const { sport, start, key } of GAMES) {
  test(`${sport}: two people play one game to the same leaderboard`, async ({
    page: host,
    guest,
  }) => {
    await twoInPrivateRoom(host, guest, sport, 30);
    await expect(guest.getByRole('button', { name: start })).toHaveCount(0);
    await host.getByRole('button', { name: start }).click();
    await expect(waitingRoom(guest)).toHaveCount(0);
    const deadline = Date.now() + 50_000;
    while (
      Date.now() < deadline &&
      !(await host.getByRole('heading', { name: 'Leaderboard' }).isVisible())
    ) {
      await host.keyboard.press(key);
      await guest.keyboard.press(key);
      await host.waitForTimeout(120);
    }
    await expectSameLeaderboard(host, guest);
  });
}
