import type { Rng } from '../../lib/rng';
import { AI_GATE_MISS_CHANCE } from './constants';

/** Whether a rival skier misses the gate it is passing. */
export function aiMissesGate(rng: Rng): boolean {
  return rng.chance(AI_GATE_MISS_CHANCE);
}
