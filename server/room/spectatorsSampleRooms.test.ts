// @vitest-environment node
// Spectators of the server's sample rooms, whose bots race on their own: a spectator gets the bots' race as it
// stands, and each bots' race that starts while it watches (nobody plays those, so only spectators hear).
import { matchMaker } from '@colyseus/core';
import type { Room } from 'colyseus.js';
import {
  GAME_ROOM,
  SERVER_MESSAGES,
  WATCH_OPTION,
  type GameMessage,
  type RoomListing,
  type RoomStateView,
} from '../../shared/protocol/protocol';
import { startTestServer, waitForState } from '../test/testServer';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ sampleRooms: true });
});
afterAll(() => {
  process.env.SHUTDOWN_GRACE_SECONDS = '0';
  return server.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

function quiet(room: Room) {
  for (const type of Object.values(SERVER_MESSAGES)) room.onMessage(type, () => {});
}

it('a spectator watches the bots race, and the next bots’ race when one starts', async () => {
  const rooms = await matchMaker.query({ name: GAME_ROOM });
  const racing = rooms.find((room) => {
    const listing = room.metadata as RoomListing;
    return (
      listing.type === 'public' &&
      listing.status === 'playing' &&
      listing.players < listing.maxPlayers
    );
  });
  if (!racing) throw new Error('no sample room racing with a free seat');

  const games: GameMessage[] = [];
  const eve = await server.client().joinById<RoomStateView>(racing.roomId, WATCH_OPTION);
  quiet(eve);
  eve.onMessage(SERVER_MESSAGES.game, (game: GameMessage) => games.push(game));
  await until(() => games.length === 1);
  expect(games[0]!.players.every((p) => p.isAI)).toBe(true);
  expect(games[0]!.tick).toBeGreaterThanOrEqual(0);

  // A visitor comes to play: the bots line up for the visitor's race. The visitor goes: the bots race again,
  // and the spectator is sent that race.
  const visitor = await server.client().joinById<RoomStateView>(racing.roomId, { name: 'Ben' });
  quiet(visitor);
  await waitForState(eve, (s) => s.status === 'waiting');
  await visitor.leave();
  await until(() => games.length === 2);
  expect(games[1]!.round).toBe(games[0]!.round + 1);
  expect(games[1]!.players.every((p) => p.isAI)).toBe(true);
  await eve.leave();
});
