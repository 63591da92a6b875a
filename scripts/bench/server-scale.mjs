// `npm run bench:server`: how many players the game server holds, measured the way browsers use it. Real
// colyseus.js clients (scripts/bench/scale/loadGenerator.mjs) come through the same front door a browser
// does: one process started as `npm start` runs it, then the cluster started as `npm run start:cluster`
// starts it (Redis, two processes, HAProxy in front). They keep the lobby open between games and not during
// them, race in rooms of 8 swimmers stroking about 7 times a second, the host pressing Play Again after each
// result. The load grows step by step until ticks run late (tick gap p99 over 60 ms in the median third of a
// step's window, so that a burst of other work on a shared machine spoils a third, not the step), a join
// fails or a connection drops, two steps in a row (one alone may be the machine's noise), or the load
// generator runs out of CPU. Each step prints players per server core, bytes per client (room and lobby
// apart), lobby messages per second, join latency, tick lateness, the server's CPU beside the load
// generator's (HAProxy's and Redis's too), and the machine's load average.
//
// The game servers and the load generator are pinned apart with taskset (scale/cpus.mjs says how the cores
// are split); this machine may be shared, so the load average is printed at every step.
//
//   npm run bench:server                         both modes, steps of 400 players from 400
//   npm run bench:server -- --short              a quick run (or BENCH_SHORT=1): 10 s windows, steps 400,
//                                                1000, 1600, 2200
//   BENCH_MODES=single (or cluster)              one mode only
//   BENCH_PLAYERS=800,1600                       these steps only
//   BENCH_SECONDS=30 BENCH_SETTLE_SECONDS=10     measured window and settling time per step
//   BENCH_LOBBY_SECONDS=5 BENCH_RACES=8          the browsers' rhythm: seconds in the lobby, races per room
//   BENCH_PROFILE=1                              the servers write CPU profiles (node --cpu-prof) to
//                                                bench-results/profiles when they stop
//   BENCH_SERVER_CPUS=0 BENCH_LOAD_CPUS=1        override the split of the cores
//   BENCH_SERVER_ENTRY=/path/to/main.mjs         another build of server/main.ts (e.g. an older commit's)
//   BENCH_QUIET=0.3                              on a shared machine: before each step's window, wait (up to
//                                                BENCH_QUIET_MINUTES, default 10) until other work uses at
//                                                most this many cores
import { fork, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, totalmem } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { missingForCluster, startCluster } from '../cluster/cluster.mjs';
import { buildForNode } from './importBuilt.mjs';
import { ask, makeBenchSite, said, startServerProcess } from './scale/children.mjs';
import { coreSplit, cpuSeconds, hasTaskset, machineBusySeconds, pin } from './scale/cpus.mjs';
import {
  bucketDelta,
  buckets,
  histogramQuantile,
  scrape,
  shareAbove,
  sumBuckets,
} from './scale/promText.mjs';

const SHORT = process.env.BENCH_SHORT === '1' || process.argv.includes('--short');
const list = (text) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const MODES = list(process.env.BENCH_MODES ?? 'single,cluster');
const STEPS = process.env.BENCH_PLAYERS
  ? list(process.env.BENCH_PLAYERS).map(Number)
  : SHORT
    ? [400, 1000, 1600, 2200]
    : Array.from({ length: 10 }, (_, i) => 400 * (i + 1));
const MEASURE_SECONDS = Number(process.env.BENCH_SECONDS ?? (SHORT ? 10 : 30));
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? (SHORT ? 5 : 10));
const PROFILE = process.env.BENCH_PROFILE === '1';
const TICK_MS = 50;
/** Each step's window is measured in this many parts (the median part's tick gap decides). */
const WINDOW_PARTS = 3;
/** Ticks are on time while the gap between a room's ticks stays within this at the 99th percentile. */
const TICK_GAP_P99_LIMIT_MS = 60;
/** The load generator is out of CPU past this share of its cores: more load would measure it, not the server. */
const LOAD_SATURATED = 0.9;
const root = fileURLToPath(new URL('../..', import.meta.url));
const profileDir = `${root}bench-results/profiles`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
/** `uptime`'s line (the load averages other work on this machine puts on the figures). */
const uptime = () =>
  spawnSync('uptime', { encoding: 'utf8' }).stdout?.trim() || `load average ${load()}`;

const SERVER_ENV = {
  SHUTDOWN_GRACE_SECONDS: '0',
  // Every simulated browser comes from this machine's one address: the per-address limits would stop the
  // load at a family's worth of rooms.
  LIMIT_ROOMS_PER_MINUTE: '1000000',
  LIMIT_JOINS_PER_MINUTE: '1000000',
  LIMIT_SOCKETS_PER_ADDRESS: '1000000',
};
const NODE_ARGS = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];

/** Starts the servers of one mode; answers where browsers go, what to scrape and which pids to watch. */
async function startMode(mode, entry, siteDir, split) {
  if (mode === 'single') {
    const server = await startServerProcess(entry, { ...SERVER_ENV, DIST_DIR: siteDir }, NODE_ARGS);
    pin(server.child.pid, split.servers[0]);
    return {
      url: server.url,
      metrics: [`${server.url}/api/metrics`],
      servers: [{ name: 'server', pid: server.child.pid }],
      others: [],
      stop: () => server.stop(),
    };
  }
  const cluster = await startCluster({
    processes: 2,
    serverEntry: entry,
    log: false,
    connectionsPerAddress: 1_000_000,
    nodeArgs: NODE_ARGS,
    env: { ...SERVER_ENV, DIST_DIR: siteDir },
  });
  cluster.processes.forEach((p, i) => pin(p.child.pid, split.servers[i]));
  pin(cluster.frontDoor.child.pid, split.load);
  pin(cluster.redis.child.pid, split.load);
  return {
    url: `http://127.0.0.1:${cluster.port}`,
    metrics: cluster.processes.map((p) => `http://127.0.0.1:${p.port}/api/metrics`),
    servers: cluster.processes.map((p) => ({ name: p.name, pid: p.child.pid })),
    others: [
      { name: 'haproxy', pid: cluster.frontDoor.child.pid },
      { name: 'redis', pid: cluster.redis.child.pid },
    ],
    stop: () => cluster.stop(),
  };
}

async function startLoad(url, clientModule, split) {
  const workers = [];
  for (const cpu of split.load) {
    const child = fork(fileURLToPath(new URL('./scale/loadGenerator.mjs', import.meta.url)), [], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        LOAD_CONFIG: JSON.stringify({
          url,
          clientModule: pathToFileURL(clientModule).href,
          lobbySeconds: Number(process.env.BENCH_LOBBY_SECONDS ?? 5),
          races: Number(process.env.BENCH_RACES ?? 8),
        }),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await said(child, 'ready');
    pin(child.pid, [cpu]);
    workers.push(child);
  }
  return workers;
}

/** CPU seconds of each watched process now. */
const cpuNow = (processes) => processes.map((p) => cpuSeconds(p.pid) ?? 0);
const sumNow = (processes) => cpuNow(processes).reduce((sum, seconds) => sum + seconds, 0);

/** Cores the rest of the machine (other people's work) used over `ms`, besides the `watched` processes. */
async function otherCores(watched, ms) {
  const machine = machineBusySeconds();
  const ours = sumNow(watched);
  await sleep(ms);
  if (machine === null) return 0;
  return Math.max(0, machineBusySeconds() - machine - (sumNow(watched) - ours)) / (ms / 1000);
}

const QUIET = process.env.BENCH_QUIET === undefined ? null : Number(process.env.BENCH_QUIET);
const QUIET_MINUTES = Number(process.env.BENCH_QUIET_MINUTES ?? 10);

/** With BENCH_QUIET: waits until other work on the machine leaves it (or gives up after a while). */
async function waitForQuiet(watched) {
  if (QUIET === null) return;
  const until = Date.now() + QUIET_MINUTES * 60_000;
  for (;;) {
    const others = await otherCores(watched, 5_000);
    if (others <= QUIET) return;
    if (Date.now() > until) {
      console.log(`        still ${others.toFixed(2)} cores of other work: measuring anyway`);
      return;
    }
    console.log(`        other work uses ${others.toFixed(2)} cores: waiting`);
  }
}

async function measureStep(mode, started, workers, players, split) {
  const share = Math.ceil(players / workers.length);
  await Promise.all(workers.map((w) => ask(w, { type: 'target', players: share })));
  await sleep(SETTLE_SECONDS * 1000);

  const watched = [
    ...started.servers,
    ...started.others,
    ...workers.map((w, i) => ({ name: `load${i + 1}`, pid: w.pid })),
  ];
  await waitForQuiet(watched);
  const machineBefore = machineBusySeconds();
  const readAll = () => Promise.all(started.metrics.map(scrape));
  const readings = [await readAll()];
  const cpuBefore = cpuNow(watched);
  const t0 = performance.now();
  await Promise.all(workers.map((w) => ask(w, { type: 'reset' })));
  // The window in parts: a burst of other work on a shared machine spoils one part, not the step.
  for (let part = 0; part < WINDOW_PARTS; part += 1) {
    await sleep((MEASURE_SECONDS * 1000) / WINDOW_PARTS);
    readings.push(await readAll());
  }
  const loads = await Promise.all(workers.map((w) => ask(w, { type: 'stats' })));
  const cpuAfter = cpuNow(watched);
  const machineAfter = machineBusySeconds();
  const seconds = (performance.now() - t0) / 1000;
  const before = readings[0];
  const after = readings.at(-1);

  const cores = Object.fromEntries(
    watched.map((p, i) => [p.name, (cpuAfter[i] - cpuBefore[i]) / seconds]),
  );
  const serverCoresUsed = started.servers.reduce((sum, s) => sum + cores[s.name], 0);
  const oursCores = Object.values(cores).reduce((sum, c) => sum + c, 0);
  // What other work on the machine took meanwhile: the figures' noise.
  const otherWorkCores =
    machineBefore === null
      ? null
      : Math.max(0, (machineAfter - machineBefore) / seconds - oursCores);
  const loadCores = workers.reduce((sum, _, i) => sum + cores[`load${i + 1}`], 0);
  const histogram = (name, from = before, to = after) =>
    bucketDelta(
      sumBuckets(from.map((v) => buckets(v, name))),
      sumBuckets(to.map((v) => buckets(v, name))),
    );
  const lateness = histogram('csg_tick_lateness_seconds');
  const duration = histogram('csg_tick_duration_seconds');
  const partGapsMs = readings
    .slice(1)
    .map(
      (to, i) =>
        TICK_MS +
        histogramQuantile(histogram('csg_tick_lateness_seconds', readings[i], to), 0.99) * 1000,
    );
  const partLagsMs = readings
    .slice(1)
    .map((values) => Math.max(...values.map((v) => v.get('nodejs_eventloop_lag_p99_seconds') ?? 0)))
    .map((seconds) => seconds * 1000);
  const sum = (values, name) => values.reduce((total, v) => total + (v.get(name) ?? 0), 0);
  const weighted = (key) => {
    const total = loads.reduce((s, l) => s + l[key.seconds], 0);
    return total > 0 ? loads.reduce((s, l) => s + l[key.value] * l[key.seconds], 0) / total : 0;
  };
  const joinsOf = (key) => ({
    p50: Math.max(...loads.map((l) => l[key].p50)),
    p95: Math.max(...loads.map((l) => l[key].p95)),
  });
  const failedJoins = loads.reduce((s, l) => s + l.failedJoins, 0);
  const loadSaturated = loadCores >= LOAD_SATURATED * split.load.length;
  const step = {
    mode,
    players: loads.reduce((s, l) => s + l.players, 0),
    inRooms: loads.reduce((s, l) => s + l.inRooms, 0),
    inLobby: loads.reduce((s, l) => s + l.inLobby, 0),
    rooms: sum(after, 'csg_rooms'),
    lobbyClients: sum(after, 'csg_lobby_clients'),
    serverCoresPinned: split.serverCores,
    serverCoresUsed,
    cores,
    loadCores,
    loadSaturated,
    // The median part's p99 decides; the whole window's and the worst part's are printed beside it.
    tickGapP99Ms: median(partGapsMs),
    tickGapP99WorstPartMs: Math.max(...partGapsMs),
    tickGapP99WholeMs: TICK_MS + histogramQuantile(lateness, 0.99) * 1000,
    ticksOver60Ms: shareAbove(lateness, (TICK_GAP_P99_LIMIT_MS - TICK_MS) / 1000),
    tickDurationP99Ms: histogramQuantile(duration, 0.99) * 1000,
    eventLoopLagP99Ms: median(partLagsMs),
    roomKBps: weighted({ value: 'roomBytesPerSecond', seconds: 'roomClientSeconds' }) / 1000,
    lobbyKBps: weighted({ value: 'lobbyBytesPerSecond', seconds: 'lobbyClientSeconds' }) / 1000,
    lobbyMessagesPerSecond: weighted({
      value: 'lobbyMessagesPerSecond',
      seconds: 'lobbyClientSeconds',
    }),
    lobbyMessagesPerSecondMax: Math.max(...loads.map((l) => l.lobbyMessagesPerSecondMax)),
    serverKBpsPerClient:
      (sum(after, 'csg_websocket_bytes_sent_total') -
        sum(before, 'csg_websocket_bytes_sent_total')) /
      seconds /
      1000 /
      Math.max(1, sum(after, 'csg_clients')),
    roomJoinMs: joinsOf('roomJoinMs'),
    lobbyJoinMs: joinsOf('lobbyJoinMs'),
    joins: loads.reduce((s, l) => s + l.joins, 0),
    failedJoins,
    droppedConnections: loads.reduce((sum, l) => sum + l.droppedConnections, 0),
    failures: loads.flatMap((l) => l.failures),
    races: loads.reduce((s, l) => s + l.races, 0),
    loadAverage: loadavg(),
    otherWorkCores,
    seconds,
  };
  step.held =
    step.tickGapP99Ms <= TICK_GAP_P99_LIMIT_MS &&
    failedJoins === 0 &&
    step.droppedConnections === 0;
  step.playersPerCore = step.players / split.serverCores;
  step.playersPerCoreUsed = serverCoresUsed > 0 ? step.players / serverCoresUsed : 0;
  return step;
}

const f = (v, d = 1) => (Number.isFinite(v) ? v.toFixed(d) : '—');

function printStep(s) {
  const others = Object.entries(s.cores)
    .filter(([name]) => !name.startsWith('load'))
    .map(([name, c]) => `${name} ${f(c, 2)}`)
    .join(', ');
  console.log(
    `${s.mode.padEnd(7)} ${String(s.players).padStart(5)} players (${s.inRooms} in ${s.rooms} rooms, ${s.inLobby} in the lobby) | ` +
      `${s.held ? 'HELD' : 'NOT HELD'}${s.loadSaturated ? ' (load generator saturated)' : ''} | ` +
      `tick gap p99 ${f(s.tickGapP99Ms)} ms (worst part ${f(s.tickGapP99WorstPartMs)}, whole window ${f(s.tickGapP99WholeMs)}; ${f(s.ticksOver60Ms * 100, 2)}% over 60), tick p99 ${f(s.tickDurationP99Ms, 2)} ms, loop lag p99 ${f(s.eventLoopLagP99Ms)} ms | ` +
      `CPU cores: ${others}; load generator ${f(s.loadCores, 2)} | ` +
      `${f(s.playersPerCore, 0)} players per pinned server core (${f(s.playersPerCoreUsed, 0)} per core used) | ` +
      `KB/s per client: room ${f(s.roomKBps, 2)}, lobby ${f(s.lobbyKBps, 2)} (${f(s.lobbyMessagesPerSecond, 2)} msgs/s with the first page, max ${f(s.lobbyMessagesPerSecondMax, 2)}) | ` +
      `joins p50/p95: room ${f(s.roomJoinMs.p50, 0)}/${f(s.roomJoinMs.p95, 0)} ms, lobby ${f(s.lobbyJoinMs.p50, 0)}/${f(s.lobbyJoinMs.p95, 0)} ms, ${s.failedJoins} failed of ${s.joins}, ${s.droppedConnections} connections dropped | ` +
      `other work on the machine ${f(s.otherWorkCores ?? NaN, 2)} cores, load avg ${s.loadAverage.map((l) => l.toFixed(2)).join(' ')}`,
  );
  if (s.failures.length > 0) console.log(`        failures: ${JSON.stringify(s.failures)}`);
}

/** The figures as Markdown rows (docs/performance.md). */
function markdown(results) {
  const rows = [
    '| mode | players | held | tick gap p99 (median / worst third) | server cores used | players per pinned core | load generator cores | HAProxy / Redis cores | room KB/s per client | lobby KB/s per client (msgs/s) | room join p50 / p95 | lobby join p50 / p95 | failed joins | other work (cores) | load average |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const s of results.flatMap((r) => r.steps)) {
    const side =
      s.mode === 'cluster' ? `${f(s.cores.haproxy ?? 0, 2)} / ${f(s.cores.redis ?? 0, 2)}` : '—';
    rows.push(
      `| ${s.mode} | ${s.players} | ${s.held ? 'yes' : 'no'}${s.loadSaturated ? ' (load gen. saturated)' : ''} | ${f(s.tickGapP99Ms)} / ${f(s.tickGapP99WorstPartMs)} ms | ${f(s.serverCoresUsed, 2)} | ${f(s.playersPerCore, 0)} | ${f(s.loadCores, 2)} | ${side} | ${f(s.roomKBps, 2)} | ${f(s.lobbyKBps, 2)} (${f(s.lobbyMessagesPerSecond, 2)}) | ${f(s.roomJoinMs.p50, 0)} / ${f(s.roomJoinMs.p95, 0)} ms | ${f(s.lobbyJoinMs.p50, 0)} / ${f(s.lobbyJoinMs.p95, 0)} ms | ${s.failedJoins} | ${f(s.otherWorkCores ?? NaN, 2)} | ${s.loadAverage.map((l) => l.toFixed(2)).join(' ')} |`,
    );
  }
  return rows.join('\n');
}

function summary(results) {
  const best = (mode) => {
    const held = results.find((r) => r.mode === mode)?.steps.filter((s) => s.held) ?? [];
    return held.at(-1);
  };
  const single = best('single');
  const cluster = best('cluster');
  console.log('\nSummary');
  for (const [name, s] of [
    ['one process', single],
    ['cluster', cluster],
  ]) {
    if (!s) {
      console.log(`  ${name}: no step held`);
      continue;
    }
    console.log(
      `  ${name}: held ${s.players} players on ${s.serverCoresPinned} pinned server core(s) = ${f(s.playersPerCore, 0)} players per core ` +
        `(server CPU ${f(s.serverCoresUsed, 2)} cores, ${f((s.serverCoresUsed * 1000) / s.players, 3)} ms of CPU per player-second)` +
        `${s.loadSaturated ? '; the load generator was saturated, so the server was not at its limit' : ''}`,
    );
  }
  if (single && cluster) {
    const ratio = cluster.playersPerCore / single.playersPerCore;
    console.log(
      `  cluster vs one process, per pinned server core: ${f(ratio, 2)}× ` +
        `(the cluster's processes each on a core of their own would hold about ${f(2 * ratio, 2)}× one process)`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cores = availableParallelism();
  console.log(
    `Game server scale bench ${new Date().toISOString()}: ${cores} CPUs, ${Math.round(totalmem() / 1e9)} GB, Node ${process.version}, ` +
      `load average ${load()} (1, 5, 15 min)${SHORT ? ', short mode' : ''}; ${MEASURE_SECONDS} s measured per step after ${SETTLE_SECONDS} s settling`,
  );
  console.log(`uptime: ${uptime()}`);
  if (!hasTaskset()) console.log('taskset not found: processes are not pinned (util-linux has it)');
  if (PROFILE) mkdirSync(profileDir, { recursive: true });
  const entry =
    process.env.BENCH_SERVER_ENTRY ||
    (await buildForNode(new URL('../../server/main.ts', import.meta.url), 'scaleServer'));
  const clientModule = await buildForNode(
    new URL('./benchClient.entry.ts', import.meta.url),
    'benchClient',
  );
  const site = makeBenchSite();
  const results = [];
  try {
    for (const mode of MODES) {
      if (mode === 'cluster' && missingForCluster().length > 0) {
        console.log(`cluster skipped: ${missingForCluster().join(' ')}`);
        continue;
      }
      const split = coreSplit(mode === 'cluster' ? 2 : 1, cores);
      console.log(
        `\n${mode}: game server${mode === 'cluster' ? 's' : ''} on core(s) ${split.servers.map((c) => c.join(',')).join(' and ')}, ` +
          `load generator${mode === 'cluster' ? ', HAProxy and Redis' : ''} on ${split.load.join(',')}`,
      );
      const started = await startMode(mode, entry, site.dir, split);
      const workers = await startLoad(started.url, clientModule, split);
      // Ctrl-C (or a kill) stops what this bench started: the load, then the servers.
      const interrupted = async () => {
        for (const w of workers) w.kill('SIGKILL');
        await started.stop().catch(() => {});
        site.remove();
        process.exit(130);
      };
      process.once('SIGINT', interrupted);
      process.once('SIGTERM', interrupted);
      const steps = [];
      try {
        let lateInARow = 0;
        for (const players of STEPS) {
          const step = await measureStep(mode, started, workers, players, split);
          steps.push(step);
          printStep(step);
          // Two steps in a row not held: the limit is reached (one alone may be the machine's noise).
          lateInARow = step.held ? 0 : lateInARow + 1;
          if (lateInARow === 2 || step.loadSaturated) break;
        }
      } finally {
        await Promise.all(
          workers.map(async (w) => {
            const stopped = said(w, 'stopped', 30_000).catch(() => {});
            w.send({ type: 'stop' });
            await stopped;
            w.kill('SIGKILL');
          }),
        );
        await started.stop();
        process.off('SIGINT', interrupted);
        process.off('SIGTERM', interrupted);
      }
      results.push({ mode, split, steps });
    }
  } finally {
    site.remove();
  }
  summary(results);
  console.log(`\n${markdown(results)}\n\nuptime at the end: ${uptime()}`);
  mkdirSync(`${root}bench-results`, { recursive: true });
  writeFileSync(
    `${root}bench-results/server-scale.json`,
    JSON.stringify(
      { date: new Date().toISOString(), cores, node: process.version, short: SHORT, results },
      null,
      2,
    ),
  );
  console.log('wrote bench-results/server-scale.json');
  process.exit(0);
}
