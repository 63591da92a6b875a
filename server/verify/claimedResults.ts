// The results a run's browser says it showed (the leaderboard at the end of the play), parsed with nothing
// trusted, and compared field by field with the results the server's re-play gives.
import { HUMAN_PLAYER_ID } from '../../shared/games/core/players';
import type { GameResultEntry } from '../../shared/games/core/types';

/** More entries than any game has players is not a run's leaderboard. */
const MAX_CLAIMED_RESULTS = 16;

interface ClaimedEntry {
  isYou: boolean;
  score: number;
  time: number;
  position: number;
  accuracy: unknown;
  breakdown: unknown;
}

/** The results the browser showed: GameResultEntry[] (only the fields that count are read). */
export function parseClaimed(value: unknown): ClaimedEntry[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_CLAIMED_RESULTS) {
    return null;
  }
  const entries: ClaimedEntry[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return null;
    const { playerId, score, time, position, accuracy, breakdown } = item as Record<
      string,
      unknown
    >;
    if (typeof playerId !== 'string' || playerId.length > 128) return null;
    if (![score, time, position].every((n) => typeof n === 'number' && Number.isFinite(n))) {
      return null;
    }
    entries.push({
      isYou: playerId === HUMAN_PLAYER_ID,
      score: score as number,
      time: time as number,
      position: position as number,
      accuracy,
      breakdown,
    });
  }
  return entries;
}

/** The entry the browser showed is the one the re-play gave, in every field that counts. */
export const sameEntry = (claimed: ClaimedEntry, played: GameResultEntry) =>
  claimed.isYou === (played.playerId === HUMAN_PLAYER_ID) &&
  claimed.score === played.score &&
  claimed.time === played.time &&
  claimed.position === played.position &&
  claimed.accuracy === played.accuracy &&
  sameBreakdown(claimed.breakdown, played.breakdown);

/** The score's make-up (shown on the leaderboard): the same lines, labels and points. */
function sameBreakdown(claimed: unknown, played: GameResultEntry['breakdown']): boolean {
  if (played === undefined) return claimed === undefined;
  return (
    Array.isArray(claimed) &&
    claimed.length === played.length &&
    played.every((part, i) => {
      const other: unknown = claimed[i];
      if (typeof other !== 'object' || other === null) return false;
      const { label, points } = other as Record<string, unknown>;
      return label === part.label && points === part.points;
    })
  );
}
