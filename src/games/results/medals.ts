// Who gets a medal (SPEC §2: gold, silver and bronze for 1st, 2nd and 3rd), shown and awarded by one rule:
// medals are won against opponents, so a game played alone gives none.
export type Medal = 'gold' | 'silver' | 'bronze';

const PODIUM: readonly Medal[] = ['gold', 'silver', 'bronze'];

export const MEDAL_EMOJI: Record<Medal, string> = { gold: '🥇', silver: '🥈', bronze: '🥉' };
export const MEDAL_NAME: Record<Medal, string> = {
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
};

/** The medal for a 1-based position among `entrants` players, or undefined (no podium, or a solo game). */
export function medalFor(position: number, entrants: number): Medal | undefined {
  return entrants > 1 ? PODIUM[position - 1] : undefined;
}

/** The rule as the leaderboard states it. */
export const MEDAL_RULE =
  'Medals go to the top three of games played against at least one opponent.';
export const SOLO_NOTE = 'Solo run: no medal. Play against opponents to win one.';
