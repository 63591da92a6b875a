// What finishing a game does to the profile: games played, wins, medals, experience, level, personal best.
import type { GameId, GameResultEntry } from '../../../shared/games/core/types';
import { HUMAN_PLAYER_ID, HUMAN_PLAYER_NAME } from '../../../shared/games/core/players';
import { MAX_EXPERIENCE, MAX_LEVEL, MIN_LEVEL, type Profile } from './profile';
import { bestDependsOnDuration, personalBestKey } from '../../../shared/games/timing';
import { awardedMedal, MEDAL_NAME } from '../../../shared/games/medals';
import { updateGamesRecord, type RecordNews } from './gamesRecords';

export const XP_PER_GAME = 25;
/** Extra experience for a podium place (only against at least one opponent). */
export const XP_PODIUM: Readonly<Record<number, number>> = { 1: 75, 2: 40, 3: 20 };
export const XP_PER_LEVEL = 200;

export function levelFor(experience: number): number {
  return Math.min(MAX_LEVEL, MIN_LEVEL + Math.floor(experience / XP_PER_LEVEL));
}

export interface PersonalBestNews {
  score: number;
  /** Set when the best is kept per duration: the room's seconds this best belongs to. */
  durationS?: number;
  /** The best before this game; undefined when this was the first score for the game. */
  previous?: number;
  isNew: boolean;
}

export interface GameRecord {
  profile: Profile;
  experienceGained: number;
  /** How the experience was made up, e.g. 'for playing 25', 'for gold 75'. */
  experienceParts: readonly ExperiencePart[];
  personalBest: PersonalBestNews;
  /** The device's Games record for this game after it (null only when no one scored). */
  gamesRecord: RecordNews | null;
}

export interface ExperiencePart {
  label: string;
  points: number;
}

export interface PlayedGame {
  gameId: GameId;
  /** The room's duration in seconds (personal bests compare like with like). */
  durationS: number;
  /** The seat this device played; 'you' unless a game server gave it another id. */
  playerId?: string;
}

/**
 * Applies one finished game. Medals and wins count only when there was at least one opponent: winning a
 * race against nobody earns no gold (the leaderboard shows a solo run's 🥇 as its place and says it is not
 * counted). A shared place counts its medal for each who shares it. Returns null when the human took no part
 * (nothing to record).
 */
export function recordGame(
  profile: Profile,
  { gameId, durationS, playerId = HUMAN_PLAYER_ID }: PlayedGame,
  results: readonly GameResultEntry[],
): GameRecord | null {
  const mine = results.find((entry) => entry.playerId === playerId);
  if (!mine) return null;
  const medal = awardedMedal(mine.position, results.length);
  const podium = medal ? mine.position : 0;
  const experienceParts: ExperiencePart[] = [{ label: 'for playing', points: XP_PER_GAME }];
  if (medal)
    experienceParts.push({
      label: `for ${MEDAL_NAME[medal].toLowerCase()}`,
      points: XP_PODIUM[podium] ?? 0,
    });
  const experienceGained = experienceParts.reduce((sum, part) => sum + part.points, 0);
  const experience = Math.min(MAX_EXPERIENCE, profile.player.experience + experienceGained);
  const { medals } = profile.player;

  const key = personalBestKey(gameId, durationS);
  const previous = profile.personalBests[key];
  const isNew = previous === undefined || mine.score > previous;
  const gamesRecord = updateGamesRecord(profile.gamesRecords[key], results, playerId, (row) =>
    row.playerId === playerId ? HUMAN_PLAYER_NAME : row.playerName,
  );

  return {
    experienceGained,
    gamesRecord,
    experienceParts,
    personalBest: {
      score: mine.score,
      previous,
      isNew,
      ...(bestDependsOnDuration(gameId) ? { durationS } : {}),
    },
    profile: {
      ...profile,
      player: {
        ...profile.player,
        gamesPlayed: profile.player.gamesPlayed + 1,
        wins: profile.player.wins + (medal === 'gold' ? 1 : 0),
        medals: {
          gold: medals.gold + (medal === 'gold' ? 1 : 0),
          silver: medals.silver + (medal === 'silver' ? 1 : 0),
          bronze: medals.bronze + (medal === 'bronze' ? 1 : 0),
        },
        experience,
        level: Math.max(profile.player.level, levelFor(experience)),
      },
      personalBests: isNew
        ? { ...profile.personalBests, [key]: mine.score }
        : profile.personalBests,
      gamesRecords:
        gamesRecord?.isNew === true
          ? { ...profile.gamesRecords, [key]: gamesRecord.record }
          : profile.gamesRecords,
    },
  };
}
