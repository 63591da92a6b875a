// SPEC §2/§3: the leaderboard orders by score, highest first, and adds a medal for the top three (medals.ts:
// only when the game had opponents, the same rule the profile's medal counts follow).
import { rankByScore } from '../core/ranking';
import type { GameResultEntry } from '../core/types';
import { medalFor, type Medal } from './medals';

export type { Medal } from './medals';
export { MEDAL_EMOJI, MEDAL_NAME } from './medals';

export interface LeaderboardRow extends GameResultEntry {
  medal?: Medal;
}

/** Re-ranks whatever a game reported, so every leaderboard follows the same order and numbering. */
export function toLeaderboard(entries: readonly GameResultEntry[]): LeaderboardRow[] {
  return rankByScore(entries.map(({ position: _position, ...entry }) => entry)).map((entry) => {
    const medal = medalFor(entry.position, entries.length);
    return medal ? { ...entry, medal } : entry;
  });
}
