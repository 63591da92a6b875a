// A client's create and join options, parsed: nothing from a client is trusted, every field is checked and
// clamped the way the Create Game dialog clamps it (shared/rooms/roomLimits.ts).
import { findMiniGame } from '../../shared/games/catalog';
import { difficultyOr } from '../../shared/games/core/difficulty';
import type { JoinOptions } from '../../shared/protocol/protocol';
import type { NewRoom } from '../../shared/rooms/types';
import { clampDuration, clampMaxPlayers } from '../../shared/rooms/roomLimits';
import { cleanDisplayName, cleanText, isReservedName } from '../../shared/names/displayName';

export const MAX_AVATAR_LENGTH = 32;
export const DEFAULT_PLAYER_NAME = 'Player';

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** Create options, or null when the sport is not one of the games. */
export function parseCreateOptions(raw: unknown): NewRoom | null {
  const sport = field(raw, 'sport');
  const game = typeof sport === 'string' ? findMiniGame(sport) : undefined;
  if (!game) return null;
  const difficulty = field(raw, 'difficulty');
  return {
    sport: game.id,
    type: field(raw, 'type') === 'private' ? 'private' : 'public',
    maxPlayers: clampMaxPlayers(numberOr(field(raw, 'maxPlayers'), Number.NaN), game.id),
    duration: clampDuration(numberOr(field(raw, 'duration'), Number.NaN)),
    difficulty: difficultyOr(difficulty, 'medium'),
  };
}

/** Join options: a display name (never one that labels a seat, see above) and avatar seed. */
export function parseJoinOptions(raw: unknown): JoinOptions {
  let name = cleanDisplayName(field(raw, 'name'));
  if (!name || isReservedName(name)) name = DEFAULT_PLAYER_NAME;
  const avatar = cleanText(field(raw, 'avatar'), MAX_AVATAR_LENGTH) || name;
  return { name, avatar };
}

/** What the matchmaker says of a join besides its options. */
export interface JoinAuth {
  /** Set by the join-by-code endpoint: the only way into someone else's private room. */
  viaCode?: boolean;
}
