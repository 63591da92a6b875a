// @vitest-environment node
// One address cannot flood the server: rooms made per minute, join attempts per minute and sockets open at once
// are limited per address (429, with the sentence the lobby shows), while other visitors, from other
// addresses, are still served. A room someone made that nobody joins closes after a while; the spec's sample
// rooms stay. Addresses 127.0.0.2 and 127.0.0.3 are two visitors on this machine, told apart by their socket,
// not by any header.
import { matchMaker } from '@colyseus/core';
import { Client } from 'colyseus.js';
import WebSocket from 'ws';
import {
  GAME_ROOM,
  LIMIT_MESSAGES,
  LOBBY_ROOM,
  SERVER_MESSAGES,
  type NoticeMessage,
  type RoomStateView,
} from '../../shared/protocol/protocol';
import { closedUnjoined, unjoinedRoomMs } from '../room/unjoinedRooms';
import { expectSecurityHeaders, localUrl, send } from '../test/http';
import { nextMessage, startTestServer, waitForState } from '../test/testServer';

const LIMITS = { roomsPerMinute: 3, joinsPerMinute: 6, codesPerMinute: 10, socketsPerAddress: 3 };
const UNJOINED_SECONDS = 2;
let server: Awaited<ReturnType<typeof startTestServer>>;
let url: string;
const previous = process.env.UNJOINED_ROOM_SECONDS;
beforeAll(async () => {
  process.env.UNJOINED_ROOM_SECONDS = String(UNJOINED_SECONDS);
  server = await startTestServer({ limits: LIMITS, sampleRooms: true });
  url = localUrl(server.server.port);
});
afterAll(async () => {
  if (previous === undefined) delete process.env.UNJOINED_ROOM_SECONDS;
  else process.env.UNJOINED_ROOM_SECONDS = previous;
  await server.stop();
});

const ROOM = JSON.stringify({ sport: 'archery', type: 'public', maxPlayers: 2, duration: 30 });
const matchmake = (path: string, from: string, body = ROOM) =>
  send(`${url}/matchmake/${path}`, {
    method: 'POST',
    body,
    from,
    headers: { 'Content-Type': 'application/json' },
  });

/** Opens the socket a seat reservation names, from `from`; resolves with the socket or the refusal's status. */
function takeSeat(
  reservation: { sessionId: string; room: { processId: string; roomId: string } },
  from: string,
) {
  const { processId, roomId } = reservation.room;
  return openSocket(`/${processId}/${roomId}?sessionId=${reservation.sessionId}`, from);
}

function openSocket(path: string, from: string, headers: Record<string, string> = {}) {
  return new Promise<WebSocket | number>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.server.port}${path}`, {
      localAddress: from,
      headers,
    });
    socket.on('open', () => resolve(socket));
    socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.on('error', reject);
  });
}

describe('per-address limits', () => {
  it('a room flood gets 429 with the lobby’s sentence; another visitor still makes rooms', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.roomsPerMinute + 3; i += 1) {
      statuses.push((await matchmake(`create/${GAME_ROOM}`, '127.0.0.2')).status);
    }
    expect(statuses.slice(0, LIMITS.roomsPerMinute)).toEqual(
      Array(LIMITS.roomsPerMinute).fill(200),
    );
    expect(new Set(statuses.slice(LIMITS.roomsPerMinute))).toEqual(new Set([429]));
    const refused = await matchmake(`create/${GAME_ROOM}`, '127.0.0.2');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ code: 429, error: LIMIT_MESSAGES.rooms });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectSecurityHeaders(refused);
    // joinOrCreate of a game room may make one: it counts as a room too.
    expect((await matchmake(`joinOrCreate/${GAME_ROOM}`, '127.0.0.2')).status).toBe(429);

    expect((await matchmake(`create/${GAME_ROOM}`, '127.0.0.3')).status).toBe(200);
  });

  it('a join flood gets 429; another visitor still joins', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.joinsPerMinute + 2; i += 1) {
      statuses.push((await matchmake(`joinOrCreate/${LOBBY_ROOM}`, '127.0.0.4', '{}')).status);
    }
    expect(statuses.slice(0, LIMITS.joinsPerMinute)).toEqual(
      Array(LIMITS.joinsPerMinute).fill(200),
    );
    const refused = await matchmake(`joinById/whatever`, '127.0.0.4', '{}');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).error).toBe(LIMIT_MESSAGES.joins);
    // Join by code counts among the joins.
    const byCode = await send(`${url}/api/join-by-code`, {
      method: 'POST',
      from: '127.0.0.4',
      body: JSON.stringify({ code: 'ABCDEF' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(byCode.status).toBe(429);
    expect((await matchmake(`joinOrCreate/${LOBBY_ROOM}`, '127.0.0.5', '{}')).status).toBe(200);
  });

  it('a socket flood gets 429 (at the matchmaker and at the upgrade); another visitor still connects', async () => {
    const sockets: WebSocket[] = [];
    try {
      for (let i = 0; i < LIMITS.socketsPerAddress; i += 1) {
        const seat = await matchmake(`joinOrCreate/${LOBBY_ROOM}`, '127.0.0.6', '{}');
        const socket = await takeSeat(JSON.parse(seat.body), '127.0.0.6');
        expect(socket).toBeInstanceOf(WebSocket);
        sockets.push(socket as WebSocket);
      }
      // Asking for one more seat is refused where the lobby can say why…
      const seat = await matchmake(`joinOrCreate/${LOBBY_ROOM}`, '127.0.0.6', '{}');
      expect(seat.status).toBe(429);
      expect(JSON.parse(seat.body).error).toBe(LIMIT_MESSAGES.sockets);
      // …and a socket opened anyway (with a seat got elsewhere) is refused at the upgrade.
      const elsewhere = JSON.parse(
        (await matchmake(`joinOrCreate/${LOBBY_ROOM}`, '127.0.0.7', '{}')).body,
      );
      expect(await takeSeat(elsewhere, '127.0.0.6')).toBe(429);
      // Another visitor takes that seat.
      const other = await takeSeat(elsewhere, '127.0.0.7');
      expect(other).toBeInstanceOf(WebSocket);
      sockets.push(other as WebSocket);
      // A socket closed frees its place.
      const [first] = sockets.splice(0, 1);
      await new Promise((resolve) => {
        first!.once('close', resolve);
        first!.close();
      });
      await until(
        async () =>
          (await matchmake(`joinOrCreate/${LOBBY_ROOM}`, '127.0.0.6', '{}')).status === 200,
      );
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('refuses a socket from another site’s page', async () => {
    const seat = JSON.parse(
      (await matchmake(`joinOrCreate/${LOBBY_ROOM}`, '127.0.0.8', '{}')).body,
    );
    const { processId, roomId } = seat.room;
    const path = `/${processId}/${roomId}?sessionId=${seat.sessionId}`;
    expect(await openSocket(path, '127.0.0.8', { Origin: 'https://evil.example' })).toBe(403);
    const own = await openSocket(path, '127.0.0.8', {
      Origin: `http://127.0.0.1:${server.server.port}`,
    });
    expect(own).toBeInstanceOf(WebSocket);
    (own as WebSocket).close();
  });
});

async function until(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('rooms nobody joins', () => {
  it('reads the wait from UNJOINED_ROOM_SECONDS, 5 minutes by default', () => {
    expect(unjoinedRoomMs({})).toBe(300_000);
    expect(unjoinedRoomMs({ UNJOINED_ROOM_SECONDS: '30' })).toBe(30_000);
    expect(closedUnjoined(300_000)).toBe(
      'Nobody joined this room within 5 minutes, so it closed. Start or join another game from the lobby.',
    );
  });

  it('close after the wait with a word to their maker; joined and played rooms and the sample rooms stay', async () => {
    // Two visitors (this test's limit is 3 sockets an address): 127.0.0.1 and ::1.
    const [one, two] = [new Client(url), new Client(`http://[::1]:${server.server.port}`)];
    const make = (client: Client) =>
      client.create<RoomStateView>(GAME_ROOM, { ...JSON.parse(ROOM), name: 'Asha' });
    const alone = await make(one);
    const notice = nextMessage<NoticeMessage>(alone, SERVER_MESSAGES.notice);
    const left = new Promise<number>((resolve) => alone.onLeave(resolve));
    const joined = await make(one);
    const guest = await two.joinById<RoomStateView>(joined.roomId, { name: 'Ben' });
    const played = await make(two);
    for (const room of [joined, guest, played]) room.onMessage('*', () => {});
    await waitForState(played, (s) => s.members.size === 1);
    played.send('start', {});
    await waitForState(played, (s) => s.round === 1);

    expect((await notice).text).toBe(closedUnjoined(UNJOINED_SECONDS * 1000));
    expect(await left).toBe(4000);
    expect(matchMaker.getLocalRoomById(alone.roomId)).toBeUndefined();
    expect(matchMaker.getLocalRoomById(joined.roomId)).toBeDefined();
    expect(matchMaker.getLocalRoomById(played.roomId)).toBeDefined();
    const samples = (await matchMaker.query({ name: GAME_ROOM })).filter(
      (room) => !room.metadata?.name?.includes('Custom Game'),
    );
    expect(samples).toHaveLength(12);
    for (const room of [guest, joined, played]) await room.leave();
  }, 15_000);
});
