// The 'Games record': the best score any player (you, an AI or another person in a room) has made
// in a game on this device, kept per personal-best key so it compares like with like. A device record, not a
// world one: the site has no server of its own to keep one.
import type { GameResultEntry } from '../../../shared/games/core/types';
import { isPersonalBestKey } from './personalBestKeys';
import { cleanText } from '../../../shared/names/displayName';

export interface GamesRecord {
  score: number;
  /** Who made it, as the leaderboard named them ('You' for this device's player). */
  holder: string;
}

export type GamesRecords = Readonly<Record<string, GamesRecord>>;

export const RECORD_HOLDER_MAX = 24;
const MAX_ABS_SCORE = 1e9;

function isRecordLike(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps each saved record that is whole and sane; drops the rest. */
export function validateGamesRecords(raw: unknown): GamesRecords {
  if (!isRecordLike(raw)) return {};
  const records: Record<string, GamesRecord> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isPersonalBestKey(key) || !isRecordLike(value)) continue;
    const { score } = value;
    const holder = cleanText(value.holder, RECORD_HOLDER_MAX);
    if (typeof score !== 'number' || !Number.isFinite(score) || Math.abs(score) > MAX_ABS_SCORE)
      continue;
    if (!holder) continue;
    records[key] = { score, holder };
  }
  return records;
}

export interface RecordNews {
  record: GamesRecord;
  /** The record before this game, if there was one. */
  previous?: GamesRecord;
  /** True when this game set the record (beat the one before, or there was none). */
  isNew: boolean;
  /** True when the record this game set is this device's player's. */
  isYours: boolean;
}

/**
 * The record after a game: its best entry beats the record only with a higher score (a tie keeps the holder),
 * and only a score above 0 sets one.
 * `nameOf` gives the name a row is shown under ('You' for this device's player).
 */
export function updateGamesRecord(
  previous: GamesRecord | undefined,
  rows: readonly GameResultEntry[],
  me: string,
  nameOf: (row: GameResultEntry) => string,
): RecordNews | null {
  const best = rows.reduce<GameResultEntry | undefined>(
    (top, row) => (top === undefined || row.score > top.score ? row : top),
    undefined,
  );
  // A record is a score someone made: a game where nobody scored above 0 sets none.
  const scored = best !== undefined && best.score > 0;
  if (!scored)
    return previous ? { record: previous, previous, isNew: false, isYours: false } : null;
  if (previous && best.score <= previous.score)
    return { record: previous, previous, isNew: false, isYours: false };
  const record = { score: best.score, holder: cleanText(nameOf(best), RECORD_HOLDER_MAX) || '?' };
  return { record, ...(previous ? { previous } : {}), isNew: true, isYours: best.playerId === me };
}
