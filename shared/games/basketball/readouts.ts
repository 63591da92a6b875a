// What the views and the results read of a game and a shooter: time left, the charge's power, whether the
// angle may change, accuracy.
import { POINTS_PER_BASKET, POWER_MAX, POWER_STEP, POWER_STEP_MS } from './constants';
import type { BasketballState, Shooter } from './state';

export const timeLeftMs = (state: BasketballState) =>
  Math.max(0, state.durationMs - state.elapsedMs);

export const powerFor = (chargeMs: number) =>
  Math.min(POWER_MAX, Math.floor(chargeMs / POWER_STEP_MS) * POWER_STEP);

/** §5: the angle slider is disabled while charging or while a shot is in the air. */
export const canChangeAngle = (shooter: Shooter) =>
  shooter.shot !== 'charging' && shooter.shot !== 'released' && shooter.shot !== 'flight';

export function accuracyPercent(shooter: Shooter): number {
  if (shooter.shots === 0) return 0;
  return Math.round((shooter.score / POINTS_PER_BASKET / shooter.shots) * 100);
}
