// The game on this device: the rules run in fixed steps for the time between two views, and this player's
// input is applied at once.
import { advanceSteps, perform } from '../../../shared/games/core/runner';
import {
  FIXED_STEP_MS,
  takeSteps,
  type StepAccumulator,
} from '../../../shared/games/core/fixedStep';
import type { GameRules, RulesState } from '../../../shared/games/core/types';
import { HUMAN_PLAYER_ID } from '../../../shared/games/core/players';
import type { GameSource, GameSourceBinder } from './gameSource';

export class LocalGameSource<S extends RulesState> implements GameSource<S> {
  readonly me = HUMAN_PLAYER_ID;
  private lastViewMs: number | null = null;
  private readonly steps: StepAccumulator = { leftoverMs: 0 };

  constructor(
    private readonly rules: GameRules<S, unknown>,
    private state: S,
  ) {}

  view(nowMs: number): S {
    const last = this.lastViewMs;
    if (last !== null && nowMs > last) {
      this.state = advanceSteps(
        this.rules,
        this.state,
        takeSteps(this.steps, nowMs - last),
        FIXED_STEP_MS,
      );
    }
    // A frame's time can fall before the last one (an input handled after a frame began): no time goes back.
    if (last === null || nowMs > last) this.lastViewMs = nowMs;
    return this.state;
  }

  send(input: unknown) {
    this.state = perform(this.rules, this.state, this.me, input);
  }

  latest(): S {
    return this.state;
  }

  pause() {
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
