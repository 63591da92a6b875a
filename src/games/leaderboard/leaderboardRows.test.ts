import fc from 'fast-check';
import type { GameResultEntry } from '../../../shared/games/core/types';
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

  it('shares a place between equal scores (1, 1, 3), medal included, the faster time listed first', () => {
    const rows = toLeaderboard([
      entry('slow', 1402, 40),
      entry('first', 1500, 50),
      entry('fast', 1402, 30),
      entry('last', 900, 10),
    ]);
    expect(rows.map((r) => [r.playerId, r.position, r.medal, r.tied])).toEqual([
      ['first', 1, 'gold', undefined],
      ['fast', 2, 'silver', true],
      ['slow', 2, 'silver', true],
      ['last', 4, undefined, undefined],
    ]);
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

  it('gives a game played alone its gold too (the profile does not count it)', () => {
    const [row] = toLeaderboard([entry('a', 5)]);
    expect(row).toMatchObject({ position: 1, medal: 'gold' });
    expect(row?.tied).toBeUndefined();
  });

  it('shares first place between entries equal on score whatever their times', () => {
    const rows = toLeaderboard([entry('a', 5, 9), entry('b', 5, 0), entry('c', 2, 0)]);
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
        for (const row of rows) expect(row.medal !== undefined).toBe(row.position <= 3);
        for (const row of rows) {
          const sharing = rows.filter((other) => other.position === row.position).length;
          expect(row.tied === true).toBe(sharing > 1);
        }
        if (rows.length > 0) expect(rows[0]!.medal).toBe('gold');
      }),
    );
  });
});
