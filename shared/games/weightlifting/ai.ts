import type { Rng } from '../../lib/rng';
import type { Difficulty } from '../core/types';
import { AI_BY_DIFFICULTY, START_WEIGHT_KG, WEIGHT_STEP_KG } from './constants';

/**
 * The chance a rival lifts this weight. Medium (SPEC §9): 0.85 at 100 kg, 0.15 less per 20 kg more, never
 * below 0.2; easy and hard by AI_BY_DIFFICULTY.
 */
export function aiLiftChance(weightKg: number, difficulty: Difficulty): number {
  const { successAtStart, dropPerStep, successMin } = AI_BY_DIFFICULTY[difficulty];
  const steps = (weightKg - START_WEIGHT_KG) / WEIGHT_STEP_KG;
  return Math.max(successMin, successAtStart - steps * dropPerStep);
}

/** One attempt of a rival, drawn when the game is set up. */
export interface AiAttempt {
  /** Game time the attempt takes, within the attempt's time limit. */
  liftMs: number;
  /** Uniform in [0, 1): the attempt lifts when this is under the chance for the weight it then faces. */
  roll: number;
}

export function planAiAttempt(difficulty: Difficulty, limitMs: number, rng: Rng): AiAttempt {
  const { liftMsMin, liftMsMax } = AI_BY_DIFFICULTY[difficulty];
  return { liftMs: Math.min(limitMs, rng.int(liftMsMin, liftMsMax)), roll: rng.next() };
}

/** Whether a planned attempt lifts `weightKg`: with the chance for that weight (drawn in advance). */
export const aiAttemptLifts = (attempt: AiAttempt, weightKg: number, difficulty: Difficulty) =>
  attempt.roll < aiLiftChance(weightKg, difficulty);
