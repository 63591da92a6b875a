// How a round's ticks reach the room's members: TICKS_PER_MESSAGE ticks a message, and a snapshot every
// SNAPSHOT_EVERY_TICKS to correct any drift between the server and a browser.
import {
  SERVER_MESSAGES,
  type TickBatch,
  type TickMessage,
  TICKS_PER_MESSAGE,
} from '../../shared/protocol/protocol';
import type { Match } from './match';

/** A snapshot every 2 s corrects any drift between the server and a browser. */
export const SNAPSHOT_EVERY_TICKS = 40;

type Broadcast = (type: string, message: unknown) => void;

export class TickStream {
  /** Ticks run but not sent yet. */
  private unsent: TickBatch = [];

  constructor(private readonly broadcast: Broadcast) {}

  /** Queues the tick `match` just ran; sends when a message is full, and a snapshot when one is due. */
  push(match: Match, tick: TickMessage) {
    this.unsent.push(tick);
    if (this.unsent.length >= TICKS_PER_MESSAGE) this.flush();
    if (match.tick % SNAPSHOT_EVERY_TICKS === 0) {
      this.flush();
      this.broadcast(SERVER_MESSAGES.snapshot, {
        round: match.round,
        tick: match.tick,
        state: match.state,
      });
    }
  }

  /** Sends the ticks run since the last message, in one message. */
  flush() {
    if (this.unsent.length === 0) return;
    this.broadcast(SERVER_MESSAGES.tick, this.unsent);
    this.unsent = [];
  }

  /** Forgets the ticks not sent (a new round, or a round stopped). */
  clear() {
    this.unsent = [];
  }
}
