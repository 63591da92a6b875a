// The contract every mini-game's rules follow (ARCHITECTURE.md §1). Rules are pure: no DOM, no React, no
// timers, no Math.random, no Date.now. Time comes in as dtMs, randomness as an Rng.
import type { Rng } from '../../lib/rng';

export type Difficulty = 'easy' | 'medium' | 'hard';

export type GameId =
  | 'swimming'
  | 'athletics'
  | 'archery'
  | 'basketball'
  | 'fencing'
  | 'weightlifting'
  | 'alpine-skiing';

/** A player as the games area sees one (SPEC §3): the human is the only one with isAI false. */
export interface GamePlayer {
  id: string;
  name: string;
  /** Seed of the locally generated avatar. */
  avatar: string;
  isAI: boolean;
}

export interface GameSettings {
  /** Seconds on the game clock. */
  duration: number;
  difficulty: Difficulty;
  rounds: number;
}

/** One line of how a score was made up, e.g. { label: 'Distance', points: 1000 }. */
export interface ScorePart {
  label: string;
  points: number;
}

/** SPEC §3 'Game result entry'; position is 1-based; the leaderboard adds the medal. */
export interface GameResultEntry {
  playerId: string;
  playerName: string;
  playerAvatar: string;
  score: number;
  /** Seconds used (or the finishing time for races). */
  time: number;
  position: number;
  /** Archery and basketball only: percent 0..100. */
  accuracy?: number;
  /** How the score was made up, shown on the leaderboard. */
  breakdown?: ScorePart[];
}

/** Every rules state carries the RNG state so a game replays from its seed and inputs. */
export interface RulesState {
  rng: number;
}

export interface GameRules<S extends RulesState, Input> {
  init(players: readonly GamePlayer[], settings: GameSettings, rng: Rng): Omit<S, 'rng'>;
  /** The passage of dtMs: timers, regeneration, AI decisions, physics. */
  step(state: S, dtMs: number, rng: Rng): S;
  /**
   * Optional: `steps` calls of step(state, stepMs, rng) at once, stopping at the step after which the game is
   * over; returns the state and how many steps ran. It must give exactly what the calls one by one give (the
   * same arithmetic in the same order): a game whose step costs a new state of every player defines it to
   * skip that cost between inputs (re-playing a 90 s run is 9,000 steps).
   */
  stepMany?(state: S, steps: number, stepMs: number, rng: Rng): { state: S; steps: number };
  /**
   * A player's action. A move that is not allowed (or an input that fails isInput, or a player who is not a
   * human seat of this game) returns the same state object and never throws.
   */
  act(state: S, playerId: string, input: Input, rng: Rng): S;
  /** True when `value` is one of this game's inputs, every field checked (it may come off the network). */
  isInput(value: unknown): value is Input;
  isOver(state: S): boolean;
  /** Results for every player, ordered by position. */
  results(state: S): GameResultEntry[];
}

/** What the games area hands to a game view. */
export interface GameViewProps {
  players: readonly GamePlayer[];
  settings: GameSettings;
  /** Seed for this play; the same seed and inputs replay the same game. */
  seed: number;
  onFinish(results: GameResultEntry[]): void;
}
