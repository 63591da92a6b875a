// Weightlifting's state: the game's and each lifter's phase, a lifter's attempts and lifts, and the inputs.
import { hasInputType } from '../core/inputGuards';
import type { Difficulty, GamePlayer, RulesState } from '../core/types';
import type { AiAttempt } from './ai';

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
