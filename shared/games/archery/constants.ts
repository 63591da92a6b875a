// Archery: every number of SPEC §9, named for what it means, plus the documented wind and AI models.
import type { Difficulty } from '../core/types';

/** The target is drawn in a 300 × 300 coordinate space (SVG user units), centre (150, 150). */
export const TARGET_SIZE = 300;
export const TARGET_CENTRE = 150;
export const RING_COUNT = 10;
/** Ring n (1 = innermost) has radius n × 15 and scores 11 − n; outside radius 150 scores 0. */
export const RING_WIDTH = 15;
export const MAX_RING_SCORE = 10;
/** After each shot the aim offset (crosshair minus pointer) is redrawn in ±10 on each axis. */
export const AIM_OFFSET_MAX = 10;
/** The crosshair starts within ±10 of the centre on each axis. */
export const START_JITTER_MAX = 10;
/** How far one arrow-key press moves the crosshair. */
export const KEYBOARD_AIM_STEP = 5;
/** The shooting state lasts 1 s, then the archer is back to aiming. */
export const SHOOTING_MS = 1000;
/**
 * Wind: each axis is drawn uniformly in [−5, 5) (shown with one decimal) when the game starts and each time
 * the player is back to aiming (so it changes per arrow), and pushes every arrow by 8 target units
 * per unit of wind: up to 40 units, several rings, so it must be read and aimed off. Positive horizontal blows
 * right, positive vertical blows up.
 */
export const WIND_MAX = 5;
export const WIND_DRIFT_PER_UNIT = 8;
/**
 * The draw: a bow sways until it has been held drawn for a moment. A person's arrow lands anywhere
 * within SWAY_MAX × (1 − aimed / STEADY_MS)² of the crosshair, `aimed` being the time since they were back
 * to aiming: 120 units (8 rings) when loosed at once, 30 after 750 ms, nothing after 1.5 s. Shooting at the
 * centre as fast as the game allows (the play-test's best score) no longer pays; a steady, read shot does.
 */
export const SWAY_MAX = 200;
export const STEADY_MS = 2000;
export const AI_SHOT_MIN_MS = 3000;
export const AI_SHOT_MAX_MS = 5000;
/**
 * AI error model: an AI archer aims at the centre, allowing for this fraction of the wind, and misses its
 * aim point by a triangular error in ±spread on each axis (the sum of two uniform draws).
 */
export const AI_WIND_ALLOWANCE: Record<Difficulty, number> = {
  easy: 0.5,
  medium: 0.75,
  hard: 0.95,
};
export const AI_AIM_SPREAD: Record<Difficulty, number> = { easy: 90, medium: 70, hard: 44 };
/**
 * Time between an AI archer's arrows by difficulty (calibrated by `npm run bench:skill`): medium is
 * the spec's 3–5 s; easy is as slow as the spec allows; hard shoots like a practised person (every 2.1–3.1 s).
 */
export const AI_SHOT_MS: Record<Difficulty, { min: number; max: number }> = {
  easy: { min: AI_SHOT_MIN_MS, max: AI_SHOT_MAX_MS },
  medium: { min: AI_SHOT_MIN_MS, max: AI_SHOT_MAX_MS },
  hard: { min: 2100, max: 3100 },
};
