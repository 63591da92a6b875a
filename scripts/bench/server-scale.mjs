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
//   BENCH_NODE_ARGS='--max-semi-space-size=16'   Node options for the game servers only (not the load);
//                                                default: what npm start uses (cluster/serverNodeArgs.mjs)
//   BENCH_SERVER_CPUS=0 BENCH_LOAD_CPUS=1        override the split of the cores
//   BENCH_SERVER_ENTRY=/path/to/main.mjs         another build of server/main.ts (e.g. an older commit's)
//   BENCH_QUIET=0.3                              on a shared machine: before each step's window, wait (up to
//                                                BENCH_QUIET_MINUTES, default 10) until other work uses at
//                                                most this many cores
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, totalmem } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { missingForCluster } from '../cluster/cluster.mjs';
import { SERVER_NODE_ARGS } from '../cluster/serverNodeArgs.mjs';
import { buildForNode } from './importBuilt.mjs';
import { makeBenchSite, said } from './scale/children.mjs';
import { coreSplit, hasTaskset } from './scale/cpus.mjs';
import { measureStep } from './scale/measureStep.mjs';
import { markdown, printStep, summary } from './scale/report.mjs';
import { startLoad, startMode } from './scale/startServers.mjs';

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
const root = fileURLToPath(new URL('../..', import.meta.url));
const profileDir = `${root}bench-results/profiles`;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
/** `uptime`'s line (the load averages other work on this machine puts on the figures). */
const uptime = () =>
  spawnSync('uptime', { encoding: 'utf8' }).stdout?.trim() || `load average ${load()}`;

const NODE_ARGS = [
  ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
  ...(process.env.BENCH_NODE_ARGS === undefined
    ? SERVER_NODE_ARGS
    : process.env.BENCH_NODE_ARGS.split(' ').filter(Boolean)),
];
const WINDOW = {
  settleSeconds: SETTLE_SECONDS,
  measureSeconds: MEASURE_SECONDS,
  quiet: process.env.BENCH_QUIET === undefined ? null : Number(process.env.BENCH_QUIET),
  quietMinutes: Number(process.env.BENCH_QUIET_MINUTES ?? 10),
};

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
      const started = await startMode(mode, entry, site.dir, split, NODE_ARGS);
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
          const step = await measureStep(mode, started, workers, players, split, WINDOW);
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
