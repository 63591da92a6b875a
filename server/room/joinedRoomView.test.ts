// @vitest-environment node
// The browser's client (src/games/online/client) against a real game server: a room it hands to the site,
// by any way in, already carries the room's own game and settings, so nothing downstream (the session, the
// results, the profile's bests) ever has to guess them.
import { connectLobby } from '../../src/games/online/client/colyseusLobby';
import type { OnlineLobby, OnlineRoom } from '../../src/games/online/onlineTypes';
import type { RoomStateView } from '../../shared/protocol/protocol';
import type { NewRoom } from '../../shared/rooms/types';
import { startTestServer, waitForState } from '../test/testServer';

let server: Awaited<ReturnType<typeof startTestServer>>;
const lobbies: OnlineLobby[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const lobby of lobbies) lobby.close();
  await server.stop();
});

async function lobby(): Promise<OnlineLobby> {
  const opened = await connectLobby(server.url);
  lobbies.push(opened);
  return opened;
}

const room = (options: Partial<NewRoom>): NewRoom => ({
  sport: 'archery',
  type: 'private',
  maxPlayers: 4,
  duration: 30,
  difficulty: 'hard',
  ...options,
});

async function entered(join: Promise<{ ok: true; room: OnlineRoom } | { ok: false }>) {
  const outcome = await join;
  if (!outcome.ok) throw new Error('could not get into the room');
  return outcome.room;
}

describe('a room handed to the site has its state', () => {
  it('a guest by code: the room is archery for 30 s from the moment it is handed over', async () => {
    const host = await entered((await lobby()).create(room({}), { name: 'Asha', avatar: 'Asha' }));
    expect(host.view()).toMatchObject({ sport: 'archery', duration: 30, type: 'private' });
    const code = host.view().inviteCode;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);

    const guest = await entered((await lobby()).joinByCode(code, { name: 'Ben', avatar: 'Ben' }));
    expect(guest.view()).toMatchObject({
      sport: 'archery',
      duration: 30,
      difficulty: 'hard',
      hostId: host.sessionId,
    });
    expect(guest.view().members.map((m) => m.name)).toEqual(['Asha', 'Ben']);
    await guest.leave();
    await host.leave();
  });

  it('a public room of another sport joined from the list, and a reconnection', async () => {
    const host = await entered(
      (await lobby()).create(
        room({ sport: 'athletics', type: 'public', duration: 45, maxPlayers: 3 }),
        {
          name: 'Asha',
          avatar: 'Asha',
        },
      ),
    );
    const guestLobby = await lobby();
    const guest = await entered(guestLobby.join(host.id, { name: 'Ben', avatar: 'Ben' }));
    expect(guest.view()).toMatchObject({ sport: 'athletics', duration: 45, type: 'public' });

    // A reload drops the connection without leaving; the tab comes back with its token.
    const dropped = await server.client().joinById<RoomStateView>(host.id, { name: 'Cleo' });
    await waitForState(dropped, (s) => s.members.size === 3);
    dropped.connection.close(4999, 'dropped');
    // The server has seen it go (a reload takes longer than that), and keeps the seat.
    await new Promise<void>((resolve) => {
      const check = () => {
        if (host.view().members.some((m) => m.name === 'Cleo' && !m.connected)) resolve();
      };
      host.subscribe(check);
      check();
    });
    const back = await entered((await lobby()).reconnect(dropped.reconnectionToken));
    expect(back.view()).toMatchObject({ sport: 'athletics', duration: 45 });
    expect(back.sessionId).toBe(dropped.sessionId);
    await guest.leave();
    await back.leave();
    await host.leave();
  });
});
