// The Room entity of SPEC §3 and the room to make, as the browser and the game server both know them.
import type { Difficulty, GameId, GamePlayer, GameSettings } from '../games/core/types';

/**
 * SPEC §3's waiting and playing, and 'finished': a room on the game server between a round's end and the
 * host's Play Again (the lobby lists it as waiting). Rooms simulated in the browser never finish.
 */
export type RoomStatus = 'waiting' | 'playing' | 'finished';
/** A room's status as the lobby lists it: a finished round counts as waiting (it takes players for the next). */
export type ListedStatus = Exclude<RoomStatus, 'finished'>;

export const listedStatus = (status: RoomStatus): ListedStatus =>
  status === 'playing' ? 'playing' : 'waiting';
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
