// @vitest-environment node
// A guest's Play Again on the results: the server keeps each member's ready flag in the room's state, set only
// by that member, only once a round is over, and cleared when the host starts the next round.
import { matchMaker } from '@colyseus/core';
import type { Room } from 'colyseus.js';
import {
  CLIENT_MESSAGES,
  GAME_ROOM,
  SERVER_MESSAGES,
  type GameMessage,
  type RoomStateView,
} from '../../shared/protocol/protocol';
import { nextMessage, startTestServer, waitForState } from '../test/testServer';
import type { GameRoom } from './GameRoom';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const serverRoom = (roomId: string) => matchMaker.getLocalRoomById(roomId) as GameRoom;
const readyOf = (room: Room<RoomStateView>, id: string) => room.state.members.get(id)?.ready;

/** A swimming room of three people (host Asha, guests Ben and Cleo) whose first race is over. */
async function roomAfterARace() {
  const host = await server.client().create<RoomStateView>(GAME_ROOM, {
    sport: 'swimming',
    type: 'public',
    maxPlayers: 4,
    duration: 30,
    difficulty: 'medium',
    name: 'Asha',
  });
  const ben = await server.client().joinById<RoomStateView>(host.roomId, { name: 'Ben' });
  const cleo = await server.client().joinById<RoomStateView>(host.roomId, { name: 'Cleo' });
  const everyone = [host, ben, cleo];
  for (const room of everyone) {
    room.onMessage(SERVER_MESSAGES.tick, () => {});
    room.onMessage(SERVER_MESSAGES.snapshot, () => {});
    room.onMessage(SERVER_MESSAGES.results, () => {});
  }
  await waitForState(host, (s) => s.members.size === 3);
  const started = nextMessage<GameMessage>(ben, SERVER_MESSAGES.game);
  host.send(CLIENT_MESSAGES.start, {});
  await started;
  // Everyone swims to the wall at 12 strokes a second (under the rules' ceiling of 15).
  let q = 0;
  const strokes = setInterval(() => {
    q += 1;
    for (const room of everyone) room.send(CLIENT_MESSAGES.input, { q, i: { type: 'stroke' } });
  }, 80);
  await waitForState(host, (s) => s.status === 'finished').finally(() => clearInterval(strokes));
  return { host, ben, cleo, everyone };
}

describe('ready for the next round', () => {
  it('is refused while the room waits or plays, and for a member that is not the sender', async () => {
    const host = await server.client().create<RoomStateView>(GAME_ROOM, {
      sport: 'swimming',
      name: 'Asha',
    });
    const ben = await server.client().joinById<RoomStateView>(host.roomId, { name: 'Ben' });
    await waitForState(host, (s) => s.members.size === 2);
    const dropped = serverRoom(host.roomId).dropped;
    ben.send(CLIENT_MESSAGES.ready, { ready: true });
    await sleep(200);
    expect(readyOf(host, ben.sessionId)).toBe(false);
    expect(serverRoom(host.roomId).dropped).toBe(dropped + 1);
    await ben.leave();
    await host.leave();
  });

  it('a guest’s ready reaches the host; crafted messages set nobody’s; a start clears them all', async () => {
    const { host, ben, cleo, everyone } = await roomAfterARace();
    const room = serverRoom(host.roomId);
    expect(readyOf(host, ben.sessionId)).toBe(false);

    ben.send(CLIENT_MESSAGES.ready, { ready: true });
    await waitForState(host, (s) => s.members.get(ben.sessionId)?.ready === true);
    // Every member sees it (the host's results show it beside Ben).
    await waitForState(cleo, (s) => s.members.get(ben.sessionId)?.ready === true);

    // Cleo cannot mark (or unmark) anyone but herself, whatever the message claims; the host has no flag.
    const dropped = room.dropped;
    const crafted: unknown[] = [
      { ready: false, id: ben.sessionId },
      { ready: true, sessionId: host.sessionId },
      { ready: 'true' },
      { ready: 1 },
      [true],
      'ready',
      null,
    ];
    for (const message of crafted) cleo.send(CLIENT_MESSAGES.ready, message);
    host.send(CLIENT_MESSAGES.ready, { ready: true });
    await sleep(300);
    expect(readyOf(host, ben.sessionId)).toBe(true);
    expect(readyOf(host, cleo.sessionId)).toBe(false);
    expect(readyOf(host, host.sessionId)).toBe(false);
    expect(room.dropped - dropped).toBeGreaterThanOrEqual(crafted.length);

    // Cleo's own, then taken back; Ben's stays.
    cleo.send(CLIENT_MESSAGES.ready, { ready: true });
    await waitForState(host, (s) => s.members.get(cleo.sessionId)?.ready === true);
    cleo.send(CLIENT_MESSAGES.ready, { ready: false });
    await waitForState(host, (s) => s.members.get(cleo.sessionId)?.ready === false);
    expect(readyOf(host, ben.sessionId)).toBe(true);

    // The host starts the next round: the ready guest plays it (everyone in the room does), flags cleared.
    const next = nextMessage<GameMessage>(ben, SERVER_MESSAGES.game);
    host.send(CLIENT_MESSAGES.again, {});
    const game = await next;
    expect(game.round).toBe(2);
    expect(game.players.map((p) => p.id)).toEqual(
      expect.arrayContaining([host.sessionId, ben.sessionId, cleo.sessionId]),
    );
    await waitForState(host, (s) => s.status === 'playing' && s.round === 2);
    // The flags are cleared in the same change that starts the round.
    expect(readyFlags(host.state)).toEqual([false, false, false]);
    for (const member of everyone) await member.leave();
  }, 30_000);
});

function readyFlags(state: RoomStateView): boolean[] {
  const flags: boolean[] = [];
  state.members.forEach((member) => flags.push(member.ready));
  return flags;
}
