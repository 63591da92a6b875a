// GET /api/identity/runs: this browser's player's latest verified runs, as the server sends them and the browser
// reads them (beside resultsApi.ts, whose answers these follow: whatever else a server sends is no answer).
import type { GameId } from '../games/core/types';
import { isGameId } from '../runs/rulesVersions';

/** The most runs the answer holds: 'My runs' shows the last 50. */
export const MY_RUNS_LIMIT = 50;

/** Where a run was played: practice and daily runs rank on the boards, ghost races and rooms never do. */
export type MyRunKind = 'practice' | 'daily' | 'ghost' | 'room';
export const MY_RUN_KINDS: readonly MyRunKind[] = ['practice', 'daily', 'ghost', 'room'];

export interface MyRun {
  resultId: number;
  game: GameId;
  kind: MyRunKind;
  /** On the world boards (a practice or a daily challenge). */
  ranked: boolean;
  /** The daily challenge's UTC day ('YYYY-MM-DD') for a daily run, else null. */
  dailyDate: string | null;
  score: number;
  timeMs: number;
  /** When it was played, ISO 8601 UTC. */
  date: string;
  /** Whether GET /api/replays/:resultId gives it out now: the server decides, per run. */
  replayable: boolean;
}

/** The answer: newest first, at most MY_RUNS_LIMIT; none for a browser with no verified run yet. */
export interface MyRuns {
  runs: MyRun[];
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readMyRun(value: unknown): MyRun | null {
  if (!isFields(value)) return null;
  const { resultId, game, kind, ranked, dailyDate, score, timeMs, date, replayable } = value;
  const kindRead = MY_RUN_KINDS.find((option) => option === kind);
  if (
    !isNumber(resultId) ||
    !isGameId(game) ||
    !kindRead ||
    typeof ranked !== 'boolean' ||
    !(dailyDate === null || (typeof dailyDate === 'string' && DAY.test(dailyDate))) ||
    !isNumber(score) ||
    !isNumber(timeMs) ||
    typeof date !== 'string' ||
    typeof replayable !== 'boolean'
  ) {
    return null;
  }
  return { resultId, game, kind: kindRead, ranked, dailyDate, score, timeMs, date, replayable };
}

export function readMyRuns(value: unknown): MyRuns | null {
  if (!isFields(value) || !Array.isArray(value.runs) || value.runs.length > MY_RUNS_LIMIT) {
    return null;
  }
  const runs: MyRun[] = [];
  for (const item of value.runs) {
    const run = readMyRun(item);
    if (!run) return null;
    runs.push(run);
  }
  return { runs };
}
