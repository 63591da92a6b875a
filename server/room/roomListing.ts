// What the lobbies show of a room: its name, game, type, status and seats.
import { difficultyOr } from '../../shared/games/core/difficulty';
import type { GameId } from '../../shared/games/core/types';
import type { RoomListing } from '../../shared/protocol/protocol';
import type { ListedStatus } from '../../shared/rooms/types';
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
