// The rooms the Multiplayer tab shows and makes: the game server's when it answers, else the ones simulated
// in this tab (issue 12: the site works with no server). The panel does not know which it has.
import type { CreateGameValues } from './createGameForm';
import type { RoomCardData } from './roomCards';

export type CreateOutcome =
  { ok: true; roomId: string; inviteCode?: string } | { ok: false; message: string };

export interface LobbyRooms {
  /** Public rooms, newest first. */
  publicRooms: readonly RoomCardData[];
  /** Private rooms you are in, with their codes. */
  yourPrivateRooms: readonly RoomCardData[];
  create(values: CreateGameValues): Promise<CreateOutcome>;
}
