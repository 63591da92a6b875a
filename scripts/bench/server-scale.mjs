// `npm run bench:server`: how many rooms and clients the game server holds. Simulated players (colyseus.js in
// this Node process, as the browser's client) fill rooms of 8 swimmers, each stroking at a human's rhythm
// (2.5 a second, ±30%), the host starting the next race as soon as one ends. For 1 process, then 2 processes
// sharing rooms through Redis (half the joins cross processes), at growing room counts, it prints: the
// server's tick time (p95 under 5 ms) and how late ticks came (never more than one 50 ms interval), CPU and
// memory per room and per client, bytes per second per client, and join latency while the others play.
// BENCH_ROOMS=10,25,50 (steps), BENCH_SECONDS=15 (measured per step), BENCH_PROCESSES=1,2.
import { fork } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Client } from 'colyseus.js';
import { exited, freePort } from '../cluster/processes.mjs';
import { buildForNode } from './importBuilt.mjs';
import { findRedisServer, REDIS_INSTALL_HINT, startRedis } from '../cluster/redis.mjs';

const GAME_ROOM = 'game';
const PLAYERS = 8;
const STROKES_PER_SECOND = 2.5;
const TICK_MS = 50;
const TICK_P95_LIMIT_MS = 5;
const STEPS = (process.env.BENCH_ROOMS ?? '10,25,50').split(',').map(Number);
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 15) * 1000;
const MODES = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

const buildServerEntry = () =>
  buildForNode(new URL('./scaleServer.entry.ts', import.meta.url), 'scaleServer');

/** Sends `message` to a server process and resolves with its answer of the same type. */
function ask(child, message) {
  return new Promise((resolve) => {
    const onMessage = (answer) => {
      if (answer?.type === message) {
        child.off('message', onMessage);
        resolve(answer);
      }
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

async function startServers(entry, count) {
  const redis = count > 1 ? await startRedis() : null;
  const servers = [];
  for (let i = 1; i <= count; i++) {
    const port = await freePort();
    const child = fork(entry, [], {
      env: {
        ...process.env,
        PORT: String(port),
        REDIS_URL: redis?.url ?? '',
        PUBLIC_ADDRESS: redis ? `localhost:${port}` : '',
        SAMPLE_ROOMS: '0',
        // Every simulated player comes from this machine's one address: the per-address limits would stop
        // the load at a family's worth of rooms.
        LIMIT_ROOMS_PER_MINUTE: '1000000',
        LIMIT_JOINS_PER_MINUTE: '1000000',
        LIMIT_SOCKETS_PER_ADDRESS: '1000000',
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    // Colyseus also speaks PM2's protocol on an IPC channel: wait for this bench's own message.
    const ready = await new Promise((resolve) => {
      const onMessage = (message) => {
        if (message?.type !== 'ready') return;
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
    });
    servers.push({ child, url: `http://localhost:${ready.port}` });
  }
  return {
    servers,
    async stop() {
      for (const { child } of servers) {
        child.send('stop');
        await exited(child);
      }
      if (redis) {
        redis.child.kill('SIGTERM');
        await exited(redis.child);
      }
    },
  };
}

/** One simulated player: counts the bytes it receives and strokes at a human's rhythm once started. */
function player(room) {
  const socket = room.connection.transport.ws;
  const counter = { bytes: 0 };
  socket.on('message', (data) => (counter.bytes += data.byteLength ?? data.length));
  room.onMessage('*', () => {});
  let seq = 0;
  let timer;
  const stroke = () => {
    room.send('input', { q: ++seq, i: { type: 'stroke' } });
    timer = setTimeout(stroke, (1000 / STROKES_PER_SECOND) * (0.7 + Math.random() * 0.6));
  };
  timer = setTimeout(stroke, Math.random() * 400);
  return {
    counter,
    async leave() {
      clearTimeout(timer);
      await room.leave(true).catch(() => {});
    },
  };
}

/** Fills one room of 8 (host on one process, the others joining through each process in turn) and starts it. */
async function fillRoom(urls, index, joinMs) {
  const timed = async (join) => {
    const start = performance.now();
    const room = await join();
    joinMs.push(performance.now() - start);
    return room;
  };
  const host = await timed(() =>
    new Client(urls[index % urls.length]).create(GAME_ROOM, {
      sport: 'swimming',
      type: 'public',
      maxPlayers: PLAYERS,
      duration: 60,
      difficulty: 'medium',
      name: 'P1',
    }),
  );
  const rooms = [host];
  for (let i = 2; i <= PLAYERS; i++) {
    const url = urls[(index + i) % urls.length];
    rooms.push(await timed(() => new Client(url).joinById(host.roomId, { name: `P${i}` })));
  }
  host.onMessage('results', () => host.send('again', {}));
  host.send('start', {});
  return rooms.map(player);
}

async function measureStep(cluster, roomCount) {
  const urls = cluster.servers.map((s) => s.url);
  const before = await Promise.all(cluster.servers.map((s) => ask(s.child, 'stats')));
  const joinMs = [];
  const players = [];
  // Rooms fill while the earlier ones already play: join latency under load.
  for (let r = 0; r < roomCount; r++) players.push(...(await fillRoom(urls, r, joinMs)));
  await sleep(2000);
  await Promise.all(cluster.servers.map((s) => ask(s.child, 'reset')));
  players.forEach((p) => (p.counter.bytes = 0));
  const clientCpu = process.cpuUsage();
  await sleep(MEASURE_MS);
  const stats = await Promise.all(cluster.servers.map((s) => ask(s.child, 'stats')));
  const clientCpuMs = (() => {
    const used = process.cpuUsage(clientCpu);
    return (used.user + used.system) / 1000;
  })();
  const perSecond = players.map((p) => p.counter.bytes / (MEASURE_MS / 1000));
  await Promise.all(players.map((p) => p.leave()));
  await sleep(1500);

  const ticks = stats.flatMap((s) => s.tickMs);
  const late = stats.flatMap((s) => s.lateMs);
  const cpuMs = stats.reduce((sum, s) => sum + s.cpuMs, 0);
  const wallMs = Math.max(...stats.map((s) => s.wallMs));
  const heapDelta = stats.reduce(
    (sum, s, i) => sum + s.memory.heapUsed - before[i].memory.heapUsed,
    0,
  );
  const rssDelta = stats.reduce((sum, s, i) => sum + s.memory.rss - before[i].memory.rss, 0);
  const clients = roomCount * PLAYERS;
  const tickP95 = quantile(ticks, 0.95);
  const maxLate = Math.max(0, ...late);
  return {
    rooms: roomCount,
    clients,
    tickMs: { median: quantile(ticks, 0.5), p95: tickP95, max: Math.max(0, ...ticks) },
    lateMs: { p99: quantile(late, 0.99), max: maxLate },
    held: tickP95 < TICK_P95_LIMIT_MS && maxLate <= TICK_MS,
    serverCores: cpuMs / wallMs,
    cpuMsPerRoomSecond: cpuMs / (wallMs / 1000) / roomCount,
    cpuMsPerClientSecond: cpuMs / (wallMs / 1000) / clients,
    clientCores: clientCpuMs / MEASURE_MS,
    heapKBPerRoom: heapDelta / 1000 / roomCount,
    rssKBPerRoom: rssDelta / 1000 / roomCount,
    bytesPerSecond: { median: quantile(perSecond, 0.5), max: Math.max(...perSecond) },
    joinMs: { p50: quantile(joinMs, 0.5), p95: quantile(joinMs, 0.95) },
  };
}

export async function measureServerScale() {
  const entry = await buildServerEntry();
  const results = [];
  for (const processes of MODES) {
    if (processes > 1 && !findRedisServer()) {
      console.log(`\n${processes} processes skipped: ${REDIS_INSTALL_HINT}`);
      continue;
    }
    const cluster = await startServers(entry, processes);
    const steps = [];
    try {
      for (const rooms of STEPS) {
        const step = await measureStep(cluster, rooms);
        steps.push(step);
        printStep(processes, step);
      }
    } finally {
      await cluster.stop();
    }
    results.push({ processes, steps });
  }
  return {
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGB: Math.round(os.totalmem() / 1e9),
      node: process.version,
      loadAverage: os.loadavg(),
    },
    measureSeconds: MEASURE_MS / 1000,
    results,
  };
}

function printStep(processes, s) {
  const f = (v, d = 2) => v.toFixed(d);
  console.log(
    `${processes} process${processes > 1 ? 'es + Redis' : '         '} | ${String(s.rooms).padStart(3)} rooms ${String(s.clients).padStart(4)} clients | ` +
      `tick p50 ${f(s.tickMs.median)} p95 ${f(s.tickMs.p95)} max ${f(s.tickMs.max, 1)} ms | late p99 ${f(s.lateMs.p99, 1)} max ${f(s.lateMs.max, 1)} ms | ` +
      `${s.held ? 'HELD' : 'NOT HELD'} | server ${f(s.serverCores)} cores, ${f(s.cpuMsPerRoomSecond)} ms CPU/s per room, ${f(s.cpuMsPerClientSecond, 3)} per client | ` +
      `heap ${f(s.heapKBPerRoom, 0)} KB/room | ${f(s.bytesPerSecond.median / 1000)} KB/s per client (max ${f(s.bytesPerSecond.max / 1000)}) | ` +
      `join p50 ${f(s.joinMs.p50, 1)} p95 ${f(s.joinMs.p95, 1)} ms | bench clients ${f(s.clientCores)} cores`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cpus = os.cpus().length;
  console.log(
    `Game server scale bench: ${cpus} CPUs, Node ${process.version}, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ` +
      `rooms of ${PLAYERS} swimmers at ${STROKES_PER_SECOND} strokes/s, ${MEASURE_MS / 1000} s per step`,
  );
  const figures = await measureServerScale();
  const { writeFileSync, mkdirSync } = await import('node:fs');
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/server-scale.json', JSON.stringify(figures, null, 2));
  console.log('wrote bench-results/server-scale.json');
  process.exit(0);
}
