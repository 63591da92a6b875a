// Medals (SPEC §2: gold, silver and bronze for 1st, 2nd and 3rd). Every leaderboard shows them by place, a
// solo run's one row included; the profile's medal counts (and wins) count only games against at least one
// opponent, and both the leaderboard and the profile say so.
export type Medal = 'gold' | 'silver' | 'bronze';

const PODIUM: readonly Medal[] = ['gold', 'silver', 'bronze'];

export const MEDAL_EMOJI: Record<Medal, string> = { gold: '🥇', silver: '🥈', bronze: '🥉' };
export const MEDAL_NAME: Record<Medal, string> = {
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
};

/** The medal a leaderboard row shows for its 1-based place (a shared place shares its medal), or none. */
export function medalFor(position: number): Medal | undefined {
  return PODIUM[position - 1];
}

/** The medal the profile counts: the row's, when the game had at least one opponent. */
export function awardedMedal(position: number, entrants: number): Medal | undefined {
  return entrants > 1 ? medalFor(position) : undefined;
}

/** The rules as the leaderboard states them, under the table. */
export const MEDAL_RULE =
  'Medals go to the top three places. Equal scores share a place and its medal; the faster time is listed first.';
export const SOLO_NOTE =
  'Solo run: the medal shows your place on this board. Your profile counts only medals won against opponents.';
/** The profile's medal counts, as the player banner explains them. */
export const PROFILE_MEDAL_NOTE = 'Medal and win counts include only games against opponents.';
