// A lifter's attempts, each on its own clock: pressing the bar up, the hold, the result pause and the next
// attempt; an AI seat's attempt runs on its plan. runLifter moves one lifter on; move is a person's press.
import type { Rng } from '../../lib/rng';
import type { Difficulty, GamePlayer } from '../core/types';
import { aiAttemptLifts, planAiAttempt, type AiAttempt } from './ai';
import { runLifting } from './liftingBar';
import { attemptLeftMs, isInZone } from './readouts';
import type { Lifter, WeightliftingState } from './state';
import {
  ATTEMPTS,
  BAR_FULL,
  barWeightFactor,
  LIFT_PER_PRESS,
  MARKER_STEP,
  MARKER_TICK_MS,
  MARKER_WRAP,
  RESULT_PAUSE_MS,
  SPACE_HOLD_GRACE_MS,
  START_WEIGHT_KG,
  TARGET_MAX,
  TARGET_MIN,
  WEIGHT_STEP_KG,
  liftWorthKg,
} from './constants';

/** What each attempt starts from (the bar, the marker, the timers; barTicks [0] and no troughs besides). */
const freshAttempt = {
  bar: 0,
  decayCarryMs: 0,
  decayTicks: 0,
  troughNow: 0,
  slow: false,
  slowShownMs: 0,
  toldSlow: false,
  liftKg: 0,
  marker: 0,
  markerCarryMs: 0,
  holdingMs: 0,
  resultMs: 0,
  attemptMs: 0,
} as const;

export function newLifter(
  player: GamePlayer,
  difficulty: Difficulty,
  limitMs: number,
  rng: Rng,
): Lifter {
  const targets = Array.from({ length: ATTEMPTS }, () => rng.int(TARGET_MIN, TARGET_MAX));
  const aiPlan = player.isAI
    ? Array.from({ length: ATTEMPTS }, () => planAiAttempt(difficulty, limitMs, rng))
    : null;
  return {
    ...freshAttempt,
    barTicks: [0],
    troughs: [],
    player,
    phase: 'lifting',
    attempt: 1,
    weightKg: START_WEIGHT_KG,
    totalKg: 0,
    target: targets[0] ?? TARGET_MIN,
    targets,
    lifts: [],
    aiPlan,
    doneMs: null,
    nextPressMs: 0,
  };
}

/** Float sums of a heavy bar's fractional steps may fall a hair short of full. */
const FULL_EPSILON = 1e-9;

function lift(lifter: Lifter): Lifter {
  const raised = lifter.bar + LIFT_PER_PRESS * barWeightFactor(lifter.weightKg);
  if (raised < BAR_FULL - FULL_EPSILON) return { ...lifter, bar: raised };
  const bar = BAR_FULL;
  return {
    ...lifter,
    bar,
    phase: 'holding',
    slow: false,
    slowShownMs: 0,
    liftKg: liftWorthKg(lifter.weightKg, lifter.attemptMs),
    marker: 0,
    markerCarryMs: 0,
    holdingMs: 0,
  };
}

/** Ends the attempt; `fillMs` is when the bar filled (null: it never did). A success lifts `liftKg`. */
function endAttempt(
  lifter: Lifter,
  success: boolean,
  timeUp: boolean,
  fillMs: number | null,
  offBy: number | null = null,
): Lifter {
  const liftedKg = success ? lifter.liftKg : 0;
  return {
    ...lifter,
    phase: 'result',
    resultMs: RESULT_PAUSE_MS,
    slow: false,
    slowShownMs: 0,
    totalKg: lifter.totalKg + liftedKg,
    lifts: [
      ...lifter.lifts,
      { weightKg: lifter.weightKg, liftedKg, fillMs, success, timeUp, offBy },
    ],
  };
}

/** When the bar filled: the hold began then, and has run holdingMs since. */
const fillMsOf = (lifter: Lifter) => lifter.attemptMs - lifter.holdingMs;

const hold = (lifter: Lifter) =>
  endAttempt(
    lifter,
    isInZone(lifter.marker, lifter.target),
    false,
    fillMsOf(lifter),
    Math.abs(lifter.marker - lifter.target),
  );

function nextAttempt(lifter: Lifter): Lifter {
  if (lifter.attempt >= ATTEMPTS) return { ...lifter, phase: 'done', resultMs: 0 };
  const lastLifted = lifter.lifts.at(-1)?.success ?? false;
  return {
    ...lifter,
    ...freshAttempt,
    barTicks: [0],
    troughs: [],
    phase: 'lifting',
    attempt: lifter.attempt + 1,
    weightKg: lifter.weightKg + (lastLifted ? WEIGHT_STEP_KG : 0),
    target: lifter.targets[lifter.attempt] ?? lifter.target,
  };
}
function runHolding(lifter: Lifter, dtMs: number): void {
  const carried = lifter.markerCarryMs + dtMs;
  const ticks = Math.floor(carried / MARKER_TICK_MS);
  lifter.marker = (lifter.marker + ticks * MARKER_STEP) % MARKER_WRAP;
  lifter.markerCarryMs = carried - ticks * MARKER_TICK_MS;
  lifter.holdingMs += dtMs;
}

/** How long a rival's planned attempt takes at its weight: heavier bars take longer, within the limit. */
export const aiLiftMs = (plan: AiAttempt, weightKg: number, limitMs: number) =>
  Math.min(limitMs, Math.round(plan.liftMs / barWeightFactor(weightKg)));

/** An AI seat's attempt: it takes the planned time (longer for a heavier bar), then lifts or not by its chance. */
function runAiAttempt(
  lifter: Lifter,
  plan: AiAttempt,
  dtMs: number,
  difficulty: Difficulty,
  limitMs: number,
): number {
  const liftMs = aiLiftMs(plan, lifter.weightKg, limitMs);
  const used = Math.min(dtMs, Math.max(0, liftMs - lifter.attemptMs));
  lifter.attemptMs += used;
  if (lifter.attemptMs < liftMs) return dtMs - used;
  // Its bar is up at liftMs: the lift is worth what a person's would be then.
  lifter.liftKg = liftWorthKg(lifter.weightKg, liftMs);
  const lifts = aiAttemptLifts(plan, lifter.weightKg, difficulty);
  Object.assign(lifter, endAttempt(lifter, lifts, false, liftMs));
  return dtMs - used;
}

/**
 * Runs dtMs inside the lifter's current phase, changing `lifter` (the caller's own copy) in place; returns the
 * time the phase did not use.
 */
function runPhase(lifter: Lifter, dtMs: number, state: WeightliftingState): number {
  const plan = lifter.aiPlan?.[lifter.attempt - 1];
  if (plan && lifter.phase === 'lifting') {
    return runAiAttempt(lifter, plan, dtMs, state.difficulty, state.attemptLimitMs);
  }
  if (lifter.phase === 'lifting' || lifter.phase === 'holding') {
    // Up to the attempt's time limit: then it fails, and the rest of dtMs goes on into the result pause.
    const used = Math.min(dtMs, attemptLeftMs(state, lifter));
    lifter.attemptMs += used;
    if (lifter.phase === 'lifting') runLifting(lifter, used);
    else runHolding(lifter, used);
    if (!(attemptLeftMs(state, lifter) > 0)) {
      const fillMs = lifter.phase === 'holding' ? fillMsOf(lifter) : null;
      Object.assign(lifter, endAttempt(lifter, false, true, fillMs));
    }
    return dtMs - used;
  }
  // The result pause: only the time it needs, the rest goes on into the next attempt.
  const used = Math.min(dtMs, lifter.resultMs);
  lifter.resultMs -= used;
  if (!(lifter.resultMs > 0)) Object.assign(lifter, nextAttempt(lifter));
  return dtMs - used;
}

/** A function, not an inline test: runPhase changes the lifter's phase where the compiler cannot see it. */
const isDone = (lifter: Lifter) => lifter.phase === 'done';

/**
 * The lifter after `steps` steps of `stepMs`, the first at the game time `state.elapsedMs`, stopping once it
 * is done, and how many steps ran: exactly what runLifter gives called once a step (the same arithmetic in
 * the same order), on one copy of the lifter instead of several a step.
 */
export function runLifterSteps(
  lifter: Lifter,
  steps: number,
  stepMs: number,
  state: WeightliftingState,
): { lifter: Lifter; steps: number } {
  if (isDone(lifter) || steps <= 0) return { lifter, steps: 0 };
  const next = { ...lifter };
  let elapsedMs = state.elapsedMs;
  let ran = 0;
  while (ran < steps && !isDone(next)) {
    let left = stepMs;
    while (left > 0 && !isDone(next)) {
      left = runPhase(next, left, state);
      if (isDone(next)) next.doneMs = elapsedMs + stepMs - left;
    }
    elapsedMs += stepMs;
    ran += 1;
  }
  return { lifter: next, steps: ran };
}

export function runLifter(lifter: Lifter, dtMs: number, state: WeightliftingState): Lifter {
  return runLifterSteps(lifter, 1, dtMs, state).lifter;
}

/** The seat's own move, if it is a human lifter's and its phase allows it. */
export function move(lifter: Lifter, type: 'lift' | 'hold' | 'press'): Lifter {
  const lifting = lifter.phase === 'lifting';
  const holding = lifter.phase === 'holding';
  switch (type) {
    case 'lift':
      return lifting ? lift(lifter) : lifter;
    case 'hold':
      return holding ? hold(lifter) : lifter;
    case 'press':
      if (lifting) return lift(lifter);
      return holding && lifter.holdingMs >= SPACE_HOLD_GRACE_MS ? hold(lifter) : lifter;
  }
}
