// @vitest-environment node
// Quick match on the game server with real clients: joinOrCreate of the game room with `{ quickMatch }`
// seats a player in the fullest public quick-match room of that game waiting for its first round, or makes
// one; visitors at once never end in more rooms than the seats need; AI players take the empty seats when the
// room's count ends, unless its host started first.
import { matchMaker } from '@colyseus/core';
import type { Room } from 'colyseus.js';
import {
  CLIENT_MESSAGES,
  GAME_ROOM,
  SERVER_MESSAGES,
  type GameMessage,
  type RoomStateView,
} from '../../shared/protocol/protocol';
import { QUICK_MATCH_OPTION, quickMatchName } from '../../shared/rooms/quickMatch';
import { send } from '../test/http';
import { nextMessage, startTestServer, waitForState } from '../test/testServer';

let server: Awaited<ReturnType<typeof startTestServer>>;
const rooms: Room[] = [];
beforeEach(async () => {
  // Long enough that no AI comes in the middle of a test, unless the test shortens it.
  process.env.QUICK_MATCH_AI_SECONDS = '600';
  server = await startTestServer();
});
afterEach(async () => {
  for (const room of rooms.splice(0)) await room.leave().catch(() => {});
  await server.stop();
  delete process.env.QUICK_MATCH_AI_SECONDS;
});

async function playNow(sport: string, name: string) {
  const room = await server
    .client()
    .joinOrCreate<RoomStateView>(GAME_ROOM, { [QUICK_MATCH_OPTION]: sport, name });
  rooms.push(room);
  await waitForState(room, (state) => state.members.size > 0);
  return room;
}

const names = (state: RoomStateView) => {
  const list: string[] = [];
  state.members.forEach((member) => list.push(member.name));
  return list;
};

describe('quick match', () => {
  it('makes a public room with the Create Game defaults, whatever else the options say', async () => {
    const room = await server.client().joinOrCreate<RoomStateView>(GAME_ROOM, {
      [QUICK_MATCH_OPTION]: 'archery',
      name: 'Asha',
      type: 'private',
      maxPlayers: 99,
      duration: 5,
      difficulty: 'hard',
      sport: 'swimming',
    });
    rooms.push(room);
    await waitForState(room, (state) => state.members.size === 1);
    expect(room.state).toMatchObject({
      name: quickMatchName('archery'),
      sport: 'archery',
      type: 'public',
      maxPlayers: 4,
      duration: 60,
      difficulty: 'medium',
      status: 'waiting',
      aiJoinIn: 600,
    });
    expect(room.state.inviteCode ?? '').toBe('');
  });

  it('joins the fullest waiting quick-match room of the game', async () => {
    // Two quick-match rooms of one game (create makes one each time); the second gets a second player.
    const first = await server
      .client()
      .create<RoomStateView>(GAME_ROOM, { [QUICK_MATCH_OPTION]: 'swimming', name: 'Asha' });
    const second = await server
      .client()
      .create<RoomStateView>(GAME_ROOM, { [QUICK_MATCH_OPTION]: 'swimming', name: 'Bruno' });
    rooms.push(first, second);
    const joined = await server
      .client()
      .joinById<RoomStateView>(second.roomId, { [QUICK_MATCH_OPTION]: 'swimming', name: 'Chen' });
    rooms.push(joined);
    await waitForState(second, (state) => state.members.size === 2);
    const dana = await playNow('swimming', 'Dana');
    expect(dana.roomId).toBe(second.roomId);
    await waitForState(second, (state) => state.members.size === 3);
    expect(names(second.state)).toEqual(['Bruno', 'Chen', 'Dana']);
  });

  it('six visitors at once fill a four-seat room and make one more, never a third', async () => {
    const all = await Promise.all(
      ['Asha', 'Bruno', 'Chen', 'Dana', 'Emil', 'Fatima'].map((name) => playNow('archery', name)),
    );
    const sizes = new Map<string, number>();
    for (const room of all) sizes.set(room.roomId, (sizes.get(room.roomId) ?? 0) + 1);
    expect([...sizes.values()].sort()).toEqual([2, 4]);
  });

  it('promises the last seat once: a second seeker who found the room too is refused, and moves on', async () => {
    // Basketball rooms seat two: one is the host's, one is left.
    const host = await playNow('basketball', 'Asha');
    const [listing] = await matchMaker.query({ roomId: host.roomId });
    const wanted = { [QUICK_MATCH_OPTION]: 'basketball', name: 'Bruno' };
    // Both found the room before either got a seat: the room itself decides.
    const outcomes = await Promise.allSettled([
      matchMaker.reserveSeatFor(listing!, wanted),
      matchMaker.reserveSeatFor(listing!, { ...wanted, name: 'Chen' }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('passes over a room whose round has started', async () => {
    const host = await playNow('fencing', 'Asha');
    await waitForState(host, (state) => state.hostId === host.sessionId);
    const game = nextMessage<GameMessage>(host, SERVER_MESSAGES.game);
    host.send(CLIENT_MESSAGES.start);
    await game;
    await waitForState(host, (state) => state.status === 'playing' && state.aiJoinIn === 0);
    const later = await playNow('fencing', 'Bruno');
    expect(later.roomId).not.toBe(host.roomId);
  });

  it('fills the empty seats with AI when the count ends, and starts the round', async () => {
    process.env.QUICK_MATCH_AI_SECONDS = '2';
    const host = await playNow('athletics', 'Asha');
    const guest = await playNow('athletics', 'Bruno');
    expect(guest.roomId).toBe(host.roomId);
    const counted: number[] = [];
    host.onStateChange((state) => counted.push(state.aiJoinIn ?? 0));
    const game = await nextMessage<GameMessage>(host, SERVER_MESSAGES.game);
    expect(game.players.map((p) => p.name).slice(0, 2)).toEqual(['Asha', 'Bruno']);
    expect(game.players).toHaveLength(4);
    expect(game.players.slice(2).every((p) => p.isAI)).toBe(true);
    await waitForState(host, (state) => state.status === 'playing' && state.members.size === 4);
    expect(host.state.aiJoinIn).toBe(0);
    expect(counted).toContain(1);
  });

  it('a host who starts first plays as today, and no AI comes in later', async () => {
    process.env.QUICK_MATCH_AI_SECONDS = '1';
    const host = await playNow('swimming', 'Asha');
    await waitForState(host, (state) => state.hostId === host.sessionId);
    const game = nextMessage<GameMessage>(host, SERVER_MESSAGES.game);
    host.send(CLIENT_MESSAGES.start);
    // A host alone gets the practice's AI opponents for the round, as in any room.
    expect((await game).players).toHaveLength(4);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(host.state.members.size).toBe(1);
    expect(host.state.aiJoinIn).toBe(0);
  });

  it('a joinOrCreate of a game room is a quick match of one of the games, or a 400', async () => {
    for (const body of ['{}', '{"quickMatch":"chess"}', '{"quickMatch":1}']) {
      const answer = await send(`${server.url}/matchmake/joinOrCreate/${GAME_ROOM}`, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(answer.status).toBe(400);
    }
  });
});
