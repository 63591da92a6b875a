// @vitest-environment node
// The game server's rules for getting into rooms, with real clients: codes, privacy, seats, the host,
// reconnection, the lobby's live list and the seeded sample rooms.
import { Client } from 'colyseus.js';
import {
  CLIENT_MESSAGES,
  GAME_ROOM,
  JOIN_BY_CODE_PATH,
  LOBBY_ROOM,
  SERVER_MESSAGES,
  type GameMessage,
  type RoomStateView,
} from '../../shared/protocol/protocol';
import { generateRooms, SITE_ROOM_SEED } from '../../shared/rooms/generateRooms';
import { nextMessage, startTestServer, waitForState, watchLobby } from '../test/testServer';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ sampleRooms: true });
});
afterAll(() => server.stop());

const options = (extra: object = {}) => ({
  sport: 'athletics',
  type: 'public',
  maxPlayers: 2,
  duration: 30,
  difficulty: 'hard',
  name: 'Asha',
  ...extra,
});

async function joinByCode(code: unknown, name = 'Ben') {
  const response = await fetch(`${server.url}${JOIN_BY_CODE_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code, name }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { reservation?: unknown; error?: string },
  };
}

describe('joining rooms', () => {
  it('a private room is joined by its code (trimmed, any case) and never by its id alone', async () => {
    const host = await server
      .client()
      .create<RoomStateView>(GAME_ROOM, options({ type: 'private' }));
    await waitForState(host, (s) => s.inviteCode.length === 6);
    const code = host.state.inviteCode;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);

    await expect(server.client().joinById(host.roomId, { name: 'Eve' })).rejects.toThrow();
    expect((await joinByCode('ZZZZZZ')).body.error).toBe('not-found');
    expect((await joinByCode(42)).body.error).toBe('bad-request');

    const { body } = await joinByCode(`  ${code.toLowerCase()} `);
    expect(body.reservation).toBeDefined();
    const guest = await server
      .client()
      .consumeSeatReservation<RoomStateView>(body.reservation as never);
    await waitForState(host, (s) => s.members.size === 2);
    // The guest's first patch may come after the host's.
    await waitForState(guest, (s) => s.members.size === 2);
    expect(guest.state.inviteCode).toBe(code);

    // Full now (2 seats): a third by code is told so.
    expect((await joinByCode(code, 'Cai')).body.error).toBe('full');
    await guest.leave();
    await host.leave();
  });

  it('a public room’s code-shaped id does not open it through the code endpoint', async () => {
    const host = await server.client().create<RoomStateView>(GAME_ROOM, options());
    await waitForState(host, (s) => s.members.size === 1);
    expect(host.state.inviteCode ?? '').toBe('');
    expect((await joinByCode(host.roomId.slice(0, 6))).body.error).toBe('not-found');
    await host.leave();
  });

  it('a full room turns away a crafted join, and only the host can start', async () => {
    const host = await server.client().create<RoomStateView>(GAME_ROOM, options());
    const guest = await server.client().joinById<RoomStateView>(host.roomId, { name: 'Ben' });
    await expect(server.client().joinById(host.roomId, { name: 'Cai' })).rejects.toThrow();
    guest.send(CLIENT_MESSAGES.start, {});
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(host.state.status).toBe('waiting');
    const started = nextMessage<GameMessage>(guest, SERVER_MESSAGES.game);
    host.send(CLIENT_MESSAGES.start, {});
    expect((await started).players).toHaveLength(2);
    await guest.leave();
    await host.leave();
  });

  it('a host alone gets AI opponents at the room’s difficulty', async () => {
    const host = await server.client().create<RoomStateView>(GAME_ROOM, options({ maxPlayers: 4 }));
    await waitForState(host, (s) => s.members.size === 1);
    const started = nextMessage<GameMessage>(host, SERVER_MESSAGES.game);
    host.send(CLIENT_MESSAGES.start, {});
    const game = await started;
    expect(game.players.filter((p) => p.isAI)).toHaveLength(3);
    expect(game.settings).toMatchObject({ difficulty: 'hard', duration: 30 });
    await host.leave();
  });

  it('names are plain text of at most 20 characters, never “You”', async () => {
    const host = await server
      .client()
      .create<RoomStateView>(
        GAME_ROOM,
        options({ name: '<script>alert(1)</script>\u0000 long name' }),
      );
    await waitForState(host, (s) => s.members.size === 1);
    const name = host.state.members.get(host.sessionId)?.name ?? '';
    expect([...name].length).toBeLessThanOrEqual(20);
    expect(name).not.toContain('\u0000');
    const you = await server.client().joinById<RoomStateView>(host.roomId, { name: 'You' });
    await waitForState(host, (s) => s.members.size === 2);
    expect(host.state.members.get(you.sessionId)?.name).toBe('Player');
    await you.leave();
    await host.leave();
  });

  it('a dropped player keeps the seat and comes back to the game', async () => {
    const host = await server
      .client()
      .create<RoomStateView>(GAME_ROOM, options({ sport: 'swimming' }));
    const guest = await server.client().joinById<RoomStateView>(host.roomId, { name: 'Ben' });
    const started = nextMessage<GameMessage>(guest, SERVER_MESSAGES.game);
    host.send(CLIENT_MESSAGES.start, {});
    await started;
    const token = guest.reconnectionToken;
    // Drop the connection without leaving (as a reload or a lost network would).
    guest.connection.close(4999, 'dropped');
    await waitForState(host, (s) => s.members.get(guest.sessionId)?.connected === false);
    const back = await new Client(server.url).reconnect<RoomStateView>(token);
    const game = await nextMessage<GameMessage>(back, SERVER_MESSAGES.game);
    expect(back.sessionId).toBe(guest.sessionId);
    expect(game.players.map((p) => p.id)).toContain(guest.sessionId);
    await waitForState(host, (s) => s.members.get(guest.sessionId)?.connected === true);
    await back.leave();
    await host.leave();
  });
});

describe('the lobby', () => {
  it('lists the spec’s sample rooms in the generator’s order, and new public rooms on top as they come and go', async () => {
    const lobby = await server.client().joinOrCreate(LOBBY_ROOM);
    const list = watchLobby(lobby);
    const samples = generateRooms(SITE_ROOM_SEED).filter((room) => room.type === 'public');
    await list.until((rooms) => rooms.length === samples.length);
    expect(list.rooms().map((r) => r.name)).toEqual(samples.map((s) => s.name));
    expect(list.rooms().map((r) => r.players)).toEqual(samples.map((s) => s.currentPlayers.length));
    expect(JSON.stringify(list.messages)).not.toContain('inviteCode');
    const host = await server.client().create<RoomStateView>(GAME_ROOM, options());
    // Listed when created, the room counts its host a moment later, once the join is done.
    await list.until((rooms) => rooms[0]?.id === host.roomId && rooms[0].players === 1);
    expect(list.rooms()[0]).toMatchObject({
      name: 'Sprint Race Custom Game',
      sport: 'athletics',
      players: 1,
      maxPlayers: 2,
      duration: 30,
      difficulty: 'hard',
      status: 'waiting',
    });
    await host.leave();
    await list.until((rooms) => !rooms.some((r) => r.id === host.roomId));
    await lobby.leave();
  });

  it('seeds the private sample rooms with their codes', async () => {
    const sample = generateRooms(SITE_ROOM_SEED).find((room) => room.type === 'private')!;
    const { body } = await joinByCode(sample.inviteCode);
    expect(body.reservation).toBeDefined();
    const room = await server
      .client()
      .consumeSeatReservation<RoomStateView>(body.reservation as never);
    await waitForState(room, (s) => s.members.size === sample.currentPlayers.length + 1);
    expect(room.state.name).toBe(sample.name);
    // Bots do not host: the visitor does.
    expect(room.state.hostId).toBe(room.sessionId);
    await room.leave();
  });
});
