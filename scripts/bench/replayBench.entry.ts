// Re-play figures, built for Node by scripts/bench/replay.mjs: for each game a 90 s practice played by the
// scripted human-rate player (server/verify/scriptedPlay.ts), verified many times over (decode, re-play,
// every check, the hash); its log's size per minute of game time. Figures only.
import { performance } from 'node:perf_hooks';
import { encodeRunLog } from '../../shared/runs/runLog';
import { GAME_IDS } from '../../shared/runs/rulesVersions';
import { playScripted, type ScriptedPlay } from '../../server/verify/scriptedPlay';
import { verifyRun } from '../../server/verify/verifyRun';
import { ALL_RULES } from '../../shared/games/allRules';
import { practicePlayers } from '../../shared/runs/replayRun';
import { createReplayer } from '../../shared/runs/replayer';

export interface ReplayFigure {
  game: string;
  gameSeconds: number;
  inputs: number;
  logBytes: number;
  bytesPerMinute: number;
  medianMs: number;
  p95Ms: number;
  /** A replay opened and sought straight to its end: no checkpoint but the start's yet. */
  seekEndColdMs: { median: number; p95: number };
  /** Seeking back to the start, then to the end again, once the replay has kept its checkpoints. */
  seekEndWarmMs: { median: number; p95: number };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export function runReplayBench(runs: number): ReplayFigure[] {
  return GAME_IDS.map((game) => {
    const play = playScripted({ game, seed: 90_001 });
    const bytes = encodeRunLog(play.log);
    const times: number[] = [];
    let gameMs = 0;
    for (let i = 0; i < runs + 5; i++) {
      const started = performance.now();
      const result = verifyRun(play.ticket, bytes, play.results, play.receivedAtMs);
      const took = performance.now() - started;
      if (!result.ok) throw new Error(`${game}: ${result.reason}`);
      gameMs = result.gameMs;
      if (i >= 5) times.push(took);
    }
    times.sort((a, b) => a - b);
    const { cold, warm } = seekTimes(play.log, runs);
    return {
      game,
      gameSeconds: gameMs / 1000,
      inputs: play.log.inputs.length,
      logBytes: bytes.length,
      bytesPerMinute: Math.round((bytes.length / gameMs) * 60_000),
      medianMs: quantile(times, 0.5),
      p95Ms: quantile(times, 0.95),
      seekEndColdMs: { median: quantile(cold, 0.5), p95: quantile(cold, 0.95) },
      seekEndWarmMs: { median: quantile(warm, 0.5), p95: quantile(warm, 0.95) },
    };
  });
}

/** What the replay page does on End: the state at the run's last step, through the browser's replayer. */
function seekTimes(log: ScriptedPlay['log'], runs: number) {
  const rules = ALL_RULES[log.game];
  const players = practicePlayers(log.seed, log.aiSeats);
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const replayer = createReplayer(rules, players, log);
    let started = performance.now();
    replayer.stateAt(replayer.endStep);
    const coldMs = performance.now() - started;
    replayer.stateAt(0);
    started = performance.now();
    replayer.stateAt(replayer.endStep);
    const warmMs = performance.now() - started;
    if (i >= 5) {
      cold.push(coldMs);
      warm.push(warmMs);
    }
  }
  return { cold: cold.sort((a, b) => a - b), warm: warm.sort((a, b) => a - b) };
}
