import fc from 'fast-check';
import { clampDuration, clampMaxPlayers, clampRounds, roomSeatLimit } from './roomLimits';

describe('room limits', () => {
  it('allows up to the sport maximum, with a floor of two seats for solo sports', () => {
    expect(roomSeatLimit('swimming')).toBe(8);
    expect(roomSeatLimit('archery')).toBe(4);
    expect(roomSeatLimit('fencing')).toBe(2);
    expect(roomSeatLimit('weightlifting')).toBe(2);
    expect(roomSeatLimit('alpine-skiing')).toBe(2);
    expect(roomSeatLimit('chess')).toBe(8);
  });

  it.each([
    [4, 'swimming', 4],
    [-3, 'swimming', 2],
    [0, 'archery', 2],
    [1e9, 'swimming', 8],
    [1e9, 'archery', 4],
    [3.6, 'swimming', 4],
    [Number.NaN, 'swimming', 4],
    [Number.NaN, 'fencing', 2],
    [Number.POSITIVE_INFINITY, 'basketball', 2],
  ])('max players %s for %s -> %s', (value, sport, expected) => {
    expect(clampMaxPlayers(value, sport)).toBe(expected);
  });

  it.each([
    [60, 60],
    [29, 30],
    [-100, 30],
    [50, 45],
    [53, 60],
    [47.5, 45],
    [1e9, 600],
    [Number.NaN, 60],
  ])('duration %s -> %s', (value, expected) => {
    expect(clampDuration(value)).toBe(expected);
  });

  it('always yields a whole, legal value whatever number comes in', () => {
    const sports = ['swimming', 'athletics', 'archery', 'basketball', 'fencing', 'weightlifting'];
    fc.assert(
      fc.property(fc.double(), fc.constantFrom(...sports), (value, sport) => {
        const players = clampMaxPlayers(value, sport);
        expect(Number.isInteger(players)).toBe(true);
        expect(players).toBeGreaterThanOrEqual(2);
        expect(players).toBeLessThanOrEqual(roomSeatLimit(sport));
        const duration = clampDuration(value);
        expect((duration - 30) % 15).toBe(0);
        expect(duration).toBeGreaterThanOrEqual(30);
        expect(duration).toBeLessThanOrEqual(600);
        const rounds = clampRounds(value);
        expect(rounds >= 1 && rounds <= 5 && Number.isInteger(rounds)).toBe(true);
      }),
    );
  });
});
