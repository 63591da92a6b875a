// What a room card shows (SPEC §2: name, type, players current/max, duration, difficulty, Join Game or Room
// Full), from a room simulated in this tab or one listed by the game server.
import type { Difficulty, GameId } from '../../../shared/games/core/types';
import type { OnlineRoomView } from '../online/onlineTypes';
import type { ListedRoom } from '../../../shared/protocol/lobbyPage';
import { listedStatus, type ListedStatus, type Room } from '../../../shared/rooms/types';

export interface RoomCardData {
  id: string;
  name: string;
  sport: GameId;
  type: 'public' | 'private';
  status: ListedStatus;
  players: number;
  maxPlayers: number;
  duration: number;
  difficulty: Difficulty;
  /** Private rooms you are in: the code to share. */
  inviteCode?: string;
  /** You are in this room already: it never locks you out. */
  youAreIn: boolean;
  /** You made it (or host it now): the card says 'Your room'. */
  youHost: boolean;
}

export function cardOfRoom(room: Room, you: string): RoomCardData {
  return {
    id: room.id,
    name: room.name,
    sport: room.sport,
    type: room.type,
    // Between rounds a room waits for its host's Play Again.
    status: listedStatus(room.status),
    players: room.currentPlayers.length,
    maxPlayers: room.maxPlayers,
    duration: room.settings.duration,
    difficulty: room.settings.difficulty,
    ...(room.inviteCode ? { inviteCode: room.inviteCode } : {}),
    youAreIn: room.currentPlayers.some((p) => p.id === you),
    youHost: room.hostId === you,
  };
}

export function cardOfListing(room: ListedRoom, youAreIn: boolean, youHost = false): RoomCardData {
  return {
    id: room.id,
    name: room.name,
    sport: room.sport,
    type: room.type,
    status: room.status,
    players: room.players,
    maxPlayers: room.maxPlayers,
    duration: room.duration,
    difficulty: room.difficulty,
    youAreIn,
    youHost: youAreIn && youHost,
  };
}

/** The room this tab holds on the server (seat `me`), as a card (private rooms are never listed). */
export function cardOfHeldRoom(id: string, view: OnlineRoomView, me: string): RoomCardData {
  return {
    id,
    name: view.name,
    sport: view.sport,
    type: view.type,
    status: listedStatus(view.status),
    players: view.members.length,
    maxPlayers: view.maxPlayers,
    duration: view.duration,
    difficulty: view.difficulty,
    ...(view.inviteCode ? { inviteCode: view.inviteCode } : {}),
    youAreIn: true,
    youHost: view.hostId === me,
  };
}

export const isCardFull = (card: RoomCardData) => card.players >= card.maxPlayers && !card.youAreIn;

/** A public room in progress that you are not in can be watched live (with no seat). */
export const isCardWatchable = (card: RoomCardData) =>
  card.type === 'public' && card.status === 'playing' && !card.youAreIn;
