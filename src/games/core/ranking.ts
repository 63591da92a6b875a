import type { GameResultEntry } from './types';

/**
 * Orders entries by score, highest first (SPEC §9), then by time, lowest first, and numbers the positions
 * 1, 2, 3… Every game's results() ends here so the leaderboard order is the same everywhere.
 */
export function rankByScore(
  entries: readonly Omit<GameResultEntry, 'position'>[],
): GameResultEntry[] {
  return [...entries]
    .sort((a, b) => b.score - a.score || a.time - b.time)
    .map((entry, index) => ({ ...entry, position: index + 1 }));
}
