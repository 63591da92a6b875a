import type { GamePlayer } from './types';

/** The local human player's id in every game. */
export const HUMAN_PLAYER_ID = 'you';
export const HUMAN_PLAYER_NAME = 'You';

export function isHuman(player: Pick<GamePlayer, 'id'>): boolean {
  return player.id === HUMAN_PLAYER_ID;
}
