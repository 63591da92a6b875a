// SPEC §9 single-player practice: '{sport} Practice', max 4, medium, 1 round, AI opponents by sport.
import type { MiniGameDefinition } from '../catalog';
import { createRng } from '../../lib/rng';
import type { GameId, GamePlayer } from '../core/types';
import { createAiPlayers } from '../rooms/aiPlayers';
import type { Room } from '../rooms/types';

export const PRACTICE_MAX_PLAYERS = 4;
export const DEFAULT_PRACTICE_OPPONENTS = 3;
export const PRACTICE_OPPONENTS: Partial<Record<GameId, number>> = {
  fencing: 1,
  weightlifting: 0,
  'alpine-skiing': 0,
};

export function practiceOpponents(game: MiniGameDefinition): number {
  const wanted = PRACTICE_OPPONENTS[game.id] ?? DEFAULT_PRACTICE_OPPONENTS;
  return Math.max(0, Math.min(wanted, PRACTICE_MAX_PLAYERS - 1, game.maxPlayers - 1));
}

/**
 * A fresh practice room. The spec's practice room says 90 s, but each mini-game card promises its own
 * duration (Swimming 60 s, Fencing 180 s…); the game clock follows the card, which is what a visitor
 * reads before pressing 'Play vs AI'.
 */
export function createPracticeRoom(
  game: MiniGameDefinition,
  human: GamePlayer,
  seed: number,
): Room {
  const id = `practice-${seed.toString(36)}`;
  const opponents = createAiPlayers(createRng(seed), practiceOpponents(game), id);
  return {
    id,
    name: `${game.name} Practice`,
    sport: game.id,
    mode: 'single',
    maxPlayers: PRACTICE_MAX_PLAYERS,
    currentPlayers: [human, ...opponents],
    status: 'playing',
    hostId: human.id,
    settings: { difficulty: 'medium', duration: game.duration, rounds: 1 },
    type: 'private',
  };
}

/** The players of a room as a game wants them: the human first, then everyone else in the room. */
export function playersFor(room: Room, human: GamePlayer): GamePlayer[] {
  return [human, ...room.currentPlayers.filter((p) => p.id !== human.id)];
}
