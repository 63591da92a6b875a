// Weightlifting rules (SPEC §4, §8, §9): pure and deterministic; time and randomness come in as arguments.
// One lifter, three attempts. Lifting: each press adds 5 to the bar, which decays 2 per 100 ms; at 100 the
// hold begins. Holding: the marker runs 2 per 20 ms and wraps at 100; a hold within 10 of the target lifts
// the weight. Lifting and holding share the attempt's time limit (issue 11); when it runs out the attempt
// fails ('Time!'). Result: 2 s, then the next attempt (bar reset; +20 kg after a success) or the end.
import { hasInputType } from '../core/inputGuards';
import type { Rng } from '../../lib/rng';
import type { Difficulty, GamePlayer, GameRules, RulesState } from '../core/types';
import { HUMAN_PLAYER_ID, HUMAN_PLAYER_NAME } from '../core/players';
import { rankByScore } from '../core/ranking';
import { aiLifts } from './ai';
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
  successMessage,
} from './constants';

export type WeightliftingPhase = 'ready' | 'lifting' | 'holding' | 'result' | 'finished';

export interface Lift {
  weightKg: number;
  success: boolean;
  /** The attempt's time ran out before a hold. */
  timeUp: boolean;
}

/** Another competitor in the room: it lifts its attempt when you make yours. */
export interface Rival {
  player: GamePlayer;
  /** The weight of its next attempt. */
  weightKg: number;
  totalKg: number;
  lifts: Lift[];
}

export interface WeightliftingState extends RulesState {
  phase: WeightliftingPhase;
  lifter: GamePlayer;
  rivals: Rival[];
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
  /** Centre of the hold zone, 10..90, drawn for each attempt. */
  target: number;
  /** Time left on the result pause. */
  resultMs: number;
  /** Each attempt's time limit for lifting and holding together. */
  attemptLimitMs: number;
  /** Time spent on the current attempt. */
  attemptMs: number;
  difficulty: Difficulty;
  lifts: Lift[];
  /** Time played, for the result's time. */
  elapsedMs: number;
}

/** 'press' is Space: a lift press while lifting, a hold while holding (after the grace). */
export type WeightliftingInput =
  { type: 'start' } | { type: 'lift' } | { type: 'hold' } | { type: 'press' };

export function isWeightliftingInput(value: unknown): value is WeightliftingInput {
  return hasInputType(value, ['start', 'lift', 'hold', 'press'] as const);
}

const drawTarget = (rng: Rng) => rng.int(TARGET_MIN, TARGET_MAX);

export const isInZone = (marker: number, target: number) =>
  Math.abs(marker - target) <= HOLD_TOLERANCE;

/** The message for the lift just made (shown during the result pause), or ''. */
export function resultMessage(state: WeightliftingState): string {
  const last = state.lifts.at(-1);
  if (state.phase !== 'result' && state.phase !== 'finished') return '';
  if (!last) return '';
  if (last.success) return successMessage(last.weightKg);
  return last.timeUp ? TIME_UP_MESSAGE : FAILED_MESSAGE;
}

/** The time left on the current attempt. */
export const attemptLeftMs = (state: WeightliftingState) =>
  Math.max(0, state.attemptLimitMs - state.attemptMs);

const SLOW_WINDOW_TICKS = SLOW_WINDOW_MS / BAR_DECAY_TICK_MS;

function lift(state: WeightliftingState): WeightliftingState {
  const bar = Math.min(BAR_FULL, state.bar + LIFT_PER_PRESS);
  if (bar < BAR_FULL) return { ...state, bar };
  return {
    ...state,
    bar,
    phase: 'holding',
    slow: false,
    marker: 0,
    markerCarryMs: 0,
    holdingMs: 0,
  };
}

function rivalLifts(rival: Rival, difficulty: Difficulty, rng: Rng): Rival {
  const success = aiLifts(rival.weightKg, difficulty, rng);
  return {
    ...rival,
    weightKg: rival.weightKg + (success ? WEIGHT_STEP_KG : 0),
    totalKg: rival.totalKg + (success ? rival.weightKg : 0),
    lifts: [...rival.lifts, { weightKg: rival.weightKg, success, timeUp: false }],
  };
}

/** The attempt ends: held in the zone or not, or out of time. */
function endAttempt(state: WeightliftingState, rng: Rng, timeUp: boolean): WeightliftingState {
  const success = !timeUp && isInZone(state.marker, state.target);
  return {
    ...state,
    rivals: state.rivals.map((rival) => rivalLifts(rival, state.difficulty, rng)),
    phase: 'result',
    resultMs: RESULT_PAUSE_MS,
    slow: false,
    totalKg: state.totalKg + (success ? state.weightKg : 0),
    lifts: [...state.lifts, { weightKg: state.weightKg, success, timeUp }],
  };
}

const hold = (state: WeightliftingState, rng: Rng) => endAttempt(state, rng, false);

function nextAttempt(state: WeightliftingState, rng: Rng): WeightliftingState {
  if (state.attempt >= ATTEMPTS) return { ...state, phase: 'finished', resultMs: 0 };
  const lastLifted = state.lifts.at(-1)?.success ?? false;
  return {
    ...state,
    phase: 'lifting',
    attempt: state.attempt + 1,
    weightKg: state.weightKg + (lastLifted ? WEIGHT_STEP_KG : 0),
    bar: 0,
    decayCarryMs: 0,
    barTicks: [0],
    slow: false,
    toldSlow: false,
    marker: 0,
    markerCarryMs: 0,
    holdingMs: 0,
    resultMs: 0,
    attemptMs: 0,
    target: drawTarget(rng),
  };
}

/** The bar decays tick by tick; each tick is remembered for a second, to tell a slow lifter so. */
function runLifting(state: WeightliftingState, dtMs: number): WeightliftingState {
  let carried = state.decayCarryMs + dtMs;
  let { bar, barTicks, slow, toldSlow } = state;
  while (carried >= BAR_DECAY_TICK_MS) {
    carried -= BAR_DECAY_TICK_MS;
    bar = Math.max(0, bar - BAR_DECAY_PER_TICK);
    barTicks = [...barTicks, bar].slice(-SLOW_WINDOW_TICKS - 1);
    const secondAgo = barTicks.length > SLOW_WINDOW_TICKS ? barTicks[0] : undefined;
    slow = secondAgo !== undefined && bar <= secondAgo;
    toldSlow ||= slow;
  }
  return { ...state, bar, barTicks, slow, toldSlow, decayCarryMs: carried };
}

function runHolding(state: WeightliftingState, dtMs: number): WeightliftingState {
  const carried = state.markerCarryMs + dtMs;
  const ticks = Math.floor(carried / MARKER_TICK_MS);
  return {
    ...state,
    marker: (state.marker + ticks * MARKER_STEP) % MARKER_WRAP,
    markerCarryMs: carried - ticks * MARKER_TICK_MS,
    holdingMs: state.holdingMs + dtMs,
  };
}

/** Runs dtMs inside the current phase; returns the new state and the time the phase did not use. */
function runPhase(state: WeightliftingState, dtMs: number, rng: Rng): [WeightliftingState, number] {
  if (state.phase === 'lifting' || state.phase === 'holding') {
    // Up to the attempt's time limit: then it fails, and the rest of dtMs goes on into the result pause.
    const used = Math.min(dtMs, attemptLeftMs(state));
    const timed = {
      ...state,
      elapsedMs: state.elapsedMs + used,
      attemptMs: state.attemptMs + used,
    };
    const run = state.phase === 'lifting' ? runLifting(timed, used) : runHolding(timed, used);
    return attemptLeftMs(run) > 0 ? [run, dtMs - used] : [endAttempt(run, rng, true), dtMs - used];
  }
  // The result pause: only the time it needs, the rest goes on into the next attempt.
  const used = Math.min(dtMs, state.resultMs);
  const paused = { ...state, elapsedMs: state.elapsedMs + used, resultMs: state.resultMs - used };
  return [paused.resultMs > 0 ? paused : nextAttempt(paused, rng), dtMs - used];
}

const isTimed = (phase: WeightliftingPhase) =>
  phase === 'lifting' || phase === 'holding' || phase === 'result';

export const weightliftingRules: GameRules<WeightliftingState, WeightliftingInput> = {
  init(players, settings, rng) {
    return {
      phase: 'ready',
      lifter: players[0] ?? {
        id: HUMAN_PLAYER_ID,
        name: HUMAN_PLAYER_NAME,
        avatar: HUMAN_PLAYER_NAME,
        isAI: false,
      },
      rivals: players
        .slice(1)
        .map((player) => ({ player, weightKg: START_WEIGHT_KG, totalKg: 0, lifts: [] })),
      attempt: 1,
      weightKg: START_WEIGHT_KG,
      totalKg: 0,
      bar: 0,
      decayCarryMs: 0,
      barTicks: [0],
      slow: false,
      toldSlow: false,
      marker: 0,
      markerCarryMs: 0,
      holdingMs: 0,
      target: drawTarget(rng),
      resultMs: 0,
      attemptLimitMs: attemptTimeMs(settings.duration),
      attemptMs: 0,
      difficulty: settings.difficulty,
      lifts: [],
      elapsedMs: 0,
    };
  },

  step(state, dtMs, rng) {
    let next = state;
    let left = dtMs;
    while (left > 0 && isTimed(next.phase)) [next, left] = runPhase(next, left, rng);
    return next;
  },

  act(state, playerId, input, rng) {
    if (!isWeightliftingInput(input)) return state;
    if (input.type === 'start') {
      return state.phase === 'ready' ? { ...state, phase: 'lifting' } : state;
    }
    if (playerId !== state.lifter.id) return state;
    const lifting = state.phase === 'lifting';
    const holding = state.phase === 'holding';
    switch (input.type) {
      case 'lift':
        return lifting ? lift(state) : state;
      case 'hold':
        return holding ? hold(state, rng) : state;
      case 'press':
        if (lifting) return lift(state);
        return holding && state.holdingMs >= SPACE_HOLD_GRACE_MS ? hold(state, rng) : state;
    }
  },

  isInput: isWeightliftingInput,
  isOver: (state) => state.phase === 'finished',

  results(state) {
    const time = state.elapsedMs / 1000;
    const entry = (player: GamePlayer, totalKg: number, lifts: readonly Lift[]) => ({
      playerId: player.id,
      playerName: player.name,
      playerAvatar: player.avatar,
      score: totalKg,
      time,
      breakdown: lifts.map((l, i) => ({
        label: `Attempt ${i + 1} · ${l.weightKg} kg ${l.success ? 'lifted' : l.timeUp ? 'out of time' : 'failed'}`,
        points: l.success ? l.weightKg : 0,
      })),
    });
    return rankByScore([
      entry(state.lifter, state.totalKg, state.lifts),
      ...state.rivals.map((r) => entry(r.player, r.totalKg, r.lifts)),
    ]);
  },
};
