import { ghostMarginText, type GhostRace } from './ghostText';

const race = (
  you: GhostRace['you'],
  ghost: GhostRace['ghost'],
  game: GhostRace['game'] = 'swimming',
) => ghostMarginText({ game, ghostName: 'Asha', durationS: 90, you, ghost });

describe('a ghost race’s margin', () => {
  it('is in seconds when both finished, to the hundredth', () => {
    expect(race({ score: 1200, timeS: 41.3 }, { score: 1180, timeMs: 41_720 })).toBe(
      'You beat the ghost by 0.42 s.',
    );
    expect(race({ score: 1100, timeS: 43 }, { score: 1180, timeMs: 41_700 })).toBe(
      'The ghost was 1.30 s ahead.',
    );
  });

  it('is in points when either did not finish before the time ran out', () => {
    expect(race({ score: 640, timeS: 90 }, { score: 1180, timeMs: 41_700 })).toBe(
      'The ghost was 540 points ahead.',
    );
    expect(race({ score: 900, timeS: 60 }, { score: 899, timeMs: 90_000 }, 'athletics')).toBe(
      'You beat the ghost by 1 point.',
    );
  });

  it('is in seconds on the slope, penalties included, unless a floored score disagrees', () => {
    expect(race({ score: 300, timeS: 27.5 }, { score: 250, timeMs: 28_000 }, 'alpine-skiing')).toBe(
      'You beat the ghost by 0.50 s.',
    );
    expect(race({ score: 0, timeS: 120 }, { score: 0, timeMs: 95_000 }, 'alpine-skiing')).toBe(
      'The ghost was 25.00 s ahead.',
    );
  });

  it('says a tie is a tie', () => {
    expect(race({ score: 1000, timeS: 42 }, { score: 1000, timeMs: 42_000 })).toBe(
      'You tied with the ghost.',
    );
  });
});
