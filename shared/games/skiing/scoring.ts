// A run's score (SPEC §9): time under the base, less the missed gates' penalties, never below 0, with the
// breakdown the leaderboard shows.
import type { ScorePart } from '../core/types';
import { MISSED_GATE_PENALTY_S, SCORE_BASE_S, SCORE_POINTS_PER_SECOND } from './constants';
import type { Skier } from './state';

export const penaltySeconds = (skier: Pick<Skier, 'missedGates'>) =>
  skier.missedGates * MISSED_GATE_PENALTY_S;

/** The breakdown line that lifts a run whose penalties pass 90 s back to a score of 0. */
export const SCORE_FLOOR_LABEL = 'No score below 0';

/** Score and breakdown for a run of `runMs` with `missedGates` penalties; floored at 0. */
export function scoreParts(
  runMs: number,
  missedGates: number,
): { score: number; breakdown: ScorePart[] } {
  const run = runMs / 1000;
  const penalty = penaltySeconds({ missedGates });
  const runPoints = Math.round((SCORE_BASE_S - run) * SCORE_POINTS_PER_SECOND);
  const penaltyPoints = -penalty * SCORE_POINTS_PER_SECOND;
  const raw = runPoints + penaltyPoints;
  const margin = Math.abs(SCORE_BASE_S - run).toFixed(2);
  const against = run <= SCORE_BASE_S ? 'under' : 'over';
  const breakdown: ScorePart[] = [
    {
      label: `Run ${run.toFixed(2)} s (${margin} s ${against} ${SCORE_BASE_S} s)`,
      points: runPoints,
    },
    {
      label: `${missedGates} missed ${missedGates === 1 ? 'gate' : 'gates'} (+${penalty} s)`,
      points: penaltyPoints,
    },
  ];
  if (raw < 0) breakdown.push({ label: SCORE_FLOOR_LABEL, points: -raw });
  return { score: Math.max(0, raw), breakdown };
}
