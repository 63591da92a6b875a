// Basketball's state: the game's phase, each shooter's shot in progress, score and AI clock, the inputs.
import { hasInputType, isFiniteIn } from '../core/inputGuards';
import type { Difficulty, GamePlayer, RulesState } from '../core/types';
import type { Launch, ShotMiss } from './physics';

export type BasketballPhase = 'ready' | 'shooting' | 'finished';
export type ShotPhase = 'idle' | 'charging' | 'released' | 'flight' | 'reset';
/**
 * How the shooter's last try ended, until they press again: in ('made', as the ball drops through), out
 * ('missed', when it lands or leaves the court), or a release too soft to be a shot ('tap').
 */
export type ShotOutcome = 'made' | 'missed' | 'tap';

/** SPEC §3 basketball player state: score and shots (plus the shot in progress). */
export interface Shooter {
  player: GamePlayer;
  /** Points: 2 per basket. */
  score: number;
  shots: number;
  baskets: number;
  shot: ShotPhase;
  angleDeg: number;
  /** 0..100, rising 5 per 50 ms of chargeMs. */
  power: number;
  chargeMs: number;
  /** The ball in the air (released, flight and reset), else null. */
  ball: Launch | null;
  flightMs: number;
  /** Whether the ball in the air has already dropped through the hoop. */
  scored: boolean;
  lastOutcome: ShotOutcome | null;
  /** Which way the last shot missed (short or long), shown with 'missed'; null otherwise. */
  lastMiss: ShotMiss | null;
  resetMs: number;
  /** Game time of this player's last release. */
  lastShotAtMs: number;
  /** AI only: time until its next shot. */
  nextShotMs: number;
}

export interface BasketballState extends RulesState {
  phase: BasketballPhase;
  durationMs: number;
  elapsedMs: number;
  /** Read by every AI decision (AI_BY_DIFFICULTY). */
  difficulty: Difficulty;
  shooters: Shooter[];
}

export type BasketballInput =
  { type: 'start' } | { type: 'press' } | { type: 'release' } | { type: 'angle'; degrees: number };

export function isBasketballInput(value: unknown): value is BasketballInput {
  if (!hasInputType(value, ['start', 'press', 'release', 'angle'] as const)) return false;
  return value.type !== 'angle' || isFiniteIn(value.degrees);
}
