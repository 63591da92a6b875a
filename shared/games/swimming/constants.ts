// Swimming: every number of SPEC §9, named for what it means, plus the documented AI tuning.
import type { Difficulty } from '../core/types';

export const RACE_DISTANCE_M = 100;
export const ENERGY_START = 100;
export const ENERGY_MAX = 100;
export const STROKE_ENERGY_COST = 2;
export const ENERGY_REGEN_PER_TICK = 1;
export const ENERGY_REGEN_TICK_MS = 100;
/** A stroke moves STROKE_DISTANCE_FACTOR × a random number in [STROKE_POWER_MIN, STROKE_POWER_MAX). */
export const STROKE_DISTANCE_FACTOR = 0.5;
export const STROKE_POWER_MIN = 10;
export const STROKE_POWER_MAX = 30;
/** How long the 'stroking' flag (the splash animation) stays on after a stroke. */
export const STROKING_FLAG_MS = 200;
/**
 * Time between an AI swimmer's decisions, drawn in [min, max]: medium is the spec's 300–500 ms; easy
 * swims at about two thirds of that pace; hard strokes like a fast person (about 7.5 a second), calibrated
 * by `npm run bench:skill` to beat a steady 7-a-second swimmer about half the time.
 */
export const AI_DECISION_MS: Record<Difficulty, { min: number; max: number }> = {
  easy: { min: 450, max: 750 },
  medium: { min: 300, max: 500 },
  hard: { min: 125, max: 165 },
};
/** An AI strokes only when its energy exceeds a threshold drawn in [min, max) at each decision. */
export const AI_ENERGY_THRESHOLD_MIN = 20;
export const AI_ENERGY_THRESHOLD_MAX = 40;
export const SCORE_DISTANCE_POINTS = 1000;
export const SCORE_POINTS_PER_REMAINING_SECOND = 10;
