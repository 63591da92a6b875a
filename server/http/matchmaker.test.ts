// @vitest-environment node
// The matchmaker's HTTP route at a public server's edge: only POST /matchmake/<method>/<room> reaches it, a
// method it does not take gets 405 at once, a body past 4 KB gets 413 without being read, pages of other
// sites get no CORS and a 403, and every answer has the security headers, while colyseus.js clients keep
// making and joining rooms as before.
import { matchMaker } from '@colyseus/core';
import { Client } from 'colyseus.js';
import { GAME_ROOM, LOBBY_ROOM, type RoomStateView } from '../../shared/protocol/protocol';
import { expectSecurityHeaders, localUrl, send } from '../test/http';
import { startTestServer } from '../test/testServer';

let server: Awaited<ReturnType<typeof startTestServer>>;
let url: string;
let host: string;
const CONFIGURED = 'https://friends.example';
beforeAll(async () => {
  server = await startTestServer({ allowedOrigins: new Set([CONFIGURED]) });
  url = localUrl(server.server.port);
  host = new URL(url).host;
});
afterAll(() => server.stop());

const options = JSON.stringify({
  sport: 'swimming',
  type: 'public',
  maxPlayers: 2,
  duration: 30,
  difficulty: 'easy',
  name: 'Asha',
});
const post = (path: string, body: string | Buffer = options, headers = {}) =>
  send(`${url}${path}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('the matchmaker route', () => {
  it('makes a room from a well-formed request, answering as colyseus.js expects', async () => {
    const answer = await post(`/matchmake/create/${GAME_ROOM}`);
    expect(answer.status).toBe(200);
    const reservation = JSON.parse(answer.body);
    expect(reservation.sessionId).toEqual(expect.any(String));
    expect(reservation.room.name).toBe(GAME_ROOM);
    expectSecurityHeaders(answer);
    // colyseus.js's own clients go on working end to end.
    const client = new Client(url);
    const room = await client.create<RoomStateView>(GAME_ROOM, JSON.parse(options));
    const guest = await new Client(url).joinById<RoomStateView>(room.roomId, { name: 'Ben' });
    expect(guest.roomId).toBe(room.roomId);
    await guest.leave();
    await room.leave();
  });

  it('answers the matchmaker’s own refusals in Colyseus’s shape, which colyseus.js reads', async () => {
    const answer = await post('/matchmake/joinById/nosuchroom', '{}');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ code: 4212, error: expect.any(String) });
    await expect(new Client(url).joinById('nosuchroom')).rejects.toMatchObject({ code: 4212 });
  });

  it('refuses a 1 MB body with 413, whether its length is declared or streamed', async () => {
    const megabyte = Buffer.alloc(1024 * 1024, 'a');
    const declared = await post(`/matchmake/create/${GAME_ROOM}`, megabyte);
    expect(declared.status).toBe(413);
    expectSecurityHeaders(declared);
    const streamed = await send(`${url}/matchmake/create/${GAME_ROOM}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: `{"name":"${'a'.repeat(8 * 1024)}"}`,
    });
    expect(streamed.status).toBe(413);
    expect(matchMaker.stats.local.roomCount).toBeLessThan(10);
  });

  it('answers 405 at once, with Allow, to a method it does not take', async () => {
    for (const method of ['PUT', 'DELETE', 'GET', 'PATCH']) {
      const answer = await send(`${url}/matchmake/create/${GAME_ROOM}`, { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('POST, OPTIONS');
      expectSecurityHeaders(answer);
    }
    const bare = await send(`${url}/matchmake/`, { method: 'DELETE' });
    expect(bare.status).toBe(405);
  });

  it('takes only paths that start with /matchmake/, and only its own methods', async () => {
    // A site path is the site's (405 to a POST); an API address that is none is a 404.
    const sitePath = await post(`/x/matchmake/create/${GAME_ROOM}`);
    expect(sitePath.status).toBe(405);
    expect(sitePath.headers.allow).toBe('GET, HEAD');
    const apiPath = await post(`/api/matchmake/create/${GAME_ROOM}`);
    expect(apiPath.status).toBe(404);
    for (const answer of [sitePath, apiPath]) expect(answer.body).not.toContain('sessionId');
    const unknown = await post(`/matchmake/remoteRoomCall/${GAME_ROOM}`);
    expect(unknown.status).toBe(404);
    expectSecurityHeaders(unknown);
    const badBody = await post(`/matchmake/create/${GAME_ROOM}`, '[1, 2');
    expect(badBody.status).toBe(400);
    const notAnObject = await post(`/matchmake/create/${GAME_ROOM}`, '"swimming"');
    expect(notAnObject.status).toBe(400);
  });

  it('gives other sites neither CORS nor an answer, the site and its configured origins what they need', async () => {
    const foreign = { Origin: 'https://evil.example' };
    const refused = await post(`/matchmake/joinOrCreate/${LOBBY_ROOM}`, '{}', foreign);
    expect(refused.status).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-credentials']).toBeUndefined();
    expectSecurityHeaders(refused);
    const preflight = await send(`${url}/matchmake/create/${GAME_ROOM}`, {
      method: 'OPTIONS',
      headers: { ...foreign, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();

    const own = await post(`/matchmake/joinOrCreate/${LOBBY_ROOM}`, '{}', {
      Origin: `http://${host}`,
    });
    expect(own.status).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();

    const configured = await post(`/matchmake/joinOrCreate/${LOBBY_ROOM}`, '{}', {
      Origin: CONFIGURED,
    });
    expect(configured.status).toBe(200);
    expect(configured.headers['access-control-allow-origin']).toBe(CONFIGURED);
    expect(configured.headers['access-control-allow-credentials']).toBe('true');
    expect(configured.headers.vary).toBe('Origin');
    const configuredPreflight = await send(`${url}/matchmake/create/${GAME_ROOM}`, {
      method: 'OPTIONS',
      headers: { Origin: CONFIGURED, 'Access-Control-Request-Method': 'POST' },
    });
    expect(configuredPreflight.status).toBe(204);
    expect(configuredPreflight.headers['access-control-allow-origin']).toBe(CONFIGURED);
    expect(configuredPreflight.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
    expectSecurityHeaders(configuredPreflight);

    // No Origin at all (curl, a server): the other rules apply.
    expect((await post(`/matchmake/joinOrCreate/${LOBBY_ROOM}`, '{}')).status).toBe(200);
  });

  it('refuses other sites’ pages at join by code too', async () => {
    const answer = await send(`${url}/api/join-by-code`, {
      method: 'POST',
      body: JSON.stringify({ code: 'ABCDEF' }),
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
    expectSecurityHeaders(answer);
    const put = await send(`${url}/api/join-by-code`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('POST, OPTIONS');
    const big = await send(`${url}/api/join-by-code`, {
      method: 'POST',
      body: JSON.stringify({ code: 'ABCDEF', name: 'a'.repeat(5000) }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(big.status).toBe(413);
  });
});
