// Which keys a saved profile's personal bests may have: one per game, or one per game and room duration for
// the games whose score grows with the time played (games/timing.ts says which).
import { MINI_GAMES } from '../../../shared/games/catalog';
import { MAX_DURATION_S, MIN_DURATION_S, DURATION_STEP_S } from '../../../shared/rooms/roomLimits';
import { bestDependsOnDuration, personalBestKey } from '../../../shared/games/timing';

const VALID_KEYS: ReadonlySet<string> = new Set(
  MINI_GAMES.flatMap((game) =>
    bestDependsOnDuration(game.id)
      ? Array.from({ length: (MAX_DURATION_S - MIN_DURATION_S) / DURATION_STEP_S + 1 }, (_, i) =>
          personalBestKey(game.id, MIN_DURATION_S + i * DURATION_STEP_S),
        )
      : [game.id],
  ),
);

export function isPersonalBestKey(key: string): boolean {
  return VALID_KEYS.has(key);
}
