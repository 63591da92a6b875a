// The runs that show the rules give the same numbers in every JavaScript engine. Each is measured (the results,
// a fingerprint of the final state and of states along the way: stateHash.ts) once in another engine's page
// (scripts/verify/record-engine-fixtures.mjs writes server/verify/fixtures/engines/<engine>.json) and again in
// Node by engineDeterminism.test.ts, which requires the very same. Browser-safe: it runs in the page too, so it
// imports nothing that needs Node (only types from the server's modules).
import { ALL_RULES } from '../../../shared/games/allRules';
import type { GameId, GameResultEntry } from '../../../shared/games/core/types';
import { practicePlayers, replayRun } from '../../../shared/runs/replayRun';
import { createReplayer } from '../../../shared/runs/replayer';
import { bytesToBase64, encodeRunLog, type RunLog } from '../../../shared/runs/runLog';
import { decodeRunLog } from '../../../shared/runs/runLogDecode';
import { GAME_IDS } from '../../../shared/runs/rulesVersions';
import type { ReferenceLog } from '../referenceLog';
import { playScripted, type ScriptedPlayOptions } from '../scriptedPlay';
import { hashText, stateHash } from './stateHash';

/** Scripted runs per game: each on its own seed, so courses, wind, AI and the player's timing all differ. */
export const RUNS_PER_GAME = 5;
/** States fingerprinted along a re-play, evenly spaced, besides the final one. */
export const CHECKPOINTS_PER_RUN = 8;

export type ScriptedRunSpec = Pick<
  ScriptedPlayOptions,
  'game' | 'seed' | 'readyMs' | 'pause' | 'varied'
>;

/**
 * Every game's scripted runs: seeds spread over the 32-bit range, a different wait on the ready screen, the
 * reference player first and then the varied one (shots at every angle and power, wind read off-centre, turns
 * both ways), the last run with a hidden tab's pause.
 */
export const ENGINE_SCRIPTED_RUNS: readonly ScriptedRunSpec[] = GAME_IDS.flatMap((game, g) =>
  Array.from({ length: RUNS_PER_GAME }, (_, k): ScriptedRunSpec => {
    const seed = Math.imul(g * RUNS_PER_GAME + k + 1, 0x9e3779b1) >>> 0;
    const spec: ScriptedRunSpec = { game, seed, readyMs: 900 + 450 * k, varied: k > 0 };
    return k === RUNS_PER_GAME - 1
      ? { ...spec, pause: { afterMs: 7000 + 1000 * g, ms: 1200 } }
      : spec;
  }),
);

/** What re-playing a log from its seed gives, as the server's verification re-plays it. */
export interface ReplayMeasure {
  /** Steps run before the game was over. */
  overStep: number | null;
  results: GameResultEntry[];
  /** The results' fingerprint: their every bit (JSON, as the results are kept in, writes -0 as 0). */
  resultsHash: string;
  finalHash: string;
  /** Fingerprints of the state at evenly spaced steps of the run. */
  checkpoints: { step: number; hash: string }[];
}

export interface EngineRun {
  /** `scripted:<game>:<seed>` or `chromium:<game>`. */
  id: string;
  game: GameId;
  /** A scripted run: how it was played (scriptedPlay.ts) in the engine. */
  scripted?: ScriptedRunSpec;
  /** A run played in Chromium: the reference log it re-plays (server/verify/fixtures/browser/<game>.json). */
  chromiumFixture?: string;
  /** hashText of the base64 log re-played. */
  logHash: string;
  /** A scripted run's log as the engine recorded it (base64), re-played as it is by the other engines. */
  log?: string;
  /** A scripted run as it was played: the results the game showed and its final state's fingerprint. */
  played?: { results: GameResultEntry[]; resultsHash: string; finalHash: string };
  replayed: ReplayMeasure;
}

/** Re-plays `log` with the practice's seats (replayRun, as verification does; the replayer for the checkpoints). */
export function measureReplay(log: RunLog): ReplayMeasure {
  const rules = ALL_RULES[log.game];
  const players = practicePlayers(log.seed, log.aiSeats);
  const replayed = replayRun(rules, players, log);
  const replayer = createReplayer(rules, players, log);
  const checkpoints: ReplayMeasure['checkpoints'] = [];
  for (let k = 1; k < CHECKPOINTS_PER_RUN + 1; k++) {
    const step = Math.floor((log.endStep * k) / (CHECKPOINTS_PER_RUN + 1));
    checkpoints.push({ step, hash: stateHash(replayer.stateAt(step)) });
  }
  const results = rules.results(replayed.state);
  return {
    overStep: replayed.overStep,
    results,
    resultsHash: stateHash(results),
    finalHash: stateHash(replayed.state),
    checkpoints,
  };
}

export function decodeLog(encoded: string): RunLog {
  const decoded = decodeRunLog(encoded);
  if (!decoded.ok) throw new Error(`The log does not decode: ${decoded.reason}`);
  return decoded.log;
}

/** Plays a scripted run here, then re-plays the log it recorded. */
export function measureScriptedRun(spec: ScriptedRunSpec): EngineRun {
  const play = playScripted(spec);
  const log = bytesToBase64(encodeRunLog(play.log));
  const { game, seed } = spec;
  return {
    id: `scripted:${game}:${seed}`,
    game,
    scripted: spec,
    logHash: hashText(log),
    log,
    played: {
      results: play.results,
      resultsHash: stateHash(play.results),
      finalHash: stateHash(play.finalState),
    },
    replayed: measureReplay(decodeLog(log)),
  };
}

/** Re-plays a reference log recorded in Chromium. `fixture` is its path in the repository. */
export function measureChromiumRun(reference: ReferenceLog, fixture: string): EngineRun {
  return {
    id: `chromium:${reference.game}`,
    game: reference.game,
    chromiumFixture: fixture,
    logHash: hashText(reference.log),
    replayed: measureReplay(decodeLog(reference.log)),
  };
}

/** Where the Chromium reference log of `game` is, from the repository's root. */
export const chromiumFixturePath = (game: GameId) => `server/verify/fixtures/browser/${game}.json`;

/** Every engine run in order: the scripted ones, then the Chromium reference log of each game. */
export function measureEngineRuns(
  chromiumFixtures: Readonly<Partial<Record<GameId, ReferenceLog>>>,
  onRun: (measured: number) => void = () => undefined,
): EngineRun[] {
  const runs: EngineRun[] = [];
  for (const spec of ENGINE_SCRIPTED_RUNS) {
    runs.push(measureScriptedRun(spec));
    onRun(runs.length);
  }
  for (const game of GAME_IDS) {
    const reference = chromiumFixtures[game];
    if (!reference) throw new Error(`No Chromium reference log of ${game}.`);
    runs.push(measureChromiumRun(reference, chromiumFixturePath(game)));
    onRun(runs.length);
  }
  return runs;
}
