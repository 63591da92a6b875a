// What finishing a game does to the profile: games played, wins, medals, experience, level, personal best.
import type { GameId, GameResultEntry } from '../core/types';
import { HUMAN_PLAYER_ID } from '../core/players';
import { MAX_EXPERIENCE, MAX_LEVEL, MIN_LEVEL, type Profile } from './profile';

export const XP_PER_GAME = 25;
/** Extra experience for a podium place (only against at least one opponent). */
export const XP_PODIUM: Readonly<Record<number, number>> = { 1: 75, 2: 40, 3: 20 };
export const XP_PER_LEVEL = 200;

export function levelFor(experience: number): number {
  return Math.min(MAX_LEVEL, MIN_LEVEL + Math.floor(experience / XP_PER_LEVEL));
}

export interface PersonalBestNews {
  score: number;
  /** The best before this game; undefined when this was the first score for the game. */
  previous?: number;
  isNew: boolean;
}

export interface GameRecord {
  profile: Profile;
  experienceGained: number;
  personalBest: PersonalBestNews;
}

/**
 * Applies one finished game. Medals and wins count only when there was at least one opponent: winning a
 * race against nobody earns no gold. Returns null when the human took no part (nothing to record).
 */
export function recordGame(
  profile: Profile,
  gameId: GameId,
  results: readonly GameResultEntry[],
): GameRecord | null {
  const mine = results.find((entry) => entry.playerId === HUMAN_PLAYER_ID);
  if (!mine) return null;
  const contested = results.length > 1;
  const podium = contested ? mine.position : 0;
  const experienceGained = XP_PER_GAME + (XP_PODIUM[podium] ?? 0);
  const experience = Math.min(MAX_EXPERIENCE, profile.player.experience + experienceGained);
  const { medals } = profile.player;

  const previous = profile.personalBests[gameId];
  const isNew = previous === undefined || mine.score > previous;

  return {
    experienceGained,
    personalBest: { score: mine.score, previous, isNew },
    profile: {
      player: {
        ...profile.player,
        gamesPlayed: profile.player.gamesPlayed + 1,
        wins: profile.player.wins + (podium === 1 ? 1 : 0),
        medals: {
          gold: medals.gold + (podium === 1 ? 1 : 0),
          silver: medals.silver + (podium === 2 ? 1 : 0),
          bronze: medals.bronze + (podium === 3 ? 1 : 0),
        },
        experience,
        level: Math.max(profile.player.level, levelFor(experience)),
      },
      personalBests: isNew
        ? { ...profile.personalBests, [gameId]: mine.score }
        : profile.personalBests,
    },
  };
}
