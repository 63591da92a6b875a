// `npm run bench`: figures for the served production build, printed (and kept in bench-results/summary.json).
//  1. Lighthouse 12, mobile and desktop presets, median of 3 runs each, for Home, Schedule and the games lobby,
//     side by side with a bare React 19 + react-router 7 hello-world page built here (the floor, floor.mjs),
//     served by the same server on the next port: category scores, FCP/LCP/TBT/CLS and our/floor ratios.
//  2. Per game, frame figures during scripted plays at 4x CPU throttling, median of 3 (frames.mjs); the same for the replay
//     of a stored 90 s archery run and a swimming race, whose INP is the seek to the run's end (replayPlays.mjs).
//  3. Rules cost in Node (rules-cost.mjs) and bundle sizes (bundle.mjs).
//  4. The game server under an 8-player swimming race (server-race.mjs): bytes per client, tick time, and how
//     soon a stroke shows on the player's own screen and on another player's.
//  5. A 4-player room unwatched and watched by 50 spectators (spectators.mjs): tick p95 and the server's CPU.
// Not a CI gate: figures on a shared 2-core machine move between runs; the header prints the load average.
//
//   npm run bench                      build, serve on BENCH_PORT (4190) and the floor on BENCH_PORT + 1
//   npm run bench -- /schedule /live   Lighthouse on these paths only (beside the floor), nothing else
//   DIST_DIR=/tmp/dist npm run bench   use an existing build (with its .br/.gz) instead of building
//   BENCH_RUNS=1 npm run bench         Lighthouse runs per page and preset (default 3)
//   BENCH_ONLY=frames npm run bench    one part only: lighthouse, frames, rules, bundle, server or spectators (comma-separated)
//   BENCH_GAMES=sprint,swimming npm run bench   frames of these games only (names as printed in the frames table)
//   BENCH_LOAF=1 npm run bench         also print each long animation frame: when, how long, which scripts
//   BENCH_CPU_THROTTLING=1 npm run bench   the frames unthrottled (the page's own work; no verdicts)
//   BENCH_FRAME_RUNS=1 npm run bench   one play of each game (default 3; the frames table shows their medians)
// A partial run (BENCH_ONLY or BENCH_GAMES) writes bench-results/summary-<parts>.json, not summary.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROWSER_ARGS, findBrowser, INSTALL_HINT } from '../browser-path.mjs';
import { buildFloor } from './floor.mjs';
import { CPU_THROTTLING, measureFrames, printFrames, TARGET_CPU_THROTTLING } from './frames.mjs';
import { importBuilt } from './importBuilt.mjs';
import { replayPlays } from './replayPlays.mjs';
import { pageName, PRESETS, runLighthouse } from './lighthouse.mjs';
import { failingAudits, formatLighthouseTable, targetLines } from './report.mjs';
import { measureRules, printRules } from './rules-cost.mjs';
import { measureBundle, printBundle } from './bundle.mjs';
import { measureServerRace, printServerRace } from './server-race.mjs';
import { measureSpectators, printSpectators } from './spectators.mjs';

const DEFAULT_PATHS = ['/', '/schedule', '/games'];
const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = `${root}bench-results`;
const port = Number(process.env.BENCH_PORT ?? 4190);
const floorPort = port + 1;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chosenPaths = process.argv.slice(2);
const paths = chosenPaths.length > 0 ? chosenPaths : DEFAULT_PATHS;
const baseUrl = `http://localhost:${port}`;
const distDir = process.env.DIST_DIR ?? `${root}dist`;
const PARTS = ['lighthouse', 'frames', 'rules', 'bundle', 'server', 'spectators'];
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);
const unknownParts = only.filter((part) => !PARTS.includes(part));
if (unknownParts.length > 0) {
  console.error(`BENCH_ONLY: unknown part ${unknownParts.join(', ')} (parts: ${PARTS.join(', ')})`);
  process.exit(1);
}
/** Whether this run measures `part`: all parts by default, or those BENCH_ONLY names. */
const measures = (part) => only.length === 0 || only.includes(part);
const games = (process.env.BENCH_GAMES ?? '')
  .split(',')
  .map((game) => game.trim())
  .filter(Boolean);

const chromePath = findBrowser();
if (!chromePath) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const machine = {
  date: new Date().toISOString(),
  cpus: availableParallelism(),
  memoryGb: Math.round(totalmem() / 1e9),
  chromium: spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim(),
  node: process.version,
  loadAtStart: load(),
};
console.log(
  `Bench ${machine.date} · ${machine.cpus} CPUs · ${machine.memoryGb} GB · ${machine.chromium} · ` +
    `Node ${machine.node} · load average ${machine.loadAtStart} (1, 5, 15 min)`,
);
if (loadavg()[0] > machine.cpus * 0.75) {
  console.warn('  The machine is busy: the timings below will read slower than they are.');
}

if (!process.env.DIST_DIR) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const servers = [];
process.on('exit', () => servers.forEach((s) => s.kill()));

/** scripts/serve.mjs on `dir` (its headers, precompressed files and SPA fallback); resolves once listening. */
function serve(dir, onPort, dataDir) {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DIST_DIR: dir,
      PORT: String(onPort),
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(server);
  return new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('Serving')) resolve(undefined);
    });
    server.on('exit', (code) =>
      reject(new Error(`the server on ${onPort} stopped (exit ${code})`)),
    );
  });
}

const lighthouse = measures('lighthouse');
// The floor is only Lighthouse's yardstick.
const floorDir = lighthouse ? await buildFloor() : null;
// The frames bench also watches stored runs: a results store of their own, seeded before the server opens it.
const replaysDir = measures('frames') ? mkdtempSync(join(tmpdir(), 'csg-bench-replays-')) : null;
process.on('exit', () => replaysDir && rmSync(replaysDir, { recursive: true, force: true }));
const seededReplays = replaysDir
  ? await (
      await importBuilt(new URL('./replaySeed.entry.ts', import.meta.url), 'replaySeed')
    ).seedReplays(replaysDir)
  : [];
await Promise.all([
  serve(distDir, port, replaysDir),
  ...(floorDir ? [serve(floorDir, floorPort)] : []),
]);
mkdirSync(outDir, { recursive: true });

const summary = {
  machine,
  lighthouse: {},
  frames: null,
  /** The CPU throttling the frames were measured at. */
  framesCpuThrottling: CPU_THROTTLING,
  rules: null,
  bundle: null,
  server: null,
  spectators: null,
};
let failed = false;

if (lighthouse) {
  console.log(
    `\nLighthouse ${runs} × ${PRESETS.join(' and ')} on the floor and ${paths.join(' ')}; JSON per run in ${outDir}/`,
  );
  const pages = [
    { label: 'floor', name: 'floor', url: `http://localhost:${floorPort}/` },
    ...paths.map((path) => ({ label: path, name: pageName(path), url: `${baseUrl}${path}` })),
  ];
  try {
    const byPreset = runLighthouse({
      lighthouseBin: `${root}node_modules/.bin/lighthouse`,
      chromePath,
      chromeFlags: ['--headless=new', ...BROWSER_ARGS].join(' '),
      outDir,
      runs,
      pages,
      log: (line) => console.log(line),
    });
    for (const preset of PRESETS) {
      const [floor, ...ours] = byPreset[preset];
      const how = preset === 'mobile' ? 'default mobile preset' : '--preset=desktop';
      console.log(
        formatLighthouseTable(`Lighthouse ${preset} (${how}), median of ${runs}`, floor, ours),
      );
      for (const line of targetLines(preset, ours)) console.log(line);
      for (const { label, summary: s } of ours) {
        const lines = failingAudits(s.medianRun);
        if (lines.length > 0)
          console.log(`  ${label} (the median run) lost points on:\n${lines.join('\n')}`);
      }
      summary.lighthouse[preset] = byPreset[preset].map(({ label, summary: s }) => ({
        label,
        scores: s.scores,
        metrics: s.metrics,
        failing: failingAudits(s.medianRun),
      }));
    }
  } catch (error) {
    console.error('The Lighthouse bench failed:', error);
    failed = true;
  }
}

if (chosenPaths.length === 0) {
  const benches = [
    [
      'frames',
      () => measureFrames(baseUrl, { games, extraPlays: replayPlays(seededReplays) }),
      printFrames,
    ],
    ['rules', measureRules, printRules],
    ['bundle', async () => measureBundle(distDir), printBundle],
    ['server', measureServerRace, printServerRace],
    ['spectators', measureSpectators, printSpectators],
  ].filter(([name]) => measures(name));
  for (const [name, measure, print] of benches) {
    try {
      summary[name] = await measure();
      print(summary[name]);
    } catch (error) {
      console.error(`The ${name} bench failed:`, error);
      failed = true;
    }
  }
}

summary.machine.loadAtEnd = load();
console.log(`\nLoad average at the end: ${summary.machine.loadAtEnd}`);
// A partial run (BENCH_ONLY, BENCH_GAMES) or one at another throttling keeps its figures apart, so
// summary.json stays a full run's at 4x.
const otherRate = CPU_THROTTLING === TARGET_CPU_THROTTLING ? [] : [`cpu${CPU_THROTTLING}x`];
const summaryName =
  only.length > 0 || games.length > 0 || otherRate.length > 0
    ? `summary-${[...only, ...games, ...otherRate].join('-')}.json`
    : 'summary.json';
writeFileSync(`${outDir}/${summaryName}`, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`Figures kept in ${outDir}/${summaryName}`);
servers.forEach((s) => s.kill());
process.exit(failed ? 1 : 0);
