// Which stored runs GET /api/replays/:id gives out, decided here once: every 'Watch replay' the server offers
// (board rows, My runs) follows the route's own rule, so a change of what can be replayed changes the server only.
// A practice, daily or ghost run replays from its own log (the browser decodes it); a room run from its round,
// kept with its seats and last tick ('room-inputs/2'): a round kept before that, or whose inputs were too many
// to keep, answers the route's own line when opened (lists do not read logs to tell).
import { inflateRawSync } from 'node:zlib';
import { parseRoomLog, ROOM_LOG_FORMAT, type RoomLog } from '../../shared/runs/roomLog';
import { utcDay, type RunKind } from '../store/index';

/** A kept room log inflates to no more than this (80,000 inputs of a few dozen bytes each). */
const MAX_ROOM_LOG_JSON_BYTES = 8 * 1024 * 1024;

/** A stored room run's log as a replay reads it, or null when it cannot be replayed. */
export function storedRoomLog(run: { settings: unknown; log: Uint8Array }): RoomLog | null {
  let kept: unknown;
  try {
    const text = inflateRawSync(run.log, { maxOutputLength: MAX_ROOM_LOG_JSON_BYTES });
    kept = JSON.parse(text.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof kept !== 'object' || kept === null) return null;
  const { format, seed, seats, endTick, inputs } = kept as Record<string, unknown>;
  if (format !== ROOM_LOG_FORMAT || inputs === null) return null;
  const parsed = parseRoomLog({ settings: run.settings, seed, seats, endTick, inputs });
  return parsed.ok ? parsed.log : null;
}

export interface StoredRunFacts {
  kind: RunKind;
  verified: boolean;
  voided: boolean;
  /** The daily challenge's UTC day, for a daily run. */
  dailyDate: string | null;
  /** A room run's settings and log: without them a room run is not known to be replayable. */
  settings?: unknown;
  log?: Uint8Array;
}

/**
 * True when GET /api/replays/:id serves this run now (`nowMs`): verified and not voided, not of today's daily
 * challenge, and for a room run a log kept with what a replay needs. A replay of other rules versions than the
 * running code's is still served (the page says so).
 */
export function isReplayableRun(run: StoredRunFacts, nowMs: number): boolean {
  if (!run.verified || run.voided) return false;
  if (run.dailyDate !== null && run.dailyDate >= utcDay(nowMs)) return false;
  if (run.kind !== 'room') return true;
  return run.log !== undefined && storedRoomLog({ settings: run.settings, log: run.log }) !== null;
}

/** The kinds of run the replay route serves (a room's run as its round). */
export const REPLAYABLE_KINDS: ReadonlySet<RunKind> = new Set<RunKind>([
  'practice',
  'daily',
  'ghost',
  'room',
]);

/**
 * Whether a listed run (a board row, one of My runs) offers 'Watch replay': a replayable kind, and not withheld
 * (the store withholds a daily challenge's runs until its UTC day is over).
 */
export const isReplayable = (run: { kind: RunKind; replayWithheld: boolean }): boolean =>
  REPLAYABLE_KINDS.has(run.kind) && !run.replayWithheld;
