// Pure helpers that thread the RNG state through a game state around the rules' own functions.
import { createRng } from '../../lib/rng';
import type { GamePlayer, GameRules, GameSettings, RulesState } from './types';

export function initGame<S extends RulesState, I>(
  rules: GameRules<S, I>,
  players: readonly GamePlayer[],
  settings: GameSettings,
  seed: number,
): S {
  const rng = createRng(seed);
  const state = rules.init(players, settings, rng);
  return { ...state, rng: rng.state() } as S;
}

export function advance<S extends RulesState, I>(
  rules: GameRules<S, I>,
  state: S,
  dtMs: number,
): S {
  if (dtMs <= 0) return state;
  const rng = createRng(state.rng);
  const next = rules.step(state, dtMs, rng);
  return next === state && rng.state() === state.rng ? state : { ...next, rng: rng.state() };
}

/**
 * `steps` fixed steps of `stepMs` at once, stopping early once the game is over: the same state as calling
 * advance() that many times (the rules read randomness from the Rng given, never from state.rng), with one Rng
 * and one copy of the state for the whole run instead of one per step (the clock runs this every frame).
 */
export function advanceSteps<S extends RulesState, I>(
  rules: GameRules<S, I>,
  state: S,
  steps: number,
  stepMs: number,
): S {
  if (steps <= 0 || stepMs <= 0 || rules.isOver(state)) return state;
  const rng = createRng(state.rng);
  let next = state;
  for (let i = 0; i < steps && !rules.isOver(next); i++) next = rules.step(next, stepMs, rng);
  return next === state && rng.state() === state.rng ? state : { ...next, rng: rng.state() };
}

export function perform<S extends RulesState, I>(
  rules: GameRules<S, I>,
  state: S,
  playerId: string,
  input: I,
): S {
  const rng = createRng(state.rng);
  const next = rules.act(state, playerId, input, rng);
  return next === state && rng.state() === state.rng ? state : { ...next, rng: rng.state() };
}

/** Runs a game with no human input in fixed steps until it is over or maxMs passes (headless plays). */
export function simulate<S extends RulesState, I>(
  rules: GameRules<S, I>,
  state: S,
  { stepMs = 10, maxMs = 600_000 }: { stepMs?: number; maxMs?: number } = {},
): S {
  let current = state;
  for (let t = 0; t < maxMs && !rules.isOver(current); t += stepMs) {
    current = advance(rules, current, stepMs);
  }
  return current;
}
