// Basketball: every number of SPEC §9, named for what it means, plus the documented ball physics.
import type { Difficulty } from '../core/types';

export const ANGLE_MIN_DEG = 15;
export const ANGLE_MAX_DEG = 75;
export const ANGLE_DEFAULT_DEG = 45;
/** Power rises by POWER_STEP every POWER_STEP_MS while the shot is held, up to POWER_MAX. */
export const POWER_STEP = 5;
export const POWER_STEP_MS = 50;
export const POWER_MAX = 100;
export const POINTS_PER_BASKET = 2;
/** The shot resets 1 s after it ends (the ball lands or leaves the court). */
export const RESET_MS = 1000;
export const AI_SHOT_MIN_MS = 4000;
export const AI_SHOT_MAX_MS = 6000;
export const AI_POWER_MIN = 60;
export const AI_POWER_MAX = 80;
export const AI_ANGLE_MIN_DEG = 40;
export const AI_ANGLE_MAX_DEG = 50;

/**
 * A release below this power (a hold shorter than 200 ms: a click or a tap) is not a shot: the ball stays in
 * hand and the player is told to hold. Not in the spec.
 */
export const MIN_SHOT_POWER = 20;

/** How an AI shooter plays at one difficulty. */
export interface AiTunables {
  /** Time between its shots, drawn uniformly (whole milliseconds). */
  shotMinMs: number;
  shotMaxMs: number;
  /** Where its power and angle fall (every shot lies in these ranges). */
  powerMin: number;
  powerMax: number;
  angleMinDeg: number;
  angleMaxDeg: number;
  /**
   * The share of its shots that go in, held within one basket of it over a game (about the natural make rate
   * of the ranges above, so the shots look like the ranges; a game of independent draws swung from 11 % to
   * 47 %).
   */
  accuracy: number;
}

/** 'medium' is SPEC §9 exactly: a shot every 4–6 s with power 60–80 and angle 40–50°. */
export const AI_BY_DIFFICULTY: Record<Difficulty, AiTunables> = {
  easy: {
    shotMinMs: 5000,
    shotMaxMs: 7000,
    powerMin: 55,
    powerMax: 85,
    angleMinDeg: 35,
    angleMaxDeg: 55,
    accuracy: 0.3,
  },
  medium: {
    shotMinMs: AI_SHOT_MIN_MS,
    shotMaxMs: AI_SHOT_MAX_MS,
    powerMin: AI_POWER_MIN,
    powerMax: AI_POWER_MAX,
    angleMinDeg: AI_ANGLE_MIN_DEG,
    angleMaxDeg: AI_ANGLE_MAX_DEG,
    accuracy: 0.5,
  },
  hard: {
    shotMinMs: 2600,
    shotMaxMs: 3200,
    powerMin: 65,
    powerMax: 75,
    angleMinDeg: 42,
    angleMaxDeg: 48,
    accuracy: 0.8,
  },
};
/** Draws of (power, angle) an AI tries for a make (or a miss) before it takes its range's sure one. */
export const AI_AIM_TRIES = 64;

// Ball physics, in metres and seconds, on a side view of the court (x to the right, y up from the floor).
export const GRAVITY = 9.81;
/**
 * Launch speed v0 = LAUNCH_SPEED_MIN + power / 100 × (LAUNCH_SPEED_MAX − LAUNCH_SPEED_MIN) m/s: 0.1 m/s per
 * 5 % step, so the make window at 45° spans three steps (65–75 %, a 150 ms release window) rather than one
 * (50 ms, which play-testing found unlearnable). Power 70 still leaves at 7.65 m/s.
 */
export const LAUNCH_SPEED_MIN = 6.25;
export const LAUNCH_SPEED_MAX = 8.25;
export const RELEASE_X = 1;
export const RELEASE_Y = 2;
export const HOOP_X = 5.6;
export const RIM_Y = 3.05;
export const RIM_RADIUS = 0.23;
export const BALL_RADIUS = 0.12;
/** The make window: how far from the hoop centre the ball centre may come down through rim height. */
export const MAKE_TOLERANCE = 0.2;
/** The backboard's front face and height; a ball that hits it loses its forward speed and drops. */
export const BOARD_X = 5.98;
export const BOARD_BOTTOM_Y = 2.9;
export const BOARD_TOP_Y = 3.95;
/** The pole holding the board, from the floor up to the board, this far behind the board's face. */
export const POLE_X = BOARD_X + 0.35;
/** A ball that passes x = COURT_WIDTH has left the court. The view shows COURT_HEIGHT (high lobs leave the top). */
export const COURT_WIDTH = 7.5;
export const COURT_HEIGHT = 5;
