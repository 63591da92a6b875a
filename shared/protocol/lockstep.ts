// One server tick, computed the same way by the game server and by every browser in the room: the inputs
// the server took during the tick are applied in order, then TICK_MS of game time passes in the same fixed
// steps the single-player clock uses. The rules are deterministic, so every device that starts from the
// same state and applies the same ticks shows the same game (snapshots correct any drift).
import { advanceSteps, perform } from '../games/core/runner';
import { FIXED_STEP_MS } from '../games/core/fixedStep';
import type { GameRules, RulesState } from '../games/core/types';

/** The server's simulation interval: 20 ticks a second. */
export const TICK_MS = 50;
export const STEPS_PER_TICK = TICK_MS / FIXED_STEP_MS;

export interface SeatInput {
  playerId: string;
  input: unknown;
}

export function runTick<S extends RulesState>(
  rules: GameRules<S, unknown>,
  state: S,
  inputs: readonly SeatInput[],
): S {
  let next = state;
  for (const { playerId, input } of inputs) next = perform(rules, next, playerId, input);
  return advanceSteps(rules, next, STEPS_PER_TICK, FIXED_STEP_MS);
}
