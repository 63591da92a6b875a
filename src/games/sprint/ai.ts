import type { Rng } from '../../lib/rng';
import type { Difficulty } from '../core/types';
import {
  AI_CLICK_CHANCE_FRESH,
  AI_CLICK_CHANCE_TIRED,
  AI_STAMINA_THRESHOLD_MAX,
  AI_STAMINA_THRESHOLD_MIN,
} from './constants';

/**
 * An AI runner's decision at one 100 ms tick. Its click chance depends on whether its stamina is above a
 * fresh random threshold in 20..40: the difficulty's 'fresh' chance above it (5–7 clicks a second), the
 * lower 'tired' chance below it (2.5–4.5 a second), so it eases off to recover but keeps running.
 */
export function aiWantsToRun(stamina: number, difficulty: Difficulty, rng: Rng): boolean {
  const fresh = stamina > rng.range(AI_STAMINA_THRESHOLD_MIN, AI_STAMINA_THRESHOLD_MAX);
  return rng.chance((fresh ? AI_CLICK_CHANCE_FRESH : AI_CLICK_CHANCE_TIRED)[difficulty]);
}
