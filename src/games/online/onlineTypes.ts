// What the rest of the site sees of the game server. The implementation (client/, with colyseus.js, ~40 KB)
// loads only with the Multiplayer tab; these types cost nothing.
import type { GameSourceBinder } from '../core/gameSource';
import type { JoinOptions, MemberView, ResultsMessage } from '../../../shared/protocol/protocol';
import type { NewRoom, RoomStatus } from '../../../shared/rooms/types';
import type { GameId, GamePlayer } from '../../../shared/games/core/types';
import type { ListedRoom, SportFilter } from '../../../shared/protocol/lobbyPage';

export type OnlineJoinFailure =
  | 'not-found'
  | 'full'
  | 'started'
  | 'network'
  | 'too-many-attempts'
  | 'too-many-rooms'
  | 'too-many-joins'
  | 'too-many-connections';

export type OnlineJoin = { ok: true; room: OnlineRoom } | { ok: false; reason: OnlineJoinFailure };

export interface OnlineLobby {
  /** The first page of public rooms for the filter, live while watched (lobbyPage.ts). */
  rooms(): readonly ListedRoom[];
  /** How many public rooms there are of each sport (the page shows the first few). */
  counts(): Partial<Record<GameId, number>>;
  /** Opens the live list (while the lobby screen shows); resolves once it is open. */
  watch(): Promise<void>;
  /** Closes the live list (a game screen opened): no lobby traffic until watch() again. */
  unwatch(): void;
  /** Which sport the page lists ('all' by default). */
  setFilter(filter: SportFilter): void;
  subscribe(listener: () => void): () => void;
  create(options: NewRoom, who: JoinOptions): Promise<OnlineJoin>;
  /** Into the fullest public room of `sport` waiting for players, or a new one (chosen by the server). */
  quickMatch(sport: GameId, who: JoinOptions): Promise<OnlineJoin>;
  join(roomId: string, who: JoinOptions): Promise<OnlineJoin>;
  /** Into a public room with no seat, to watch its game (the room's players do not count this device). */
  watchRoom(roomId: string, who: JoinOptions): Promise<OnlineJoin>;
  joinByCode(code: string, who: JoinOptions): Promise<OnlineJoin>;
  /** Back into a room after a reload or a dropped connection (within the server's 20 s). */
  reconnect(token: string): Promise<OnlineJoin>;
  /** Called if the live list's connection to the server is lost while it is watched. */
  onClosed(listener: () => void): void;
  close(): void;
}

export interface OnlineRoomView {
  name: string;
  sport: GameId;
  type: 'public' | 'private';
  inviteCode: string;
  status: RoomStatus;
  hostId: string;
  maxPlayers: number;
  duration: number;
  difficulty: 'easy' | 'medium' | 'hard';
  round: number;
  /** How many spectators watch the room (0 when the server does not say). */
  watching?: number;
  /** A quick-match room before its first round: seconds until AI players take the empty seats (0: none). */
  aiJoinIn?: number;
  /** In order of arrival. */
  members: readonly MemberView[];
}

export interface OnlineRoom extends GameSourceBinder {
  readonly id: string;
  /** This device's seat id. */
  readonly sessionId: string;
  readonly reconnectionToken: string;
  /** The room's state: a room is handed to the site only once it has arrived, so it is never a guess. */
  view(): OnlineRoomView;
  /** Changes whenever anything of the room changes (for useSyncExternalStore). */
  version(): number;
  /** The round under way or last played in which this device has a seat, else null. */
  seatedRound(): number | null;
  /** The players of the round under way or last played (humans and AI seats), or null before any. */
  roundPlayers(): readonly GamePlayer[] | null;
  /** The last round's leaderboard from the server. */
  results(): ResultsMessage | null;
  /** Set once the room is gone for good (left, closed, or the connection could not be restored). */
  closedReason(): string | null;
  subscribe(listener: () => void): () => void;
  start(): void;
  again(): void;
  /** A guest on the results: ready (or no longer) for the host's next round. */
  setReady(ready: boolean): void;
  leave(): Promise<void>;
}
