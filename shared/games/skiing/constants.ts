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
/** The spec's downhill move: every run starts at this speed, and a skier never goes slower. */
export const DOWNHILL_PER_FRAME = 4;
/**
 * Design, on top of the spec's 4 a frame: downhill speed builds while the skier runs straight
 * and bleeds while they steer, between the spec's 4 and this top speed. The line through the gates then
 * decides the run time: a skier who anticipates the next gate steers less and runs faster.
 */
export const TOP_DOWNHILL_PER_FRAME = 6;
/** Downhill speed gained in each frame run straight (no key held): from 4 to 6 in 80 frames (1.33 s). */
export const GLIDE_GAIN_PER_FRAME = 0.025;
/** Downhill speed lost in each frame steered (sideways, skidding): from 6 to 4 in 40 frames (0.67 s). */
export const SKID_LOSS_PER_FRAME = 0.05;
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
 * steers there. Medium misses 15% of the gates, the chance the rivals have always had; hard a third as
 * often; easy 35% (at 30% it beat the 5/s reference player in 26% to 34% of plays, too near the 30% allowed). The
 * share holds in every run (3, 1 and 7 of the 20 gates, see missChanceAt in ai.ts), the gates
 * missed picked at random, so an AI's accuracy is steady from run to run.
 *
 * With speed that builds on a straight line, the AI's line matters too. `line` is how far towards
 * the gate after it an AI crosses a gate (as a skier who anticipates the next gate does), `spread` how far
 * from that line its crossing may stray at random (always within AI_AIM_SPREAD of the gate's centre).
 */
export const AI_BY_DIFFICULTY = {
  easy: { gateMissChance: 0.35, line: -15, spread: 15 },
  medium: { gateMissChance: 0.15, line: 15, spread: 20 },
  hard: { gateMissChance: 0.05, line: 30, spread: 10 },
} as const satisfies Record<Difficulty, { gateMissChance: number; line: number; spread: number }>;
/** An AI skier that means to make a gate crosses it within this far of its centre (inside the 50). */
export const AI_AIM_SPREAD = 30;
/**
 * An AI skier that misses a gate crosses it this far from its centre (past the 50), on the side towards
 * the middle of the field: every point it may aim for lies 20..380 across, so it reaches the next one in
 * the 75 frames between two gates (at most 360 across, 375 at 5 a frame).
 */
export const AI_MISS_BY = 70;
