import type { Rng } from '../../lib/rng';
import type { Difficulty } from '../core/types';
import { AI_BY_DIFFICULTY } from './constants';

/** Whether a rival skier of this difficulty misses the gate it is passing. */
export function aiMissesGate(difficulty: Difficulty, rng: Rng): boolean {
  return rng.chance(AI_BY_DIFFICULTY[difficulty].gateMissChance);
}
