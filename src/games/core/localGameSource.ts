// The game on this device: the rules run in fixed steps for the time between two views, and this player's
// input is applied at once. A verified run's source also records what it runs (runRecorder.ts): the steps,
// the inputs that changed the state, and the pauses of a hidden tab, so the server can re-play it.
import { advanceSteps, perform } from '../../../shared/games/core/runner';
import {
  FIXED_STEP_MS,
  takeSteps,
  type StepAccumulator,
} from '../../../shared/games/core/fixedStep';
import type { GameRules, RulesState } from '../../../shared/games/core/types';
import { HUMAN_PLAYER_ID } from '../../../shared/games/core/players';
import type { RunRecorder } from '../../../shared/runs/runRecorder';
import type { GameSource, GameSourceBinder } from './gameSource';

export class LocalGameSource<S extends RulesState> implements GameSource<S> {
  readonly me = HUMAN_PLAYER_ID;
  private lastViewMs: number | null = null;
  /** The last view before a pause: the time from it to the next view never reached the rules. */
  private pausedAtMs: number | null = null;
  private readonly steps: StepAccumulator = { leftoverMs: 0 };

  constructor(
    private readonly rules: GameRules<S, unknown>,
    private state: S,
    private readonly recorder: RunRecorder | null = null,
  ) {}

  view(nowMs: number): S {
    const last = this.lastViewMs;
    if (last === null && this.pausedAtMs !== null) {
      this.recorder?.pause(nowMs - this.pausedAtMs);
      this.pausedAtMs = null;
    }
    if (last !== null && nowMs > last) {
      const steps = takeSteps(this.steps, nowMs - last);
      this.state = advanceSteps(this.rules, this.state, steps, FIXED_STEP_MS);
      this.recorder?.stepped(steps);
    }
    // A frame's time can fall before the last one (an input handled after a frame began): no time goes back.
    if (last === null || nowMs > last) this.lastViewMs = nowMs;
    return this.state;
  }

  send(input: unknown) {
    const next = perform(this.rules, this.state, this.me, input);
    if (next !== this.state) this.recorder?.input(input);
    this.state = next;
  }

  latest(): S {
    return this.state;
  }

  pause() {
    if (this.lastViewMs !== null) this.pausedAtMs = this.lastViewMs;
    this.lastViewMs = null;
  }

  subscribe() {
    return () => {};
  }
}

/** Where a view's game runs when nothing says otherwise: here. */
export const localGames: GameSourceBinder = {
  me: HUMAN_PLAYER_ID,
  bind: (rules, createState) => new LocalGameSource(rules, createState()),
};

/** Games on this device recorded for verification (provided around the view of a verified run). */
export function recordedLocalGames(recorder: RunRecorder): GameSourceBinder {
  return {
    me: HUMAN_PLAYER_ID,
    bind: (rules, createState) => new LocalGameSource(rules, createState(), recorder),
  };
}
