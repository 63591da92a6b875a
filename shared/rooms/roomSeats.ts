// Who plays when a room's game starts on this device (a room you start alone gets AI opponents).
import { findMiniGame } from '../games/catalog';
import { createRng } from '../lib/rng';
import type { GamePlayer } from '../games/core/types';
import { createAiPlayers } from './aiPlayers';
import type { Room } from './types';
import { playersFor, practiceOpponents } from './practiceRoom';

/**
 * The AI opponents a room seats when its host is alone in it: as many as a practice of that sport has, at
 * least one (a weightlifting or skiing room holds a rival), and no more than the room's free seats.
 */
export function aiSeatsWhenAlone(room: Pick<Room, 'sport' | 'maxPlayers'>): number {
  const game = findMiniGame(room.sport);
  const wanted = game ? Math.max(1, practiceOpponents(game)) : 1;
  return Math.max(0, Math.min(wanted, room.maxPlayers - 1));
}

/**
 * The players of a room's game, the human first. A room with nobody else in it fills its empty seats with AI
 * opponents (named from the play's seed) playing at the room's difficulty; a room with others keeps them.
 */
export function seatPlayers(room: Room, human: GamePlayer, seed: number): GamePlayer[] {
  const players = playersFor(room, human);
  if (room.mode !== 'multiplayer' || players.length > 1) return players;
  return [...players, ...createAiPlayers(createRng(seed), aiSeatsWhenAlone(room), room.id)];
}
