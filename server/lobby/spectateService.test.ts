// @vitest-environment node
// The site's rooms service watching a room on a real game server: spectate() goes into a public room in
// progress with no seat (the room's players stay as they were, and they see one watching); a room
// simulated in the tab cannot be watched.
import { connectLobby } from '../../src/games/online/client/colyseusLobby';
import { createOnlineService, type OnlineService } from '../../src/games/online/onlineService';
import { createServerRoomsService } from '../../src/games/rooms/serverRoomsService';
import {
  createMemoryRoomService,
  createMemoryRooms,
} from '../../src/games/rooms/memoryRoomService';
import type { RoomsService } from '../../src/games/rooms/roomsService';
import { generateRooms, SITE_ROOM_SEED } from '../../shared/rooms/generateRooms';
import { startTestServer } from '../test/testServer';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

let server: Awaited<ReturnType<typeof startTestServer>>;
const tabs: OnlineService[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const online of tabs) {
    await online.get().held?.leave();
    (await online.connect())?.close();
  }
  await server.stop();
});

function visitor(name: string): RoomsService {
  const online = createOnlineService(async () => connectLobby, server.url);
  tabs.push(online);
  return createServerRoomsService(online, () => ({ name, avatar: name }));
}

describe('spectate on the game server', () => {
  it('watches a public room in progress with no seat; its players see one watching', async () => {
    const host = visitor('Asha');
    const watcher = visitor('Eve');
    const stop = watcher.watch();
    const made = await host.create({
      sport: 'swimming',
      type: 'public',
      maxPlayers: 2,
      duration: 30,
      difficulty: 'easy',
    });
    if (!made.ok) throw new Error(made.reason);
    const joined = await host.join(made.roomId);
    if (!joined.ok || !joined.entered.online) throw new Error('the host is not in the room');
    const hostRoom = joined.entered.online;
    hostRoom.start();
    const listed = () => watcher.get().publicRooms.find((room) => room.id === made.roomId);
    await until(() => listed()?.status === 'playing');

    const watched = await watcher.spectate(made.roomId);
    if (!watched.ok || !watched.entered.online) throw new Error('could not watch');
    const room = watched.entered.online;
    expect(room.watchOnly).toBe(true);
    expect(watched.entered.room.currentPlayers.map((p) => p.name)).toEqual(['Asha']);
    await until(() => room.seatedRound() === 1 && (hostRoom.view().watching ?? 0) === 1);
    expect(hostRoom.view().members).toHaveLength(1);
    expect(room.roundPlayers()?.map((p) => p.name)).toContain('Asha');
    await until(() => listed()?.players === 1);
    stop();
  });

  it('a room simulated in the tab is not watched, though it can be joined', async () => {
    const memory = createMemoryRoomService(
      createMemoryRooms(generateRooms(SITE_ROOM_SEED)),
      () => ({ id: 'asha', name: 'Asha', avatar: 'Asha', isAI: false }),
    );
    const playing = memory
      .get()
      .publicRooms.find((room) => room.status === 'playing' && room.players < room.maxPlayers);
    if (!playing) throw new Error('no sample room in progress with a free seat');
    expect(await memory.spectate(playing.id)).toEqual({ ok: false, reason: 'not-found' });
    expect((await memory.join(playing.id)).ok).toBe(true);
  });
});
