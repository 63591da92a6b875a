// Archery's state: the game's and each archer's phase, an archer's aim, wind, luck and arrows, the inputs.
import { hasInputType, isFiniteIn } from '../core/inputGuards';
import type { Difficulty, GamePlayer, RulesState } from '../core/types';
import type { Point } from './geometry';

/** The game's phase; each archer has their own aiming/shooting stance while it plays. */
export type ArcheryPhase = 'ready' | 'playing' | 'finished';
/** SPEC §4 as one archer lives it: ready, aiming, shooting (1 s after their shot), finished. */
export type ArcherPhase = 'ready' | 'aiming' | 'shooting' | 'finished';

export interface Arrow extends Point {
  points: number;
  /** Game time when it landed. */
  atMs: number;
}

/** SPEC §3 archery player state: score and shots, plus the archer's own aim, stance and wind. */
export interface Archer {
  player: GamePlayer;
  score: number;
  shots: number;
  arrows: Arrow[];
  /** Aiming, or shooting for the second after their own shot (SPEC §4). */
  stance: 'aiming' | 'shooting';
  /** Time left in the shooting stance. */
  shootingMs: number;
  /** Game time the archer was last back to aiming (the bow steadies from then on). */
  aimingSinceMs: number;
  /** Where the archer points (mouse, touch or arrow keys), in target units. */
  pointer: Point;
  /** Crosshair minus pointer, redrawn in ±10 after each of the archer's shots. */
  aimOffset: Point;
  /** The wind the archer's next arrow flies in (±5 per axis), redrawn after each of their arrows. */
  wind: Point;
  /** AI only: time until its next arrow. */
  nextShotMs: number;
  /**
   * The archer's own random stream (its RNG state): their aim offsets, winds and an AI's arrows are drawn
   * from it, so one archer's shots never change another's luck (nor an AI's timing).
   */
  luck: number;
}

export interface ArcheryState extends RulesState {
  phase: ArcheryPhase;
  difficulty: Difficulty;
  durationMs: number;
  elapsedMs: number;
  archers: Archer[];
}

export type ArcheryInput =
  | { type: 'start' }
  /** Point at (x, y) in target units. */
  | { type: 'aim'; x: number; y: number }
  /** Move the pointer by (dx, dy), e.g. from the arrow keys. */
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'shoot' };

export function isArcheryInput(value: unknown): value is ArcheryInput {
  if (!hasInputType(value, ['start', 'aim', 'nudge', 'shoot'] as const)) return false;
  if (value.type === 'aim') return isFiniteIn(value.x) && isFiniteIn(value.y);
  if (value.type === 'nudge') return isFiniteIn(value.dx) && isFiniteIn(value.dy);
  return true;
}
