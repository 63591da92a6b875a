import type { Rng } from '../../shared/lib/rng';
import { COUNTRY_PROFILES } from './countries';
import { formatScore, scoreFormatOf } from './sports';
import type { Athlete, Country, SportSummary } from './types';

export const ATHLETE_COUNT = 80;
/** The first athletes all come from the host-favourite country (SPEC §3). */
export const LEADING_INDIAN_ATHLETES = 8;
export const ATHLETE_AGE = { min: 18, max: 35 } as const;
export const ATHLETE_MEDALS = { min: 0, max: 8 } as const;

function uniqueName(rng: Rng, countryCode: string, taken: Set<string>): string {
  const profile = COUNTRY_PROFILES.find((p) => p.code === countryCode);
  if (!profile) throw new Error(`no name list for ${countryCode}`);
  let name = '';
  // A few draws nearly always find a free name; a suffix keeps names unique if they do not.
  for (let attempt = 0; attempt < 20; attempt++) {
    name = `${rng.pick(profile.firstNames)} ${rng.pick(profile.lastNames)}`;
    if (!taken.has(name)) break;
  }
  for (let n = 2; taken.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
  taken.add(name);
  return name;
}

export function generateAthletes(
  rng: Rng,
  countries: readonly Country[],
  sports: readonly SportSummary[],
): Athlete[] {
  const india = countries.find((c) => c.code === 'IND');
  if (!india) throw new Error('the sample countries must include India');
  const taken = new Set<string>();
  return Array.from({ length: ATHLETE_COUNT }, (_, i) => {
    const country = i < LEADING_INDIAN_ATHLETES ? india : rng.pick(countries);
    const sport = rng.pick(sports);
    const format = scoreFormatOf(sport.id);
    const name = uniqueName(rng, country.code, taken);
    return {
      id: `athlete-${i + 1}`,
      name,
      country: country.name,
      countryCode: country.code,
      sport: sport.id,
      age: rng.int(ATHLETE_AGE.min, ATHLETE_AGE.max),
      medals: rng.int(ATHLETE_MEDALS.min, ATHLETE_MEDALS.max),
      personalBest: formatScore(rng.range(format.min, format.max), format),
      avatar: name,
    };
  });
}
