// The games-area session (SPEC §4): which game is on and its results. Lobby and session state only;
// per-frame values stay inside the game view.
import type { GameId, GamePlayer, GameSettings } from '../../../shared/games/core/types';
import type { ExperiencePart, PersonalBestNews } from '../profile/progress';
import type { RecordNews } from '../profile/gamesRecords';
import type { LeaderboardRow } from '../leaderboard/leaderboardRows';
import type { Room } from '../../../shared/rooms/types';
import type { OnlineRoom } from '../online/onlineTypes';
import type { GhostChoice, RunTicket } from '../records/resultsClient';

export type LobbyTab = 'multiplayer' | 'single';

export interface ActiveGame {
  /** Increases with every play, so a restarted game is a new game (new key, new seed). */
  playId: number;
  room: Room;
  /** Human first, then the AI opponents. */
  players: readonly GamePlayer[];
  settings: GameSettings;
  seed: number;
  /** A room on the game server: the game runs there (players, seed and settings come from it). */
  online?: OnlineRoom;
  /** Started by Play Again: the game skips its ready screen (an instant retry). */
  retry?: boolean;
  /** A practice on today's challenge: its ticket asks for the day's seed. */
  daily?: boolean;
  /** A verified practice: the server's ticket, whose seed this play runs on (its log is recorded). */
  run?: RunTicket;
  /** A practice raced against a ghost: its ticket asks for this one (the ghost's seed and log). */
  ghost?: GhostChoice;
}

export interface FinishedGame {
  playId: number;
  gameId: GameId;
  rows: readonly LeaderboardRow[];
  personalBest?: PersonalBestNews;
  experienceGained?: number;
  experienceParts?: readonly ExperiencePart[];
  /** The device's Games record for this game after this play. */
  gamesRecord?: RecordNews | null;
  /** This device's player id in the rows ('you', or its seat on the game server). */
  me?: string;
  /** An online room's round these results are of. */
  round?: number;
}

export interface SessionState {
  active: ActiveGame | null;
  results: FinishedGame | null;
  lobbyTab: LobbyTab;
  lastPlayId: number;
}

export const initialSession: SessionState = {
  active: null,
  results: null,
  lobbyTab: 'multiplayer',
  lastPlayId: 0,
};

export function startGame(
  state: SessionState,
  room: Room,
  players: readonly GamePlayer[],
  seed: number,
  retry = false,
  { daily, run, ghost }: Pick<ActiveGame, 'daily' | 'run' | 'ghost'> = {},
): SessionState {
  const playId = state.lastPlayId + 1;
  return {
    ...state,
    lastPlayId: playId,
    results: null,
    active: {
      playId,
      room,
      players,
      settings: room.settings,
      seed,
      ...(retry ? { retry } : {}),
      ...(daily ? { daily } : {}),
      ...(run ? { run } : {}),
      ...(ghost !== undefined ? { ghost } : {}),
    },
  };
}

/** The ghost a practice not yet started will race, or none (null). */
export function chooseGhost(state: SessionState, ghost: GhostChoice | null): SessionState {
  const active = state.active;
  if (!active || active.online || active.run || active.daily) return state;
  if (active.ghost === (ghost ?? undefined)) return state;
  const rest = { ...active };
  delete rest.ghost;
  return { ...state, active: ghost === null ? rest : { ...rest, ghost } };
}

/** A room on the game server: its game is played there, this tab shows it. */
export function startOnlineGame(state: SessionState, room: Room, online: OnlineRoom): SessionState {
  const playId = state.lastPlayId + 1;
  return {
    ...state,
    lastPlayId: playId,
    results: null,
    active: { playId, room, players: [], settings: room.settings, seed: 0, online },
  };
}

/** Same room, same players, a new seed. Without an active game nothing happens. */
export function restartGame(state: SessionState, seed: number): SessionState {
  if (!state.active) return state;
  const playId = state.lastPlayId + 1;
  return {
    ...state,
    lastPlayId: playId,
    results: null,
    active: { ...state.active, playId, seed, retry: true },
  };
}

/** Accepts the results of the current play once; late or repeated reports change nothing. */
export function finishGame(state: SessionState, finished: FinishedGame): SessionState {
  return canAcceptResults(state, finished.playId) ? { ...state, results: finished } : state;
}

export function backToLobby(state: SessionState): SessionState {
  return state.active || state.results ? { ...state, active: null, results: null } : state;
}

export function canAcceptResults(state: SessionState, playId: number): boolean {
  return state.active?.playId === playId && state.results?.playId !== playId;
}
