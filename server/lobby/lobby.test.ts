// @vitest-environment node
// The lobby on a real game server, with colyseus.js clients: a bounded page of rooms in the lobby's order with
// counts for the rest, the sport filter applied on the server, a message rate that stays bounded when 200
// rooms change at once, and a browser's lobby connection closed while it is in a game (the site's own client
// and online service), so a player in a game receives no lobby messages.
import { matchMaker, type Room as ServerRoom } from '@colyseus/core';
import type { Room } from 'colyseus.js';
import { connectLobby } from '../../src/games/online/client/colyseusLobby';
import { LOBBY_PAGE_SIZE, LOBBY_UPDATE_MS } from '../../shared/protocol/lobbyPage';
import { createOnlineService } from '../../src/games/online/onlineService';
import {
  CLIENT_MESSAGES,
  GAME_ROOM,
  LOBBY_ROOM,
  type RoomStateView,
} from '../../shared/protocol/protocol';
import { startTestServer, waitForState, watchLobby } from '../test/testServer';
import { localLobby } from './SiteLobbyRoom';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function make(sport: string) {
  const room = await server.client().create<RoomStateView>(GAME_ROOM, {
    sport,
    type: 'public',
    maxPlayers: 4,
    duration: 30,
    difficulty: 'easy',
    name: 'Host',
  });
  room.onMessage('*', () => {});
  return room;
}

const lobbyConnections = () =>
  (matchMaker.getLocalRoomById(localLobby()!) as ServerRoom | undefined)?.clients.length ?? 0;

async function leaveAll(rooms: Room[]) {
  await Promise.all(rooms.map((room) => room.leave().catch(() => {})));
}

async function until(check: () => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

describe('the lobby', () => {
  it('sends the first page of rooms, newest first, with counts for the rest; the sport filter is the server’s', async () => {
    const made: Room[] = [];
    for (let i = 0; i < 20; i += 1) made.push(await make('fencing'));
    for (let i = 0; i < 10; i += 1) made.push(await make('archery'));
    const lobby = await server.client().joinOrCreate(LOBBY_ROOM);
    const list = watchLobby(lobby);
    await list.until((rooms) => rooms.length === LOBBY_PAGE_SIZE);
    // The newest first: the ten archery rooms, then the last fourteen fencing ones.
    const newestFirst = made.map((room) => room.roomId).reverse();
    expect(list.rooms().map((r) => r.id)).toEqual(newestFirst.slice(0, LOBBY_PAGE_SIZE));
    expect(list.counts()).toEqual({ fencing: 20, archery: 10 });

    // Filtered on the server: a page of archery rooms only; then every sport again.
    const archery = await server.client().joinOrCreate(LOBBY_ROOM, { sport: 'archery' });
    const archeryList = watchLobby(archery);
    await archeryList.until((rooms) => rooms.length === 10);
    expect(archeryList.rooms().every((r) => r.sport === 'archery')).toBe(true);
    archery.send('filter', { sport: 'fencing' });
    await archeryList.until((rooms) => rooms.length === 20 && rooms[0]!.sport === 'fencing');
    archery.send('filter', { sport: 'all' });
    await archeryList.until((rooms) => rooms.length === LOBBY_PAGE_SIZE);

    await leaveAll([...made, lobby, archery]);
  }, 30_000);

  it('keeps its message rate bounded when 200 rooms change at once', async () => {
    const lobby = await server.client().joinOrCreate(LOBBY_ROOM);
    const list = watchLobby(lobby);
    await list.until(() => list.messages.length === 1);
    const start = Date.now();
    // 200 rooms appear at once…
    const made = await Promise.all(Array.from({ length: 200 }, () => make('weightlifting')));
    await list.until(() => list.counts().weightlifting === 200);
    // …and all 200 start their games at once.
    for (const room of made) room.send(CLIENT_MESSAGES.start, {});
    await Promise.all(made.map((room) => waitForState(room, (s) => s.status === 'playing')));
    await list.until((rooms) => rooms.every((r) => r.status === 'playing'));
    await sleep(2 * LOBBY_UPDATE_MS);
    const elapsed = Date.now() - start;

    // One page to start with, then at most one update per LOBBY_UPDATE_MS, however many rooms changed.
    const updates = list.messages.length - 1;
    expect(updates).toBeGreaterThan(0);
    expect(updates).toBeLessThanOrEqual(Math.ceil(elapsed / LOBBY_UPDATE_MS) + 1);
    // Each a page, never the whole list.
    for (const message of list.messages)
      expect(message.r.length).toBeLessThanOrEqual(LOBBY_PAGE_SIZE);
    expect(list.rooms()).toHaveLength(LOBBY_PAGE_SIZE);
    await leaveAll([...made, lobby]);
  }, 60_000);

  it('is left while the browser is in a game, and comes back with the lobby screen', async () => {
    const online = createOnlineService(async () => connectLobby, server.url);
    const release = online.watchRooms();
    await until(() => online.get().mode === 'online' && lobbyConnections() === 1);
    const lobby = (await online.connect())!;
    const joined = await lobby.create(
      { sport: 'archery', type: 'public', maxPlayers: 2, duration: 30, difficulty: 'easy' },
      { name: 'Asha', avatar: 'Asha' },
    );
    if (!joined.ok) throw new Error('could not make a room');
    await until(() => online.get().rooms.some((r) => r.id === joined.room.id));
    // The game screen opens: the lobby screen lets go of the list.
    release();
    await until(() => lobbyConnections() === 0);

    // Rooms come and change while the player plays: nothing reaches this browser.
    const listedBefore = online.get().rooms;
    const others = await Promise.all([make('fencing'), make('swimming')]);
    others[0]!.send(CLIENT_MESSAGES.start, {});
    await sleep(3 * LOBBY_UPDATE_MS);
    expect(online.get().rooms).toBe(listedBefore);
    expect(lobbyConnections()).toBe(0);

    // Back to the lobby screen: the list opens again, with what changed meanwhile.
    const again = online.watchRooms();
    await until(() => others.every((o) => online.get().rooms.some((r) => r.id === o.roomId)));
    expect(lobbyConnections()).toBe(1);
    again();
    await joined.room.leave();
    await leaveAll(others);
    lobby.close();
  }, 30_000);
});
