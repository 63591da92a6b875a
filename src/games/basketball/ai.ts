import type { Rng } from '../../lib/rng';
import {
  AI_ANGLE_MAX_DEG,
  AI_ANGLE_MIN_DEG,
  AI_POWER_MAX,
  AI_POWER_MIN,
  AI_SHOT_MAX_MS,
  AI_SHOT_MIN_MS,
} from './constants';

/** Time until an AI player's next shot: 4–6 s. */
export function aiShotDelay(rng: Rng): number {
  return rng.int(AI_SHOT_MIN_MS, AI_SHOT_MAX_MS);
}

/** An AI shot: power uniform in 60..80 and angle uniform in 40..50°. */
export function aiShot(rng: Rng): { power: number; angleDeg: number } {
  return {
    power: rng.range(AI_POWER_MIN, AI_POWER_MAX),
    angleDeg: rng.range(AI_ANGLE_MIN_DEG, AI_ANGLE_MAX_DEG),
  };
}
