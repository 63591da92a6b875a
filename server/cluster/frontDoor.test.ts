// @vitest-environment node
// The cluster's front door (HAProxy, scripts/cluster) in front of two real game-server processes sharing Redis:
// pages, matchmaking and sockets on one origin; the visitor's address is the one HAProxy saw, whatever
// X-Forwarded-For a client sends, on requests and on upgrades, so the per-address limits (shared by the
// processes) still hold; the processes are not reachable from outside the machine; HAProxy's own answers
// carry the security headers. Lobby connections spread over the processes, and each process's lobby lists the
// rooms of all of them. Every process keeps its results in the cluster's one PostgreSQL: a result made through
// one process is on the board read through the other. Skipped, naming the install command, where redis-server,
// haproxy or PostgreSQL is missing.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import WebSocket from 'ws';
import { buildForNode } from '../../scripts/bench/importBuilt.mjs';
import { missingForCluster, startCluster, type Cluster } from '../../scripts/cluster/cluster.mjs';
import { SiteClient } from '../../src/games/online/client/siteClient';
import { GAME_ROOM, JOIN_BY_CODE_PATH, LOBBY_ROOM } from '../../shared/protocol/protocol';
import { browserSecret, call, logOf } from '../results/testing/resultsServer';
import { closed, expectSecurityHeaders, send } from '../test/http';
import { makeTempSite } from '../test/tempSite';
import { watchLobby } from '../test/testServer';

const missing = missingForCluster();
const SOCKETS = 3;
const CONNECTIONS = 12;

describe.skipIf(missing.length > 0)(
  missing.length ? `the front door (skipped: ${missing.join(' ')})` : 'the front door',
  () => {
    let cluster: Cluster;
    let site: ReturnType<typeof makeTempSite>;
    let url: string;
    let dataDir: string;
    beforeAll(async () => {
      site = makeTempSite();
      dataDir = mkdtempSync(join(tmpdir(), 'csg-cluster-data-'));
      // PostgreSQL runs as its own user, which must reach the folder.
      chmodSync(dataDir, 0o755);
      // main.ts as it is, but with the re-play's test double, so a run can be verified here.
      const serverEntry = await buildForNode(
        new URL('../results/testing/testVerifierServer.entry.ts', import.meta.url),
        'frontDoorServer',
      );
      cluster = await startCluster({
        log: false,
        serverEntry,
        dataDir,
        connectionsPerAddress: CONNECTIONS,
        env: {
          DIST_DIR: site.dir,
          SHUTDOWN_GRACE_SECONDS: '0',
          LIMIT_SOCKETS_PER_ADDRESS: String(SOCKETS),
          LIMIT_ROOMS_PER_MINUTE: '1000',
          LIMIT_JOINS_PER_MINUTE: '1000',
          LIMIT_CODES_PER_MINUTE: '10',
        },
      });
      url = `http://127.0.0.1:${cluster.port}`;
    }, 120_000);
    afterAll(async () => {
      await cluster?.stop();
      site?.remove();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      send(`${url}${path}`, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    const room = JSON.stringify({ sport: 'archery', type: 'public', maxPlayers: 8 });

    function openSocket(
      reservation: {
        sessionId: string;
        room: { processId: string; roomId: string; publicAddress?: string };
      },
      headers: Record<string, string> = {},
    ) {
      const { processId, roomId, publicAddress } = reservation.room;
      const path = `${publicAddress}/${processId}/${roomId}?sessionId=${reservation.sessionId}`;
      return new Promise<WebSocket | number>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${cluster.port}${path}`, { headers });
        socket.on('open', () => resolve(socket));
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.on('error', reject);
      });
    }

    it('serves pages, matchmaking and sockets on one origin, each process under its own path', async () => {
      const page = await send(`${url}/`);
      expect(page.status).toBe(200);
      expect(page.headers['x-served-by']).toMatch(/^p[12]$/);
      expect(page.headers['set-cookie']?.join()).toMatch(
        /csg_node=p[12]; path=\/; HttpOnly; SameSite=Strict/,
      );
      expectSecurityHeaders(page);

      const seat = await post(`/matchmake/joinOrCreate/${LOBBY_ROOM}`, '{}');
      expect(seat.status).toBe(200);
      const reservation = JSON.parse(seat.body);
      expect(reservation.room.publicAddress).toMatch(/^\/p[12]$/);
      const socket = await openSocket(reservation, { Origin: `http://127.0.0.1:${cluster.port}` });
      expect(socket).toBeInstanceOf(WebSocket);
      (socket as WebSocket).close();

      // A visitor's cookie keeps them on their process.
      for (const name of ['p1', 'p2']) {
        const health = await send(`${url}/api/health`, { headers: { Cookie: `csg_node=${name}` } });
        expect(health.headers['x-served-by']).toBe(name);
      }
      // Another site's page is refused at the front door's processes, for requests and sockets.
      const foreign = { Origin: 'https://evil.example' };
      expect((await post(`/matchmake/joinOrCreate/${LOBBY_ROOM}`, '{}', foreign)).status).toBe(403);
      const another = JSON.parse((await post(`/matchmake/joinOrCreate/${LOBBY_ROOM}`, '{}')).body);
      expect(await openSocket(another, foreign)).toBe(403);
    });

    it('keeps a result made through one process on the board read through the other', async () => {
      const secret = browserSecret();
      const through = (name: string) => ({ Cookie: `csg_node=${name}` });
      const ticket = await call(url, '/api/runs/ticket', {
        secret,
        headers: through('p1'),
        body: { game: 'fencing', settings: { duration: 90, difficulty: 'medium', rounds: 1 } },
      });
      expect(ticket.headers['x-served-by']).toBe('p1');
      const run = await call(url, '/api/runs', {
        secret,
        headers: through('p1'),
        body: {
          ticketId: ticket.json.ticketId,
          log: logOf(),
          claimed: { score: 5, timeMs: 42_000 },
          name: 'Asha',
        },
      });
      expect(run.json).toMatchObject({ verified: true, place: { allTime: { place: 1, of: 1 } } });
      expect(run.headers['x-served-by']).toBe('p1');

      const board = await call(url, '/api/boards/fencing?period=week&around=me', {
        secret,
        headers: through('p2'),
      });
      expect(board.headers['x-served-by']).toBe('p2');
      expect(board.json).toMatchObject({
        total: 1,
        rows: [{ place: 1, medal: 'gold', name: 'Asha', score: 5, timeMs: 42_000 }],
        you: { name: 'Asha' },
      });
      // The database is PostgreSQL under the cluster's DATA_DIR, shared by both processes.
      expect(cluster.postgres.dataDir).toBe(join(dataDir, 'postgres'));
    });

    it('spreads lobby connections over the processes; each lobby lists every process’s rooms', async () => {
      // Visitors without a cookie are balanced: their lobbies land on both processes.
      const processes = new Set<string>();
      for (let i = 0; i < 4; i += 1) {
        const seat = JSON.parse((await post(`/matchmake/joinOrCreate/${LOBBY_ROOM}`, '{}')).body);
        processes.add(seat.room.publicAddress);
      }
      expect([...processes].sort()).toEqual(['/p1', '/p2']);

      // A visitor of each process, through the front door as the site's client goes.
      const visitor = (name: string) =>
        new SiteClient(url, { headers: { Cookie: `csg_node=${name}` } });
      const open: { leave(): Promise<unknown> }[] = [];
      try {
        const lobbyOf = async (name: string) => {
          const lobby = await visitor(name).joinOrCreate(LOBBY_ROOM);
          open.push(lobby);
          const socket = (lobby.connection.transport as unknown as { ws: WebSocket }).ws;
          expect(new URL(socket.url).pathname).toMatch(new RegExp(`^/${name}/`));
          return watchLobby(lobby);
        };
        const lists = [await lobbyOf('p1'), await lobbyOf('p2')];
        // A room made on each process shows in both lobbies.
        const made = await Promise.all(
          ['p1', 'p2'].map((name) =>
            visitor(name).create(GAME_ROOM, { sport: 'fencing', type: 'public', maxPlayers: 2 }),
          ),
        );
        for (const room of made) {
          open.push(room);
          room.onMessage('*', () => {});
        }
        for (const list of lists) {
          await list.until((rooms) => made.every((m) => rooms.some((r) => r.id === m.roomId)));
        }
      } finally {
        await Promise.all(open.map((room) => room.leave().catch(() => {})));
      }
    });

    it('limits code guesses per visitor, across processes, whatever X-Forwarded-For says', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 14; i += 1) {
        const answer = await post(JOIN_BY_CODE_PATH, JSON.stringify({ code: 'ZZZZZZ' }), {
          'X-Forwarded-For': `198.51.100.${i}`,
          'X-Real-IP': `198.51.100.${i}`,
          // Each guess on a new connection, spread over both processes by the front door.
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
      expect(statuses.slice(10)).toEqual(Array(4).fill(429));
    });

    it('limits sockets per visitor on upgrades, whatever X-Forwarded-For says', async () => {
      const sockets: WebSocket[] = [];
      try {
        // Rooms on p1 (its cookie), seats taken through /p1/ with a new forwarded address each time.
        const seats = [];
        for (let i = 0; i <= SOCKETS; i += 1) {
          const answer = await post(`/matchmake/create/${GAME_ROOM}`, room, {
            Cookie: 'csg_node=p1',
          });
          expect(answer.status).toBe(200);
          seats.push(JSON.parse(answer.body));
        }
        for (const [i, seat] of seats.entries()) {
          expect(seat.room.publicAddress).toBe('/p1');
          const opened = await openSocket(seat, { 'X-Forwarded-For': `203.0.113.${i}` });
          if (i < SOCKETS) {
            expect(opened).toBeInstanceOf(WebSocket);
            sockets.push(opened as WebSocket);
          } else expect(opened).toBe(429);
        }
        // And the matchmaker, asked for one more seat on that process, says why.
        const more = await post(`/matchmake/create/${GAME_ROOM}`, room, {
          Cookie: 'csg_node=p1',
          'X-Forwarded-For': '203.0.113.200',
        });
        expect(more.status).toBe(429);
        expectSecurityHeaders(more);
      } finally {
        for (const socket of sockets) socket.close();
      }
    });

    it('keeps the processes on 127.0.0.1: they cannot be reached from outside the machine', async () => {
      const outside = Object.values(networkInterfaces())
        .flat()
        .find((a) => a && !a.internal && a.family === 'IPv4')?.address;
      for (const { port } of cluster.processes) {
        expect((await send(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
        if (!outside) continue;
        const refused = await new Promise<string>((resolve) => {
          const socket = connect(port, outside, () => {
            socket.destroy();
            resolve('connected');
          });
          socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        });
        expect(refused).toBe('ECONNREFUSED');
      }
    });

    it('caps one address’s connections at once, with its own 429 carrying the security headers', async () => {
      const held = await Promise.all(
        Array.from(
          { length: CONNECTIONS },
          () =>
            new Promise<ReturnType<typeof connect>>((resolve) => {
              const socket = connect(cluster.port, '127.0.0.1', () => resolve(socket));
            }),
        ),
      );
      try {
        const ask = () => {
          const extra = connect(cluster.port, '127.0.0.1');
          const answer = closed(extra);
          extra.write(
            `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${cluster.port}\r\nConnection: close\r\n\r\n`,
          );
          return answer;
        };
        // A held socket is connected once the kernel has its handshake; HAProxy counts it only once it has
        // accepted it, which on a busy machine may come after the extra one: ask again until it has.
        let text = await ask();
        for (let tries = 0; tries < 20 && !/^HTTP\/1\.1 429/.test(text); tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          text = await ask();
        }
        expect(text).toMatch(/^HTTP\/1\.1 429/);
        expect(text.toLowerCase()).toContain('x-content-type-options: nosniff');
        expect(text.toLowerCase()).toContain('content-security-policy:');
      } finally {
        for (const socket of held) socket.destroy();
      }
      // Once they are closed (HAProxy may take a moment to count them out), the address is served again.
      let status = 0;
      for (let tries = 0; tries < 50 && status !== 200; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await send(`${url}/api/health`)).status;
      }
      expect(status).toBe(200);
    });
  },
);
