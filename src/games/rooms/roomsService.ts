// What the lobby and the session may do with multiplayer rooms, whoever keeps them: this tab's memory (no game
// server: a static host, offline) or the game server. Both implementations satisfy the same contract
// (roomsServiceContract.ts); which one is in use is decided once, where the services are assembled.
import type { GameId } from '../../../shared/games/core/types';
import type { SportFilter } from '../../../shared/protocol/lobbyPage';
import type { NewRoom, Room } from '../../../shared/rooms/types';
import type { OnlineJoinFailure, OnlineRoom } from '../online/onlineTypes';
import type { RoomCardData } from './roomCards';

export interface RoomsSnapshot {
  /** Public rooms, newest first (from a game server: the first page of the sport filter). */
  publicRooms: readonly RoomCardData[];
  /** Private rooms this visitor is in, with their codes to share. */
  yourPrivateRooms: readonly RoomCardData[];
  /** How many public rooms there are of each sport in all (the list may show only the first of them). */
  counts: Partial<Record<GameId, number>>;
}

/**
 * A room this visitor went into: its Room (the game screen's header, the session and the results read it)
 * and, for a room on the game server, the connection the game is played through.
 */
export interface EnteredRoom {
  room: Room;
  online?: OnlineRoom;
}

export type RoomsFailure = OnlineJoinFailure;

export type RoomsJoin = { ok: true; entered: EnteredRoom } | { ok: false; reason: RoomsFailure };

export type RoomsCreate =
  { ok: true; roomId: string; inviteCode?: string } | { ok: false; reason: RoomsFailure };

export interface RoomsService {
  /** The same object until something changes (for useSyncExternalStore). */
  get(): RoomsSnapshot;
  subscribe(listener: () => void): () => void;
  /** A lobby screen shows the list: keeps it live until the returned function is called. */
  watch(): () => void;
  /** Which sport the list shows ('all' by default); the list may still hold other sports' rooms. */
  filter(sport: SportFilter): void;
  /** Makes a room with this visitor as its host; they go in with join(roomId). */
  create(room: NewRoom): Promise<RoomsCreate>;
  join(roomId: string): Promise<RoomsJoin>;
  /**
   * 'Play now': into the fullest public room of `sport` waiting for its first round with a seat free, else a
   * new public one (the Create Game defaults) whose empty seats AI players take after QUICK_MATCH_AI_SECONDS
   * unless its host starts first. Two visitors at once end in one room.
   */
  quickMatch(sport: GameId): Promise<RoomsJoin>;
  /**
   * Into a public room in progress with no seat, to watch its game live (the room's players do not count
   * this visitor). Only the game server's rooms are watched: a room simulated in this tab is 'not-found'.
   */
  spectate(roomId: string): Promise<RoomsJoin>;
  /** Trims and uppercases the code; only private rooms match, and a code that is no code is not found. */
  joinByCode(code: string): Promise<RoomsJoin>;
  /** Leaves the room (nothing happens if this visitor is not in it). */
  leave(roomId: string): Promise<void>;
  /** After a reload: back into the room this tab was in, if it still keeps the seat. */
  rejoin(): Promise<EnteredRoom | null>;
}
