// SPEC §9 single-player practice: '{sport} Practice', max 4, medium, 1 round, AI opponents by sport.
import type { MiniGameDefinition } from '../games/catalog';
import { createRng } from '../lib/rng';
import type { GameId, GamePlayer } from '../games/core/types';
import { createAiPlayers } from './aiPlayers';
import type { Room } from './types';

export const PRACTICE_MAX_PLAYERS = 4;
/** SPEC §9: a practice room lasts 90 s, whatever the mini-game's own duration on its card. */
export const PRACTICE_DURATION_SECONDS = 90;
/** SPEC §9: medium, 90 s, 1 round. */
export const PRACTICE_SETTINGS = {
  difficulty: 'medium',
  duration: PRACTICE_DURATION_SECONDS,
  rounds: 1,
} as const satisfies Room['settings'];
export const DEFAULT_PRACTICE_OPPONENTS = 3;
export const PRACTICE_OPPONENTS: Partial<Record<GameId, number>> = {
  fencing: 1,
  weightlifting: 0,
  'alpine-skiing': 0,
};

/**
 * SPEC §9: 3 by default, 1 for fencing, 0 for weightlifting and alpine skiing. A practice room holds 4 whatever
 * the sport's own maximum, so basketball practice (a 2-player sport in rooms) has 3 opponents too.
 */
export function practiceOpponents(game: MiniGameDefinition): number {
  const wanted = PRACTICE_OPPONENTS[game.id] ?? DEFAULT_PRACTICE_OPPONENTS;
  return Math.max(0, Math.min(wanted, PRACTICE_MAX_PLAYERS - 1));
}

/** A fresh practice room (SPEC §9): '{sport} Practice', max 4, medium, 90 s, 1 round. */
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
    settings: { ...PRACTICE_SETTINGS },
    type: 'private',
  };
}

/** The players of a room as a game wants them: the human first, then everyone else in the room. */
export function playersFor(room: Room, human: GamePlayer): GamePlayer[] {
  return [human, ...room.currentPlayers.filter((p) => p.id !== human.id)];
}
