// @vitest-environment node
import fc from 'fast-check';
import {
  SCORE_MAX,
  SCORE_MIN,
  TIME_MS_MAX,
  TOTAL_LEVEL,
  aheadRanges,
  bucketsOf,
  rankKey,
} from './placeIndex';

/** The counts a board would hold for these keys, keyed 'level:bucket'. */
function countsOf(keys: readonly number[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) {
    for (const { level, bucket } of bucketsOf(key)) {
      const id = `${level}:${bucket}`;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}

function aheadFromCounts(counts: Map<string, number>, key: number): number {
  let ahead = 0;
  for (const [id, players] of counts) {
    const [level, bucket] = id.split(':').map(Number) as [number, number];
    if (aheadRanges(key).some((r) => r.level === level && bucket >= r.from && bucket < r.to)) {
      ahead += players;
    }
  }
  return ahead;
}

const score = fc.integer({ min: SCORE_MIN, max: SCORE_MAX });
const time = fc.integer({ min: 0, max: TIME_MS_MAX });
// Keys near each other share buckets, so draw some from a narrow band as well as the whole range.
const entry = fc.oneof(
  fc.tuple(score, time),
  fc.tuple(fc.integer({ min: 990, max: 1010 }), fc.integer({ min: 0, max: 1000 })),
);

describe('the place index', () => {
  it('orders higher scores first, then lower times, within safe integers', () => {
    expect(rankKey(100, 5000)).toBeLessThan(rankKey(99, 0));
    expect(rankKey(100, 4000)).toBeLessThan(rankKey(100, 5000));
    expect(rankKey(SCORE_MIN, TIME_MS_MAX)).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    expect(rankKey(SCORE_MAX, 0)).toBe(0);
  });

  it('counts exactly the players strictly ahead of any key', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 60 }), entry, (entries, probe) => {
        const keys = entries.map(([s, t]) => rankKey(s, t));
        const counts = countsOf(keys);
        const key = rankKey(probe[0], probe[1]);
        expect(aheadFromCounts(counts, key)).toBe(keys.filter((k) => k < key).length);
      }),
    );
  });

  it('keeps the total in one bucket and reads at most 255 buckets a level', () => {
    const counts = countsOf([rankKey(1, 2), rankKey(SCORE_MIN, 0), rankKey(SCORE_MAX, 9)]);
    expect(counts.get(`${TOTAL_LEVEL}:0`)).toBe(3);
    fc.assert(
      fc.property(score, time, (s, t) => {
        for (const range of aheadRanges(rankKey(s, t))) {
          expect(range.to - range.from).toBeGreaterThan(0);
          expect(range.to - range.from).toBeLessThanOrEqual(255);
        }
      }),
    );
  });
});
