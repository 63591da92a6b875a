// The answers of the results routes (README "Results on the server"), one declaration for the server that
// sends them and the browser that reads them (with the checked readers of resultsApiReaders.ts).
import type { GameId, GameSettings } from '../games/core/types';
import type { Medal } from '../games/medals';

/**
 * A board row as the site shows it: place, the spec's medal for 1-3 (equal places share it), the player's name
 * and avatar seed (the site draws avatars from a seed, which is the player's name), their country only when
 * they chose one, the score, the tiebreak time and when the run was made (ISO 8601, UTC).
 */
export interface BoardRow {
  place: number;
  medal: Medal | null;
  playerId: number;
  resultId: number;
  name: string;
  avatar: string;
  country: string | null;
  score: number;
  timeMs: number;
  date: string;
  /** Whether GET /api/replays/:resultId gives this run out now (not a daily challenge's before its day ends). */
  replayable: boolean;
}

/** A player's place on a board of `of` players. */
export interface Place {
  place: number;
  of: number;
}

export type BoardPeriod = 'today' | 'week' | 'all';
export const BOARD_PERIODS: readonly BoardPeriod[] = ['today', 'week', 'all'];

/** GET /api/boards/:game: the top rows, the board's size and, with around=me, the player's row and its neighbours. */
export interface Board {
  game: GameId;
  period: BoardPeriod;
  variant: string;
  rulesVersion: number;
  /** The country the board is filtered to, or null for every country. */
  country: string | null;
  total: number;
  rows: BoardRow[];
  you?: BoardRow | null;
  around?: BoardRow[];
}

/** GET /api/records/:game: the world record and, with the secret, the player's best verified run. */
export interface Records {
  game: GameId;
  variant: string;
  rulesVersion: number;
  worldRecord: BoardRow | null;
  yourBest?: BoardRow | null;
}

/** A verified run's places: today's only for the daily challenge. */
export interface RunPlaces {
  today?: Place | null;
  week?: Place | null;
  allTime?: Place | null;
}

/** POST /api/runs: what the server made of a submitted run. A refusal says why in one line. */
export type RunVerdict =
  | {
      verified: true;
      resultId: number;
      playerId: number;
      score: number;
      timeMs: number | null;
      place: RunPlaces;
      personalBest: boolean;
      worldRecord: BoardRow | null;
    }
  /** A ghost race: verified and kept, but ranked on no board (its seed was known in advance). */
  | {
      verified: true;
      ranked: false;
      resultId: number;
      playerId: number;
      score: number;
      timeMs: number | null;
    }
  | { verified: false; reason: string };

/** The ghost a race asks for: 'record' (the world record), 'best' (your best verified run) or a result id. */
export type GhostChoice = 'record' | 'best' | number;

/** The run a ghost race's ticket races: whose it is, its result and its input log (base64). */
export interface TicketGhost {
  resultId: number;
  playerName: string;
  score: number;
  timeMs: number;
  date: string;
  log: string;
}

/** POST /api/runs/ticket: the run about to start, on the server's seed (a ghost race: the ghost's). */
export interface RunTicket {
  ticketId: string;
  seed: number;
  kind: 'practice' | 'daily' | 'ghost';
  dailyDate?: string;
  settings: GameSettings;
  variant: string;
  rulesVersion: number;
  issuedAt: number;
  expiresAt: number;
  /** A ghost race's ghost (its seed and settings are this ticket's). */
  ghost?: TicketGhost;
}

/** POST /api/identity/country: the country the player now shows beside their name (null: none). */
export interface CountryAnswer {
  country: string | null;
}

/** Why a banned player's run is refused (it is kept on their device, as every refused run is). */
export const BANNED_PLAYER_REASON =
  'This player’s results are not shown on the boards, so this run stays on this device.';

/** A two-letter ISO 3166 code as the routes take it ('FI'). */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
