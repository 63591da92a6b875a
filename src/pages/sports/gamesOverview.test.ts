import { createRng } from '../../../shared/lib/rng';
import { generateSports } from '../../data/sports';
import { gamesOverview } from './gamesOverview';

describe('gamesOverview', () => {
  it('counts the sports and sums their events and participants', () => {
    const sports = generateSports(createRng(1)).slice(0, 3);
    const [a, b, c] = sports;
    expect(gamesOverview(sports)).toEqual({
      sports: 3,
      events: (a?.events ?? 0) + (b?.events ?? 0) + (c?.events ?? 0),
      athletes: (a?.participants ?? 0) + (b?.participants ?? 0) + (c?.participants ?? 0),
    });
    expect(gamesOverview([])).toEqual({ sports: 0, events: 0, athletes: 0 });
  });
});
