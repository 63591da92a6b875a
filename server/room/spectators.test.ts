// @vitest-environment node
// Spectators against a real game server: clients of a public room with no seat. They come in late and reach
// the players' very game and leaderboard, nothing they send is taken, the players' count and 'full' ignore
// them, a room takes 50 of them, and everyone in the room sees how many watch.
import { matchMaker } from '@colyseus/core';
import type { Room } from 'colyseus.js';
import { ALL_RULES } from '../../shared/games/allRules';
import {
  CLIENT_MESSAGES,
  GAME_ROOM,
  SERVER_MESSAGES,
  WATCH_OPTION,
  type GameMessage,
  type NoticeMessage,
  type ResultsMessage,
  type RoomListing,
  type RoomStateView,
  type TickMessage,
} from '../../shared/protocol/protocol';
import { RemoteGame } from '../../src/games/online/remoteGame';
import { nextMessage, startTestServer, waitForState } from '../test/testServer';
import type { GameRoom } from './GameRoom';
import { CLOSED_NO_PLAYERS, MAX_SPECTATORS } from './spectators';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => {
  process.env.SHUTDOWN_GRACE_SECONDS = '0';
  return server.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const serverRoom = (roomId: string) => matchMaker.getLocalRoomById(roomId) as GameRoom;
const swimming = ALL_RULES.swimming;

async function until(check: () => boolean, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

const swimmingRoom = (extra: object = {}) =>
  server.client().create<RoomStateView>(GAME_ROOM, {
    sport: 'swimming',
    type: 'public',
    maxPlayers: 2,
    duration: 30,
    difficulty: 'medium',
    name: 'Asha',
    ...extra,
  });

/** A public two-seat swimming room with its host and a guest in it. */
async function roomOfTwo() {
  const host = await swimmingRoom();
  const guest = await server.client().joinById<RoomStateView>(host.roomId, { name: 'Ben' });
  for (const room of [host, guest]) quiet(room);
  await waitForState(host, (s) => s.members.size === 2);
  return { host, guest };
}

/** Takes the room's game messages (colyseus.js warns of a message with no listener). */
function quiet(room: Room) {
  for (const type of Object.values(SERVER_MESSAGES)) room.onMessage(type, () => {});
}

const watch = (roomId: string) =>
  server.client().joinById<RoomStateView>(roomId, { name: 'Eve', ...WATCH_OPTION });

/** Both players swim to the wall at 12 strokes a second (under the rules' ceiling of 15). */
function swimBoth(host: Room, guest: Room) {
  let q = 0;
  const timer = setInterval(() => {
    q += 1;
    host.send(CLIENT_MESSAGES.input, { q, i: { type: 'stroke' } });
    guest.send(CLIENT_MESSAGES.input, { q, i: { type: 'stroke' } });
  }, 80);
  return () => clearInterval(timer);
}

describe('spectators', () => {
  it('take no seat: the players, the listing and “full” ignore them, and everyone sees how many watch', async () => {
    const { host, guest } = await roomOfTwo();
    const eve = await watch(host.roomId);
    quiet(eve);
    await waitForState(host, (s) => s.watching === 1);
    await waitForState(guest, (s) => s.watching === 1);
    await waitForState(eve, (s) => s.watching === 1 && s.members.size === 2);
    expect(host.state.members.get(eve.sessionId)).toBeUndefined();
    const listing = (await matchMaker.query({ roomId: host.roomId }))[0]?.metadata as RoomListing;
    expect(listing.players).toBe(2);
    // The two seats are taken: a third player is turned away, though spectators still come in.
    await expect(server.client().joinById(host.roomId, { name: 'Cai' })).rejects.toThrow(/full/);
    const second = await watch(host.roomId);
    quiet(second);
    await waitForState(host, (s) => s.watching === 2);
    await second.leave();
    await eve.leave();
    await waitForState(host, (s) => s.watching === 0);
    expect(host.state.members.size).toBe(2);
    await guest.leave();
    await host.leave();
  });

  it('a spectator’s crafted messages change nothing and are counted as dropped', async () => {
    const { host, guest } = await roomOfTwo();
    const eve = await watch(host.roomId);
    quiet(eve);
    await waitForState(host, (s) => s.watching === 1);
    const room = serverRoom(host.roomId);
    const droppedBefore = room.dropped;

    eve.send(CLIENT_MESSAGES.start, {});
    await sleep(200);
    expect(host.state.status).toBe('waiting');

    const ticks: TickMessage[] = [];
    host.onMessage(SERVER_MESSAGES.tick, (batch: TickMessage[]) => ticks.push(...batch));
    const started = nextMessage<GameMessage>(host, SERVER_MESSAGES.game);
    host.send(CLIENT_MESSAGES.start, {});
    const game = await started;
    // Eve strokes as if she held a seat, as fast as the rate limit lets a player, through the countdown and on.
    let q = 0;
    const flood = setInterval(() => {
      q += 1;
      eve.send(CLIENT_MESSAGES.input, { q, i: { type: 'stroke' } });
    }, 60);
    await until(() => ticks.length >= 90).finally(() => clearInterval(flood));
    eve.send(CLIENT_MESSAGES.again, {});
    eve.send(CLIENT_MESSAGES.ready, { ready: true });
    await sleep(200);

    // No tick carried an input: the race is the players' untouched race.
    expect(ticks.flatMap(([, , inputs]) => inputs)).toEqual([]);
    expect(room.dropped - droppedBefore).toBeGreaterThanOrEqual(q + 3);
    expect(host.state.members.size).toBe(2);
    expect(game.players.map((p) => p.id)).toEqual([host.sessionId, guest.sessionId]);
    await eve.leave();
    await guest.leave();
    await host.leave();
  });

  it('a spectator who comes in mid-race reaches the players’ very state and leaderboard', async () => {
    const { host, guest } = await roomOfTwo();
    const started = nextMessage<GameMessage>(host, SERVER_MESSAGES.game);
    host.send(CLIENT_MESSAGES.start, {});
    await started;
    const hostResults = nextMessage<ResultsMessage>(host, SERVER_MESSAGES.results);
    await sleep(3_500); // past GO: the race is on (nobody swims until Eve is in)

    // Eve runs the ticks the way a browser does, from the game as it stood when she came in.
    const eve = server.client();
    let browser: RemoteGame | null = null;
    let joinedAt: GameMessage | null = null;
    const reservation = await eve.joinById<RoomStateView>(host.roomId, WATCH_OPTION);
    reservation.onMessage(SERVER_MESSAGES.game, (game: GameMessage) => {
      joinedAt = game;
      browser = new RemoteGame(swimming, reservation.sessionId, () => {});
      browser.start(game, 0);
    });
    reservation.onMessage(SERVER_MESSAGES.tick, (batch: TickMessage[]) => {
      for (const tick of batch) browser?.onTick(tick, 0);
    });
    reservation.onMessage(SERVER_MESSAGES.snapshot, () => {});
    reservation.onMessage(SERVER_MESSAGES.notice, () => {});
    const eveResults = nextMessage<ResultsMessage>(reservation, SERVER_MESSAGES.results);
    const stop = swimBoth(host, guest);
    const [a, b] = await Promise.all([hostResults, eveResults]).finally(stop);

    const from = joinedAt as GameMessage | null;
    expect(from?.tick).toBeGreaterThan(0); // late: not from the start
    expect(from?.players.map((p) => p.id)).toEqual([host.sessionId, guest.sessionId]);
    expect(b).toEqual(a);
    const final = (browser as RemoteGame | null)?.confirmedState();
    expect(final && swimming.isOver(final as never)).toBe(true);
    expect(swimming.results(final as never)).toEqual(a.results);
    await reservation.leave();
    await guest.leave();
    await host.leave();
  });

  it(`a public room takes ${MAX_SPECTATORS} spectators beside its players, and no more`, async () => {
    const { host, guest } = await roomOfTwo();
    const spectators = await Promise.all(
      Array.from({ length: MAX_SPECTATORS }, () => watch(host.roomId)),
    );
    for (const room of spectators) quiet(room);
    await waitForState(host, (s) => s.watching === MAX_SPECTATORS);
    // Colyseus locks a room at its clients' limit (seats and spectators); the lobby reads either as full.
    await expect(watch(host.roomId)).rejects.toThrow(/full|locked/);
    expect(host.state.members.size).toBe(2);
    const listing = (await matchMaker.query({ roomId: host.roomId }))[0]?.metadata as RoomListing;
    expect(listing.players).toBe(2);
    await Promise.all(spectators.map((room) => room.leave()));
    await waitForState(host, (s) => s.watching === 0);
    await guest.leave();
    await host.leave();
  });

  it('a private room, and a room with nobody in it, cannot be watched', async () => {
    const host = await swimmingRoom({ type: 'private' });
    quiet(host);
    await waitForState(host, (s) => s.members.size === 1);
    await expect(watch(host.roomId)).rejects.toThrow(/not-found/);
    expect(serverRoom(host.roomId).clients.length).toBe(1);
    await expect(swimmingRoom(WATCH_OPTION)).rejects.toThrow(/not-found/);
    await host.leave();
  });

  it('the last player leaving closes the room, with a word to those still watching', async () => {
    const { host, guest } = await roomOfTwo();
    const eve = await watch(host.roomId);
    const notice = nextMessage<NoticeMessage>(eve, SERVER_MESSAGES.notice);
    quiet(eve);
    await waitForState(host, (s) => s.watching === 1);
    await guest.leave();
    await host.leave();
    expect((await notice).text).toBe(CLOSED_NO_PLAYERS);
  });
});
