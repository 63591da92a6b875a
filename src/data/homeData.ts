// What Home shows, read from a snapshot of the site's sample data instead of running the generators: Home is
// the first page load and has a 90 KB gzip JavaScript budget. homeSnapshot.test.ts regenerates the snapshot
// from the generators and fails when the two differ, so they cannot drift apart.
import snapshot from './homeSnapshot.json';
import { firstSlotMs, localDateAndTime, SLOT_MS } from './eventClock';
import type { Country, SportEvent, SportSummary } from './types';

export type HomeEvent = Pick<
  SportEvent,
  'id' | 'name' | 'sport' | 'venue' | 'status' | 'startsAt' | 'date' | 'time'
>;
export type HomeSport = Pick<SportSummary, 'id' | 'name' | 'icon'>;

/** An event as the snapshot keeps it: its start as a slot index from the first quarter hour. */
export interface SnapshotEvent extends Omit<HomeEvent, 'startsAt' | 'date' | 'time'> {
  slot: number;
}

export interface HomeSnapshot {
  countries: Country[];
  sports: HomeSport[];
  live: SnapshotEvent[];
  upcoming: SnapshotEvent[];
}

export interface HomeData {
  countries: readonly Country[];
  sports: readonly HomeSport[];
  live: HomeEvent[];
  upcoming: HomeEvent[];
}

function placeOnGrid(event: SnapshotEvent, firstSlot: number): HomeEvent {
  const { slot, ...rest } = event;
  const start = new Date(firstSlot + slot * SLOT_MS);
  return { ...rest, startsAt: start.toISOString(), ...localDateAndTime(start) };
}

export function homeData(now: Date): HomeData {
  const data = snapshot as HomeSnapshot;
  const firstSlot = firstSlotMs(now.getTime());
  return {
    countries: data.countries,
    sports: data.sports,
    live: data.live.map((e) => placeOnGrid(e, firstSlot)),
    upcoming: data.upcoming.map((e) => placeOnGrid(e, firstSlot)),
  };
}
