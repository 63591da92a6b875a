// Re-plays a recorded local run (runLog.ts) exactly as the clock played it: from the seed, the same fixed
// steps, each input applied after the steps the clock had run before it. Used by the server's verification and
// by the tests that check a recorded play re-plays to the state it reached.
import { createRng } from '../lib/rng';
import { createAiPlayers } from '../rooms/aiPlayers';
import { FIXED_STEP_MS } from '../games/core/fixedStep';
import { HUMAN_PLAYER_ID, HUMAN_PLAYER_NAME } from '../games/core/players';
import { inputType, SUPERSEDING_INPUTS } from './runRecorder';
import type { RunLog } from './runLog';
import { initGame, perform, runSteps } from '../games/core/runner';
import type { GamePlayer, GameRules, RulesState } from '../games/core/types';

/** The seats of a practice run: the human first, then its AI opponents (named from the seed; names never count). */
export function practicePlayers(seed: number, aiSeats: number): GamePlayer[] {
  const human: GamePlayer = {
    id: HUMAN_PLAYER_ID,
    name: HUMAN_PLAYER_NAME,
    avatar: HUMAN_PLAYER_NAME,
    isAI: false,
  };
  return [human, ...createAiPlayers(createRng(seed), aiSeats, 'practice')];
}

export interface Replayed<S extends RulesState> {
  state: S;
  /** Steps run before the game was over, or null when it was not over by the log's last step. */
  overStep: number | null;
  /** Steps run before the input that took the game off its ready screen (its start), or null. */
  startStep: number | null;
  /** The first input the rules refused: it changed nothing (the recorder logs only inputs that did). */
  refused: { index: number; step: number } | null;
  /** The first input that is not one of the game's inputs at all. */
  invalid: number | null;
}

const phaseOf = (state: RulesState) => (state as { phase?: unknown }).phase;

/**
 * Runs `log` against `rules` from its seed with `players`, stopping at the first invalid input. Steps of a game
 * still on its ready screen are skipped without running them: every game's ready screen stands still (tested).
 */
export function replayRun<S extends RulesState, I>(
  rules: GameRules<S, I>,
  players: readonly GamePlayer[],
  log: Pick<RunLog, 'game' | 'settings' | 'seed' | 'endStep' | 'inputs'>,
): Replayed<S> {
  const superseding = SUPERSEDING_INPUTS[log.game] ?? [];
  let state = initGame(rules, players, log.settings, log.seed);
  let step = 0;
  let overStep: number | null = rules.isOver(state) ? 0 : null;
  let startStep: number | null = null;
  let refused: Replayed<S>['refused'] = null;

  const runTo = (target: number) => {
    if (overStep !== null) return;
    if (phaseOf(state) === 'ready') {
      step = Math.max(step, target);
      return;
    }
    if (target <= step) return;
    const rng = createRng(state.rng);
    const { state: next, steps: ran } = runSteps(rules, state, target - step, FIXED_STEP_MS, rng);
    if (rules.isOver(next)) overStep = step + ran;
    step = target;
    state = next === state && rng.state() === state.rng ? state : { ...next, rng: rng.state() };
  };

  for (let index = 0; index < log.inputs.length; index++) {
    const { step: at, input } = log.inputs[index]!;
    if (!rules.isInput(input)) return { state, overStep, startStep, refused, invalid: index };
    runTo(at);
    const before = state;
    state = perform(rules, state, HUMAN_PLAYER_ID, input);
    if (state === before) {
      // A superseding input may come back to the value before the one it replaced: it then changes nothing.
      if (!superseding.includes(inputType(input) as string)) refused ??= { index, step: at };
    } else if (startStep === null && phaseOf(before) === 'ready') startStep = at;
    if (overStep === null && rules.isOver(state)) overStep = at;
  }
  runTo(log.endStep);
  return { state, overStep, startStep, refused, invalid: null };
}
