import type { GameResultEntry } from './types';

type Unranked = Omit<GameResultEntry, 'position'>;

const byScoreThenTime = (a: Unranked, b: Unranked) => b.score - a.score || a.time - b.time;

/**
 * Orders entries by score, highest first (SPEC §9), and numbers the places 1, 2, 3… Equal scores share a
 * place and the next place is skipped (1, 1, 3), as the medal tally shares a rank; within a shared place the
 * faster (lower) time is listed first. Every game's results() ends here, on the game server too, so the
 * leaderboard's order and places are the same everywhere.
 */
export function rankByScore(entries: readonly Unranked[]): GameResultEntry[] {
  const sorted = [...entries].sort(byScoreThenTime);
  let position = 0;
  return sorted.map((entry, index) => {
    const previous = sorted[index - 1];
    if (!previous || previous.score !== entry.score) position = index + 1;
    return { ...entry, position };
  });
}
