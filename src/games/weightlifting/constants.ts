// Weightlifting: every number of SPEC §9 (and §4's pause), named for what it means.
export const ATTEMPTS = 3;
export const START_WEIGHT_KG = 100;
/** Added to the weight after a successful lift only. */
export const WEIGHT_STEP_KG = 20;
/** Each LIFT! press adds this to the lift bar. */
export const LIFT_PER_PRESS = 5;
/** The lift bar is full (and the hold begins) at this value. */
export const BAR_FULL = 100;
export const BAR_DECAY_PER_TICK = 2;
export const BAR_DECAY_TICK_MS = 100;
export const MARKER_STEP = 2;
export const MARKER_TICK_MS = 20;
/** The hold marker runs 0, 2, … 98 and wraps back to 0 here. */
export const MARKER_WRAP = 100;
/** A hold succeeds when the marker is within this distance of the target (inclusive). */
export const HOLD_TOLERANCE = 10;
export const TARGET_MIN = 10;
export const TARGET_MAX = 90;
/** SPEC §4: the result shows for 2 s before the next attempt (or the end). */
export const RESULT_PAUSE_MS = 2000;

/**
 * Design: Space both mashes and holds, so a Space press counts as a hold only once the marker has run this
 * long. Mash presses that spill over the moment the bar fills do not waste the attempt. (The HOLD! button,
 * a separate target, holds at once.)
 */
export const SPACE_HOLD_GRACE_MS = 300;

/** SPEC §8. */
export const successMessage = (weightKg: number) => `Success! ${weightKg}kg lifted!`;
export const FAILED_MESSAGE = 'Failed to hold!';

// Design: rivals. A weightlifting room may seat other competitors (the lobby's rooms hold two); each takes
// its turn when you take yours, succeeding with a chance that falls as its weight rises.
export const AI_SUCCESS_AT_START = 0.85;
export const AI_SUCCESS_DROP_PER_STEP = 0.15;
export const AI_SUCCESS_MIN = 0.2;
