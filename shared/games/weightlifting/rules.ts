// Weightlifting rules (SPEC §4, §8, §9): pure and deterministic; time and randomness come in as arguments.
// Every seat is a lifter with three attempts of its own. Lifting: each press adds 5 to the bar, which decays
// 2 per 100 ms; at 100 the hold begins, and the lift is worth the weight if the bar went up within 8 s, else
// that share of it (liftWorthKg). Holding: the marker runs 2 per 20 ms and wraps at 100; a hold within 10 of
// the target lifts what the lift is worth. Lifting and holding share the attempt's time limit; when
// it runs out the attempt fails ('Time!'). Result: 2 s, then the next attempt (bar reset; +20 kg after a
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
  FULL_LIFT_MS,
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
  LIFT_PER_PRESS as PRESS_RISE,
  liftWorthKg,
  PERFECT_HOLD_WITHIN,
  SLOW_MIN_SHOW_MS,
  successMessage,
} from './constants';

/** The game's phase: SPEC §4's lifting, holding and result are each lifter's own (LifterPhase). */
export type WeightliftingPhase = 'ready' | 'lifting' | 'finished';

/** A lifter's phase: 'done' once its third attempt's result has shown. */
export type LifterPhase = 'lifting' | 'holding' | 'result' | 'done';

export interface Lift {
  /** The bar's weight. */
  weightKg: number;
  /** What the lift counted: what it was worth when held (the weight, or a share of it for a slow lift), else 0. */
  liftedKg: number;
  /** How long the bar took to fill from the attempt's start; null when it never filled. */
  fillMs: number | null;
  success: boolean;
  /** The attempt's time ran out before a hold. */
  timeUp: boolean;
  /** How far the marker was from the target at a person's hold; null for a rival or no hold. */
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
  /** Decay ticks so far in this attempt. */
  decayTicks: number;
  /** The lowest bar of each of the attempt's last half seconds, oldest first (see barTrend). */
  troughs: number[];
  /** The lowest bar so far in the current half second. */
  troughNow: number;
  /** The bar has not risen over the last second: the lifter is told to click faster (see SLOW_MIN_SHOW_MS). */
  slow: boolean;
  /** How long 'Faster!' has been showing in this spell (0 while it is not). */
  slowShownMs: number;
  /** The lifter has been told so in this attempt (the live region says it once an attempt). */
  toldSlow: boolean;
  /** What this lift is worth if held, fixed when the bar fills (0 until then). */
  liftKg: number;
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

const SLOW_WINDOW_TICKS = SLOW_WINDOW_MS / BAR_DECAY_TICK_MS;

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

function newLifter(player: GamePlayer, difficulty: Difficulty, limitMs: number, rng: Rng): Lifter {
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

/** The ticks a trough is taken over: longer than the gap between a slow hand's presses. */
const TROUGH_TICKS = 5;
/** Troughs remembered: the trend runs from the first to the last, 2 s apart. */
const TREND_TROUGHS = 5;
const TREND_SECONDS = ((TREND_TROUGHS - 1) * TROUGH_TICKS * BAR_DECAY_TICK_MS) / 1000;

/**
 * How fast the bar is rising, a second, trough to trough over 2 s (the lowest bar of the last half second
 * against the lowest of the half second 2 s before), so the saw of press and decay between two presses does
 * not count; undefined until 2.5 s of ticks are in. A steady hand at p presses a second reads about
 * (5p − 20) × 100/W, within a tick's decay.
 */
export function barTrend(troughs: readonly number[]): number | undefined {
  if (troughs.length < TREND_TROUGHS) return undefined;
  return (troughs[troughs.length - 1]! - troughs[0]!) / TREND_SECONDS;
}

/**
 * The bar decays tick by tick; its last second of ticks and its half-second troughs are remembered, to tell
 * a slow lifter so. 'Faster!' comes when the bar is not rising (barTrend ≤ 0: 4 presses a second or fewer;
 * in an attempt's first 2.5 s, when it is no higher than a second ago), and goes only after SLOW_MIN_SHOW_MS
 * and once the bar rises a press's worth a second (5 presses a second, as the hint asks). Between the two it
 * stays as it is, so a hand near the balance is told steadily instead of at every other tick as the saw of
 * its presses dips.
 */
function runLifting(lifter: Lifter, dtMs: number): Lifter {
  let carried = lifter.decayCarryMs + dtMs;
  let { bar, barTicks, decayTicks, troughs, troughNow, slow, slowShownMs, toldSlow } = lifter;
  const factor = barWeightFactor(lifter.weightKg);
  const decay = BAR_DECAY_PER_TICK * factor;
  while (carried >= BAR_DECAY_TICK_MS) {
    carried -= BAR_DECAY_TICK_MS;
    bar = Math.max(0, bar - decay);
    barTicks = [...barTicks, bar].slice(-SLOW_WINDOW_TICKS - 1);
    decayTicks += 1;
    troughNow = decayTicks % TROUGH_TICKS === 1 ? bar : Math.min(troughNow, bar);
    if (decayTicks % TROUGH_TICKS === 0) troughs = [...troughs, troughNow].slice(-TREND_TROUGHS);
    const secondAgo = barTicks.length > SLOW_WINDOW_TICKS ? barTicks[0] : undefined;
    const trend = barTrend(troughs) ?? (secondAgo === undefined ? undefined : bar - secondAgo);
    if (trend === undefined) continue;
    if (slow) {
      slowShownMs += BAR_DECAY_TICK_MS;
      const rising = trend >= PRESS_RISE * factor - 1e-9;
      if (slowShownMs >= SLOW_MIN_SHOW_MS && rising) [slow, slowShownMs] = [false, 0];
    } else if (trend <= 0) {
      [slow, slowShownMs] = [true, 0];
    }
    toldSlow ||= slow;
  }
  return {
    ...lifter,
    bar,
    barTicks,
    decayTicks,
    troughs,
    troughNow,
    slow,
    slowShownMs,
    toldSlow,
    decayCarryMs: carried,
  };
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
  // Its bar is up at liftMs: the lift is worth what a person's would be then.
  const filled = { ...timed, liftKg: liftWorthKg(timed.weightKg, liftMs) };
  return [
    endAttempt(filled, aiAttemptLifts(plan, timed.weightKg, difficulty), false, liftMs),
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
    if (attemptLeftMs(state, run) > 0) return [run, dtMs - used];
    return [
      endAttempt(run, false, true, run.phase === 'holding' ? fillMsOf(run) : null),
      dtMs - used,
    ];
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

/** A lift in a few words: '100 kg lifted', '40 of 100 kg lifted (slow lift, 20.0 s)', '120 kg not held'. */
export function liftSummary(lift: Lift): string {
  if (lift.success && lift.liftedKg < lift.weightKg) {
    const seconds = ((lift.fillMs ?? 0) / 1000).toFixed(1);
    return `${lift.liftedKg} of ${lift.weightKg} kg lifted (bar up in ${seconds} s)`;
  }
  if (lift.success) return `${lift.weightKg} kg lifted`;
  return `${lift.weightKg} kg ${lift.timeUp ? 'out of time' : 'not held'}`;
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
          label: `Attempt ${i + 1} · ${liftSummary(l)}`,
          points: l.liftedKg,
        })),
      })),
    );
  },
};
