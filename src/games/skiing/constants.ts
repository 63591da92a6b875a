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
 * Design: rivals. A skiing room may seat other competitors (the lobby's rooms hold two); each runs the same
 * course as you, passing each gate when you do and missing it with its difficulty's chance. Medium is the
 * chance the rivals have always had; easy misses twice as often, hard a third as often.
 */
export const AI_BY_DIFFICULTY = {
  easy: { gateMissChance: 0.3 },
  medium: { gateMissChance: 0.15 },
  hard: { gateMissChance: 0.05 },
} as const satisfies Record<Difficulty, { gateMissChance: number }>;
