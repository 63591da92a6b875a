// How long a game lasts, said the same way on the lobby's cards, the room cards and the game's header, and
// what a personal best is compared against (show a duration only where the game has one).
import type { GameId } from './core/types';
import { findMiniGame, type MiniGameDefinition } from './catalog';

/** Games whose score grows with the time played: a best only compares with games of the same duration. */
const SCORE_DEPENDS_ON_DURATION: ReadonlySet<GameId> = new Set([
  'swimming',
  'athletics',
  'archery',
  'basketball',
  'fencing',
]);

/** Alpine skiing's 20 gates (SPEC §9): its run has no game clock. */
const SKI_GATES = 20;

/** '90s', 'First to 5 · 90s', '3 attempts · 90s' or '20 gates' (alpine skiing has no game clock). */
export function timingLabel(game: Pick<MiniGameDefinition, 'timing'>, durationS: number): string {
  switch (game.timing) {
    case 'clock':
      return `${durationS}s`;
    case 'bout':
      return `First to 5 · ${durationS}s`;
    case 'attempts':
      return `3 attempts · ${durationS}s`;
    case 'run':
      return `${SKI_GATES} gates`;
  }
}

export function hasGameClock(sport: string): boolean {
  return findMiniGame(sport)?.timing !== 'run';
}

export function bestDependsOnDuration(gameId: GameId): boolean {
  return SCORE_DEPENDS_ON_DURATION.has(gameId);
}

/** Where a personal best is kept: per game, and per duration where the score depends on it ('swimming@90'). */
export function personalBestKey(gameId: GameId, durationS: number): string {
  return bestDependsOnDuration(gameId) ? `${gameId}@${durationS}` : gameId;
}
