// The games a ghost can be raced in: their views draw one (a translucent lane, a translucent skier), and the
// server hands out a ghost's run only for them.
import type { GameId } from './core/types';

export const GHOST_GAMES: readonly GameId[] = ['swimming', 'athletics', 'alpine-skiing'];
