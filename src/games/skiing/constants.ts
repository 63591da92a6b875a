// Alpine skiing: every number of SPEC §9, named for what it means.
import type { Difficulty } from '../core/types';

export const FIELD_WIDTH = 400;
/** The visible slope is this tall; the course itself runs on below it. */
export const FIELD_HEIGHT = 600;
export const GATE_COUNT = 20;
export const GATE_SPACING = 300;
/** The first gate is one spacing below the start. */
export const FIRST_GATE_Y = GATE_SPACING;
/** Movement per frame, where a frame is a fixed 1/60 s of game time (not a screen refresh). */
export const FRAMES_PER_SECOND = 60;
export const SIDEWAYS_PER_FRAME = 5;
export const DOWNHILL_PER_FRAME = 4;
/** Passing a gate more than this far from its centre misses it. */
export const GATE_HALF_WIDTH = 50;
export const MISSED_GATE_PENALTY_S = 5;
/** Score = round((90 − (elapsed + penalties)) × 100), floored at 0 (our choice: a leaderboard score is never negative). */
export const SCORE_BASE_S = 90;
export const SCORE_POINTS_PER_SECOND = 100;
export const START_X = FIELD_WIDTH / 2;
/** Gate centres are drawn so both poles stand inside the field. */
export const GATE_X_MIN = GATE_HALF_WIDTH;
export const GATE_X_MAX = FIELD_WIDTH - GATE_HALF_WIDTH;
/** Design: how long the '+5 s missed gate' notice stays up. */
export const PENALTY_NOTICE_MS = 1500;

/**
 * Design: AI skiers. An AI seat skis the same course on game time, steered by ai.ts: leaving a gate, it picks
 * where it will cross the next one, inside the flags or (with its difficulty's chance) outside them, and
 * steers there. Medium misses 15% of the gates, the chance the rivals have always had; easy misses twice as
 * often, hard a third as often.
 */
export const AI_BY_DIFFICULTY = {
  easy: { gateMissChance: 0.3 },
  medium: { gateMissChance: 0.15 },
  hard: { gateMissChance: 0.05 },
} as const satisfies Record<Difficulty, { gateMissChance: number }>;
/** An AI skier that means to make a gate crosses it within this far of its centre (inside the 50). */
export const AI_AIM_SPREAD = 30;
/**
 * An AI skier that misses a gate crosses it this far from its centre (past the 50), on the side towards
 * the middle of the field: every point it may aim for lies 20..380 across, so it reaches the next one in
 * the 75 frames between two gates (at most 360 across, 375 at 5 a frame).
 */
export const AI_MISS_BY = 70;
