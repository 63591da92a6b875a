import fc from 'fast-check';
import type { GameResultEntry } from '../core/types';
import { toLeaderboard } from './leaderboardRows';

const entry = (playerId: string, score: number, time = 60, position = 9): GameResultEntry => ({
  playerId,
  playerName: playerId,
  playerAvatar: playerId,
  score,
  time,
  position,
});

describe('toLeaderboard', () => {
  it('sorts by score, highest first, numbers positions and gives medals to the top three', () => {
    const rows = toLeaderboard([entry('a', 10), entry('b', 900), entry('c', 300), entry('d', 500)]);
    expect(rows.map((r) => [r.playerId, r.position, r.medal])).toEqual([
      ['b', 1, 'gold'],
      ['d', 2, 'silver'],
      ['c', 3, 'bronze'],
      ['a', 4, undefined],
    ]);
  });

  it('breaks a tie on score by the faster time', () => {
    const rows = toLeaderboard([entry('slow', 500, 40), entry('fast', 500, 30)]);
    expect(rows.map((r) => r.playerId)).toEqual(['fast', 'slow']);
  });

  it('keeps accuracy and breakdown', () => {
    const [row] = toLeaderboard([
      { ...entry('a', 5), accuracy: 50, breakdown: [{ label: 'Hits', points: 5 }] },
      entry('b', 1),
    ]);
    expect(row).toMatchObject({
      accuracy: 50,
      breakdown: [{ label: 'Hits', points: 5 }],
      medal: 'gold',
    });
  });

  it('gives no medal to a game played alone (the profile awards none either)', () => {
    const [row] = toLeaderboard([entry('a', 5)]);
    expect(row).toMatchObject({ position: 1 });
    expect(row?.medal).toBeUndefined();
    expect(toLeaderboard([entry('a', 5), entry('b', 1)]).map((r) => r.medal)).toEqual([
      'gold',
      'silver',
    ]);
  });

  it('shares a place between entries equal on score and time (1, 1, 3), medals included', () => {
    const rows = toLeaderboard([entry('a', 5, 0), entry('b', 5, 0), entry('c', 2, 0)]);
    expect(rows.map((r) => [r.position, r.medal])).toEqual([
      [1, 'gold'],
      [1, 'gold'],
      [3, 'bronze'],
    ]);
  });

  it('always yields non-increasing scores, each place one more than the entries ahead of it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 5000 }), { maxLength: 9 }), (scores) => {
        const rows = toLeaderboard(scores.map((s, i) => entry(`p${i}`, s)));
        expect(rows).toHaveLength(scores.length);
        for (let i = 1; i < rows.length; i++) {
          expect(rows[i - 1]!.score).toBeGreaterThanOrEqual(rows[i]!.score);
        }
        for (const row of rows) {
          expect(row.position).toBe(1 + rows.filter((other) => other.score > row.score).length);
        }
        const medalled = rows.filter((r) => r.medal);
        expect(medalled.every((r) => r.position <= 3)).toBe(true);
        if (scores.length < 2) expect(medalled).toHaveLength(0);
      }),
    );
  });
});
