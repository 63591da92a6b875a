// The answers of the results routes (README "Results on the server"), one declaration for the server that
// sends them and the browser that reads them. The browser reads each answer with the `read…` functions here:
// whatever else a server sends is a server that did not answer (null).
import type { Difficulty, GameId, GameSettings } from '../games/core/types';
import type { Medal } from '../games/medals';
import { isGameId } from '../runs/rulesVersions';

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

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isCountry = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && COUNTRY_CODE_PATTERN.test(value));

const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];
const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  options.find((option) => option === value);

export function readBoardRow(value: unknown): BoardRow | null {
  if (!isFields(value)) return null;
  const {
    place,
    medal,
    playerId,
    resultId,
    name,
    avatar,
    country,
    score,
    timeMs,
    date,
    replayable,
  } = value;
  const medalRead = medal === null ? null : oneOf(MEDALS, medal);
  if (
    !isNumber(place) ||
    medalRead === undefined ||
    !isNumber(playerId) ||
    !isNumber(resultId) ||
    typeof name !== 'string' ||
    typeof avatar !== 'string' ||
    !isCountry(country) ||
    !isNumber(score) ||
    !isNumber(timeMs) ||
    typeof date !== 'string' ||
    typeof replayable !== 'boolean'
  ) {
    return null;
  }
  return {
    place,
    medal: medalRead,
    playerId,
    resultId,
    name,
    avatar,
    country,
    score,
    timeMs,
    date,
    replayable,
  };
}

/** Every element a row, or null. */
function readRows(value: unknown): BoardRow[] | null {
  if (!Array.isArray(value)) return null;
  const rows: BoardRow[] = [];
  for (const item of value) {
    const row = readBoardRow(item);
    if (!row) return null;
    rows.push(row);
  }
  return rows;
}

/** A row, null, or undefined for a field that was not sent; `false` when it is something else. */
function readOptionalRow(value: unknown): BoardRow | null | undefined | false {
  if (value === undefined || value === null) return value;
  return readBoardRow(value) ?? false;
}

export function readBoard(value: unknown): Board | null {
  if (!isFields(value)) return null;
  const period = oneOf(BOARD_PERIODS, value.period);
  const rows = readRows(value.rows);
  const you = readOptionalRow(value.you);
  const around = value.around === undefined ? undefined : readRows(value.around);
  const { game, variant, rulesVersion, country, total } = value;
  if (
    !isGameId(game) ||
    !period ||
    typeof variant !== 'string' ||
    !isNumber(rulesVersion) ||
    !isCountry(country) ||
    !isNumber(total) ||
    !rows ||
    you === false ||
    around === null
  ) {
    return null;
  }
  return {
    game,
    period,
    variant,
    rulesVersion,
    country,
    total,
    rows,
    ...(you !== undefined ? { you } : {}),
    ...(around ? { around } : {}),
  };
}

export function readRecords(value: unknown): Records | null {
  if (!isFields(value)) return null;
  const worldRecord = readOptionalRow(value.worldRecord);
  const yourBest = readOptionalRow(value.yourBest);
  const { game, variant, rulesVersion } = value;
  if (
    !isGameId(game) ||
    typeof variant !== 'string' ||
    !isNumber(rulesVersion) ||
    worldRecord === false ||
    worldRecord === undefined ||
    yourBest === false
  ) {
    return null;
  }
  return {
    game,
    variant,
    rulesVersion,
    worldRecord,
    ...(yourBest !== undefined ? { yourBest } : {}),
  };
}

function readPlace(value: unknown): Place | null | undefined | false {
  if (value === undefined || value === null) return value;
  if (!isFields(value) || !isNumber(value.place) || !isNumber(value.of)) return false;
  return { place: value.place, of: value.of };
}

function readPlaces(value: unknown): RunPlaces | null {
  if (!isFields(value)) return null;
  const places: RunPlaces = {};
  for (const key of ['today', 'week', 'allTime'] as const) {
    const place = readPlace(value[key]);
    if (place === false) return null;
    if (place !== undefined) places[key] = place;
  }
  return places;
}

export function readRunVerdict(value: unknown): RunVerdict | null {
  if (!isFields(value)) return null;
  if (value.verified === false) {
    return typeof value.reason === 'string' ? { verified: false, reason: value.reason } : null;
  }
  if (value.verified === true && value.ranked === false) {
    const { resultId, playerId, score, timeMs } = value;
    if (!isNumber(resultId) || !isNumber(playerId) || !isNumber(score)) return null;
    if (!(timeMs === null || isNumber(timeMs))) return null;
    return { verified: true, ranked: false, resultId, playerId, score, timeMs };
  }
  const place = readPlaces(value.place);
  const worldRecord = readOptionalRow(value.worldRecord);
  const { resultId, playerId, score, timeMs, personalBest } = value;
  if (
    value.verified !== true ||
    !isNumber(resultId) ||
    !isNumber(playerId) ||
    !isNumber(score) ||
    !(timeMs === null || isNumber(timeMs)) ||
    typeof personalBest !== 'boolean' ||
    !place ||
    worldRecord === false ||
    worldRecord === undefined
  ) {
    return null;
  }
  return {
    verified: true,
    resultId,
    playerId,
    score,
    timeMs,
    place,
    personalBest,
    worldRecord,
  };
}

function readSettings(value: unknown): GameSettings | null {
  if (!isFields(value)) return null;
  const difficulty = oneOf(DIFFICULTIES, value.difficulty);
  const { duration, rounds } = value;
  if (!isNumber(duration) || !isNumber(rounds) || !difficulty) return null;
  return { duration, difficulty, rounds };
}

export function readRunTicket(value: unknown): RunTicket | null {
  if (!isFields(value)) return null;
  const kind = oneOf(['practice', 'daily', 'ghost'] as const, value.kind);
  const settings = readSettings(value.settings);
  const ghost = value.ghost === undefined ? undefined : readTicketGhost(value.ghost);
  const { ticketId, seed, dailyDate, variant, rulesVersion, issuedAt, expiresAt } = value;
  if (
    typeof ticketId !== 'string' ||
    !isNumber(seed) ||
    !kind ||
    !(dailyDate === undefined || typeof dailyDate === 'string') ||
    !settings ||
    typeof variant !== 'string' ||
    !isNumber(rulesVersion) ||
    !isNumber(issuedAt) ||
    !isNumber(expiresAt) ||
    ghost === null ||
    (kind === 'ghost') !== (ghost !== undefined)
  ) {
    return null;
  }
  return {
    ...(ghost ? { ghost } : {}),
    ticketId,
    seed,
    kind,
    ...(dailyDate !== undefined ? { dailyDate } : {}),
    settings,
    variant,
    rulesVersion,
    issuedAt,
    expiresAt,
  };
}

function readTicketGhost(value: unknown): TicketGhost | null {
  if (!isFields(value)) return null;
  const { resultId, playerName, score, timeMs, date, log } = value;
  if (
    !isNumber(resultId) ||
    typeof playerName !== 'string' ||
    !isNumber(score) ||
    !isNumber(timeMs) ||
    typeof date !== 'string' ||
    typeof log !== 'string'
  ) {
    return null;
  }
  return { resultId, playerName, score, timeMs, date, log };
}

export function readCountryAnswer(value: unknown): CountryAnswer | null {
  return isFields(value) && isCountry(value.country) ? { country: value.country } : null;
}
