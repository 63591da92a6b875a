// What a ghost race's results screen says of it: who was ahead and by how much. The race is decided as the boards
// decide (score, then time); the margin is in seconds when both finished (skiing always does), else in points.
import type { GameId } from '../../../shared/games/core/types';
import { formatThousands } from '../../../shared/lib/format';

/** A ghost race's two results: yours as your run gave it, the ghost's as the server keeps it. */
export interface GhostRace {
  game: GameId;
  ghostName: string;
  /** The race's duration, seconds: a swimmer or sprinter who did not finish is timed to it. */
  durationS: number;
  you: { score: number; timeS: number };
  ghost: { score: number; timeMs: number };
}

export const GHOST_NOT_RANKED =
  'A ghost race is not ranked on the boards: its course was known in advance.';

const seconds = (s: number) => `${s.toFixed(2)} s`;
const points = (p: number) => `${formatThousands(p)} ${p === 1 ? 'point' : 'points'}`;

/** 'Ghost race against Asha'. */
export const ghostRaceTitle = (race: Pick<GhostRace, 'ghostName'>) =>
  `Ghost race against ${race.ghostName}`;

/** 'You beat the ghost by 0.42 s.', 'The ghost was 1.30 s ahead.', or 'You tied with the ghost.' */
export function ghostMarginText(race: GhostRace): string {
  const { you, ghost } = race;
  const ghostTimeS = ghost.timeMs / 1000;
  const timeGap = Math.round(Math.abs(you.timeS - ghostTimeS) * 100) / 100;
  const youWon =
    you.score !== ghost.score ? you.score > ghost.score : you.timeS < ghostTimeS - 0.005;
  if (you.score === ghost.score && timeGap === 0) return 'You tied with the ghost.';
  const finishedBoth =
    race.game === 'alpine-skiing' || (you.timeS < race.durationS && ghostTimeS < race.durationS);
  // In seconds only when the faster time is the winner's (a skier's score is floored at 0).
  const timeAgrees = youWon ? you.timeS < ghostTimeS : ghostTimeS < you.timeS;
  const margin =
    finishedBoth && timeAgrees && timeGap > 0
      ? seconds(timeGap)
      : points(Math.abs(you.score - ghost.score));
  return youWon ? `You beat the ghost by ${margin}.` : `The ghost was ${margin} ahead.`;
}
