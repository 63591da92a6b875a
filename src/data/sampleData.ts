import { createRng } from '../../shared/lib/rng';
import { generateAthletes } from './athletes';
import { generateCountries } from './countries';
import { eventsAt, planEvents, type PlannedEvent } from './events';
import { generateSports } from './sports';
import { visitTime } from './visitTime';
import type { Athlete, Country, SportEvent, SportSummary } from './types';

export interface SampleData {
  countries: Country[];
  sports: SportSummary[];
  athletes: Athlete[];
  /** The events with their ends and final standings: what a page re-reads as the clock moves. */
  plan: PlannedEvent[];
  /** The events as they stand at the moment the data was generated for. */
  events: SportEvent[];
}

/** The site's seed: a fixed one, so a shared or reloaded schedule link shows the same events. */
export const SITE_SEED = 2026;

/** The same seed and the same `now` always give the same data. */
export function generateSampleData(seed: number, now: Date): SampleData {
  const rng = createRng(seed);
  const countries = generateCountries(rng);
  const sports = generateSports(rng);
  const athletes = generateAthletes(rng, countries, sports);
  const plan = planEvents(rng, sports, athletes, now);
  return { countries, sports, athletes, plan, events: eventsAt(plan, now.getTime()) };
}

let siteData: SampleData | undefined;

/** The data every page of this visit shares, generated on first use relative to that moment. */
export function getSampleData(): SampleData {
  siteData ??= generateSampleData(SITE_SEED, visitTime());
  return siteData;
}
