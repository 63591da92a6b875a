// One game being played in a room: the rules' state, the inputs taken since the last tick, and the ticks.
// Knows nothing of Colyseus, so it can be tested tick by tick.
import { ALL_RULES, type AnyGameRules } from '../../shared/games/allRules';
import { initGame, perform } from '../../shared/games/core/runner';
import type {
  GameId,
  GamePlayer,
  GameResultEntry,
  GameSettings,
  RulesState,
} from '../../shared/games/core/types';
import { countdownLeftMs } from '../../shared/games/core/countdown';
import { runTick, TICK_MS, type SeatInput } from '../../shared/protocol/lockstep';
import {
  TICKS_PER_MESSAGE,
  type GameMessage,
  type TickAck,
  type TickInput,
  type TickMessage,
} from '../../shared/protocol/protocol';

/**
 * A screen runs up to a message of ticks ahead of the server's last tick, so a press made at the screen's GO
 * can reach the server in the countdown's last moment. Such a press waits for GO and counts then; one made
 * earlier in the countdown is refused, as the rules refuse it on the screen.
 */
export const GO_GRACE_MS = TICKS_PER_MESSAGE * TICK_MS;

export class Match {
  readonly rules: AnyGameRules;
  state: RulesState;
  tick = 0;
  private queued: { seat: number; input: unknown }[] = [];
  private acks = new Map<number, number>();

  constructor(
    readonly sport: GameId,
    readonly round: number,
    readonly players: readonly GamePlayer[],
    readonly settings: GameSettings,
    readonly seed: number,
  ) {
    this.rules = ALL_RULES[sport];
    // Everyone starts at once: the host's start is the game's own start input.
    const ready = initGame(this.rules, players, settings, seed);
    const host = players.find((p) => !p.isAI) ?? players[0];
    this.state = host ? perform(this.rules, ready, host.id, { type: 'start' }) : ready;
  }

  seatOf(playerId: string): number {
    return this.players.findIndex((p) => p.id === playerId && !p.isAI);
  }

  /**
   * Takes one input of a human seat for the next tick. Returns false (and takes nothing) when the seat is
   * not a human's, the input is not this game's, or the game is over. The sequence number is acknowledged
   * either way, so the sender stops predicting an input the server did not take.
   */
  take(playerId: string, seq: number, input: unknown): boolean {
    const seat = this.seatOf(playerId);
    if (seat < 0) return false;
    this.acks.set(seat, Math.max(seq, this.acks.get(seat) ?? -1));
    if (this.isOver() || !this.rules.isInput(input) || isStart(input)) return false;
    const countdownLeft = countdownLeftMs(this.state);
    if (countdownLeft === null || countdownLeft <= GO_GRACE_MS) this.queued.push({ seat, input });
    return true;
  }

  /** Marks a sequence number as seen without taking its input (e.g. over the rate limit). */
  acknowledge(playerId: string, seq: number) {
    const seat = this.seatOf(playerId);
    if (seat >= 0) this.acks.set(seat, Math.max(seq, this.acks.get(seat) ?? -1));
  }

  /** Runs one tick; returns what every member needs to run it too. */
  runTick(): TickMessage {
    if (countdownLeftMs(this.state) !== null) return this.runCountdownTick();
    const inputs: TickInput[] = this.queued.map(({ seat, input }) => [seat, input]);
    const acks: TickAck[] = [...this.acks];
    const seatInputs: SeatInput[] = this.queued.map(({ seat, input }) => ({
      playerId: (this.players[seat] as GamePlayer).id,
      input,
    }));
    this.queued = [];
    this.acks.clear();
    this.state = runTick(this.rules, this.state, seatInputs);
    this.tick += 1;
    return [this.round, this.tick, inputs, acks];
  }

  /**
   * A tick that starts in the countdown applies no input: presses made just before GO stay queued for the
   * first tick after it, and so do their seats' acknowledgements (a screen keeps showing its press until the
   * tick that applies it).
   */
  private runCountdownTick(): TickMessage {
    const waiting = new Set(this.queued.map(({ seat }) => seat));
    const acks: TickAck[] = [...this.acks].filter(([seat]) => !waiting.has(seat));
    for (const [seat] of acks) this.acks.delete(seat);
    this.state = runTick(this.rules, this.state, []);
    this.tick += 1;
    return [this.round, this.tick, [], acks];
  }

  isOver(): boolean {
    return this.rules.isOver(this.state);
  }

  results(): GameResultEntry[] {
    return this.rules.results(this.state);
  }

  toMessage(): GameMessage {
    return {
      round: this.round,
      tick: this.tick,
      players: [...this.players],
      settings: this.settings,
      state: this.state,
    };
  }
}

function isStart(input: unknown): boolean {
  return (input as { type?: unknown }).type === 'start';
}
