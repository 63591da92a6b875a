// A ghost race behind the game-source seam: this player's game runs here as usual (recorded for verification),
// and beside it the source gives the ghost, another run of the same seed replayed (shared/runs/replayer.ts) at
// this run's time. Both start at their own Start, so the ghost sets off at the same GO; it moves only as this
// run's clock runs its fixed steps, so a paused or hidden tab holds it too. The ghost reads this run's clock and
// nothing else: it never changes this player's state.
import { FIXED_STEP_MS } from '../../../shared/games/core/fixedStep';
import { HUMAN_PLAYER_ID } from '../../../shared/games/core/players';
import type { GameRules, RulesState } from '../../../shared/games/core/types';
import { practicePlayers } from '../../../shared/runs/replayRun';
import { createReplayer, type Replayer } from '../../../shared/runs/replayer';
import type { RunLog } from '../../../shared/runs/runLog';
import type { RunRecorder } from '../../../shared/runs/runRecorder';
import type { GameSource, GameSourceBinder, GhostView } from './gameSource';
import { LocalGameSource } from './localGameSource';
import { KEEP_AHEAD_MS, StatesAhead } from './statesAhead';

/** The ghost's states are kept worked out this many steps ahead of the race (see StatesAhead). */
const GHOST_STEPS_AHEAD = KEEP_AHEAD_MS / FIXED_STEP_MS;

/** The ghost a race is run against: whose run it is and its decoded log. */
export interface GhostRun {
  name: string;
  log: Pick<RunLog, 'settings' | 'seed' | 'aiSeats' | 'endStep' | 'inputs'>;
}

/** The ghost's run replayed under a view's rules: a practice's seats, from its own seed. */
export const ghostReplayer = <S extends RulesState>(
  rules: GameRules<S, unknown>,
  ghost: GhostRun,
) => createReplayer(rules, practicePlayers(ghost.log.seed, ghost.log.aiSeats), ghost.log);

/**
 * Counts the fixed steps this run's clock runs and notes the step of its first input (the Start), passing
 * everything on to the run's recorder.
 */
class RunClock implements RunRecorder {
  steps = 0;
  startStep: number | null = null;

  constructor(private readonly recorder: RunRecorder | null) {}

  stepped(count: number) {
    this.steps += count;
    this.recorder?.stepped(count);
  }

  input(input: unknown) {
    this.startStep ??= this.steps;
    this.recorder?.input(input);
  }

  pause(ms: number) {
    this.recorder?.pause(ms);
  }

  finish(endedAtMs: number) {
    if (!this.recorder) throw new Error('This ghost race is not recorded.');
    return this.recorder.finish(endedAtMs);
  }
}

class GhostGameSource<S extends RulesState> implements GameSource<S> {
  readonly me = HUMAN_PLAYER_ID;
  private readonly local: LocalGameSource<S>;
  private readonly replayer: Replayer<S>;
  private readonly ahead: StatesAhead<S>;
  private shownStep = -1;
  private shown: GhostView<S> | null = null;

  constructor(
    rules: GameRules<S, unknown>,
    state: S,
    private readonly clock: RunClock,
    private readonly run: GhostRun,
  ) {
    this.local = new LocalGameSource(rules, state, clock);
    this.replayer = ghostReplayer(rules, run);
    this.ahead = new StatesAhead(this.replayer);
  }

  /** The ghost's step at this run's: its Start at this run's Start, then step for step. */
  private ghostStep(): number {
    const { startStep, steps } = this.clock;
    return startStep === null ? 0 : this.replayer.firstInputStep + (steps - startStep);
  }

  private follow() {
    const step = Math.min(this.ghostStep(), this.replayer.endStep);
    if (step === this.shownStep) return;
    this.shownStep = step;
    this.shown = {
      name: this.run.name,
      playerId: HUMAN_PLAYER_ID,
      state: this.ahead.at(step),
    };
    this.ahead.keepAhead(GHOST_STEPS_AHEAD);
  }

  view(nowMs: number): S {
    const state = this.local.view(nowMs);
    this.follow();
    return state;
  }

  send(input: unknown) {
    this.local.send(input);
    this.follow();
  }

  latest(): S {
    return this.local.latest();
  }

  pause() {
    this.local.pause();
  }

  subscribe() {
    return () => {};
  }

  ghost(): GhostView<S> | null {
    this.follow();
    return this.shown;
  }
}

/** Games on this device raced against `ghost`, recorded by `recorder` for verification when there is one. */
export function ghostLocalGames(ghost: GhostRun, recorder: RunRecorder | null): GameSourceBinder {
  return {
    me: HUMAN_PLAYER_ID,
    bind: (rules, createState) =>
      new GhostGameSource(rules, createState(), new RunClock(recorder), ghost),
  };
}
