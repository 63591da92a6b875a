// A room's rounds: the match under way at the room's tick, the inputs it takes (parsed and rate-limited), its
// ticks on their way to the members, its end and results, and the sample rooms' bots racing on their own.
// The room (GameRoom.ts) keeps the seats and the connections and tells this when a round may start.
import { randomInt } from 'node:crypto';
import type { Client } from '@colyseus/core';
import type { GameId, GamePlayer } from '../../shared/games/core/types';
import {
  parseInputMessage,
  SERVER_MESSAGES,
  type ResultsMessage,
} from '../../shared/protocol/protocol';
import { countDropped, type DropReason } from '../metrics/counters';
import type { RoomWitness } from '../results/roomWitness';
import { InputLimiter } from './inputLimiter';
import { Match } from './match';
import { humansOf, roundSettings, seatsForRound } from './roomMembers';
import type { RoomState } from './roomState';
import { TickStream } from './tickStream';

/** A sample room full of bots plays on by itself: the next race this long after the last one. */
export const BOT_ROUND_PAUSE_MS = 5_000;

/** What the rounds need of their room. */
export interface RoundsRoom {
  readonly roomId: string;
  readonly state: RoomState;
  broadcast(type: string, message: unknown): void;
  /** On the room's clock, so it stops with the room. */
  later(run: () => void, ms: number): void;
  /** The status changed: the lobbies' listing follows. */
  statusChanged(): void;
  drop(reason: DropReason): void;
}

export class RoomRounds {
  private match: Match | null = null;
  private lastResults: ResultsMessage | null = null;
  private readonly limiters = new Map<string, InputLimiter>();
  /** The round's ticks on their way to the members. */
  private readonly ticks: TickStream;

  constructor(
    private readonly room: RoundsRoom,
    private readonly sport: GameId,
    private bots: readonly GamePlayer[],
    private readonly witness: RoomWitness,
  ) {
    this.ticks = new TickStream((type, message) => room.broadcast(type, message));
  }

  /** AI players took the room's empty seats (a quick-match room whose count ended): they play every round. */
  addBots(players: readonly GamePlayer[]) {
    this.bots = [...this.bots, ...players];
  }

  /** A human took a seat: their inputs are rate-limited from now on. */
  seated(id: string) {
    this.limiters.set(id, new InputLimiter());
    // A sample room's bots were racing on their own: a visitor arrives, they line up for the visitor's race.
    if (this.match && this.match.players.every((p) => p.isAI)) this.stopMatch();
  }

  unseated(id: string) {
    this.limiters.delete(id);
  }

  /** A player came back within the reconnection window: the game under way, or the results they missed. */
  catchUp(back: Client) {
    if (this.match && this.match.seatOf(back.sessionId) >= 0) {
      back.send(SERVER_MESSAGES.game, this.match.toMessage());
    } else if (this.lastResults && this.room.state.status === 'finished') {
      back.send(SERVER_MESSAGES.results, this.lastResults);
    }
  }

  /** A spectator came in: the game under way as it stands (the next ticks follow), or the last results. */
  showTo(client: Client) {
    if (this.match) client.send(SERVER_MESSAGES.game, this.match.toMessage());
    else if (this.lastResults && this.room.state.status === 'finished') {
      client.send(SERVER_MESSAGES.results, this.lastResults);
    }
  }

  /** The last human left: whatever was on ends, and a sample room's bots race on. */
  humansGone() {
    this.match = null;
    this.lastResults = null;
    this.room.state.status = 'waiting';
    this.startBotRound();
  }

  /** The room failed: no more ticks of this match. */
  abandon() {
    this.match = null;
  }

  input(client: Client, payload: unknown) {
    const message = parseInputMessage(payload);
    const match = this.match;
    if (!message || !match || this.room.state.status !== 'playing') {
      this.room.drop(message ? 'not-allowed' : 'invalid');
      return;
    }
    const limiter = this.limiters.get(client.sessionId);
    if (limiter && !limiter.allow(Date.now())) {
      countDropped('input-rate');
      match.acknowledge(client.sessionId, message.q);
      return;
    }
    if (!match.take(client.sessionId, message.q, message.i)) this.room.drop('invalid');
  }

  tick() {
    const match = this.match;
    if (!match || this.room.state.status !== 'playing') return;
    const tick = match.runTick();
    this.witness.record(tick);
    this.ticks.push(match, tick);
    if (match.isOver()) this.finishRound(match);
  }

  startRound() {
    const { state, roomId } = this.room;
    const round = state.round + 1;
    this.match = new Match(
      this.sport,
      round,
      seatsForRound(state, this.sport, this.bots, round, roomId),
      roundSettings(state),
      randomInt(2 ** 31),
    );
    this.lastResults = null;
    this.ticks.clear();
    this.witness.start();
    state.round = round;
    state.status = 'playing';
    state.members.forEach((member) => {
      member.waitingForNextRound = false;
      member.ready = false;
    });
    this.room.broadcast(SERVER_MESSAGES.game, this.match.toMessage());
    this.room.statusChanged();
  }

  startBotRound() {
    const { state } = this.room;
    if (humansOf(state).length > 0 || this.bots.length === 0) return;
    const round = state.round + 1;
    this.match = new Match(this.sport, round, this.bots, roundSettings(state), randomInt(2 ** 31));
    state.round = round;
    state.status = 'playing';
    // Nobody plays a bots' round, but spectators may watch it (with no one in the room this reaches no one).
    this.room.broadcast(SERVER_MESSAGES.game, this.match.toMessage());
    this.room.statusChanged();
  }

  private finishRound(match: Match) {
    const { state } = this.room;
    // Every member reaches the last tick before the results.
    this.ticks.flush();
    this.match = null;
    if (match.players.every((p) => p.isAI)) {
      state.status = 'waiting';
      this.room.later(() => this.startBotRound(), BOT_ROUND_PAUSE_MS);
    } else {
      this.lastResults = { round: match.round, results: match.results() };
      this.witness.finish({
        roomId: this.room.roomId,
        game: this.sport,
        settings: match.settings,
        seed: match.seed,
        players: match.players,
        endTick: match.tick,
        results: this.lastResults.results,
      });
      state.status = 'finished';
      this.room.broadcast(SERVER_MESSAGES.results, this.lastResults);
    }
    this.room.statusChanged();
  }

  private stopMatch() {
    this.match = null;
    this.ticks.clear();
    this.room.state.status = 'waiting';
  }
}
