// Bounds on everything the store takes: a caller that breaks one gets a StoreInputError saying which, and
// nothing is written.
import { StoreInputError } from './errors';
import { isDay } from './periods';
import { SCORE_MAX, SCORE_MIN, TIME_MS_MAX } from './placeIndex';
import { RUN_KINDS, type RunKind } from './schema';
import type { NewRun } from './types';

export const MAX_LOG_BYTES = 64 * 1024;
export const MAX_SETTINGS_CHARS = 2000;
export const MAX_NAME_CHARS = 32;
export const MAX_REASON_CHARS = 300;
export const MAX_RESULTS_PER_RUN = 16;
const GAME_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
const VARIANT_PATTERN = /^[\w.@:-]{0,40}$/;
const COUNTRY_PATTERN = /^[A-Z]{2}$/;
const CONTROL_CHARS = /\p{Cc}/u;

const fail = (message: string): never => {
  throw new StoreInputError(message);
};

export function checkInteger(value: unknown, what: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail(`${what} must be a whole number from ${min} to ${max}`);
  }
  return value as number;
}

export const checkId = (value: unknown, what = 'an id') =>
  checkInteger(value, what, 1, Number.MAX_SAFE_INTEGER);

export function checkGame(value: unknown): string {
  if (typeof value !== 'string' || !GAME_PATTERN.test(value)) {
    fail('a game is a short lower-case id such as "swimming"');
  }
  return value as string;
}

export const checkRulesVersion = (value: unknown) =>
  checkInteger(value, 'a rules version', 0, 1_000_000);

export function checkVariant(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value !== 'string' || !VARIANT_PATTERN.test(value)) {
    fail('a board variant is at most 40 letters, digits and . @ : - _');
  }
  return value as string;
}

export function checkKind(value: unknown): RunKind {
  if (!RUN_KINDS.includes(value as RunKind)) fail(`a run kind is one of ${RUN_KINDS.join(', ')}`);
  return value as RunKind;
}

/** The daily challenge's day: required for a daily run, refused on any other. */
export function checkDailyDate(kind: RunKind, value: unknown): string | null {
  if (kind === 'daily') {
    if (!isDay(value)) fail('a daily run names its UTC day as YYYY-MM-DD');
    return value as string;
  }
  if (value !== undefined && value !== null) fail('only a daily run has a daily date');
  return null;
}

export function checkSettings(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (typeof text !== 'string' || text.length > MAX_SETTINGS_CHARS) {
    fail(`settings must be JSON of at most ${MAX_SETTINGS_CHARS} characters`);
  }
  return text as string;
}

export const checkSeed = (value: unknown) => checkInteger(value, 'a seed', 0, 2 ** 32 - 1);
export const checkScore = (value: unknown) => checkInteger(value, 'a score', SCORE_MIN, SCORE_MAX);
export const checkTimeMs = (value: unknown) => checkInteger(value, 'a time', 0, TIME_MS_MAX);

export function checkLog(value: unknown): Buffer {
  if (!(value instanceof Uint8Array) || value.length === 0 || value.length > MAX_LOG_BYTES) {
    fail(`an input log is 1 to ${MAX_LOG_BYTES} bytes`);
  }
  const bytes = value as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function checkName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name || [...name].length > MAX_NAME_CHARS || CONTROL_CHARS.test(name)) {
    fail(`a name is 1 to ${MAX_NAME_CHARS} characters, none of them control characters`);
  }
  return name;
}

export function checkCountry(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || !COUNTRY_PATTERN.test(value)) {
    fail('a country is a two-letter ISO 3166 code such as "FI", or null');
  }
  return value as string;
}

export function checkReason(value: unknown): string {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (!reason || reason.length > MAX_REASON_CHARS || CONTROL_CHARS.test(reason)) {
    fail(`a reason is 1 to ${MAX_REASON_CHARS} characters`);
  }
  return reason;
}

function checkRoomId(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) {
    fail('a room id is 1 to 64 characters');
  }
  return value as string;
}

/** The result a ghost race raced: only a ghost race names one. */
export function checkGhostResultId(kind: RunKind, value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (kind !== 'ghost') fail('only a ghost race names the result it raced');
  return checkId(value, 'a ghost’s result id');
}

function checkTicketId(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !/^[\w-]{1,64}$/.test(value)) fail('a ticket id is malformed');
  return value as string;
}

/** A run, checked and in the shape the store writes. */
export interface CheckedRun {
  game: string;
  rulesVersion: number;
  variant: string;
  kind: RunKind;
  dailyDate: string | null;
  settings: string;
  seed: number;
  log: Buffer;
  roomId: string | null;
  ticketId: string | null;
  /** The result a ghost race raced, or null. */
  ghostResultId: number | null;
  results: Array<{
    playerId: number;
    seat: number;
    score: number;
    timeMs: number;
    verified: boolean;
  }>;
}

export function checkRun(run: NewRun): CheckedRun {
  if (typeof run !== 'object' || run === null) fail('a run is an object');
  const kind = checkKind(run.kind);
  if (!Array.isArray(run.results) || run.results.length < 1) fail('a run has at least one result');
  if (run.results.length > MAX_RESULTS_PER_RUN) {
    fail(`a run has at most ${MAX_RESULTS_PER_RUN} results`);
  }
  const results = run.results.map((result) => ({
    playerId: checkId(result.playerId, 'a player id'),
    seat: checkInteger(result.seat ?? 0, 'a seat', 0, 63),
    score: checkScore(result.score),
    timeMs: checkTimeMs(result.timeMs),
    verified: result.verified === true,
  }));
  if (new Set(results.map((r) => r.playerId)).size !== results.length) {
    fail('a player has one result in a run');
  }
  return {
    game: checkGame(run.game),
    rulesVersion: checkRulesVersion(run.rulesVersion),
    variant: checkVariant(run.variant),
    kind,
    dailyDate: checkDailyDate(kind, run.dailyDate),
    settings: checkSettings(run.settings),
    seed: checkSeed(run.seed),
    log: checkLog(run.log),
    roomId: checkRoomId(run.roomId),
    ticketId: checkTicketId(run.ticketId),
    ghostResultId: checkGhostResultId(kind, run.ghostResultId),
    results,
  };
}
