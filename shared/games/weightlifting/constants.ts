// Weightlifting: every number of SPEC §9 (and §4's pause), named for what it means.
import type { Difficulty } from '../core/types';

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
/** A hold this close to the target is 'Perfect hold!', this close 'Good hold' (else 'Just held'). */
export const PERFECT_HOLD_WITHIN = 2;
export const GOOD_HOLD_WITHIN = 6;
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

/** 'Time!' when an attempt's time runs out before the bar is up and held. */
export const TIME_UP_MESSAGE = 'Time!';

/** Only for durations under 9 s, which no room has (the lobby clamps them to 30..600 s). */
export const MIN_ATTEMPT_MS = 1000;

/**
 * Each attempt (lifting and holding together) has a time limit, so that three attempts and their
 * three result pauses fill the room's duration and no more: a visitor who cannot mash fast enough, or who
 * never holds, still reaches the end. Practice (90 s) gives 28 s an attempt.
 */
export function attemptTimeMs(durationS: number): number {
  const share = Math.floor((durationS * 1000 - ATTEMPTS * RESULT_PAUSE_MS) / ATTEMPTS);
  return Number.isFinite(share) ? Math.max(MIN_ATTEMPT_MS, share) : MIN_ATTEMPT_MS;
}

/**
 * Heavier bars fill slower. A bar of W kg moves START_WEIGHT_KG / W as far as the spec's: a press
 * lifts it 5 × 100/W and it sinks 2 × 100/W a tick, so 100 kg is the spec's exactly, the rate it takes to lift
 * any bar stays 5 presses a second, and a hand that filled 100 kg in 10 s needs 12 s for 120 kg and 14 s for
 * 140 kg. A rival's attempt takes W/100 as long too.
 */
export const barWeightFactor = (weightKg: number) =>
  START_WEIGHT_KG / Math.max(START_WEIGHT_KG, weightKg);

/**
 * Design (the curve): a lift counts in full when the bar is up within this long of its attempt's start; a
 * slower one counts that share of the weight (FULL_LIFT_MS / the time it took), once held. The spec's numbers
 * all stay: 5 a press against 2 a tick means 4 presses a second only hold the bar, and every press a second
 * above that raises it 5 (× 100/W), so the kg a lift is worth rise with the pace, 40 kg for each press a
 * second over 4, up to the bar's weight: about 100 kg over three attempts at 5 a second, 240 at 6, 340 at
 * 7 and all 360 from about 7.75 (docs/skill.md prints the curve). Before, a lift counted in full whenever it was
 * filled within the attempt's 28 s, so 4.7 a second lifted nothing and 5.25 a second everything.
 */
export const FULL_LIFT_MS = 8000;

/**
 * What a lift of `weightKg` whose bar took `fillMs` to fill is worth once held: all of it within
 * FULL_LIFT_MS, else that share of it, in whole kg (never more than the weight, never below 1).
 */
export function liftWorthKg(weightKg: number, fillMs: number): number {
  const share = Math.min(1, FULL_LIFT_MS / Math.max(1, fillMs));
  return Math.max(1, Math.floor(weightKg * share + 1e-9));
}

/** The bar's fall a second at the start weight: 20. */
export const BAR_DECAY_PER_SECOND = (BAR_DECAY_PER_TICK * 1000) / BAR_DECAY_TICK_MS;
/** The lifter is told to click faster while the bar is no higher than it was this long ago. */
export const SLOW_WINDOW_MS = 1000;
/**
 * Once shown, 'Faster!' stays at least this long and goes only when the bar rises a press's worth (5 × 100/W)
 * a second, trough to trough over 2 s: a hand near the balance (4 a second) no longer makes it flicker.
 */
export const SLOW_MIN_SHOW_MS = 1500;
/** Presses a second that beat the decay: 5. */
export const PRESSES_PER_SECOND_TO_LIFT = Math.floor(BAR_DECAY_PER_SECOND / LIFT_PER_PRESS) + 1;
/** True at every weight: a heavier bar sinks slower but rises slower by the same share. */
export const SLOW_HINT = `Faster! Click ${PRESSES_PER_SECOND_TO_LIFT}+ times a second to raise the bar.`;

// Design: rivals. A weightlifting room may seat other competitors (the lobby's rooms hold two). Each lifts
// its own attempts on game time: an attempt takes it a drawn time, then it lifts with a chance that falls as
// its weight rises.
export const AI_SUCCESS_AT_START = 0.85;
export const AI_SUCCESS_DROP_PER_STEP = 0.15;
export const AI_SUCCESS_MIN = 0.2;
/** A medium rival's attempt takes 6..12 s (never more than the attempt's time limit). */
export const AI_LIFT_MS_MIN = 6000;
export const AI_LIFT_MS_MAX = 12_000;

export interface AiTunables {
  /** The chance to lift the start weight (100 kg). */
  successAtStart: number;
  /** Taken off that chance for each 20 kg more. */
  dropPerStep: number;
  /** The chance never falls below this. */
  successMin: number;
  /** How long an attempt takes it, drawn in this range. */
  liftMsMin: number;
  liftMsMax: number;
}

/** Medium is SPEC §9's rival (its chances above); easy fails more often and is slower, hard lifts more and sooner. */
export const AI_BY_DIFFICULTY: Record<Difficulty, AiTunables> = {
  easy: {
    successAtStart: 0.45,
    dropPerStep: 0.25,
    successMin: 0.1,
    liftMsMin: 12_000,
    liftMsMax: 20_000,
  },
  medium: {
    successAtStart: AI_SUCCESS_AT_START,
    dropPerStep: AI_SUCCESS_DROP_PER_STEP,
    successMin: AI_SUCCESS_MIN,
    liftMsMin: AI_LIFT_MS_MIN,
    liftMsMax: AI_LIFT_MS_MAX,
  },
  hard: {
    successAtStart: 0.95,
    dropPerStep: 0.05,
    successMin: 0.4,
    liftMsMin: 3000,
    liftMsMax: 6000,
  },
};
