// One step of the scale bench: the load set, then the servers' metrics, the processes' CPU and the load
// generators' figures over a measured window, and whether the servers held it (ticks on time, no failed join,
// no dropped connection).
import { loadavg } from 'node:os';
import { ask } from './children.mjs';
import { cpuSeconds, machineBusySeconds } from './cpus.mjs';
import {
  bucketDelta,
  buckets,
  histogramQuantile,
  scrape,
  shareAbove,
  sumBuckets,
} from './promText.mjs';

const TICK_MS = 50;
/** Each step's window is measured in this many parts (the median part's tick gap decides). */
const WINDOW_PARTS = 3;
/** Ticks are on time while the gap between a room's ticks stays within this at the 99th percentile. */
const TICK_GAP_P99_LIMIT_MS = 60;
/** The load generator is out of CPU past this share of its cores: more load would measure it, not the server. */
const LOAD_SATURATED = 0.9;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

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

/** With a `quiet` share: waits until other work on the machine leaves it (or gives up after a while). */
async function waitForQuiet(watched, quiet, quietMinutes) {
  if (quiet === null) return;
  const until = Date.now() + quietMinutes * 60_000;
  for (;;) {
    const others = await otherCores(watched, 5_000);
    if (others <= quiet) return;
    if (Date.now() > until) {
      console.log(`        still ${others.toFixed(2)} cores of other work: measuring anyway`);
      return;
    }
    console.log(`        other work uses ${others.toFixed(2)} cores: waiting`);
  }
}

/**
 * One step: `players` browsers spread over the load generators, settled, then measured over a window in parts.
 * `window` holds settleSeconds, measureSeconds, and quiet / quietMinutes (see waitForQuiet).
 */
export async function measureStep(mode, started, workers, players, split, window) {
  const share = Math.ceil(players / workers.length);
  await Promise.all(workers.map((w) => ask(w, { type: 'target', players: share })));
  await sleep(window.settleSeconds * 1000);

  const watched = [
    ...started.servers,
    ...started.others,
    ...workers.map((w, i) => ({ name: `load${i + 1}`, pid: w.pid })),
  ];
  await waitForQuiet(watched, window.quiet, window.quietMinutes);
  const machineBefore = machineBusySeconds();
  const readAll = () => Promise.all(started.metrics.map(scrape));
  const readings = [await readAll()];
  const cpuBefore = cpuNow(watched);
  const t0 = performance.now();
  await Promise.all(workers.map((w) => ask(w, { type: 'reset' })));
  // The window in parts: a burst of other work on a shared machine spoils one part, not the step.
  for (let part = 0; part < WINDOW_PARTS; part += 1) {
    await sleep((window.measureSeconds * 1000) / WINDOW_PARTS);
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
