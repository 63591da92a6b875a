// How a board finds a player's place without counting its rows. Every entry's (score, time) becomes one integer
// rank key, smaller is better; the board keeps, per scope (the world, or a country), how many players hold
// keys in each bucket of a radix tree over the key: level 0 buckets are single keys, each level up groups 256
// buckets of the level below, and one more level holds the board's total. The players strictly ahead of a key
// are, at each level, the players in the buckets that share its parent and come before its own: at most
// 255 rows a level, 7 levels, whatever the board's size. Equal keys share a place.

/** Scores are whole points in [SCORE_MIN, SCORE_MAX]. */
export const SCORE_MIN = -(2 ** 30);
export const SCORE_MAX = 2 ** 30 - 1;
/** The tiebreak, whole milliseconds in [0, TIME_MS_MAX] (about 70 minutes). */
export const TIME_MS_MAX = 2 ** 22 - 1;

const TIME_SPAN = 2 ** 22;
/** Buckets of one level grouped under one bucket of the level above. */
export const BUCKETS = 256;
const FANOUT = BUCKETS;
/** Levels 0..6 cover the 53-bit key; level 7 has one bucket, the board's total. */
export const KEY_LEVELS = 7;
export const TOTAL_LEVEL = KEY_LEVELS;

/** Higher score first, then lower time, as every game's own leaderboard orders them: smaller key is better. */
export function rankKey(score: number, timeMs: number): number {
  return (SCORE_MAX - score) * TIME_SPAN + timeMs;
}

export function bucketAt(key: number, level: number): number {
  return level >= TOTAL_LEVEL ? 0 : Math.floor(key / FANOUT ** level);
}

export interface BucketRef {
  level: number;
  bucket: number;
}

/** Every bucket a key is counted in, the total included. */
export function bucketsOf(key: number): BucketRef[] {
  const buckets: BucketRef[] = [];
  for (let level = 0; level <= TOTAL_LEVEL; level++) {
    buckets.push({ level, bucket: bucketAt(key, level) });
  }
  return buckets;
}

export interface BucketRange {
  level: number;
  /** First bucket counted. */
  from: number;
  /** First bucket not counted. */
  to: number;
}

/** The buckets whose players are all strictly ahead of `key`, and no others. */
export function aheadRanges(key: number): BucketRange[] {
  const ranges: BucketRange[] = [];
  for (let level = 0; level < KEY_LEVELS; level++) {
    const bucket = bucketAt(key, level);
    const from = bucket - (bucket % FANOUT);
    if (from < bucket) ranges.push({ level, from, to: bucket });
  }
  return ranges;
}
