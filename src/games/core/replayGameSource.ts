// A stored run played back behind the game-source seam: the view shows the replayer's state at the playback's
// time (shared/runs/replayer.ts) and this device's inputs are ignored. The playback is a clock of its own on the
// run's timeline, from the player's Start to the end: it plays, pauses, runs at 0.5×, 1× or 2×, restarts and
// seeks, and stands still while the tab is hidden. Controls outside the view drive it and subscribe to it. A run
// of this device's kind (a practice) and a room's round are two timelines of the same playback. A ghost race's
// run plays with its ghost beside it, as it was raced: the ghost's run from its own Start, step for step.
import { FIXED_STEP_MS } from '../../../shared/games/core/fixedStep';
import { HUMAN_PLAYER_ID } from '../../../shared/games/core/players';
import type { GamePlayer, GameRules, RulesState } from '../../../shared/games/core/types';
import { createReplayer, type ReplayedLog, type Replayer } from '../../../shared/runs/replayer';
import { roomEndStep, type RoomLog } from '../../../shared/runs/roomLog';
import { createRoomReplayer } from '../../../shared/runs/roomReplayer';
import type { GameSource, GameSourceBinder, GhostView } from './gameSource';
import { ghostReplayer, type GhostRun } from './ghostGameSource';
import { KEEP_AHEAD_MS, StatesAhead } from './statesAhead';

/** What a playback plays: the steps it runs from and to, and the replayer of its run under a view's rules. */
export interface ReplayTimeline {
  readonly firstStep: number;
  readonly endStep: number;
  replayerFor(rules: GameRules<RulesState, unknown>): Replayer<RulesState>;
  /** A ghost race's ghost under a view's rules: whose run it is and its replayer; absent for other runs. */
  ghostFor?(rules: GameRules<RulesState, unknown>): {
    name: string;
    replayer: Replayer<RulesState>;
  };
}

/**
 * A recorded run's timeline: from the player's Start (the first input) to its last step; with `ghost`, a ghost
 * race's, the ghost's run beside it.
 */
export function runTimeline(
  log: ReplayedLog,
  players: readonly GamePlayer[],
  ghost?: GhostRun,
): ReplayTimeline {
  return {
    firstStep: Math.min(log.inputs[0]?.step ?? 0, log.endStep),
    endStep: log.endStep,
    replayerFor: (rules) => createReplayer(rules, players, log),
    ...(ghost
      ? {
          ghostFor: (rules: GameRules<RulesState, unknown>) => ({
            name: ghost.name,
            replayer: ghostReplayer(rules, ghost),
          }),
        }
      : {}),
  };
}

/** A room round's timeline: from the host's start (the countdown) to the tick it ended on. */
export function roomTimeline(log: RoomLog): ReplayTimeline {
  return {
    firstStep: 0,
    endStep: roomEndStep(log),
    replayerFor: (rules) => createRoomReplayer(rules, log),
  };
}

export const REPLAY_SPEEDS = [0.5, 1, 2] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/**
 * The controls look at the playback this often, and re-render when its position has moved into another slice
 * of this length (the view itself moves every frame).
 */
const POSITION_GRAIN_MS = 100;

export interface PlaybackSnapshot {
  positionMs: number;
  durationMs: number;
  playing: boolean;
  speed: ReplaySpeed;
}

/** What the controls render: all but the position, which they paint (see getControls). */
export interface PlaybackControls {
  playing: boolean;
  speed: ReplaySpeed;
}

export class ReplayPlayback {
  /** The run's timeline: from its first step (the Start) to its last. */
  readonly durationMs: number;
  private readonly firstStep: number;
  private positionMs = 0;
  private playing = true;
  private speed: ReplaySpeed = 1;
  private lastNowMs: number | null = null;
  private ahead: StatesAhead<RulesState> | null = null;
  private rules: GameRules<RulesState, unknown> | null = null;
  private shown: RulesState | null = null;
  /** A ghost race's ghost: its name, its first input's step and its states, worked out ahead like the run's. */
  private ghostRun: { name: string; firstStep: number; ahead: StatesAhead<RulesState> } | null =
    null;
  /** The ghost as the last look at it showed it (the same object while its step does not change). */
  private ghostShown: { step: number; view: GhostView<RulesState> } | null = null;
  private snapshot: PlaybackSnapshot;
  private controls: PlaybackControls;
  private readonly listeners = new Set<() => void>();
  private watch: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly timeline: ReplayTimeline) {
    this.firstStep = timeline.firstStep;
    this.durationMs = (timeline.endStep - this.firstStep) * FIXED_STEP_MS;
    this.snapshot = this.makeSnapshot();
    this.controls = { playing: this.playing, speed: this.speed };
  }

  /** The source a view plays from: the replay of `log` under the view's own rules. */
  bind<S extends RulesState>(rules: GameRules<S, unknown>, me = HUMAN_PLAYER_ID): GameSource<S> {
    if (this.rules !== rules) {
      this.rules = rules as GameRules<RulesState, unknown>;
      this.ahead = new StatesAhead(this.timeline.replayerFor(this.rules));
      this.shown = null;
      const ghost = this.timeline.ghostFor?.(this.rules);
      this.ghostRun = ghost
        ? {
            name: ghost.name,
            firstStep: ghost.replayer.firstInputStep,
            ahead: new StatesAhead(ghost.replayer),
          }
        : null;
      this.ghostShown = null;
    }
    return new ReplaySource<S>(this, me);
  }

  /** The playback as the controls show it: a new snapshot only when that differs (see POSITION_GRAIN_MS). */
  getSnapshot = (): PlaybackSnapshot => {
    const shown = this.snapshot;
    if (
      shown.playing !== this.playing ||
      shown.speed !== this.speed ||
      Math.floor(shown.positionMs / POSITION_GRAIN_MS) !==
        Math.floor(this.positionMs / POSITION_GRAIN_MS) ||
      (this.positionMs === this.durationMs) !== (shown.positionMs === this.durationMs)
    ) {
      this.snapshot = this.makeSnapshot();
    }
    return this.snapshot;
  };

  /**
   * The playback as the controls render it: a new object only when it plays or pauses or changes speed. The
   * position moves ten times a second while it plays; the controls paint it (getSnapshot) and render nothing.
   */
  getControls = (): PlaybackControls => {
    if (this.controls.playing !== this.playing || this.controls.speed !== this.speed) {
      this.controls = { playing: this.playing, speed: this.speed };
    }
    return this.controls;
  };

  /**
   * The controls hear of the playback's moves by looking at it every POSITION_GRAIN_MS, in a task of its own:
   * the frames that move it (the view's clock) tell nobody, so their work stays the view's own.
   */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.watch ??= setInterval(() => {
      const before = this.snapshot;
      if (this.getSnapshot() !== before) this.notify();
    }, POSITION_GRAIN_MS);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.watch !== null) {
        clearInterval(this.watch);
        this.watch = null;
      }
    };
  };

  /** The state at the playback's time, after moving the time on to `nowMs` if it plays. */
  view(nowMs: number): RulesState | null {
    if (this.playing && this.lastNowMs !== null && nowMs > this.lastNowMs) {
      this.moveTo(this.positionMs + (nowMs - this.lastNowMs) * this.speed);
    }
    if (this.lastNowMs === null || nowMs > this.lastNowMs) this.lastNowMs = nowMs;
    const shown = this.latest();
    if (this.playing) {
      const steps = Math.ceil((KEEP_AHEAD_MS * this.speed) / FIXED_STEP_MS);
      this.ahead?.keepAhead(steps);
      this.ghostRun?.ahead.keepAhead(steps);
    }
    return shown;
  }

  /**
   * A ghost race's ghost at the playback's time: its run from its own Start at this run's Start, then step for
   * step (as ghostGameSource.ts raced it); null for other runs.
   */
  ghost(): GhostView<RulesState> | null {
    const ghost = this.ghostRun;
    if (!ghost) return null;
    const step = ghost.firstStep + Math.floor(this.positionMs / FIXED_STEP_MS);
    if (this.ghostShown?.step !== step) {
      const view = { name: ghost.name, playerId: HUMAN_PLAYER_ID, state: ghost.ahead.at(step) };
      this.ghostShown = { step, view };
    }
    return this.ghostShown.view;
  }

  latest(): RulesState | null {
    if (!this.ahead) return null;
    this.shown = this.ahead.at(this.firstStep + Math.floor(this.positionMs / FIXED_STEP_MS));
    return this.shown;
  }

  /** True once the view was shown the end of the game: its clock has stopped and shows nothing newer. */
  get viewStopped(): boolean {
    return this.shown !== null && this.rules !== null && this.rules.isOver(this.shown);
  }

  /**
   * True when the view was shown the end of the game (its clock has stopped) and the playback has moved back
   * from it since: the view must be mounted again to show it.
   */
  leftTheEnd(): boolean {
    if (!this.viewStopped) return false;
    this.latest();
    return !this.viewStopped;
  }

  /** The tab was hidden: no time passes until the next view. */
  hold() {
    this.lastNowMs = null;
  }

  play() {
    if (this.positionMs >= this.durationMs) this.positionMs = 0;
    this.playing = true;
    this.changed();
  }

  pause() {
    this.playing = false;
    this.changed();
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }

  setSpeed(speed: ReplaySpeed) {
    this.speed = speed;
    this.changed();
  }

  seek(positionMs: number) {
    this.moveTo(positionMs);
    this.changed();
  }

  restart() {
    this.positionMs = 0;
    this.playing = true;
    this.changed();
  }

  /** Moves the time, stopping at the end. */
  private moveTo(positionMs: number) {
    this.positionMs = Math.min(Math.max(0, positionMs), this.durationMs);
    if (this.positionMs >= this.durationMs) this.playing = false;
  }

  private makeSnapshot(): PlaybackSnapshot {
    return {
      positionMs: this.positionMs,
      durationMs: this.durationMs,
      playing: this.playing,
      speed: this.speed,
    };
  }

  /** A change of the controls' own (play, pause, speed, a seek): they hear of it at once. */
  private changed() {
    this.snapshot = this.makeSnapshot();
    this.notify();
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }
}

class ReplaySource<S extends RulesState> implements GameSource<S> {
  constructor(
    private readonly playback: ReplayPlayback,
    readonly me: string,
  ) {}
  view(nowMs: number): S | null {
    return this.playback.view(nowMs) as S | null;
  }
  /** A replay takes no inputs: the view's presses change nothing. */
  send() {}
  latest(): S | null {
    return this.playback.latest() as S | null;
  }
  ghost(): GhostView<S> | null {
    return this.playback.ghost() as GhostView<S> | null;
  }
  pause() {
    this.playback.hold();
  }
  subscribe() {
    return () => {};
  }
}

/** The binder a replay's view plays from; `me` is the seat of whose run it is. */
export function replayGames(playback: ReplayPlayback, me = HUMAN_PLAYER_ID): GameSourceBinder {
  return { me, watchOnly: true, bind: (rules) => playback.bind(rules, me) };
}
