// Alpine skiing's state: the run's phase and clock, each skier on the shared course, and the inputs.
import { hasInputType } from '../core/inputGuards';
import type { Difficulty, GamePlayer, RulesState } from '../core/types';
import type { SteerDirection } from './ai';

export type { SteerDirection };

export type SkiingPhase = 'ready' | 'countdown' | 'playing' | 'finished';

/** SPEC §3 ski gate as one skier meets it: passed, and whether it was missed once passed. */
export interface Gate {
  id: number;
  y: number;
  x: number;
  passed: boolean;
  missed: boolean;
}

export type Steering = Readonly<Record<SteerDirection, boolean>>;

/** One seat's skier. Every skier runs the same course (the same gates at the same places). */
export interface Skier {
  player: GamePlayer;
  /** Position on the course: x across the field (0..400), y downhill from the start. */
  x: number;
  y: number;
  /**
   * Downhill speed, units per frame: starts at the spec's 4, builds while running straight up to
   * 6 and bleeds back towards 4 while steering.
   */
  speed: number;
  /** Held steering: a human's keys or touch, an AI's choice for this frame. */
  steer: Steering;
  /** AI seats: where it will cross the next gate, picked when it sets off for it; null until then. */
  aim: number | null;
  gates: readonly Gate[];
  gatesPassed: number;
  missedGates: number;
  /**
   * Race time at its last gate, or null while skiing: the moment within the frame its skier crossed the
   * gate's line, to the hundredth of a second (with speed that varies, runs differ to the hundredth).
   */
  finishMs: number | null;
  /** Its '+5 s missed gate' notice shows while the game's elapsedMs is below this. */
  penaltyNoticeUntilMs: number;
}

export interface SkiingState extends RulesState {
  phase: SkiingPhase;
  /** The room's difficulty: how often the AI skiers miss a gate. */
  difficulty: Difficulty;
  /** One per seat, in the order of the players given to init. */
  skiers: readonly Skier[];
  /** Time left on the 3 s countdown; the run's clock starts at GO. */
  countdownMs: number;
  /** Game time since GO: the same start and clock for every skier. */
  elapsedMs: number;
  frames: number;
}

export type SkiingInput =
  { type: 'start' } | { type: 'steer'; direction: SteerDirection; held: boolean };

export function isSkiingInput(value: unknown): value is SkiingInput {
  if (!hasInputType(value, ['start', 'steer'] as const)) return false;
  return (
    value.type === 'start' ||
    ((value.direction === 'left' || value.direction === 'right') && typeof value.held === 'boolean')
  );
}
