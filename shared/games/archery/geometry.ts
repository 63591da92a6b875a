import { clamp } from '../../lib/format';
import { TARGET_SIZE, WIND_DRIFT_PER_UNIT } from './constants';

export interface Point {
  x: number;
  y: number;
}

/** How far the wind pushes an arrow in target units (SVG y grows downwards; positive wind.y blows up). */
export function windDrift(wind: Point): Point {
  return { x: wind.x * WIND_DRIFT_PER_UNIT, y: -wind.y * WIND_DRIFT_PER_UNIT };
}

export function clampToTarget(point: Point): Point {
  return { x: clamp(point.x, 0, TARGET_SIZE), y: clamp(point.y, 0, TARGET_SIZE) };
}
