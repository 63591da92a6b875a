import { byStartTime } from '../../data/eventQueries';
import type { SportSummary, SportEvent, SportId } from '../../data/types';

/** The query parameters that carry the filters, so a filtered schedule can be shared and reloaded. */
export const FILTER_PARAMS = { date: 'date', sport: 'sport' } as const;

export interface ScheduleFilters {
  /** A local day 'YYYY-MM-DD', or null for all dates. */
  date: string | null;
  sport: SportId | null;
}

/** The days that have at least one event, in calendar order. */
export function eventDays(events: readonly Pick<SportEvent, 'date'>[]): string[] {
  return [...new Set(events.map((e) => e.date))].sort();
}

/** The local midnight `afterDays` days after the start of a 'YYYY-MM-DD' day. */
function localMidnight(day: string, afterDays = 0): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + afterDays).getTime();
}

/** Local midnight at the start of each day, and of the day after the last: the moments 'today' moves on. */
export function dayStarts(days: readonly string[]): number[] {
  const last = days.at(-1);
  const starts = days.map((day) => localMidnight(day));
  return last === undefined ? starts : [...starts, localMidnight(last, 1)];
}

/** Reads the filters from the URL; a value that matches no day or sport counts as no filter. */
export function readFilters(
  params: URLSearchParams,
  days: readonly string[],
  sports: readonly SportSummary[],
): ScheduleFilters {
  const date = params.get(FILTER_PARAMS.date);
  const sport = sports.find((s) => s.id === params.get(FILTER_PARAMS.sport));
  return { date: date && days.includes(date) ? date : null, sport: sport?.id ?? null };
}

/** A copy of params with one filter set, or removed when value is empty. */
export function withFilter(
  params: URLSearchParams,
  key: keyof ScheduleFilters,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(FILTER_PARAMS[key], value);
  else next.delete(FILTER_PARAMS[key]);
  return next;
}

export function filterEvents(
  events: readonly SportEvent[],
  { date, sport }: ScheduleFilters,
): SportEvent[] {
  return byStartTime(
    events.filter(
      (e) => (date === null || e.date === date) && (sport === null || e.sport === sport),
    ),
  );
}
