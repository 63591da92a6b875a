import type { Rng } from '../../lib/rng';
import type { Difficulty } from '../core/types';
import { AI_BY_DIFFICULTY, START_WEIGHT_KG, WEIGHT_STEP_KG } from './constants';

/**
 * The chance a rival lifts this weight. Medium (SPEC §9): 0.85 at 100 kg, 0.15 less per 20 kg more, never
 * below 0.2; easy and hard by AI_BY_DIFFICULTY.
 */
export function aiLiftChance(weightKg: number, difficulty: Difficulty = 'medium'): number {
  const { successAtStart, dropPerStep, successMin } = AI_BY_DIFFICULTY[difficulty];
  const steps = (weightKg - START_WEIGHT_KG) / WEIGHT_STEP_KG;
  return Math.max(successMin, successAtStart - steps * dropPerStep);
}

export function aiLifts(weightKg: number, difficulty: Difficulty, rng: Rng): boolean {
  return rng.chance(aiLiftChance(weightKg, difficulty));
}
