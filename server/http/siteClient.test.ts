// @vitest-environment node
// The site's own client (src/games/online/client) against a real server: a process that announces its
// address as a path ('/p1', what the cluster does when PUBLIC_HOST is unset) is reached on the page's own
// origin, and the lobby turns a 429 into the server's one plain sentence for the visitor.
import { Client } from 'colyseus.js';
import { connectLobby } from '../../src/games/online/client/colyseusLobby';
import { SiteClient } from '../../src/games/online/client/siteClient';
import { GAME_ROOM, LIMIT_MESSAGES, type RoomStateView } from '../../shared/protocol/protocol';
import { joinFailureMessage } from '../../src/games/session/joinMessages';
import { localUrl } from '../test/http';
import { startTestServer } from '../test/testServer';

let server: Awaited<ReturnType<typeof startTestServer>>;
let url: string;
beforeAll(async () => {
  server = await startTestServer({
    publicAddress: '/p1',
    limits: { roomsPerMinute: 1, joinsPerMinute: 100, codesPerMinute: 10, socketsPerAddress: 100 },
  });
  url = localUrl(server.server.port);
});
afterAll(() => server.stop());

const ROOM = { sport: 'swimming', type: 'public', maxPlayers: 2, duration: 30 } as const;

describe('the site’s client', () => {
  it('opens a room’s socket on the page’s own origin when the server names only a path', async () => {
    const sockets: string[] = [];
    const client = new SiteClient(url);
    const room = await client.create<RoomStateView>(GAME_ROOM, ROOM);
    sockets.push((room.connection.transport as unknown as { ws: { url: string } }).ws.url);
    expect(sockets[0]).toMatch(new RegExp(`^ws://127\\.0\\.0\\.1:${server.server.port}/p1/`));
    await room.leave();
    // colyseus.js alone takes the path for a host.
    class Plain extends Client {
      endpoint = (room: object) => this.buildEndpoint(room, { sessionId: 's' });
    }
    const reserved = { publicAddress: '/p1', processId: 'a', roomId: 'b' };
    expect(new Plain(url).endpoint(reserved)).toBe('ws:///p1/a/b?sessionId=s');
  });

  it('says the server’s sentence when the visitor made too many rooms', async () => {
    const lobby = await connectLobby(url);
    const who = { name: 'Asha', avatar: 'Asha' };
    const refused = await lobby.create({ ...ROOM, difficulty: 'easy' }, who);
    expect(refused).toEqual({ ok: false, reason: 'too-many-rooms' });
    if (!refused.ok) expect(joinFailureMessage(refused.reason, false)).toBe(LIMIT_MESSAGES.rooms);
    lobby.close();
  });
});
