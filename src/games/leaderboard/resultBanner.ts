// The banner over the leaderboard: how this device's player did, in a few words, each of them true.
import type { RecordNews } from '../profile/gamesRecords';
import type { PersonalBestNews } from '../profile/progress';
import type { LeaderboardRow } from './leaderboardRows';

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const beatsPrevious = (isNew: boolean | undefined, score: number, previous: number | undefined) =>
  isNew === true && previous !== undefined && score > previous && score > 0;

export interface ResultBanner {
  /** 'You win!', '2nd place', 'Tied for 1st!' or, for a game played alone, 'Finished!'. */
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
  const tied = rows.some((row) => row !== mine && row.position === mine.position);
  const headline =
    rows.length === 1
      ? 'Finished!'
      : tied
        ? `Tied for ${ordinal(mine.position)}!`
        : mine.position === 1
          ? 'You win!'
          : `${ordinal(mine.position)} place`;
  const news: string[] = [];
  // A first score beats nothing, and nothing is beaten by a score of 0: only beating an earlier best is news.
  if (beatsPrevious(personalBest?.isNew, mine.score, personalBest?.previous))
    news.push('New personal best!');
  if (
    gamesRecord?.isYours === true &&
    beatsPrevious(gamesRecord.isNew, mine.score, gamesRecord.previous?.score)
  )
    news.push('New Games record!');
  const won = mine.position === 1 && rows.length > 1;
  return { headline, news, celebrate: won || news.length > 0 };
}
