// The Multiplayer tab's rooms, from the one rooms service: it does not know whether they are this tab's or
// the game server's.
import { useSyncExternalStore } from 'react';
import type { NewRoom } from '../../../shared/rooms/types';
import { useGamesServices } from '../session/gamesServices';
import type { CreateOutcome, LobbyRooms } from '../rooms/lobbyRooms';
import { countFor } from '../../../shared/protocol/lobbyPage';

export function useLobbyRooms(create: (values: NewRoom) => Promise<CreateOutcome>): LobbyRooms {
  const { rooms } = useGamesServices();
  const { publicRooms, yourPrivateRooms, counts } = useSyncExternalStore(
    rooms.subscribe,
    rooms.get,
    rooms.get,
  );
  return {
    publicRooms,
    yourPrivateRooms,
    publicTotal: (filter) => countFor(counts, filter),
    filterSport: rooms.filter,
    create,
  };
}
