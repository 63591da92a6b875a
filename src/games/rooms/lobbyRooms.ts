// The rooms the Multiplayer tab shows and makes, from the one rooms service (roomsService.ts): the game
// server's when it answers, else the ones simulated in this tab. The panel does not know which it has.
import type { NewRoom } from '../../../shared/rooms/types';
import type { SportFilter } from '../../../shared/protocol/lobbyPage';
import type { RoomCardData } from './roomCards';

export type CreateOutcome =
  { ok: true; roomId: string; inviteCode?: string } | { ok: false; message: string };

export interface LobbyRooms {
  /** Public rooms, newest first (from the game server: the first page for the sport filter). */
  publicRooms: readonly RoomCardData[];
  /** How many public rooms the filter has in all (the list may show only the first of them). */
  publicTotal(filter: SportFilter): number;
  /** Tells the game server which sport the list shows. */
  filterSport(filter: SportFilter): void;
  /** Private rooms you are in, with their codes. */
  yourPrivateRooms: readonly RoomCardData[];
  create(values: NewRoom): Promise<CreateOutcome>;
}
