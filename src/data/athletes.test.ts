import fc from 'fast-check';
import { createRng } from '../../shared/lib/rng';
import {
  ATHLETE_AGE,
  ATHLETE_COUNT,
  ATHLETE_MEDALS,
  generateAthletes,
  LEADING_INDIAN_ATHLETES,
} from './athletes';
import { generateCountries } from './countries';
import { generateSports } from './sports';

function athletesFor(seed: number) {
  const rng = createRng(seed);
  const countries = generateCountries(rng);
  const sports = generateSports(rng);
  return { countries, sports, athletes: generateAthletes(rng, countries, sports) };
}

describe('generateAthletes', () => {
  it('makes 80 athletes, the first 8 from India', () => {
    const { athletes } = athletesFor(11);
    expect(ATHLETE_COUNT).toBe(80);
    expect(athletes).toHaveLength(80);
    expect(LEADING_INDIAN_ATHLETES).toBe(8);
    for (const a of athletes.slice(0, 8)) {
      expect(a).toMatchObject({ country: 'India', countryCode: 'IND' });
    }
  });

  it('keeps every field valid for any seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { athletes, countries, sports } = athletesFor(seed);
        expect(new Set(athletes.map((a) => a.id)).size).toBe(athletes.length);
        expect(new Set(athletes.map((a) => a.name)).size).toBe(athletes.length);
        for (const a of athletes) {
          expect(a.age).toBeGreaterThanOrEqual(ATHLETE_AGE.min);
          expect(a.age).toBeLessThanOrEqual(ATHLETE_AGE.max);
          expect(a.medals).toBeGreaterThanOrEqual(ATHLETE_MEDALS.min);
          expect(a.medals).toBeLessThanOrEqual(ATHLETE_MEDALS.max);
          expect(Number.isInteger(a.age) && Number.isInteger(a.medals)).toBe(true);
          const country = countries.find((c) => c.code === a.countryCode);
          expect(country?.name).toBe(a.country);
          expect(sports.map((s) => s.id)).toContain(a.sport);
          expect(a.personalBest).toMatch(/^\d+(\.\d+)?( ?[a-z/]+)$/);
          expect(a.avatar).toBe(a.name);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('is deterministic per seed', () => {
    expect(athletesFor(11).athletes).toEqual(athletesFor(11).athletes);
    expect(athletesFor(11).athletes).not.toEqual(athletesFor(12).athletes);
  });
});
