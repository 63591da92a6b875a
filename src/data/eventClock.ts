// The schedule's time grid and what an event's status means at a moment. Kept apart from the generators so
// Home can place its events on the grid and read their statuses without loading them.
import type { EventStatus } from './types';

/** The Games last two weeks (SPEC §9's 336 hours), placed around the visit. */
export const SCHEDULE_WINDOW_HOURS = 336;
/** How much of the two weeks lies before the visit: 5½ days, so the visit falls on the sixth day. */
export const HOURS_BEFORE_VISIT = 132;
/** Start times (and ends) fall on quarter hours. */
export const START_SLOT_MINUTES = 15;
export const SLOT_MS = START_SLOT_MINUTES * 60_000;
/** Quarter hours in the two weeks. */
export const SLOTS_IN_WINDOW = (SCHEDULE_WINDOW_HOURS * 60) / START_SLOT_MINUTES;
/** Quarter hours of the two weeks before the visit's quarter hour. */
export const SLOTS_BEFORE_VISIT = (HOURS_BEFORE_VISIT * 60) / START_SLOT_MINUTES;

/**
 * The visit's quarter hour: the quarter hour at or before nowMs. Every event is placed relative to it, so a
 * reload within the same quarter hour gives the same events, and statuses drawn for it stay true all through it.
 */
export function visitSlotMs(nowMs: number): number {
  return Math.floor(nowMs / SLOT_MS) * SLOT_MS;
}

/** Completed once its end has passed, live from its start until then, upcoming before its start. */
export function statusAt(startMs: number, endMs: number, nowMs: number): EventStatus {
  if (nowMs >= endMs) return 'completed';
  return nowMs >= startMs ? 'live' : 'upcoming';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as local 'YYYY-MM-DD' and 'HH:MM'. */
export function localDateAndTime(at: Date): { date: string; time: string } {
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** Every moment at which one of these events changes status (its start and its end), in time order. */
export function statusMoments(events: readonly { startsAt: string; endsAt: string }[]): number[] {
  return events
    .flatMap((e) => [Date.parse(e.startsAt), Date.parse(e.endsAt)])
    .sort((a, b) => a - b);
}
