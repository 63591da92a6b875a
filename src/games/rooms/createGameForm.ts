// The Create Game form's rules (SPEC §2, §5, §9): defaults and how typed text becomes legal numbers.
import { MINI_GAMES } from '../../../shared/games/catalog';
import type { GameId } from '../../../shared/games/core/types';
import {
  clampDuration,
  clampMaxPlayers,
  DEFAULT_CREATE_DURATION_S,
  DEFAULT_CREATE_MAX_PLAYERS,
} from '../../../shared/rooms/roomLimits';
import type { NewRoom } from '../../../shared/rooms/types';

const FIRST_SPORT: GameId = MINI_GAMES[0]?.id ?? 'swimming';

export function defaultCreateValues(): NewRoom {
  return {
    sport: FIRST_SPORT,
    type: 'public',
    maxPlayers: clampMaxPlayers(DEFAULT_CREATE_MAX_PLAYERS, FIRST_SPORT),
    duration: DEFAULT_CREATE_DURATION_S,
    difficulty: 'medium',
  };
}

/** Text from a number field to a number; '' and anything unparsable give NaN (the clamps' 'use default'). */
export function parseNumberField(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export function maxPlayersFromText(text: string, sport: GameId): number {
  return clampMaxPlayers(parseNumberField(text), sport);
}

export function durationFromText(text: string): number {
  return clampDuration(parseNumberField(text));
}
