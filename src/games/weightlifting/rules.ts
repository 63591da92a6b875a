// Weightlifting rules (SPEC §4, §8, §9): pure and deterministic; time and randomness come in as arguments.
// Every seat is a lifter with three attempts of its own. Lifting: each press adds 5 to the bar, which decays
// 2 per 100 ms; at 100 the hold begins. Holding: the marker runs 2 per 20 ms and wraps at 100; a hold within
// 10 of the target lifts the weight. Lifting and holding share the attempt's time limit (issue 11); when it
// runs out the attempt fails ('Time!'). Result: 2 s, then the next attempt (bar reset; +20 kg after a
// success) or, after the third, the lifter is done. An AI seat's attempt takes it a drawn time, then it lifts
// or not by its chance. The game: ready, then every lifter on its own attempts, finished when all are done.
import { bookPress } from '../core/inputCeiling';
import { hasInputType } from '../core/inputGuards';
import type { Rng } from '../../lib/rng';
import type { Difficulty, GamePlayer, GameRules, RulesState } from '../core/types';
import { rankByScore } from '../core/ranking';
import { aiAttemptLifts, planAiAttempt, type AiAttempt } from './ai';
import {
  ATTEMPTS,
  BAR_DECAY_PER_TICK,
  BAR_DECAY_TICK_MS,
  BAR_FULL,
  FAILED_MESSAGE,
  HOLD_TOLERANCE,
  LIFT_PER_PRESS,
  MARKER_STEP,
  MARKER_TICK_MS,
  MARKER_WRAP,
  RESULT_PAUSE_MS,
  SLOW_WINDOW_MS,
  SPACE_HOLD_GRACE_MS,
  START_WEIGHT_KG,
  TARGET_MAX,
  TARGET_MIN,
  TIME_UP_MESSAGE,
  WEIGHT_STEP_KG,
  attemptTimeMs,
  barWeightFactor,
  GOOD_HOLD_WITHIN,
  PERFECT_HOLD_WITHIN,
  successMessage,
} from './constants';

/** The game's phase: SPEC §4's lifting, holding and result are each lifter's own (LifterPhase). */
export type WeightliftingPhase = 'ready' | 'lifting' | 'finished';

/** A lifter's phase: 'done' once its third attempt's result has shown. */
export type LifterPhase = 'lifting' | 'holding' | 'result' | 'done';

export interface Lift {
  weightKg: number;
  success: boolean;
  /** The attempt's time ran out before a hold. */
  timeUp: boolean;
  /** Issue 13: how far the marker was from the target at a person's hold; null for a rival or no hold. */
  offBy: number | null;
}

export type HoldGrade = 'perfect' | 'good' | 'close' | 'wide';

/** How a hold is graded by its distance from the target: within 2 perfect, 6 good, 10 (the zone) close. */
export function holdGrade(offBy: number): HoldGrade {
  if (offBy <= PERFECT_HOLD_WITHIN) return 'perfect';
  if (offBy <= GOOD_HOLD_WITHIN) return 'good';
  return offBy <= HOLD_TOLERANCE ? 'close' : 'wide';
}

/** One seat: a human's or an AI's attempts, each lifter on its own. */
export interface Lifter {
  player: GamePlayer;
  phase: LifterPhase;
  /** 1..3 */
  attempt: number;
  /** The weight of the current attempt. */
  weightKg: number;
  totalKg: number;
  /** Lift bar, 0..100. */
  bar: number;
  /** Time carried over towards the next bar decay tick. */
  decayCarryMs: number;
  /** The bar at the last decay ticks of this attempt, oldest first: the last second and its start. */
  barTicks: number[];
  /** The bar has not risen over the last second: the lifter is told to click faster. */
  slow: boolean;
  /** The lifter has been told so in this attempt (the live region says it once an attempt). */
  toldSlow: boolean;
  /** Hold marker, 0..98. */
  marker: number;
  markerCarryMs: number;
  /** Time since the hold began. */
  holdingMs: number;
  /** Centre of the hold zone, 10..90: this attempt's of `targets`. */
  target: number;
  /** Each attempt's target, drawn when the game is set up (so lifters never share a draw). */
  targets: number[];
  /** Time left on the result pause. */
  resultMs: number;
  /** Time spent on the current attempt. */
  attemptMs: number;
  lifts: Lift[];
  /** AI seats: each attempt's time and roll, drawn when the game is set up; null for a human. */
  aiPlan: AiAttempt[] | null;
  /** Game time when the lifter was done (its result's time), or null. */
  doneMs: number | null;
  /** Game time of this lifter's next lift-press slot (the 15-a-second ceiling, core/inputCeiling.ts). */
  nextPressMs: number;
}

export interface WeightliftingState extends RulesState {
  phase: WeightliftingPhase;
  lifters: Lifter[];
  /** Each attempt's time limit for lifting and holding together. */
  attemptLimitMs: number;
  difficulty: Difficulty;
  /** Game time since the start. */
  elapsedMs: number;
}

/** 'press' is Space: a lift press while lifting, a hold while holding (after the grace). */
export type WeightliftingInput =
  { type: 'start' } | { type: 'lift' } | { type: 'hold' } | { type: 'press' };

export function isWeightliftingInput(value: unknown): value is WeightliftingInput {
  return hasInputType(value, ['start', 'lift', 'hold', 'press'] as const);
}

export const isInZone = (marker: number, target: number) =>
  Math.abs(marker - target) <= HOLD_TOLERANCE;

export const lifterOf = (state: WeightliftingState, playerId: string): Lifter | undefined =>
  state.lifters.find((lifter) => lifter.player.id === playerId);

/** The result of the lifter's attempt just made (shown during its result pause), or ''. */
export function liftMessage(lifter: Lifter): string {
  const last = lifter.lifts.at(-1);
  if (lifter.phase !== 'result' || !last) return '';
  if (last.success) return successMessage(last.weightKg);
  return last.timeUp ? TIME_UP_MESSAGE : FAILED_MESSAGE;
}

/** The result message for the viewer's own attempt just made, or '' (also for a viewer with no seat). */
export function messageFor(state: WeightliftingState, viewerId: string): string {
  const lifter = lifterOf(state, viewerId);
  return lifter ? liftMessage(lifter) : '';
}

/** The time left on the lifter's current attempt (none once it is done). */
export const attemptLeftMs = (state: WeightliftingState, lifter: Lifter) =>
  lifter.phase === 'done' ? 0 : Math.max(0, state.attemptLimitMs - lifter.attemptMs);

const SLOW_WINDOW_TICKS = SLOW_WINDOW_MS / BAR_DECAY_TICK_MS;

/** What each attempt starts from (the bar, the marker, the timers; barTicks [0] besides). */
const freshAttempt = {
  bar: 0,
  decayCarryMs: 0,
  slow: false,
  toldSlow: false,
  marker: 0,
  markerCarryMs: 0,
  holdingMs: 0,
  resultMs: 0,
  attemptMs: 0,
} as const;

function newLifter(player: GamePlayer, difficulty: Difficulty, limitMs: number, rng: Rng): Lifter {
  const targets = Array.from({ length: ATTEMPTS }, () => rng.int(TARGET_MIN, TARGET_MAX));
  const aiPlan = player.isAI
    ? Array.from({ length: ATTEMPTS }, () => planAiAttempt(difficulty, limitMs, rng))
    : null;
  return {
    ...freshAttempt,
    barTicks: [0],
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
    marker: 0,
    markerCarryMs: 0,
    holdingMs: 0,
  };
}

function endAttempt(
  lifter: Lifter,
  success: boolean,
  timeUp: boolean,
  offBy: number | null = null,
): Lifter {
  return {
    ...lifter,
    phase: 'result',
    resultMs: RESULT_PAUSE_MS,
    slow: false,
    totalKg: lifter.totalKg + (success ? lifter.weightKg : 0),
    lifts: [...lifter.lifts, { weightKg: lifter.weightKg, success, timeUp, offBy }],
  };
}

const hold = (lifter: Lifter) =>
  endAttempt(
    lifter,
    isInZone(lifter.marker, lifter.target),
    false,
    Math.abs(lifter.marker - lifter.target),
  );

function nextAttempt(lifter: Lifter): Lifter {
  if (lifter.attempt >= ATTEMPTS) return { ...lifter, phase: 'done', resultMs: 0 };
  const lastLifted = lifter.lifts.at(-1)?.success ?? false;
  return {
    ...lifter,
    ...freshAttempt,
    barTicks: [0],
    phase: 'lifting',
    attempt: lifter.attempt + 1,
    weightKg: lifter.weightKg + (lastLifted ? WEIGHT_STEP_KG : 0),
    target: lifter.targets[lifter.attempt] ?? lifter.target,
  };
}

/** The bar decays tick by tick; each tick is remembered for a second, to tell a slow lifter so. */
function runLifting(lifter: Lifter, dtMs: number): Lifter {
  let carried = lifter.decayCarryMs + dtMs;
  let { bar, barTicks, slow, toldSlow } = lifter;
  const decay = BAR_DECAY_PER_TICK * barWeightFactor(lifter.weightKg);
  while (carried >= BAR_DECAY_TICK_MS) {
    carried -= BAR_DECAY_TICK_MS;
    bar = Math.max(0, bar - decay);
    barTicks = [...barTicks, bar].slice(-SLOW_WINDOW_TICKS - 1);
    const secondAgo = barTicks.length > SLOW_WINDOW_TICKS ? barTicks[0] : undefined;
    slow = secondAgo !== undefined && bar <= secondAgo;
    toldSlow ||= slow;
  }
  return { ...lifter, bar, barTicks, slow, toldSlow, decayCarryMs: carried };
}

function runHolding(lifter: Lifter, dtMs: number): Lifter {
  const carried = lifter.markerCarryMs + dtMs;
  const ticks = Math.floor(carried / MARKER_TICK_MS);
  return {
    ...lifter,
    marker: (lifter.marker + ticks * MARKER_STEP) % MARKER_WRAP,
    markerCarryMs: carried - ticks * MARKER_TICK_MS,
    holdingMs: lifter.holdingMs + dtMs,
  };
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
) {
  const liftMs = aiLiftMs(plan, lifter.weightKg, limitMs);
  const used = Math.min(dtMs, Math.max(0, liftMs - lifter.attemptMs));
  const timed = { ...lifter, attemptMs: lifter.attemptMs + used };
  if (timed.attemptMs < liftMs) return [timed, dtMs - used] as const;
  return [
    endAttempt(timed, aiAttemptLifts(plan, timed.weightKg, difficulty), false),
    dtMs - used,
  ] as const;
}

/** Runs dtMs inside the lifter's current phase; returns it and the time the phase did not use. */
function runPhase(
  lifter: Lifter,
  dtMs: number,
  state: WeightliftingState,
): readonly [Lifter, number] {
  const plan = lifter.aiPlan?.[lifter.attempt - 1];
  if (plan && lifter.phase === 'lifting') {
    return runAiAttempt(lifter, plan, dtMs, state.difficulty, state.attemptLimitMs);
  }
  if (lifter.phase === 'lifting' || lifter.phase === 'holding') {
    // Up to the attempt's time limit: then it fails, and the rest of dtMs goes on into the result pause.
    const used = Math.min(dtMs, attemptLeftMs(state, lifter));
    const timed = { ...lifter, attemptMs: lifter.attemptMs + used };
    const run = lifter.phase === 'lifting' ? runLifting(timed, used) : runHolding(timed, used);
    return [attemptLeftMs(state, run) > 0 ? run : endAttempt(run, false, true), dtMs - used];
  }
  // The result pause: only the time it needs, the rest goes on into the next attempt.
  const used = Math.min(dtMs, lifter.resultMs);
  const paused = { ...lifter, resultMs: lifter.resultMs - used };
  return [paused.resultMs > 0 ? paused : nextAttempt(paused), dtMs - used];
}

function runLifter(lifter: Lifter, dtMs: number, state: WeightliftingState): Lifter {
  let next = lifter;
  let left = dtMs;
  while (left > 0 && next.phase !== 'done') {
    [next, left] = runPhase(next, left, state);
    if (next.phase === 'done') next = { ...next, doneMs: state.elapsedMs + dtMs - left };
  }
  return next;
}

/** The seat's own move, if it is a human lifter's and its phase allows it. */
function move(lifter: Lifter, type: 'lift' | 'hold' | 'press'): Lifter {
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

export const weightliftingRules: GameRules<WeightliftingState, WeightliftingInput> = {
  init(players, settings, rng) {
    const attemptLimitMs = attemptTimeMs(settings.duration);
    return {
      phase: 'ready',
      lifters: players.map((player) => newLifter(player, settings.difficulty, attemptLimitMs, rng)),
      attemptLimitMs,
      difficulty: settings.difficulty,
      elapsedMs: 0,
    };
  },

  step(state, dtMs) {
    if (state.phase !== 'lifting') return state;
    const lifters = state.lifters.map((lifter) => runLifter(lifter, dtMs, state));
    if (lifters.some((lifter) => lifter.phase !== 'done')) {
      return { ...state, lifters, elapsedMs: state.elapsedMs + dtMs };
    }
    const lastDoneMs = Math.max(state.elapsedMs, ...lifters.map((l) => l.doneMs ?? 0));
    return { ...state, lifters, phase: 'finished', elapsedMs: lastDoneMs };
  },

  act(state, playerId, input) {
    if (!isWeightliftingInput(input)) return state;
    const seat = state.lifters.findIndex((lifter) => lifter.player.id === playerId);
    const lifter = state.lifters[seat];
    if (!lifter) return state;
    if (input.type === 'start') {
      return state.phase === 'ready' ? { ...state, phase: 'lifting' } : state;
    }
    if (state.phase !== 'lifting' || lifter.player.isAI) return state;
    // Lift presses (LIFT! and Space while lifting) count at most 15 a second; a hold is one press.
    let pressed = lifter;
    if (lifter.phase === 'lifting' && (input.type === 'lift' || input.type === 'press')) {
      const nextPressMs = bookPress(lifter.nextPressMs, state.elapsedMs);
      if (nextPressMs === null) return state;
      pressed = { ...lifter, nextPressMs };
    }
    const moved = move(pressed, input.type);
    if (moved === pressed) return state;
    return { ...state, lifters: state.lifters.map((l, i) => (i === seat ? moved : l)) };
  },

  isInput: isWeightliftingInput,
  isOver: (state) => state.phase === 'finished',

  results(state) {
    return rankByScore(
      state.lifters.map((lifter) => ({
        playerId: lifter.player.id,
        playerName: lifter.player.name,
        playerAvatar: lifter.player.avatar,
        score: lifter.totalKg,
        time: (lifter.doneMs ?? state.elapsedMs) / 1000,
        breakdown: lifter.lifts.map((l, i) => ({
          label: `Attempt ${i + 1} · ${l.weightKg} kg ${l.success ? 'lifted' : l.timeUp ? 'out of time' : 'failed'}`,
          points: l.success ? l.weightKg : 0,
        })),
      })),
    );
  },
};
