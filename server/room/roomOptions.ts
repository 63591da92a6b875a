// A client's create and join options, parsed: nothing from a client is trusted, every field is checked and
// clamped the way the Create Game dialog clamps it (src/games/rooms/roomLimits.ts).
import { findMiniGame } from '../../src/games/catalog';
import type { Difficulty } from '../../src/games/core/types';
import type { CreateRoomOptions, JoinOptions } from '../../src/games/online/protocol';
import { clampDuration, clampMaxPlayers } from '../../src/games/rooms/roomLimits';

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];
export const MAX_NAME_LENGTH = 20;
export const MAX_AVATAR_LENGTH = 32;
export const DEFAULT_PLAYER_NAME = 'Player';

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** Create options, or null when the sport is not one of the games. */
export function parseCreateOptions(raw: unknown): CreateRoomOptions | null {
  const sport = field(raw, 'sport');
  const game = typeof sport === 'string' ? findMiniGame(sport) : undefined;
  if (!game) return null;
  const difficulty = field(raw, 'difficulty');
  return {
    sport: game.id,
    type: field(raw, 'type') === 'private' ? 'private' : 'public',
    maxPlayers: clampMaxPlayers(numberOr(field(raw, 'maxPlayers'), Number.NaN), game.id),
    duration: clampDuration(numberOr(field(raw, 'duration'), Number.NaN)),
    difficulty: DIFFICULTIES.find((d) => d === difficulty) ?? 'medium',
  };
}

/**
 * Plain text of at most `max` characters: no control or formatting characters, whitespace collapsed. It is
 * rendered as text everywhere (never as HTML), so this is about a tidy name, not escaping.
 */
export function plainText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  const cleaned = value
    .slice(0, max * 4)
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  return [...cleaned].slice(0, max).join('').trim();
}

/** Join options: a display name (never 'You', which each device shows for its own player) and avatar seed. */
export function parseJoinOptions(raw: unknown): JoinOptions {
  let name = plainText(field(raw, 'name'), MAX_NAME_LENGTH);
  if (!name || name.toLowerCase() === 'you') name = DEFAULT_PLAYER_NAME;
  const avatar = plainText(field(raw, 'avatar'), MAX_AVATAR_LENGTH) || name;
  return { name, avatar };
}
