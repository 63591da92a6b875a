// Quick match on the server: which joins are quick-match joins, when a quick-match room still takes one, and
// the count after which AI players take its empty seats. The choice of room is Colyseus's joinOrCreate,
// filtered by the listing's `quickMatch` field (the game, while the room takes quick-match players; '' when
// not) and sorted by clients, fullest first (gameServer.ts); creating under joinOrCreate's lock keeps two
// visitors pressing at once in one room.
import { QUICK_MATCH_AI_SECONDS, QUICK_MATCH_OPTION } from '../../shared/rooms/quickMatch';
import { humansOf } from './roomMembers';
import type { RoomState } from './roomState';

/** The join and create option (and listing field) that asks for a quick match of a game. */
export const QUICK_MATCH_FIELD = QUICK_MATCH_OPTION;

/**
 * The count before AI players fill a quick-match room, in whole seconds (QUICK_MATCH_AI_SECONDS changes it,
 * for tests; 1 to 600).
 */
export function quickMatchAiSeconds(
  env: { QUICK_MATCH_AI_SECONDS?: string } = process.env,
): number {
  const seconds = Number(env.QUICK_MATCH_AI_SECONDS ?? QUICK_MATCH_AI_SECONDS);
  return Number.isInteger(seconds) && seconds >= 1 && seconds <= 600
    ? seconds
    : QUICK_MATCH_AI_SECONDS;
}

/**
 * A quick-match room takes another quick-match player while its first round has not started and a seat is
 * free, counting the seats already promised to players on their way in (`promised`).
 */
export function takesQuickMatch(state: RoomState, promised: number): boolean {
  if (state.round !== 0 || state.status !== 'waiting') return false;
  return humansOf(state).length + promised < state.maxPlayers;
}
