// What the lobbies show of a room (its name, game, type, status and seats), and how it reaches them.
import type { Presence } from '@colyseus/core';
import { difficultyOr } from '../../shared/games/core/difficulty';
import type { GameId } from '../../shared/games/core/types';
import type { RoomListing } from '../../shared/protocol/protocol';
import type { ListedStatus } from '../../shared/rooms/types';
import { publishListing, unpublishListing } from '../lobby/listingChannel';
import type { RoomState } from './roomState';

export function listingOf(state: RoomState, sport: GameId): RoomListing {
  // The room's schema holds the status as a string; only 'playing' lists as playing.
  const status: ListedStatus = state.status === 'playing' ? 'playing' : 'waiting';
  return {
    name: state.name,
    sport,
    type: state.type === 'private' ? 'private' : 'public',
    status,
    players: state.members.size,
    maxPlayers: state.maxPlayers,
    duration: state.duration,
    // The schema holds the difficulty as a string, written only from parsed create options.
    difficulty: difficultyOr(state.difficulty, 'medium'),
  };
}

/** What a room's lobby listing needs of it. */
export interface ListedRoom {
  presence: Presence;
  roomId: string;
  setMetadata(meta: Record<string, unknown>): Promise<void>;
}

/**
 * A room's listing kept in step in two places: the matchmaker's copy (what a lobby starting later reads) and,
 * for a public room once the matchmaker holds it, the lobbies' lists (listingChannel.ts).
 */
export class LobbyListing {
  /** On the lobbies' lists: from announce() on, public rooms only. */
  private listed = false;

  constructor(
    private readonly room: ListedRoom,
    /** The room's place in the lobby's order. */
    readonly rank: number,
  ) {}

  /** The matchmaker holds the room now: a public one goes on the lobbies' lists. */
  announce(listing: RoomListing) {
    this.listed = true;
    publishListing(this.room.presence, this.room.roomId, listing, this.rank);
  }

  async update(listing: RoomListing) {
    await this.room.setMetadata({ ...listing, rank: this.rank });
    if (this.listed) publishListing(this.room.presence, this.room.roomId, listing, this.rank);
  }

  withdraw() {
    if (this.listed) unpublishListing(this.room.presence, this.room.roomId);
  }
}
