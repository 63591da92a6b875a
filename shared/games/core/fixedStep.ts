// Fixed-step time accounting, kept apart from the hook so it can be tested without a browser.

/** The rules are fed time in whole steps of this size. 10 ms divides every 'per N ms' rule of the spec. */
export const FIXED_STEP_MS = 10;

/**
 * The most time one animation frame may feed the rules. A hidden tab pauses the clock instead (so no jump
 * after a tab switch); this bound only caps the catch-up work after a long stall of a visible page, such as
 * a fast-forwarded clock, while still letting a whole game's worth of time through.
 */
export const MAX_FRAME_MS = 180_000;

export interface StepAccumulator {
  leftoverMs: number;
}

/** How many fixed steps to run for elapsedMs of real time; keeps the remainder for the next frame. */
export function takeSteps(acc: StepAccumulator, elapsedMs: number): number {
  const clamped = Math.min(Math.max(elapsedMs, 0), MAX_FRAME_MS);
  const total = acc.leftoverMs + clamped;
  const steps = Math.floor(total / FIXED_STEP_MS);
  acc.leftoverMs = total - steps * FIXED_STEP_MS;
  return steps;
}
