// The AI shooters: when they shoot and where they aim, by difficulty (AI_BY_DIFFICULTY; 'medium' is SPEC §9).
//
// Each shot first decides whether it goes in, so that the AI's baskets stay within one of its difficulty's
// accuracy × its shots (a game of independent draws swung from 11 % to 47 % at medium), then draws a power
// and an angle within the difficulty's ranges that give that result.
import type { Rng } from '../../lib/rng';
import type { Difficulty } from '../core/types';
import { AI_AIM_TRIES, AI_BY_DIFFICULTY, type AiTunables } from './constants';
import { launch } from './physics';

export interface AiShot {
  power: number;
  angleDeg: number;
}

/** A shot that goes in, within every difficulty's ranges (physics.ts: 45° at power 70 scores). */
export const SURE_MAKE: AiShot = { power: 70, angleDeg: 45 };

/** A shot that misses: the range's softest, flattest corner (falls short at every difficulty). */
export const sureMiss = (tunables: AiTunables): AiShot => ({
  power: tunables.powerMin,
  angleDeg: tunables.angleMinDeg,
});

/** Time until an AI player's next shot (4–6 s at medium). */
export function aiShotDelay(difficulty: Difficulty, rng: Rng): number {
  const { shotMinMs, shotMaxMs } = AI_BY_DIFFICULTY[difficulty];
  return rng.int(shotMinMs, shotMaxMs);
}

/**
 * Whether the next shot goes in: with probability (baskets it is owed after this shot), clamped to 0..1, so
 * its baskets never fall a whole basket behind accuracy × shots, nor run a whole basket ahead.
 */
export function aiShotGoesIn(
  difficulty: Difficulty,
  shooter: { shots: number; baskets: number },
  rng: Rng,
): boolean {
  const owed = AI_BY_DIFFICULTY[difficulty].accuracy * (shooter.shots + 1) - shooter.baskets;
  return rng.next() < owed;
}

/** A power and an angle within the difficulty's ranges (60–80 and 40–50° at medium) that make or miss. */
export function aiAim(difficulty: Difficulty, makes: boolean, rng: Rng): AiShot {
  const tunables = AI_BY_DIFFICULTY[difficulty];
  for (let i = 0; i < AI_AIM_TRIES; i++) {
    const shot = {
      power: rng.range(tunables.powerMin, tunables.powerMax),
      angleDeg: rng.range(tunables.angleMinDeg, tunables.angleMaxDeg),
    };
    if ((launch(shot.power, shot.angleDeg).makeAtMs !== null) === makes) return shot;
  }
  return makes ? SURE_MAKE : sureMiss(tunables);
}

/** The AI's next shot, from its record so far. */
export function aiShot(
  difficulty: Difficulty,
  shooter: { shots: number; baskets: number },
  rng: Rng,
): AiShot {
  return aiAim(difficulty, aiShotGoesIn(difficulty, shooter, rng), rng);
}
