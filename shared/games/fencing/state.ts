// Fencing's state: the bout's phase, the two fencers, what happened last, and the inputs.
import { hasInputType } from '../core/inputGuards';
import type { Difficulty, RulesState } from '../core/types';
import type { Fencer } from './fencer';

export type FencingPhase = 'ready' | 'countdown' | 'playing' | 'finished';
/** Why a finished bout ended: a fencer reached 5 touches, or the bout's time ran out. */
export type FencingEnd = 'touches' | 'time';

export type FencingInput = { type: 'start' } | { type: 'lunge' } | { type: 'parry' };

export function isFencingInput(value: unknown): value is FencingInput {
  return hasInputType(value, ['start', 'lunge', 'parry'] as const);
}

/** The two seats, in the order of the players given to init; the view places them on the strip. */
export type FencerPair = readonly [Fencer, Fencer];

/**
 * What happened last, as neutral facts (player ids), so each viewer reads it from their own side (see
 * messageFor in messages.ts).
 */
export type BoutEvent =
  | { kind: 'touch'; scorer: string; touched: string; riposte: boolean }
  | { kind: 'parry'; parrier: string; attacker: string; clean: boolean }
  | { kind: 'feint'; feinter: string; target: string };

export interface FencingState extends RulesState {
  phase: FencingPhase;
  /** Time left on the 3 s countdown (core/countdown.ts); the bout's clock starts at GO. */
  countdownMs: number;
  /** Time carried over towards the next 100 ms tick. */
  tickCarryMs: number;
  /** Bout time played since GO, in ticks. */
  ticks: number;
  /** The bout's length in ticks (the room's duration); the bout ends when `ticks` reaches it. */
  durationTicks: number;
  /** Every AI decision reads its tuning from this. */
  difficulty: Difficulty;
  endReason: FencingEnd | null;
  fencers: FencerPair;
  lastEvent: BoutEvent | null;
  /** Counts events, so the same event twice is still news to the view and the live region. */
  eventCount: number;
  lastAttackId: number;
}
