import type { Rng } from '../../lib/rng';
import { AI_ENERGY_THRESHOLD_MAX, AI_ENERGY_THRESHOLD_MIN } from './constants';

/** An AI swimmer strokes when its energy exceeds a fresh random threshold in 20..40. */
export function aiWantsToStroke(energy: number, rng: Rng): boolean {
  return energy > rng.range(AI_ENERGY_THRESHOLD_MIN, AI_ENERGY_THRESHOLD_MAX);
}
