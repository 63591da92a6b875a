// Pure helpers that thread the RNG state through a game state around the rules' own functions.
import { createRng, type Rng } from '../../lib/rng';
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
  const next = runSteps(rules, state, steps, stepMs, rng).state;
  return next === state && rng.state() === state.rng ? state : { ...next, rng: rng.state() };
}

/**
 * Up to `steps` calls of rules.step with `rng`, stopping once the game is over (the rules' stepMany when they
 * have one); returns the state and how many steps ran, the last of them the one that ended the game if over.
 */
export function runSteps<S extends RulesState, I>(
  rules: GameRules<S, I>,
  state: S,
  steps: number,
  stepMs: number,
  rng: Rng,
): { state: S; steps: number } {
  if (steps <= 0 || rules.isOver(state)) return { state, steps: 0 };
  if (rules.stepMany) return rules.stepMany(state, steps, stepMs, rng);
  let next = state;
  let ran = 0;
  while (ran < steps && !rules.isOver(next)) {
    next = rules.step(next, stepMs, rng);
    ran += 1;
  }
  return { state: next, steps: ran };
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
