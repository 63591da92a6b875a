// A game played on the game server, as one browser runs it. The server's ticks are run here with
// the same rules (lockstep.ts), so the confirmed state is the server's; what the view shows is that state
// plus this player's inputs the server has not confirmed yet (your action shows in the same frame), carried
// forward by the time since the last tick (others move smoothly between ticks). A snapshot now and then
// replaces the confirmed state, so any drift is corrected.
import { advanceSteps, perform } from '../../../shared/games/core/runner';
import { countdownLeftMs } from '../../../shared/games/core/countdown';
import { FIXED_STEP_MS } from '../../../shared/games/core/fixedStep';
import type {
  GamePlayer,
  GameRules,
  GameSettings,
  RulesState,
} from '../../../shared/games/core/types';
import { runTick, TICK_MS, type SeatInput } from '../../../shared/protocol/lockstep';
import type { GameMessage, SnapshotMessage, TickMessage } from '../../../shared/protocol/protocol';
import type { GameSource } from '../core/gameSource';

/** How far past the last tick the view is carried when ticks are late (then it waits). */
export const MAX_EXTRAPOLATION_MS = 150;
/** An input the server has not acknowledged after this long is no longer shown. */
export const PENDING_TIMEOUT_MS = 1_000;

interface Pending {
  seq: number;
  input: unknown;
  sentAtMs: number;
}

export interface RemoteGameStats {
  ticks: number;
  snapshots: number;
  /** Snapshots that differed from the state this browser had computed for the same tick. */
  corrections: number;
}

export class RemoteGame<S extends RulesState = RulesState> implements GameSource<S> {
  players: readonly GamePlayer[] = [];
  settings: GameSettings | null = null;
  round = -1;
  private tick = 0;
  private confirmed: S | null = null;
  /** performance.now() of the last tick's arrival, less its share of the clock offset. */
  private tickArrivedMs = 0;
  /** The smallest (arrival − server time) seen this round: the least-delayed tick sets the clock. */
  private offsetMs = Infinity;
  private pending: Pending[] = [];
  private lastViewMs: number | null = null;
  private nextSeq = 1;
  private listeners = new Set<() => void>();
  private cache: { key: string; state: S } | null = null;
  readonly stats: RemoteGameStats = { ticks: 0, snapshots: 0, corrections: 0 };

  constructor(
    readonly rules: GameRules<S, unknown>,
    /** This device's seat id (the room's session id). */
    readonly me: string,
    private readonly sendInput: (seq: number, input: unknown) => void,
    private readonly localize: (state: S) => S = (state) => state,
  ) {}

  /** A game began, or this device (re)joined one: everything to run from. */
  start(message: GameMessage, nowMs: number) {
    this.round = message.round;
    this.players = message.players;
    this.settings = message.settings;
    this.tick = message.tick;
    this.confirmed = this.localize(message.state as S);
    this.pending = [];
    this.offsetMs = Infinity;
    this.noteArrival(nowMs);
    this.changed();
  }

  onTick([round, tick, inputs, acks]: TickMessage, nowMs: number) {
    if (!this.confirmed || round !== this.round || tick !== this.tick + 1) return;
    const seatInputs: SeatInput[] = [];
    for (const [seat, input] of inputs) {
      const player = this.players[seat];
      if (player) seatInputs.push({ playerId: player.id, input });
    }
    this.confirmed = runTick(this.rules, this.confirmed, seatInputs);
    this.tick = tick;
    const mySeat = this.players.findIndex((p) => p.id === this.me);
    for (const [seat, seq] of acks) {
      if (seat === mySeat) this.pending = this.pending.filter((p) => p.seq > seq);
    }
    this.stats.ticks += 1;
    this.noteArrival(nowMs);
    this.changed();
  }

  onSnapshot({ round, tick, state }: SnapshotMessage, nowMs: number) {
    if (round !== this.round || tick < this.tick) return;
    this.stats.snapshots += 1;
    const server = this.localize(state as S);
    if (tick === this.tick && JSON.stringify(server) !== JSON.stringify(this.confirmed)) {
      this.stats.corrections += 1;
    }
    if (tick > this.tick) this.noteArrival(nowMs);
    this.confirmed = server;
    this.tick = tick;
    this.changed();
  }

  /** This player's input: shown at once, sent to the server. */
  send(input: unknown, nowMs: number) {
    if (!this.confirmed || !this.rules.isInput(input)) return;
    const seq = this.nextSeq++;
    this.pending.push({ seq, input, sentAtMs: nowMs });
    this.sendInput(seq, input);
    this.changed();
  }

  /** The state to show at `nowMs`: confirmed, plus pending inputs, carried forward in fixed steps. */
  view(nowMs: number): S | null {
    this.lastViewMs = nowMs;
    const confirmed = this.confirmed;
    if (!confirmed) return null;
    this.pending = this.pending.filter((p) => nowMs - p.sentAtMs < PENDING_TIMEOUT_MS);
    const serverNowMs = nowMs - this.offsetMs;
    const sinceTick = serverNowMs - this.tick * TICK_MS;
    const steps = Math.floor(
      Math.min(Math.max(sinceTick, 0), MAX_EXTRAPOLATION_MS) / FIXED_STEP_MS,
    );
    const key = `${this.round}:${this.tick}:${this.pending.map((p) => p.seq).join(',')}:${steps}`;
    if (this.cache?.key === key) return this.cache.state;
    const applyPending = (from: S) =>
      this.pending.reduce((state, { input }) => perform(this.rules, state, this.me, input), from);
    // Inputs go where the server puts them: at the start of its next tick, except that a press made at this
    // screen's GO while the server still counts down waits for GO there (server/room/match.ts), so here too.
    const state =
      countdownLeftMs(confirmed) === null
        ? advanceSteps(this.rules, applyPending(confirmed), steps, FIXED_STEP_MS)
        : applyPending(advanceSteps(this.rules, confirmed, steps, FIXED_STEP_MS));
    this.cache = { key, state };
    return state;
  }

  /** The last view again, with this player's inputs since. */
  latest(): S | null {
    return this.view(this.lastViewMs ?? performance.now());
  }

  /** A hidden tab does not stop the server's game: the next view catches up with it. */
  pause() {}

  /** The server's confirmed state (the one the results come from). */
  confirmedState(): S | null {
    return this.confirmed;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private noteArrival(nowMs: number) {
    this.offsetMs = Math.min(this.offsetMs, nowMs - this.tick * TICK_MS);
    this.tickArrivedMs = nowMs;
  }

  /** Milliseconds since the last tick arrived (a stalled connection shows as a growing figure). */
  sinceLastTick(nowMs: number): number {
    return nowMs - this.tickArrivedMs;
  }

  private changed() {
    this.cache = null;
    for (const listener of [...this.listeners]) listener();
  }
}
