// The numbers a room must respect (SPEC §5, §9), shared by the Create Game dialog and the rooms service.
import { findMiniGame } from '../games/catalog';
import { clamp } from '../lib/format';

export const MIN_ROOM_PLAYERS = 2;
/** SPEC §5: 8 when the sport names no maximum. */
export const DEFAULT_MAX_PLAYERS = 8;
export const MIN_DURATION_S = 30;
export const DURATION_STEP_S = 15;
/** The spec sets no upper bound; ten minutes keeps a room playable. */
export const MAX_DURATION_S = 600;
export const DEFAULT_CREATE_MAX_PLAYERS = 4;
export const DEFAULT_CREATE_DURATION_S = 60;

/**
 * The most seats a multiplayer room of this sport may have. For solo sports (weightlifting and alpine
 * skiing, max 1) the floor of 2 wins: a one-seat room would be full the moment its host made it, so
 * their rooms hold two competitors who take their turns.
 */
export function roomSeatLimit(sport: string): number {
  return Math.max(MIN_ROOM_PLAYERS, findMiniGame(sport)?.maxPlayers ?? DEFAULT_MAX_PLAYERS);
}

/** Any number (or NaN) to a whole count of seats in 2..roomSeatLimit(sport); NaN gives the default. */
export function clampMaxPlayers(value: number, sport: string): number {
  const whole = Number.isFinite(value) ? Math.round(value) : DEFAULT_CREATE_MAX_PLAYERS;
  return clamp(whole, MIN_ROOM_PLAYERS, roomSeatLimit(sport));
}

/** Any number (or NaN) to seconds in 30..600 on the 15 s grid; NaN gives the default. */
export function clampDuration(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_CREATE_DURATION_S;
  const snapped =
    MIN_DURATION_S + Math.round((value - MIN_DURATION_S) / DURATION_STEP_S) * DURATION_STEP_S;
  return clamp(snapped, MIN_DURATION_S, MAX_DURATION_S);
}

export function clampRounds(value: number): number {
  return Number.isFinite(value) ? clamp(Math.round(value), 1, 5) : 1;
}
