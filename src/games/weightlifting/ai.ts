import type { Rng } from '../../lib/rng';
import {
  AI_SUCCESS_AT_START,
  AI_SUCCESS_DROP_PER_STEP,
  AI_SUCCESS_MIN,
  START_WEIGHT_KG,
  WEIGHT_STEP_KG,
} from './constants';

/** The chance a rival lifts this weight: 0.85 at 100 kg, 0.15 less per 20 kg more, never below 0.2. */
export function aiLiftChance(weightKg: number): number {
  const steps = (weightKg - START_WEIGHT_KG) / WEIGHT_STEP_KG;
  return Math.max(AI_SUCCESS_MIN, AI_SUCCESS_AT_START - steps * AI_SUCCESS_DROP_PER_STEP);
}

export function aiLifts(weightKg: number, rng: Rng): boolean {
  return rng.chance(aiLiftChance(weightKg));
}
