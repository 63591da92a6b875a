// A room of 4 players, unwatched and then watched by 50 spectators: the game server's tick time (p95 from its
// /api/metrics histogram over the races) and the CPU it used per second of race, in its own process pinned to
// one core while the clients run on the other. Races alternate (unwatched, watched) BENCH_SPECTATOR_RACES
// times each (default 3); the figures are medians over the races. Targets: tick p95 ≤ 5 ms watched, and the
// watched room at most twice the CPU of the unwatched one. Prints figures; nothing passes or fails on a timing.
// BENCH_SERVER_CORE and BENCH_CLIENTS_CORE choose the cores (default 0 and 1; the same core for both when the
// other is taken by other work).
//
//   npm run bench -- (part 'spectators')     or on its own: node scripts/bench/spectators.mjs
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { buildForNode } from './importBuilt.mjs';
import { cpuSeconds, hasTaskset, pin } from './scale/cpus.mjs';
import { makeBenchSite, startServerProcess } from './scale/children.mjs';
import { bucketDelta, buckets, histogramQuantile, scrape, shareAbove } from './scale/promText.mjs';

const PLAYERS = 4;
const SPECTATORS = 50;
const TICK = 'csg_tick_duration_seconds';
const SERVER_ENV = {
  SHUTDOWN_GRACE_SECONDS: '0',
  // Every client of the bench comes from this machine's one address.
  LIMIT_ROOMS_PER_MINUTE: '1000000',
  LIMIT_JOINS_PER_MINUTE: '1000000',
  LIMIT_SOCKETS_PER_ADDRESS: '1000000',
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

export async function measureSpectators({
  races = Number(process.env.BENCH_SPECTATOR_RACES ?? 3),
} = {}) {
  const [serverEntry, clientsModule] = await Promise.all([
    buildForNode(new URL('../../server/main.ts', import.meta.url), 'spectatorsServer'),
    buildForNode(new URL('./spectatorsClients.entry.ts', import.meta.url), 'spectatorsClients'),
  ]);
  const { raceWatchedBy } = await import(pathToFileURL(clientsModule).href);
  const site = makeBenchSite();
  const server = await startServerProcess(serverEntry, { ...SERVER_ENV, DIST_DIR: site.dir });
  const cores = cpus().length; // the machine's (availableParallelism is this process's, 1 when already pinned)
  const serverCore = Number(process.env.BENCH_SERVER_CORE ?? 0);
  const clientsCore = Number(process.env.BENCH_CLIENTS_CORE ?? 1);
  const pinned = cores >= 2 &&
    hasTaskset() &&
    pin(server.child.pid, [serverCore]) &&
    pin(process.pid, [clientsCore]) && { serverCore, clientsCore };
  const runs = { unwatched: [], watched: [] };
  try {
    for (let i = 0; i < races; i++) {
      for (const [kind, spectators] of [
        ['unwatched', 0],
        ['watched', SPECTATORS],
      ]) {
        const before = await scrape(`${server.url}/api/metrics`);
        const cpuBefore = cpuSeconds(server.child.pid);
        const race = await raceWatchedBy(server.url, { players: PLAYERS, spectators });
        const cpuAfter = cpuSeconds(server.child.pid);
        const after = await scrape(`${server.url}/api/metrics`);
        const ticks = bucketDelta(buckets(before, TICK), buckets(after, TICK));
        runs[kind].push({
          ...race,
          // The whole process over the race and the joins around it, per second of race.
          serverCores: (cpuAfter - cpuBefore) / race.raceSeconds,
          tickP95Ms: histogramQuantile(ticks, 0.95) * 1000,
          ticksOver5Ms: shareAbove(ticks, 0.005),
          ticks: ticks.at(-1)?.[1] ?? 0,
        });
      }
    }
  } finally {
    await server.stop();
    site.remove();
  }
  const summarise = (list) => ({
    races: list.length,
    raceSeconds: median(list.map((r) => r.raceSeconds)),
    serverCores: median(list.map((r) => r.serverCores)),
    tickP95Ms: median(list.map((r) => r.tickP95Ms)),
    tickP95MsWorst: Math.max(...list.map((r) => r.tickP95Ms)),
    ticksOver5Ms: median(list.map((r) => r.ticksOver5Ms)),
    spectatorBytesPerSecond: median(list.map((r) => r.spectatorBytesPerSecond)),
    spectatorsSawTheRound: Math.min(...list.map((r) => r.spectatorsSawTheRound)),
    watchingShown: Math.min(...list.map((r) => r.watchingShown)),
  });
  const unwatched = summarise(runs.unwatched);
  const watched = summarise(runs.watched);
  return {
    players: PLAYERS,
    spectators: SPECTATORS,
    pinned,
    load: loadavg().map((l) => l.toFixed(2)),
    unwatched,
    watched,
    cpuRatio: watched.serverCores / unwatched.serverCores,
  };
}

export function printSpectators(f) {
  const ms = (v) => `${v.toFixed(2)} ms`;
  console.log(
    `\nGame server: a ${f.players}-player swimming room, unwatched and watched by ${f.spectators} spectators ` +
      `(medians of ${f.watched.races} races each; server ${f.pinned ? `pinned to core ${f.pinned.serverCore}, clients to core ${f.pinned.clientsCore}` : 'not pinned'}; load ${f.load.join(', ')})`,
  );
  for (const [label, s] of [
    ['unwatched', f.unwatched],
    ['watched', f.watched],
  ]) {
    console.log(
      `  ${label.padEnd(10)} race ${s.raceSeconds.toFixed(1)} s · tick p95 ${ms(s.tickP95Ms)} (worst race ${ms(s.tickP95MsWorst)}, ` +
        `${(s.ticksOver5Ms * 100).toFixed(2)}% over 5 ms) · server ${(s.serverCores * 100).toFixed(1)}% of a core`,
    );
  }
  console.log(
    `  watched / unwatched CPU ${f.cpuRatio.toFixed(2)}× (target ≤ 2×); tick p95 watched target ≤ 5 ms; ` +
      `each spectator received ${(f.watched.spectatorBytesPerSecond / 1000).toFixed(2)} KB/s; ` +
      `${f.watched.spectatorsSawTheRound} of ${f.spectators} saw the round, the players saw '${f.watched.watchingShown} watching'`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printSpectators(await measureSpectators());
  process.exit(0);
}
