// The banner over the leaderboard (issue 13): how this device's player did, in a few words.
import type { RecordNews } from '../profile/gamesRecords';
import type { PersonalBestNews } from '../profile/progress';
import type { LeaderboardRow } from './leaderboardRows';

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

export interface ResultBanner {
  /** 'You win!', '2nd place' or, for a game played alone, 'Finished!'. */
  headline: string;
  /** 'New personal best!', 'New Games record!'. */
  news: string[];
  /** Worth a fanfare: a win, a new personal best or a record of yours. */
  celebrate: boolean;
}

export function resultBanner(
  rows: readonly LeaderboardRow[],
  me: string,
  personalBest?: PersonalBestNews,
  gamesRecord?: RecordNews | null,
): ResultBanner | null {
  const mine = rows.find((row) => row.playerId === me);
  if (!mine) return null;
  const headline =
    rows.length === 1
      ? 'Finished!'
      : mine.position === 1
        ? 'You win!'
        : `${ordinal(mine.position)} place`;
  const news: string[] = [];
  // The first score ever is a best by default: only beating an earlier one is news.
  if (personalBest?.isNew && personalBest.previous !== undefined) news.push('New personal best!');
  if (gamesRecord?.isNew && gamesRecord.isYours) news.push('New Games record!');
  return { headline, news, celebrate: headline === 'You win!' || news.length > 0 };
}
