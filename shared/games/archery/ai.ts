import type { Rng } from '../../lib/rng';
import type { Difficulty } from '../core/types';
import { AI_AIM_SPREAD, AI_SHOT_MS, AI_WIND_ALLOWANCE, TARGET_CENTRE } from './constants';
import type { Point } from './geometry';
import { windDrift } from './geometry';

/** Time until an AI archer's next arrow: 3–5 s at medium (AI_SHOT_MS). */
export function aiShotDelay(difficulty: Difficulty, rng: Rng): number {
  const { min, max } = AI_SHOT_MS[difficulty];
  return rng.int(min, max);
}

/**
 * Where an AI archer aims: at the centre, allowing for part of the wind, off by a triangular error
 * (two uniform draws summed) in ±spread on each axis.
 */
export function aiAimPoint(wind: Point, difficulty: Difficulty, rng: Rng): Point {
  const drift = windDrift(wind);
  const allowance = AI_WIND_ALLOWANCE[difficulty];
  const half = AI_AIM_SPREAD[difficulty] / 2;
  const error = () => rng.range(-half, half) + rng.range(-half, half);
  return {
    x: TARGET_CENTRE - drift.x * allowance + error(),
    y: TARGET_CENTRE - drift.y * allowance + error(),
  };
}
