// Each game's rules version, stored with every result: a new version starts new boards for that game, so
// scores made under different rules never meet. Bump a game's version whenever a change to its rules (or to
// anything its rules import: constants, AI, physics, the runner) can change a run's results, then re-record
// its reference log (README 'Verified runs'); server/verify's reference-log test fails until both are done.
import type { GameId } from '../games/core/types';

export const RULES_VERSIONS: Readonly<Record<GameId, number>> = {
  swimming: 1,
  athletics: 1,
  archery: 1,
  basketball: 1,
  fencing: 1,
  weightlifting: 1,
  'alpine-skiing': 1,
};

export const GAME_IDS = Object.keys(RULES_VERSIONS) as readonly GameId[];

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && Object.hasOwn(RULES_VERSIONS, value);
}
