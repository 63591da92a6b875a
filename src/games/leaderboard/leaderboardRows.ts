// SPEC §2/§3: the leaderboard orders by score, highest first, and shows a medal for the top three places on
// every board (medals.ts; the profile counts them only for games with opponents).
import { rankByScore } from '../../../shared/games/core/ranking';
import type { GameResultEntry } from '../../../shared/games/core/types';
import { medalFor, type Medal } from '../../../shared/games/medals';

export type { Medal } from '../../../shared/games/medals';
export { MEDAL_EMOJI, MEDAL_NAME } from '../../../shared/games/medals';

export interface LeaderboardRow extends GameResultEntry {
  medal?: Medal;
  /** The row shares its place with another (equal scores). */
  tied?: boolean;
}

/** Re-ranks whatever a game reported, so every leaderboard follows the same order and numbering. */
export function toLeaderboard(entries: readonly GameResultEntry[]): LeaderboardRow[] {
  const ranked = rankByScore(entries.map(({ position: _position, ...entry }) => entry));
  return ranked.map((entry) => {
    const medal = medalFor(entry.position);
    const tied = ranked.some((other) => other !== entry && other.position === entry.position);
    return { ...entry, ...(medal ? { medal } : {}), ...(tied ? { tied } : {}) };
  });
}
