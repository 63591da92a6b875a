import { SPORT_DESCRIPTIONS } from './sportDescriptions';
import fc from 'fast-check';
import { createRng } from '../../shared/lib/rng';
import {
  EVENTS_PER_SPORT,
  formatScore,
  generateSports,
  PARTICIPANTS_PER_SPORT,
  scoreFormatOf,
} from './sports';

const SPEC_SPORTS = [
  'swimming',
  'athletics',
  'basketball',
  'football',
  'gymnastics',
  'tennis',
  'cycling',
  'volleyball',
  'wrestling',
  'badminton',
  'hockey',
  'archery',
  'fencing',
  'weightlifting',
  'alpine-skiing',
];

// SPEC §9: max players of the seven mini-game sports.
const SPEC_MAX_PLAYERS: Record<string, number> = {
  swimming: 8,
  athletics: 8,
  archery: 4,
  basketball: 2,
  fencing: 2,
  weightlifting: 1,
  'alpine-skiing': 1,
};

describe('generateSports', () => {
  const sports = generateSports(createRng(3));

  it('lists exactly the 15 sports of the spec, in order', () => {
    expect(sports.map((s) => s.id)).toEqual(SPEC_SPORTS);
    expect(sports.find((s) => s.id === 'alpine-skiing')?.name).toBe('Alpine Skiing');
  });

  it('gives every sport an icon, description, venue and category', () => {
    for (const sport of sports) {
      expect(sport.icon).not.toBe('');
      expect(SPORT_DESCRIPTIONS[sport.id].length).toBeGreaterThan(20);
      expect(sport.venue).not.toBe('');
      expect(['individual', 'team']).toContain(sport.category);
    }
    expect(sports.filter((s) => s.category === 'team').map((s) => s.id)).toEqual([
      'basketball',
      'football',
      'volleyball',
      'hockey',
    ]);
  });

  it('sets maxPlayers on the seven game sports only, with the spec numbers', () => {
    const withMax = Object.fromEntries(
      sports.filter((s) => s.maxPlayers !== undefined).map((s) => [s.id, s.maxPlayers]),
    );
    expect(withMax).toEqual(SPEC_MAX_PLAYERS);
  });

  it('keeps events and participants in range for any seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const s of generateSports(createRng(seed))) {
          expect(s.events).toBeGreaterThanOrEqual(EVENTS_PER_SPORT.min);
          expect(s.events).toBeLessThanOrEqual(EVENTS_PER_SPORT.max);
          expect(s.participants).toBeGreaterThanOrEqual(PARTICIPANTS_PER_SPORT.min);
          expect(s.participants).toBeLessThanOrEqual(PARTICIPANTS_PER_SPORT.max);
        }
      }),
    );
  });

  it('is deterministic per seed', () => {
    expect(generateSports(createRng(3))).toEqual(sports);
    expect(generateSports(createRng(4))).not.toEqual(sports);
  });
});

describe('formatScore', () => {
  it('writes times in seconds and counts with their unit', () => {
    expect(formatScore(52.346, scoreFormatOf('swimming'))).toBe('52.35s');
    expect(formatScore(410, scoreFormatOf('weightlifting'))).toBe('410 kg');
    expect(formatScore(14.2, scoreFormatOf('gymnastics'))).toBe('14.200 pts');
  });
});
