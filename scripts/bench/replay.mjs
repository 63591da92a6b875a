// `npm run bench:replay`: how long the server takes to verify a 90 s practice run of each game (decode, re-play
// from the seed, every check; median and p95 over BENCH_REPLAY_RUNS=50 runs; target ≤ 20 ms) and how big its
// log is per minute of game time (target ≤ 2 KB); how long the replay page's replayer takes to seek to the end
// of the run (target ≤ 100 ms), fresh and with its checkpoints kept. Prints figures; nothing passes or fails
// on a timing.
import { loadavg } from 'node:os';
import { importBuilt } from './importBuilt.mjs';

const runs = Number(process.env.BENCH_REPLAY_RUNS ?? 50);
const { runReplayBench } = await importBuilt(
  new URL('./replayBench.entry.ts', import.meta.url),
  'replayBench',
);
const figures = runReplayBench(runs);
console.log(`Verifying a practice run, ${runs} runs each (load ${loadavg()[0].toFixed(2)}):`);
console.log(
  'game            game s  inputs  log bytes  bytes/min  median ms  p95 ms  seek end cold med/p95 ms  warm med/p95 ms',
);
for (const f of figures) {
  console.log(
    [
      f.game.padEnd(14),
      f.gameSeconds.toFixed(1).padStart(7),
      String(f.inputs).padStart(7),
      String(f.logBytes).padStart(10),
      String(f.bytesPerMinute).padStart(10),
      f.medianMs.toFixed(2).padStart(10),
      f.p95Ms.toFixed(2).padStart(7),
      `${f.seekEndColdMs.median.toFixed(2)} / ${f.seekEndColdMs.p95.toFixed(2)}`.padStart(25),
      `${f.seekEndWarmMs.median.toFixed(2)} / ${f.seekEndWarmMs.p95.toFixed(2)}`.padStart(16),
    ].join(' '),
  );
}
