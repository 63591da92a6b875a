// Watches a recorded run (runLog.ts) at any moment: the state after any number of fixed steps, played exactly as
// replayRun.ts plays it (inputs applied after the steps the clock had run before them, a ready screen that stands
// still). While it plays it keeps a checkpoint (the state) every CHECKPOINT_STEPS, so seeking back to step t
// restarts from the nearest checkpoint at or before t instead of from the start.
import { createRng } from '../lib/rng';
import { FIXED_STEP_MS } from '../games/core/fixedStep';
import { HUMAN_PLAYER_ID } from '../games/core/players';
import { initGame, perform, runSteps } from '../games/core/runner';
import type { GamePlayer, GameRules, RulesState } from '../games/core/types';
import type { RunLog } from './runLog';

/** Three seconds of game time between checkpoints. */
export const CHECKPOINT_STEPS = 3000 / FIXED_STEP_MS;

export type ReplayedLog = Pick<RunLog, 'settings' | 'seed' | 'endStep' | 'inputs'>;

/** Where a replay stands: the state after `step` steps, with the inputs before `nextInput` applied. */
interface Cursor<S> {
  step: number;
  state: S;
  nextInput: number;
}

export interface Replayer<S extends RulesState> {
  /** The last step of the run: the game is over by then. */
  readonly endStep: number;
  /** The step of the run's first input (the player's Start), or 0 for a run without one. */
  readonly firstInputStep: number;
  /** The state after `step` steps (clamped to 0…endStep), with every input logged at or before it applied. */
  stateAt(step: number): S;
  /** The steps of the checkpoints kept so far, in order (0 is always one). */
  checkpointSteps(): number[];
}

const phaseOf = (state: RulesState) => (state as { phase?: unknown }).phase;

/** An input at its step, by whichever seat made it. */
export interface SteppedInput {
  step: number;
  playerId: string;
  input: unknown;
}

export function createReplayer<S extends RulesState, I>(
  rules: GameRules<S, I>,
  players: readonly GamePlayer[],
  log: ReplayedLog,
): Replayer<S> {
  const inputs = log.inputs.map(({ step, input }) => ({ step, playerId: HUMAN_PLAYER_ID, input }));
  return createStepReplayer(
    rules,
    initGame(rules, players, log.settings, log.seed),
    inputs,
    log.endStep,
  );
}

/**
 * The replayer of any run from its first state: `inputs` (in order of step) are performed for their seats
 * after the steps before them, as the rules' clock or a room's ticks applied them.
 */
export function createStepReplayer<S extends RulesState, I>(
  rules: GameRules<S, I>,
  first: S,
  steppedInputs: readonly SteppedInput[],
  endStep: number,
): Replayer<S> {
  // The server refuses a log with an input the game does not have; one that got through is skipped, not thrown.
  const inputs = steppedInputs.filter(({ input }) => rules.isInput(input));
  const initial: Cursor<S> = { step: 0, state: first, nextInput: 0 };
  /** Checkpoints by step, in order: each holds the state before the inputs logged at its step. */
  const checkpoints: Cursor<S>[] = [initial];
  let cursor: Cursor<S> = { ...initial };

  const keep = (checkpoint: Cursor<S>) => {
    const last = checkpoints[checkpoints.length - 1]!;
    if (checkpoint.step > last.step) checkpoints.push(checkpoint);
  };

  /** Runs the cursor's game forward to `target` steps, keeping a checkpoint at each multiple it passes. */
  const runTo = (target: number) => {
    const { state } = cursor;
    if (rules.isOver(state) || phaseOf(state) === 'ready') {
      cursor.step = Math.max(cursor.step, target);
      return;
    }
    const rng = createRng(state.rng);
    let next = state;
    let step = cursor.step;
    // Up to the next checkpoint at a time, through the rules' stepMany where a game has one (the same arithmetic
    // as stepping one by one, without the copies: seeking to the end of a 90 s run is one pass).
    while (step < target && !rules.isOver(next)) {
      const nextCheckpoint = (Math.floor(step / CHECKPOINT_STEPS) + 1) * CHECKPOINT_STEPS;
      const ran = runSteps(
        rules,
        next,
        Math.min(target, nextCheckpoint) - step,
        FIXED_STEP_MS,
        rng,
      );
      if (ran.steps === 0) break;
      next = ran.state;
      step += ran.steps;
      if (step % CHECKPOINT_STEPS === 0) {
        keep({ step, state: { ...next, rng: rng.state() }, nextInput: cursor.nextInput });
      }
    }
    cursor.state =
      next === state && rng.state() === state.rng ? state : { ...next, rng: rng.state() };
    cursor.step = Math.max(step, target);
  };

  const advanceTo = (target: number) => {
    for (; cursor.nextInput < inputs.length; cursor.nextInput++) {
      const { step, playerId, input } = inputs[cursor.nextInput]!;
      if (step > target) break;
      runTo(step);
      cursor.state = perform(rules, cursor.state, playerId, input as I);
    }
    runTo(target);
  };

  /** The last checkpoint at or before `step`. */
  const checkpointBefore = (step: number): Cursor<S> => {
    let low = 0;
    let high = checkpoints.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (checkpoints[middle]!.step <= step) low = middle;
      else high = middle - 1;
    }
    return checkpoints[low]!;
  };

  return {
    endStep,
    firstInputStep: inputs[0]?.step ?? 0,
    stateAt(step) {
      const target = Math.min(Math.max(0, Math.floor(step)), endStep);
      const checkpoint = checkpointBefore(target);
      // Playing on from where the replay stands is as good as from the checkpoint when it is past it.
      if (cursor.step > target || cursor.step < checkpoint.step) cursor = { ...checkpoint };
      advanceTo(target);
      return cursor.state;
    },
    checkpointSteps: () => checkpoints.map(({ step }) => step),
  };
}
