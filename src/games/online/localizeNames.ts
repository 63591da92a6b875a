// On each device its own player is 'You' (SPEC §3), while the others see the display name it chose. The
// server's state carries display names; this renames this device's seat, wherever the rules keep players.
import type { GamePlayer } from '../../../shared/games/core/types';
import { HUMAN_PLAYER_NAME } from '../../../shared/games/core/players';

function isPlayer(value: object): value is GamePlayer {
  const p = value as Partial<GamePlayer>;
  return typeof p.id === 'string' && typeof p.name === 'string' && typeof p.isAI === 'boolean';
}

/** A copy of `state` in which the player object(s) with id `me` are named 'You'; shared parts are reused. */
export function localizeNames<T>(state: T, me: string): T {
  const seen = new Map<object, unknown>();
  const visit = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (seen.has(value)) return seen.get(value);
    if (isPlayer(value) && value.id === me && !value.isAI) {
      const renamed = { ...value, name: HUMAN_PLAYER_NAME };
      seen.set(value, renamed);
      return renamed;
    }
    let changed = false;
    const copy: unknown = Array.isArray(value)
      ? value.map((item) => {
          const next = visit(item);
          changed ||= next !== item;
          return next;
        })
      : Object.fromEntries(
          Object.entries(value).map(([key, item]) => {
            const next = visit(item);
            changed ||= next !== item;
            return [key, next];
          }),
        );
    const result = changed ? copy : value;
    seen.set(value, result);
    return result;
  };
  return visit(state) as T;
}
