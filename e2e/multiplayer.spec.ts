// Real multiplayer: two devices (browser contexts) against the game server that `npm start`
// runs. Game time is real time here: the server's clock cannot be fast-forwarded, so rooms last 30 s.
import type { Page, WebSocket } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createButton, createDialog, publicGames, shareDialog } from './support/lobby';
import {
  createRoom,
  expectSameLeaderboard,
  openOnlineLobby,
  roomMembers,
  twoInPrivateRoom,
  waitingRoom,
} from './support/online';
import { expectGoCall } from './support/games';
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
  // The room counts down on the server: both see the same 3, 2, 1 with STROKE off, then GO together.
  const both = (check: (page: Page) => Promise<void>) => Promise.all([host, guest].map(check));
  await both(async (page) => {
    await expect(page.getByTestId('start-call')).toHaveText(/^[123]$/);
    await expect(page.getByRole('button', { name: /STROKE/ })).toBeDisabled();
  });
  await both(async (page) => {
    await expectGoCall(page);
    await expect(page.getByRole('button', { name: /STROKE/ })).toBeEnabled();
  });
  // Each controls only their own swimmer: the host strokes, the guest does not (yet). First a person's
  // reaction to GO (a press in the very first moment may reach the server before its GO).
  await host.waitForTimeout(200);
  for (let i = 0; i < 3; i++) await host.keyboard.press('Space');
  await expect(guest.getByText('Asha: ', { exact: false }).first()).not.toHaveText(/Asha: 0\.0/);
  while (!(await host.getByRole('heading', { name: 'Leaderboard' }).isVisible())) {
    await host.keyboard.press('Space');
    await guest.keyboard.press('Space');
    await host.waitForTimeout(70);
  }
  await expectSameLeaderboard(host, guest);
  // The host starts the next round; the guest's Play Again tells the host they are ready for it.
  const readiness = host.getByTestId('next-round-guest');
  await expect(readiness).toHaveText('Ben has not pressed Play Again yet');
  await expect(guest.getByTestId('play-again-note')).toContainText(
    'Waiting for the host to start the next round…',
  );
  await guest.getByRole('button', { name: 'Play Again' }).click();
  const ready = guest.getByRole('button', { name: 'Ready ✓ — waiting for the host' });
  await expect(ready).toBeVisible();
  await expect(readiness).toHaveText('Ben is ready');
  await expect(host.getByTestId('next-round')).toContainText('1 of 1 ready');
  await expectNoAxeViolations(host, 'on the host’s results with a ready guest');
  await expectNoAxeViolations(guest, 'on a ready guest’s results');
  // A second press takes it back; a third makes Ben ready again.
  await ready.click();
  await expect(readiness).toHaveText('Ben has not pressed Play Again yet');
  await guest.getByRole('button', { name: 'Play Again' }).click();
  await expect(readiness).toHaveText('Ben is ready');
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
  const guestSockets: WebSocket[] = [];
  guest.on('websocket', (socket) => guestSockets.push(socket));
  await openOnlineLobby(guest);
  // The lobby's list is the only socket a visitor of the lobby holds.
  expect(guestSockets).toHaveLength(1);
  const [lobbySocket] = guestSockets;
  await openOnlineLobby(host);
  await createRoom(host, { sport: 'Fencing', maxPlayers: 2 });
  const card = publicGames(guest).filter({ hasText: 'Fencing Custom Game' }).first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('room-players')).toHaveText('1/2');
  await card.getByRole('button', { name: 'Join Game' }).click();
  await expect(waitingRoom(guest)).toBeVisible();
  // In the room, the lobby's list is closed: a player in a game receives no lobby traffic.
  await expect.poll(() => lobbySocket!.isClosed()).toBe(true);
  expect(guestSockets.filter((socket) => !socket.isClosed())).toHaveLength(1);
  // The host, waiting in the room they made, sees it fill up.
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

test('the host is taken to the waiting room of the room they make: public at once, private after Done', async ({
  page: host,
  guest,
}) => {
  await openOnlineLobby(guest);
  await openOnlineLobby(host);
  await createRoom(host, { sport: 'Basketball', duration: 45 });
  await expect(host).toHaveURL(/\/games\?view=game$/);
  await expect(waitingRoom(host).getByRole('heading', { level: 2 })).toHaveText(
    'Basketball Custom Game',
  );
  await expect(host.getByRole('button', { name: 'Start Shooting!' })).toBeFocused();
  await expect(roomMembers(host)).toHaveCount(1);
  await expect(roomMembers(host)).toContainText('Host');
  // Back shows the lobby: the room heads the list, marked as the host's; others see it at the top too.
  await host.goBack();
  const top = publicGames(host).first();
  await expect(top.getByRole('heading')).toHaveText('Basketball Custom Game');
  await expect(top.getByTestId('your-room')).toHaveText('Your room');
  await expectNoAxeViolations(host, 'on the lobby with the host’s own room');
  await expect(publicGames(guest).first().getByRole('heading')).toHaveText(
    'Basketball Custom Game',
  );
  await expect(publicGames(guest).first().getByTestId('your-room')).toHaveCount(0);
  await host.goForward();
  await host.getByRole('button', { name: 'Leave game' }).click();
  await expect(publicGames(guest).filter({ hasText: 'Basketball Custom Game' })).toHaveCount(0);

  // A private room: the share dialog over the lobby, where the room heads 'Your Private Games' as the
  // host's; Done takes the host into it, with the code still there to share.
  await createButton(host).click();
  await createDialog(host).getByRole('button', { name: 'Private' }).click();
  await createDialog(host).getByRole('button', { name: 'Create Game' }).click();
  const code = (await shareDialog(host).getByTestId('invite-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  const yours = host.getByRole('region', { name: 'Your Private Games' }).getByTestId('room-card');
  await expect(yours).toHaveCount(1);
  await expect(yours.getByTestId('your-room')).toHaveText('Your room');
  await expect(host).toHaveURL(/\/games$/);
  await shareDialog(host).getByRole('button', { name: 'Done' }).click();
  await expect(waitingRoom(host)).toBeVisible();
  await expect(host.getByTestId('room-code')).toHaveText(code);
  await expect(roomMembers(host)).toHaveCount(1);
});

/** The profile this device keeps: its personal bests' keys and games played. */
async function savedProfile(page: Page) {
  return page.evaluate(() => {
    const profile = JSON.parse(localStorage.getItem('csg:profile:v1') ?? '{}') as {
      personalBests?: Record<string, number>;
      player?: { gamesPlayed?: number };
    };
    return {
      bests: Object.keys(profile.personalBests ?? {}),
      gamesPlayed: profile.player?.gamesPlayed ?? 0,
    };
  });
}

async function playToLeaderboard(host: Page, guest: Page, key: string) {
  const deadline = Date.now() + 50_000;
  while (
    Date.now() < deadline &&
    !(await host.getByRole('heading', { name: 'Leaderboard' }).isVisible())
  ) {
    await host.keyboard.press(key);
    await guest.keyboard.press(key);
    await host.waitForTimeout(120);
  }
}

test('a guest by code in a 30 s archery room plays, sees and keeps archery for 30 s', async ({
  page: host,
  guest,
}) => {
  await twoInPrivateRoom(host, guest, 'Archery', 30);
  const header = guest.locator('header').filter({ has: guest.getByRole('heading', { level: 1 }) });
  await expect(guest.getByRole('heading', { level: 1, name: 'Archery' })).toBeVisible();
  await expect(header).toContainText('30s');
  await expect(guest).toHaveTitle(/^Archery/);
  await host.getByRole('button', { name: 'Start Archery!' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Archery' })).toBeVisible();
  await playToLeaderboard(host, guest, 'Space');
  await expectSameLeaderboard(host, guest);
  await expect(guest.getByText('Archery · final results')).toBeVisible();
  await expect(guest.getByTestId('personal-best')).toContainText('in 30s games');
  expect(await savedProfile(guest)).toEqual({ bests: ['archery@30'], gamesPlayed: 1 });
});

test('a public room of another sport joined from the list: the guest plays and keeps that sport', async ({
  page: host,
  guest,
}) => {
  await openOnlineLobby(guest);
  await openOnlineLobby(host);
  await createRoom(host, { sport: 'Fencing', maxPlayers: 2, duration: 30 });
  const card = publicGames(guest).filter({ hasText: 'Fencing Custom Game' }).first();
  await card.getByRole('button', { name: 'Join Game' }).click();
  await expect(waitingRoom(guest)).toBeVisible();
  await expect(guest.getByRole('heading', { level: 1, name: 'Fencing' })).toBeVisible();
  await host.getByRole('button', { name: 'En Garde!' }).click();
  await playToLeaderboard(host, guest, 'l');
  await expect(guest.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  await expect(guest.getByText('Fencing · final results')).toBeVisible();
  expect(await savedProfile(guest)).toEqual({ bests: ['fencing@30'], gamesPlayed: 1 });
});

test('a reload mid-game comes back to the same seat', async ({ page: host, guest }) => {
  await twoInPrivateRoom(host, guest, 'Swimming', 60);
  await host.getByRole('button', { name: 'Start Swimming!' }).click();
  await expect(guest.getByRole('button', { name: /STROKE/ })).toBeEnabled();
  // A person's reaction to GO: this screen runs up to a tick ahead of the server, so a press in the very
  // first moment after GO can reach the server while it still counts down (and is refused there).
  await guest.waitForTimeout(200);
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
