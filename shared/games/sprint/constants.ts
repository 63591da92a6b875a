// Sprint (athletics): every number of SPEC §9, named for what it means, plus the documented AI tuning.
import type { Difficulty } from '../core/types';

export const RACE_DISTANCE_M = 100;
/** Metres per second. */
export const MAX_SPEED = 15;
export const SPEED_PER_CLICK = 2;
export const STAMINA_START = 100;
export const STAMINA_MAX = 100;
/** A click drains stamina by this fraction of the speed after the click. */
export const STAMINA_DRAIN_PER_SPEED = 0.5;
/** The race's physics tick: speed decay, stamina recovery, movement and AI decisions all run on it. */
export const TICK_MS = 100;
/** Speed keeps this fraction of itself at each tick (it decays 5%). */
export const SPEED_RETAINED_PER_TICK = 0.95;
export const STAMINA_RECOVERY_PER_TICK = 0.5;
// Pacing. The spec's numbers stay; two rules on top make stamina a matter of rhythm, not flicker.
/**
 * A click that drains stamina to 0 leaves the runner winded: RUN! stays off until stamina has recovered to
 * this (2 s at 0.5 a tick), instead of flickering back on at every 0.5 recovered (which let a masher keep
 * top speed on free clicks at 0 stamina).
 */
export const WINDED_RECOVER_TO = 10;
/**
 * A click in rhythm (its gap from the last click within this share of the gap before) drains only
 * RHYTHM_DRAIN_SHARE of the spec's drain: a steady ~4 a second holds top speed (15 m/s) to the line, mashing
 * winds you.
 */
export const RHYTHM_TOLERANCE = 0.2;
export const RHYTHM_DRAIN_SHARE = 0.5;
/** An AI runner only clicks while its stamina is above a threshold drawn in [min, max) at each decision. */
export const AI_STAMINA_THRESHOLD_MIN = 20;
export const AI_STAMINA_THRESHOLD_MAX = 40;
/**
 * Chance that an AI runner clicks at one 100 ms tick: the 'fresh' chance while its stamina is above the
 * threshold, the 'tired' one below it (a runner who keeps clicking at 0 stamina still gets a click in after
 * every recovery tick, so a tired AI must not stop altogether or any steady human would win by seconds).
 * Hard is calibrated by `npm run bench:skill` to beat a steady 7-a-second runner in about 3 races of 4.
 */
export const AI_CLICK_CHANCE_FRESH: Record<Difficulty, number> = {
  easy: 0.85,
  medium: 0.9,
  hard: 1,
};
export const AI_CLICK_CHANCE_TIRED: Record<Difficulty, number> = {
  easy: 0.6,
  medium: 0.7,
  hard: 0.9,
};
/** An AI runner keeps a beat, clicking at most once in this long (whole ticks). */
export const AI_BEAT_MS: Record<Difficulty, number> = {
  easy: 400,
  medium: 300,
  hard: 200,
};
export const SCORE_DISTANCE_POINTS = 1000;
export const SCORE_POINTS_PER_REMAINING_SECOND = 5;

/**
 * Clicks a second that hold top speed: each tick takes 5% of 15 m/s, 7.5 m/s a second, and a click gives 2
 * back (3.75 a second, 'about 4'). The ready screen tells it as the pace that wins.
 */
export const TOP_SPEED_CLICKS_PER_SECOND =
  (MAX_SPEED * (1 - SPEED_RETAINED_PER_TICK) * (1000 / TICK_MS)) / SPEED_PER_CLICK;
