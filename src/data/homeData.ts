// What Home shows, read from a snapshot of the site's sample data instead of running the generators: Home is
// the first page load and has a 90 KB gzip JavaScript budget. homeSnapshot.test.ts regenerates the snapshot
// from the generators and fails when the two differ, so they cannot drift apart.
import snapshot from './homeSnapshot.json';
import { localDateAndTime, SLOT_MS, statusAt, statusMoments, visitSlotMs } from './eventClock';
import { UPCOMING_ON_HOME } from './homeLimits';
import type { Country, SportEvent, SportSummary } from './types';

export type HomeEvent = Pick<
  SportEvent,
  'id' | 'name' | 'sport' | 'venue' | 'startsAt' | 'endsAt' | 'date' | 'time'
>;
export type HomeSport = Pick<SportSummary, 'id' | 'name' | 'icon'>;

/**
 * An event as the snapshot keeps it: its start in quarter hours from the visit's quarter hour, and how many
 * quarter hours it lasts.
 */
export interface SnapshotEvent extends Omit<HomeEvent, 'startsAt' | 'endsAt' | 'date' | 'time'> {
  slot: number;
  slots: number;
}

export interface HomeSnapshot {
  countries: Country[];
  sports: HomeSport[];
  /** Every event not over at the visit (the live and the upcoming ones), in start order. */
  events: SnapshotEvent[];
}

export interface HomeData {
  countries: readonly Country[];
  sports: readonly HomeSport[];
  events: readonly HomeEvent[];
  /** When one of the events changes status (see useMomentReached). */
  moments: readonly number[];
}

function placeOnGrid({ slot, slots, ...event }: SnapshotEvent, visitSlot: number): HomeEvent {
  const start = new Date(visitSlot + slot * SLOT_MS);
  return {
    ...event,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + slots * SLOT_MS).toISOString(),
    ...localDateAndTime(start),
  };
}

/** Home's data for a visit at `visit`: the same events the schedule has, placed around that moment. */
export function homeData(visit: Date): HomeData {
  const data = snapshot as HomeSnapshot;
  const visitSlot = visitSlotMs(visit.getTime());
  const events = data.events.map((e) => placeOnGrid(e, visitSlot));
  return {
    countries: data.countries,
    sports: data.sports,
    events,
    moments: statusMoments(events),
  };
}

/** Home's side panel at nowMs: the live events and the next upcoming ones, in start order. */
export function homePanel(
  events: readonly HomeEvent[],
  nowMs: number,
): { live: HomeEvent[]; upcoming: HomeEvent[] } {
  const status = (e: HomeEvent) => statusAt(Date.parse(e.startsAt), Date.parse(e.endsAt), nowMs);
  return {
    live: events.filter((e) => status(e) === 'live'),
    upcoming: events.filter((e) => status(e) === 'upcoming').slice(0, UPCOMING_ON_HOME),
  };
}
