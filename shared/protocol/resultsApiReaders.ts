// The browser's checked readers of the results routes' answers (declared in resultsApi.ts): each takes what a
// server sent and gives the answer, or null for anything else (a server that did not answer).
import { DIFFICULTIES } from '../games/core/difficulty';
import type { GameSettings } from '../games/core/types';
import type { Medal } from '../games/medals';
import { isGameId } from '../runs/rulesVersions';
import {
  BOARD_PERIODS,
  COUNTRY_CODE_PATTERN,
  type Board,
  type BoardRow,
  type CountryAnswer,
  type Place,
  type Records,
  type RunPlaces,
  type RunTicket,
  type RunVerdict,
  type TicketGhost,
} from './resultsApi';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isCountry = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && COUNTRY_CODE_PATTERN.test(value));

const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];

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
