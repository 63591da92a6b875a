// The AI skier: pure decisions from the course, its position and the room's difficulty.
import type { Rng } from '../../lib/rng';
import type { Difficulty } from '../core/types';
import {
  AI_AIM_SPREAD,
  AI_BY_DIFFICULTY,
  AI_MISS_BY,
  FIELD_WIDTH,
  SIDEWAYS_PER_FRAME,
} from './constants';

export type SteerDirection = 'left' | 'right';

/**
 * Where an AI skier of this difficulty will cross the gate centred at `gateX`: within AI_AIM_SPREAD of the
 * centre, or, with its difficulty's miss chance, AI_MISS_BY from it towards the middle of the field.
 */
export function aimAt(gateX: number, difficulty: Difficulty, rng: Rng): number {
  if (rng.chance(AI_BY_DIFFICULTY[difficulty].gateMissChance)) {
    return gateX <= FIELD_WIDTH / 2 ? gateX + AI_MISS_BY : gateX - AI_MISS_BY;
  }
  return gateX + rng.range(-AI_AIM_SPREAD, AI_AIM_SPREAD);
}

/** Which way to steer for one frame from `x` towards `aim`; null once within half a frame's move of it. */
export function steerToward(x: number, aim: number): SteerDirection | null {
  if (aim - x > SIDEWAYS_PER_FRAME / 2) return 'right';
  if (x - aim > SIDEWAYS_PER_FRAME / 2) return 'left';
  return null;
}
