import type { GameResultEntry } from './types';

type Unranked = Omit<GameResultEntry, 'position'>;

const better = (a: Unranked, b: Unranked) => b.score - a.score || a.time - b.time;

/**
 * Orders entries by score, highest first (SPEC §9), then by time, lowest first, and numbers the positions
 * 1, 2, 3… Entries equal on both share a place and the next place is skipped (1, 1, 3), so a drawn bout
 * has two winners rather than a winner picked by seat. Every game's results() ends here so the
 * leaderboard order is the same everywhere.
 */
export function rankByScore(entries: readonly Unranked[]): GameResultEntry[] {
  const sorted = [...entries].sort(better);
  let position = 0;
  return sorted.map((entry, index) => {
    const previous = sorted[index - 1];
    if (!previous || better(previous, entry) !== 0) position = index + 1;
    return { ...entry, position };
  });
}
