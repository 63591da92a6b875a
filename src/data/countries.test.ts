import fc from 'fast-check';
import { createRng } from '../../shared/lib/rng';
import { COUNTRY_COUNT, flagEmoji, generateCountries, MEDALS_PER_COLOUR } from './countries';

describe('generateCountries', () => {
  it('makes 12 countries with unique ids, codes and names, India among them', () => {
    const countries = generateCountries(createRng(1));
    expect(countries).toHaveLength(COUNTRY_COUNT);
    expect(COUNTRY_COUNT).toBe(12);
    for (const key of ['id', 'code', 'name'] as const) {
      expect(new Set(countries.map((c) => c[key])).size).toBe(12);
    }
    expect(countries.find((c) => c.code === 'IND')).toMatchObject({ name: 'India', flag: '🇮🇳' });
  });

  it('keeps total = gold + silver + bronze with each colour in range, for any seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const c of generateCountries(createRng(seed))) {
          expect(c.totalMedals).toBe(c.goldMedals + c.silverMedals + c.bronzeMedals);
          for (const n of [c.goldMedals, c.silverMedals, c.bronzeMedals]) {
            expect(Number.isInteger(n)).toBe(true);
            expect(n).toBeGreaterThanOrEqual(MEDALS_PER_COLOUR.min);
            expect(n).toBeLessThanOrEqual(MEDALS_PER_COLOUR.max);
          }
        }
      }),
    );
  });

  it('is deterministic per seed', () => {
    expect(generateCountries(createRng(5))).toEqual(generateCountries(createRng(5)));
    expect(generateCountries(createRng(5))).not.toEqual(generateCountries(createRng(6)));
  });
});

describe('flagEmoji', () => {
  it('builds the flag from two regional indicators', () => {
    expect(flagEmoji('GB')).toBe('🇬🇧');
    expect(flagEmoji('za')).toBe('🇿🇦');
  });
});
