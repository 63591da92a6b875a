// Quick match ('Play now' on a game): into the fullest public room of that game still waiting for its first
// round with a seat free, else a new public one with the Create Game dialog's defaults. A room made this way
// counts down from its making; when the count ends, AI players take its empty seats and the round starts
// (unless its host started it earlier).
import { findMiniGame } from '../games/catalog';
import type { GameId } from '../games/core/types';
import { clampMaxPlayers, DEFAULT_CREATE_DURATION_S } from './roomLimits';
import type { NewRoom } from './types';

export const PLAY_NOW_LABEL = 'Play now';

/**
 * The join option of a quick match (`joinOrCreate` of the game room with `{ quickMatch: <game id> }`): the
 * server seats the player in the fullest public room of that game still waiting for players, or makes one.
 */
export const QUICK_MATCH_OPTION = 'quickMatch';
/** How long a quick-match room waits for people before AI players take its empty seats. */
export const QUICK_MATCH_AI_SECONDS = 15;

/** The game a client's join options ask a quick match of (QUICK_MATCH_OPTION), or null when none. */
export function quickMatchGameOf(raw: unknown): GameId | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const wanted = (raw as Record<string, unknown>)[QUICK_MATCH_OPTION];
  return typeof wanted === 'string' ? (findMiniGame(wanted)?.id ?? null) : null;
}

/** The room a quick match makes when none waits: the Create Game dialog's defaults (SPEC §9) for this game. */
export function quickMatchRoom(sport: GameId): NewRoom {
  return {
    sport,
    type: 'public',
    maxPlayers: clampMaxPlayers(Number.NaN, sport),
    duration: DEFAULT_CREATE_DURATION_S,
    difficulty: 'medium',
  };
}

/** A quick-match room's name, beside the Create Game dialog's '{sport} Custom Game'. */
export function quickMatchName(sport: GameId): string {
  return `${findMiniGame(sport)?.name ?? sport} Quick Match`;
}

/** The waiting room's line while the count runs: AI players come for the empty seats, or a full room starts. */
export function aiJoinText(seconds: number, emptySeats: number): string {
  return emptySeats > 0 ? `AI players join in ${seconds} s` : `The game starts in ${seconds} s`;
}

/** A guest's line while the count runs: the round starts with the host's press or the count's end. */
export const STARTS_WITH_COUNT =
  'The game starts when the count ends, or sooner if the host starts it.';

/** The empty seats AI players take when the count ends: every seat no person holds. */
export const aiFillSeats = (maxPlayers: number, people: number) => Math.max(0, maxPlayers - people);
