// The store's tables as Kysely sees them. Times are milliseconds since the epoch (bigint), flags are 0/1
// integers and bytes are Buffers, so rows read the same from SQLite and PostgreSQL.
import type { Generated } from 'kysely';

/** Where a result was played: only practice and daily runs rank on the world boards. */
export type RunKind = 'practice' | 'daily' | 'room' | 'ghost';
export const RUN_KINDS: readonly RunKind[] = ['practice', 'daily', 'room', 'ghost'];

export type BoardPeriod = 'day' | 'week' | 'all';

export interface PlayersTable {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2, only when the player chose one. */
  country: string | null;
  created_at: number;
  banned_at: number | null;
}

/** One row per device holding the player's identity: the SHA-256 of its random secret, never the secret. */
export interface PlayerSecretsTable {
  secret_hash: Buffer;
  player_id: number;
  created_at: number;
}

/** A played game: enough to re-play it. A room's run is shared by the results of all its players. */
export interface RunsTable {
  id: number;
  game: string;
  rules_version: number;
  settings: string;
  seed: number;
  room_id: string | null;
  /** A ghost race's: the result it raced (0002_ghost_races); null otherwise. */
  ghost_result_id: number | null;
  log: Buffer;
  /** SHA-256 of `log`: finds a copy of a log already stored. */
  log_hash: Buffer;
  created_at: number;
}

export interface ResultsTable {
  id: number;
  run_id: number;
  player_id: number;
  seat: number;
  game: string;
  rules_version: number;
  /** Which board of the game this ranks on when settings split a game's boards; '' when they do not. */
  variant: string;
  kind: RunKind;
  /** The daily challenge's UTC day ('YYYY-MM-DD'), for daily runs only. */
  daily_date: string | null;
  score: number;
  time_ms: number;
  created_at: number;
  verified: number;
  voided_at: number | null;
}

/** Issued when a player presses Start; used once, by the run it was issued for. */
export interface RunTicketsTable {
  id: string;
  /** The SHA-256 of the secret that asked for it: the player may not exist yet before a first verified run. */
  owner_hash: Buffer;
  game: string;
  rules_version: number;
  variant: string;
  kind: RunKind;
  daily_date: string | null;
  settings: string;
  seed: number;
  issued_at: number;
  expires_at: number;
  used_at: number | null;
  /** A ghost race's: the result it races (0002_ghost_races); null otherwise. */
  ghost_result_id: number | null;
}

export interface TransferCodesTable {
  code_hash: Buffer;
  player_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number | null;
  player_id: number;
  result_id: number | null;
  reason: string;
  created_at: number;
  resolved_at: number | null;
}

/** One board: a game and rules version (and variant), over a UTC day, a week from Monday, or all time. */
export interface BoardsTable {
  id: number;
  game: string;
  rules_version: number;
  variant: string;
  period: BoardPeriod;
  /** The day, the week's Monday, or '' for all time. */
  starts: string;
  created_at: number;
}

/** A player's best verified run on a board: one row per player. */
export interface BoardEntriesTable {
  board_id: number;
  player_id: number;
  result_id: number;
  rank_key: number;
  score: number;
  time_ms: number;
  achieved_at: number;
  /** The player's country, null when none (the country filter's index holds the others only). */
  country: string | null;
}

/** How many players of a board (world scope '' or a country) hold rank keys in a bucket (placeIndex.ts). */
export interface BoardCountsTable {
  board_id: number;
  scope: string;
  level: number;
  bucket: number;
  players: number;
}

/** Each UTC day's seed of each game's daily challenge, drawn once. */
export interface DailySeedsTable {
  game: string;
  day: string;
  seed: number;
}

/** SQLite only: the next free id of each table (PostgreSQL uses sequences). */
export interface IdCountersTable {
  name: string;
  next_id: number;
}

export interface Database {
  players: PlayersTable;
  player_secrets: PlayerSecretsTable;
  runs: RunsTable;
  results: ResultsTable;
  run_tickets: RunTicketsTable;
  transfer_codes: TransferCodesTable;
  reports: ReportsTable;
  boards: BoardsTable;
  board_entries: BoardEntriesTable;
  board_counts: BoardCountsTable;
  daily_seeds: DailySeedsTable;
  id_counters: IdCountersTable;
}

/** Tables whose ids the store hands out itself, a batch at a time. */
export type AllocatedTable = 'players' | 'runs' | 'results' | 'boards';
export const ALLOCATED_TABLES: readonly AllocatedTable[] = ['players', 'runs', 'results', 'boards'];
