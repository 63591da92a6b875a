// The Multiplayer tab's rooms: live from the game server when it answers, else this tab's simulated ones.
import { useRooms } from '../rooms/siteRooms';
import { HUMAN_PLAYER_ID } from '../../../shared/games/core/players';
import { useGamesServices, useOnlineState } from '../session/gamesServices';
import type { NewRoom } from '../../../shared/rooms/types';
import type { CreateOutcome, LobbyRooms } from '../rooms/lobbyRooms';
import { cardOfHeldRoom, cardOfListing, cardOfRoom } from '../rooms/roomCards';
import { useCallback, useSyncExternalStore } from 'react';
import type { OnlineRoom } from '../online/onlineTypes';
import { countFor, type SportFilter } from '../../../shared/protocol/lobbyPage';

const noRoom = { subscribe: () => () => {}, version: () => 0 };

/** Re-renders when the held room changes (its players, its status). */
function useHeldVersion(held: OnlineRoom | null): number {
  const source = held ?? noRoom;
  return useSyncExternalStore(source.subscribe.bind(source), source.version, source.version);
}

export function useLobbyRooms(create: (values: NewRoom) => Promise<CreateOutcome>): LobbyRooms {
  const { rooms, online } = useGamesServices();
  const memoryRooms = useRooms(rooms);
  const { mode, rooms: listed, roomCounts, held } = useOnlineState();
  // Re-renders when the held room's players or status change: its card is made from them below.
  useHeldVersion(held);
  const filterSport = useCallback((filter: SportFilter) => online.filterRooms(filter), [online]);

  // Until a game server answers (or is known not to), this tab's rooms: the same sample rooms, so the list
  // does not jump when the server's arrive, and a visitor with no server never waits for them.
  if (mode !== 'online') {
    const multiplayer = memoryRooms.filter((room) => room.mode === 'multiplayer');
    return {
      publicRooms: multiplayer
        .filter((room) => room.type === 'public')
        .map((room) => cardOfRoom(room, HUMAN_PLAYER_ID)),
      yourPrivateRooms: multiplayer
        .filter((room) => room.type === 'private')
        .filter((room) => room.currentPlayers.some((p) => p.id === HUMAN_PLAYER_ID))
        .map((room) => cardOfRoom(room, HUMAN_PLAYER_ID)),
      publicTotal: () => null,
      filterSport,
      create,
    };
  }
  const heldCard = held ? cardOfHeldRoom(held.id, held.view(), held.sessionId) : null;
  const publicRooms = listed.map((room) =>
    cardOfListing(room, room.id === held?.id, room.id === heldCard?.id && heldCard.youHost),
  );
  // The room you just made heads the list, even before the lobby's own update arrives.
  if (heldCard?.type === 'public' && !publicRooms.some((room) => room.id === heldCard.id)) {
    publicRooms.unshift(heldCard);
  }
  return {
    publicRooms,
    yourPrivateRooms: heldCard?.type === 'private' ? [heldCard] : [],
    publicTotal: (filter) => countFor(roomCounts, filter),
    filterSport,
    create,
  };
}
