// A replay's states worked out before the frames that show them. A replay knows its whole future (the seed and the
// inputs), so the steps a playing replay is about to show are run in tasks of their own between frames (see
// ReplayPlayback), and the frame that shows a step only looks it up: the animation frame keeps to drawing, which
// is what the frame budget measures (docs/performance.md, "Replays' steps ahead of their frames"). The frame does
// not even post those tasks: a timer runs them while frames keep asking, and stops once they no longer do.
import type { RulesState } from '../../../shared/games/core/types';
import type { Replayer } from '../../../shared/runs/replayer';
import { inNextTask } from '../../lib/inNextTask';

export class StatesAhead<S extends RulesState> {
  /** States worked out, in order of step; the one after `shownStep` steps is at `states[shownIndex]`. */
  private states: S[] = [];
  /** Where the step last asked for is in `states`: the ones before it are let go in batches. */
  private shownIndex = 0;
  /** The step last looked at. */
  private shownStep = 0;
  /** How many steps after the one shown the frames want worked out (see keepAhead). */
  private wantedAhead = 0;
  /** A frame asked for the work ahead since the timer last ran it. */
  private asked = false;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly replayer: Replayer<S>) {}

  /** The last step worked out, or -1 before any. */
  get lastStep(): number {
    return this.states.length === 0
      ? -1
      : this.shownStep + this.states.length - 1 - this.shownIndex;
  }

  /**
   * The state after `step` steps: looked up when worked out ahead, else run now (a seek, or a frame that came
   * before the work ahead did). The states before `step` are let go: a playing replay does not show them again,
   * and a seek back runs from the replayer's checkpoints.
   */
  at(step: number): S {
    const target = Math.min(Math.max(0, Math.floor(step)), this.replayer.endStep);
    const index = this.shownIndex + target - this.shownStep;
    const known = target >= this.shownStep ? this.states[index] : undefined;
    if (known === undefined) {
      this.states = [this.replayer.stateAt(target)];
      this.shownIndex = 0;
      this.shownStep = target;
      return this.states[0]!;
    }
    this.shownIndex = index;
    this.shownStep = target;
    if (index >= DROP_BATCH) {
      this.states = this.states.slice(index);
      this.shownIndex = 0;
    }
    return known;
  }

  /**
   * Keeps the `steps` after the step last looked at worked out: called by every frame that looked at one. The
   * first call works them out in the task after the frame; then a timer tops them up every WORK_AHEAD_EVERY_MS
   * while the frames keep calling, and stops by itself when they no longer do (paused, or gone). A frame itself
   * does no more than note the call.
   */
  keepAhead(steps: number) {
    this.wantedAhead = steps;
    this.asked = true;
    if (this.timer !== null) return;
    inNextTask(() => this.workAhead());
    this.timer = setInterval(() => {
      if (this.asked) this.workAhead();
      else this.stopWorkingAhead();
    }, WORK_AHEAD_EVERY_MS);
  }

  private workAhead() {
    this.asked = false;
    this.runTo(this.shownStep + this.wantedAhead);
  }

  private stopWorkingAhead() {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** Works out the states up to `step` (at most the run's last), following on from the last one worked out. */
  runTo(step: number) {
    if (this.states.length === 0) return;
    const target = Math.min(Math.floor(step), this.replayer.endStep);
    // The replayer plays on from its own last step: each state here is one step more.
    for (let next = this.lastStep + 1; next <= target; next++) {
      this.states.push(this.replayer.stateAt(next));
    }
  }
}

/**
 * How much game time a playing replay (ReplayPlayback) or a ghost keeps worked out ahead of the step it shows: the
 * `steps` they ask keepAhead for.
 */
export const KEEP_AHEAD_MS = 250;
/** The states already shown are let go this many at a time, not one array copy a frame. */
const DROP_BATCH = 64;
/** How often the steps are topped up: a timer late by most of KEEP_AHEAD_MS still finds them there. */
const WORK_AHEAD_EVERY_MS = KEEP_AHEAD_MS / 5;
