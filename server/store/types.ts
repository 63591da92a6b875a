// What the store takes and gives back.
import type { BoardPeriod, RunKind } from './schema';

export type { BoardPeriod, RunKind } from './schema';

/** One played game and the results it gave: a practice run has one, a room's run one per human seat. */
export interface NewRun {
  game: string;
  rulesVersion: number;
  /** Splits a game's boards by settings that change what a score means ('' when none do). */
  variant?: string;
  kind: RunKind;
  /** The daily challenge's UTC day, 'YYYY-MM-DD': required for daily runs, absent otherwise. */
  dailyDate?: string | null;
  /** The game's settings, as JSON (bounded). */
  settings: unknown;
  /** The run's seed, an unsigned 32-bit integer. */
  seed: number;
  /** The input log, compact bytes. */
  log: Uint8Array;
  roomId?: string | null;
  /** Marked used in the same transaction as the run is stored; a used ticket refuses the run. */
  ticketId?: string | null;
  /** A ghost race's: the result it raced (the replay names its player). */
  ghostResultId?: number | null;
  results: NewRunResult[];
}

export interface NewRunResult {
  playerId: number;
  /** The player's seat in the run's log (0 for a practice run). */
  seat?: number;
  /** Whole points, higher is better. */
  score: number;
  /** The tiebreak, whole milliseconds, lower is better. */
  timeMs: number;
  verified: boolean;
}

/** A single player's run: NewRun with its one result inline. */
export type NewResult = Omit<NewRun, 'results'> & NewRunResult;

export interface SavedRun {
  runId: number;
  resultIds: number[];
  createdAt: number;
}

export interface SavedResult {
  runId: number;
  resultId: number;
  createdAt: number;
}

/** Which board: a game's rules version (and variant) over a UTC day, the UTC week holding a day, or all time. */
export interface BoardRef {
  game: string;
  rulesVersion: number;
  variant?: string;
  period: BoardPeriod;
  /** The day (or a day of the week) to read; today, UTC, when absent. Ignored for 'all'. */
  day?: string;
}

export interface BoardRow {
  /** 1-based; equal score and time share a place. */
  place: number;
  playerId: number;
  name: string;
  country: string | null;
  score: number;
  timeMs: number;
  resultId: number;
  achievedAt: number;
}

export interface PlaceOnBoard {
  place: number;
  /** Players on the board (or in the country, when filtered). */
  of: number;
  row: BoardRow;
}

export interface Player {
  id: number;
  name: string;
  country: string | null;
  createdAt: number;
  banned: boolean;
}

export interface PlayerRun {
  resultId: number;
  runId: number;
  game: string;
  rulesVersion: number;
  variant: string;
  kind: RunKind;
  dailyDate: string | null;
  score: number;
  timeMs: number;
  createdAt: number;
  verified: boolean;
  voided: boolean;
  /** Its replay is not given out yet: a run of a daily challenge whose UTC day is not over. */
  replayWithheld: boolean;
}

/** Everything a replay or a ghost needs. */
export interface Replay {
  resultId: number;
  runId: number;
  playerId: number;
  playerName: string;
  game: string;
  rulesVersion: number;
  variant: string;
  kind: RunKind;
  dailyDate: string | null;
  seat: number;
  score: number;
  timeMs: number;
  createdAt: number;
  settings: unknown;
  seed: number;
  roomId: string | null;
  log: Uint8Array;
  /** A ghost race's ghost: the result it raced and whose it is, while that result is kept. */
  ghost: { resultId: number; playerName: string } | null;
}

export interface NewTicket {
  /** The secret of the browser asking: the ticket is its own, whether or not it has a player yet. */
  ownerSecret: Uint8Array;
  game: string;
  rulesVersion: number;
  variant?: string;
  kind: RunKind;
  dailyDate?: string | null;
  settings: unknown;
  seed: number;
  /** A ghost race's: the result it races. */
  ghostResultId?: number | null;
  /** How long the ticket can be used (default 10 minutes, at most an hour). */
  ttlMs?: number;
}

export interface RunTicket {
  id: string;
  ownerHash: Uint8Array;
  game: string;
  rulesVersion: number;
  variant: string;
  kind: RunKind;
  dailyDate: string | null;
  settings: unknown;
  seed: number;
  issuedAt: number;
  expiresAt: number;
  usedAt: number | null;
  /** A ghost race's: the result it races, else null. */
  ghostResultId: number | null;
}

export interface Report {
  id: number;
  reporterId: number | null;
  playerId: number;
  playerName: string;
  resultId: number | null;
  reason: string;
  createdAt: number;
  resolvedAt: number | null;
}
