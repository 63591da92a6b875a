// The Room entity of SPEC §3 and the small service the screens talk to (ARCHITECTURE §6).
import type { Difficulty, GameId, GamePlayer, GameSettings } from '../games/core/types';

/**
 * SPEC §3's waiting and playing, and 'finished': a room on the game server between a round's end and the
 * host's Play Again (the lobby lists it as waiting). Rooms simulated in the browser never finish.
 */
export type RoomStatus = 'waiting' | 'playing' | 'finished';
export type RoomType = 'public' | 'private';
export type RoomMode = 'single' | 'multiplayer';

export interface Room {
  id: string;
  name: string;
  sport: GameId;
  mode: RoomMode;
  maxPlayers: number;
  /** Players inside the room, host first; cards show the count. */
  currentPlayers: readonly GamePlayer[];
  status: RoomStatus;
  hostId: string;
  settings: GameSettings;
  type: RoomType;
  /** Private rooms only. */
  inviteCode?: string;
}

/**
 * A room to make, one shape from the Create Game dialog to the wire: the dialog's values, what the rooms
 * services take, the game server's create options (parsed and clamped there, never trusted).
 */
export interface NewRoom {
  sport: GameId;
  type: RoomType;
  maxPlayers: number;
  duration: number;
  difficulty: Difficulty;
}

export type JoinOutcome = { ok: true; room: Room } | { ok: false; reason: 'not-found' | 'full' };

/**
 * What the screens may do with rooms. Today it is backed by memory; a networked implementation can replace
 * it without touching the screens (it would notify subscribers when the server pushes a change).
 */
export interface RoomService {
  /** All rooms, newest created first. The same array is returned until something changes. */
  list(): readonly Room[];
  create(room: NewRoom, host: GamePlayer): Room;
  join(roomId: string, player: GamePlayer): JoinOutcome;
  /** Trims and uppercases the code; only private rooms match. */
  joinByCode(code: string, player: GamePlayer): JoinOutcome;
  leave(roomId: string, playerId: string): void;
  subscribe(listener: () => void): () => void;
}
