// What the views and the results read from a lifter: its hold's grade, its messages, the time and worth left.
import {
  FAILED_MESSAGE,
  FULL_LIFT_MS,
  GOOD_HOLD_WITHIN,
  HOLD_TOLERANCE,
  liftWorthKg,
  PERFECT_HOLD_WITHIN,
  successMessage,
  TIME_UP_MESSAGE,
} from './constants';
import type { HoldGrade, Lift, Lifter, WeightliftingState } from './state';

/** How a hold is graded by its distance from the target: within 2 perfect, 6 good, 10 (the zone) close. */
export function holdGrade(offBy: number): HoldGrade {
  if (offBy <= PERFECT_HOLD_WITHIN) return 'perfect';
  if (offBy <= GOOD_HOLD_WITHIN) return 'good';
  return offBy <= HOLD_TOLERANCE ? 'close' : 'wide';
}
export const isInZone = (marker: number, target: number) =>
  Math.abs(marker - target) <= HOLD_TOLERANCE;

export const lifterOf = (state: WeightliftingState, playerId: string): Lifter | undefined =>
  state.lifters.find((lifter) => lifter.player.id === playerId);

/**
 * The result of the lifter's attempt just made (shown during its result pause), or ''. SPEC §8's 'Success!
 * {weight}kg lifted!' names the kg the lift counted: the bar's weight, or the share a slow lift was worth.
 */
export function liftMessage(lifter: Lifter): string {
  const last = lifter.lifts.at(-1);
  if (lifter.phase !== 'result' || !last) return '';
  if (last.success) return successMessage(last.liftedKg);
  return last.timeUp ? TIME_UP_MESSAGE : FAILED_MESSAGE;
}

/** What a lift whose bar fills now would be worth: the weight within 8 s of the attempt's start, then less. */
export const worthNowKg = (lifter: Lifter) => liftWorthKg(lifter.weightKg, lifter.attemptMs);

/** Whole seconds left to fill the bar for the full weight (0 once they have gone). */
export const fullLiftLeftS = (lifter: Lifter) =>
  Math.max(0, Math.ceil((FULL_LIFT_MS - lifter.attemptMs) / 1000));

/** The result message for the viewer's own attempt just made, or '' (also for a viewer with no seat). */
export function messageFor(state: WeightliftingState, viewerId: string): string {
  const lifter = lifterOf(state, viewerId);
  return lifter ? liftMessage(lifter) : '';
}

/** The time left on the lifter's current attempt (none once it is done). */
export const attemptLeftMs = (state: WeightliftingState, lifter: Lifter) =>
  lifter.phase === 'done' ? 0 : Math.max(0, state.attemptLimitMs - lifter.attemptMs);
/** A lift in a few words: '100 kg lifted', '40 of 100 kg lifted (slow lift, 20.0 s)', '120 kg not held'. */
export function liftSummary(lift: Lift): string {
  if (lift.success && lift.liftedKg < lift.weightKg) {
    const seconds = ((lift.fillMs ?? 0) / 1000).toFixed(1);
    return `${lift.liftedKg} of ${lift.weightKg} kg lifted (bar up in ${seconds} s)`;
  }
  if (lift.success) return `${lift.weightKg} kg lifted`;
  return `${lift.weightKg} kg ${lift.timeUp ? 'out of time' : 'not held'}`;
}
