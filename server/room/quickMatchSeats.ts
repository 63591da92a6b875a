// A quick-match room's seats: whether it still takes quick-match players (its listing names its game while it
// does, so joinOrCreate finds it), and the count after which AI players take its empty seats. A room that is
// not a quick match takes none and counts nothing.
import type { Room } from '@colyseus/core';
import type { GameId, GamePlayer } from '../../shared/games/core/types';
import { createRng } from '../../shared/lib/rng';
import { createAiPlayers } from '../../shared/rooms/aiPlayers';
import { aiFillSeats } from '../../shared/rooms/quickMatch';
import { humansOf } from './roomMembers';
import { wantsToWatch } from './spectators';
import { QUICK_MATCH_FIELD, quickMatchAiSeconds, takesQuickMatch } from './quickMatch';
import type { RoomState } from './roomState';

/** Colyseus's seats reserved for clients on their way in: [options, auth, consumed?, a reconnection?]. */
export type ReservedSeats = Record<string, [unknown, unknown, boolean?, boolean?]>;

/** The room, as the seats read it (its state and listing change over its life, so they are read when needed). */
export interface QuickMatchRoom {
  readonly state: RoomState;
  readonly listing: Room['listing'];
  readonly clock: Room['clock'];
  readonly roomId: string;
}

/** What the seats need of the room that it keeps to itself. */
export interface QuickMatchHooks {
  reservedSeats(): ReservedSeats;
  isClosing(): boolean;
  /** The seed of the AI players' names. */
  seed(): number;
  /** Seats these AI players and starts the round. */
  seatBots(bots: GamePlayer[]): void;
}

/** Seats promised to players on their way in (not spectators, not a seat held for a reconnection). */
export function promisedSeats(reserved: ReservedSeats, state: RoomState): number {
  return Object.entries(reserved).filter(
    ([id, [options, , , reconnecting]]) =>
      !reconnecting && !wantsToWatch(options) && !state.members.has(id),
  ).length;
}

export class QuickMatchSeats {
  constructor(
    private readonly room: QuickMatchRoom,
    private readonly game: GameId,
    /** Made by a quick match: takes quick-match players until its first round. */
    readonly isQuickMatch: boolean,
    private readonly hooks: QuickMatchHooks,
  ) {}

  /** Takes another quick-match player now (counting the seats already promised). */
  takes(): boolean {
    const { state } = this.room;
    return (
      this.isQuickMatch &&
      !this.hooks.isClosing() &&
      takesQuickMatch(state, promisedSeats(this.hooks.reservedSeats(), state))
    );
  }

  /**
   * The listing's quick-match field: the game while this room takes quick-match players, else ''. A closing
   * room's listing is the matchmaker's to remove (it may be gone already): it is left alone.
   */
  relist() {
    if (this.hooks.isClosing()) return;
    const field = this.takes() ? this.game : '';
    const listing = this.room.listing as unknown as Record<string, unknown>;
    if (listing[QUICK_MATCH_FIELD] === field) return;
    listing[QUICK_MATCH_FIELD] = field;
    // Before the matchmaker holds the room (onCreate), it saves the listing itself.
    if (listing['roomId']) void this.room.listing.save();
  }

  /** A new room: listed for quick-match players while it takes them, and the count to AI begins. */
  open() {
    this.relist();
    this.countDownToAi(quickMatchAiSeconds());
  }

  /** The waiting room counts down; at zero, AI players take the empty seats and the round starts. */
  private countDownToAi(seconds: number) {
    if (!this.isQuickMatch) return;
    const { state } = this.room;
    state.aiJoinIn = seconds;
    const count = this.room.clock.setInterval(() => {
      if (state.round !== 0 || state.status !== 'waiting') {
        state.aiJoinIn = 0;
        count.clear();
        return;
      }
      state.aiJoinIn = Math.max(0, state.aiJoinIn - 1);
      if (state.aiJoinIn > 0) return;
      count.clear();
      this.fillWithAi();
    }, 1000);
  }

  /** AI players take the empty seats (when a human is still there) and the round starts. */
  private fillWithAi() {
    const { state, roomId } = this.room;
    const humans = humansOf(state).length;
    if (humans === 0) return;
    const bots = aiFillSeats(state.maxPlayers, humans);
    this.hooks.seatBots(createAiPlayers(createRng(this.hooks.seed()), bots, roomId));
    this.relist();
  }
}
