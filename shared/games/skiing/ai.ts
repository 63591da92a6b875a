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
 * Where an AI skier of this difficulty will cross the gate centred at `gateX`: with its difficulty's miss
 * chance, AI_MISS_BY from it towards the middle of the field; otherwise on its line (up to its `line` towards
 * the gate after, at `nextX`, if there is one) give or take its `spread`, and always within AI_AIM_SPREAD of
 * the centre.
 */
export function aimAt(
  gateX: number,
  difficulty: Difficulty,
  rng: Rng,
  nextX: number | null = null,
  missChance: number = AI_BY_DIFFICULTY[difficulty].gateMissChance,
): number {
  const { line, spread } = AI_BY_DIFFICULTY[difficulty];
  if (rng.chance(missChance)) {
    return gateX <= FIELD_WIDTH / 2 ? gateX + AI_MISS_BY : gateX - AI_MISS_BY;
  }
  const toNext = nextX === null ? 0 : nextX - gateX;
  // A negative line is a late one: the crossing falls on the far side, away from the next gate.
  const lean = Math.sign(line) * Math.min(Math.abs(line), Math.abs(toNext)) * Math.sign(toNext);
  const off = lean + rng.range(-spread, spread);
  return gateX + Math.max(-AI_AIM_SPREAD, Math.min(AI_AIM_SPREAD, off));
}

/**
 * The chance an AI skier misses the gate it sets off for, so its misses keep to its difficulty's
 * share over the run rather than drifting by luck: the misses it is due by this gate (its chance × the gates
 * so far, this one included) less those it has made, within 0..1. Over 20 gates that is its share exactly
 * (easy 7, medium 3, hard 1), the gates picked at random; a miss it did not mean (a gate out of its reach)
 * counts too.
 */
export function missChanceAt(difficulty: Difficulty, gatesPassed: number, missedGates: number) {
  const due = AI_BY_DIFFICULTY[difficulty].gateMissChance * (gatesPassed + 1) - missedGates;
  return Math.min(1, Math.max(0, due));
}

/** Which way to steer for one frame from `x` towards `aim`; null once within half a frame's move of it. */
export function steerToward(x: number, aim: number): SteerDirection | null {
  if (aim - x > SIDEWAYS_PER_FRAME / 2) return 'right';
  if (x - aim > SIDEWAYS_PER_FRAME / 2) return 'left';
  return null;
}
