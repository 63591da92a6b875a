import { rankMedalTally } from './medalTally';
import type { Country } from './types';

function country(name: string, gold: number, silver: number, bronze: number): Country {
  return {
    id: name.toLowerCase(),
    name,
    code: name.slice(0, 3).toUpperCase(),
    flag: '',
    goldMedals: gold,
    silverMedals: silver,
    bronzeMedals: bronze,
    totalMedals: gold + silver + bronze,
  };
}

const view = (countries: Country[]) =>
  rankMedalTally(countries).map((row) => `${row.rank} ${row.country.name}`);

describe('rankMedalTally', () => {
  it('ranks by total medals, descending', () => {
    expect(view([country('A', 1, 1, 1), country('B', 5, 5, 5), country('C', 2, 2, 2)])).toEqual([
      '1 B',
      '2 C',
      '3 A',
    ]);
  });

  it('breaks equal totals by gold, then silver, then bronze', () => {
    const tally = view([
      country('Bronzeland', 2, 2, 6),
      country('Silverland', 2, 6, 2),
      country('Goldland', 6, 2, 2),
      country('Mixland', 2, 3, 5),
    ]);
    expect(tally).toEqual(['1 Goldland', '2 Silverland', '3 Mixland', '4 Bronzeland']);
  });

  it('orders identical tallies by name and lets them share a rank (1, 2, 2, 4)', () => {
    const tally = view([
      country('Zeta', 3, 3, 3),
      country('Alpha', 3, 3, 3),
      country('Top', 9, 0, 0),
      country('Last', 1, 0, 0),
    ]);
    expect(tally).toEqual(['1 Top', '2 Alpha', '2 Zeta', '4 Last']);
  });

  it('does not tie rows with the same total but other colours', () => {
    const ranks = rankMedalTally([country('X', 3, 0, 0), country('Y', 0, 3, 0)]).map((r) => r.rank);
    expect(ranks).toEqual([1, 2]);
  });

  it('leaves its input untouched and handles an empty list', () => {
    const input = [country('A', 0, 0, 1), country('B', 1, 0, 1)];
    rankMedalTally(input);
    expect(input.map((c) => c.name)).toEqual(['A', 'B']);
    expect(rankMedalTally([])).toEqual([]);
  });
});
