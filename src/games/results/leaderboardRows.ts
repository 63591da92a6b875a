// SPEC §2/§3: the leaderboard orders by score, highest first, and adds a medal for the top three.
import { rankByScore } from '../core/ranking';
import type { GameResultEntry } from '../core/types';

export type Medal = 'gold' | 'silver' | 'bronze';

export interface LeaderboardRow extends GameResultEntry {
  medal?: Medal;
}

const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];

export const MEDAL_EMOJI: Record<Medal, string> = { gold: '🥇', silver: '🥈', bronze: '🥉' };
export const MEDAL_NAME: Record<Medal, string> = {
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
};

/** Re-ranks whatever a game reported, so every leaderboard follows the same order and numbering. */
export function toLeaderboard(entries: readonly GameResultEntry[]): LeaderboardRow[] {
  return rankByScore(entries.map(({ position: _position, ...entry }) => entry)).map((entry) => {
    const medal = MEDALS[entry.position - 1];
    return medal ? { ...entry, medal } : entry;
  });
}
