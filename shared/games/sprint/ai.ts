import type { Rng } from '../../lib/rng';
import type { Difficulty } from '../core/types';
import {
  AI_BEAT_MS,
  AI_CLICK_CHANCE_FRESH,
  AI_CLICK_CHANCE_TIRED,
  AI_STAMINA_THRESHOLD_MAX,
  AI_STAMINA_THRESHOLD_MIN,
} from './constants';

/**
 * An AI runner's decision at one 100 ms tick. It keeps a beat: no click sooner than its
 * difficulty's AI_BEAT_MS after its last one (and no number drawn). On the beat its click chance depends on
 * whether its stamina is above a fresh random threshold in 20..40 (SPEC §9): the difficulty's 'fresh' chance
 * above it, the lower 'tired' one below it; a beat it skips breaks its rhythm, so it eases off to recover.
 */
export function aiWantsToRun(
  runner: { stamina: number; lastRunMs: number | null },
  nowMs: number,
  difficulty: Difficulty,
  rng: Rng,
): boolean {
  if (runner.lastRunMs !== null && nowMs - runner.lastRunMs < AI_BEAT_MS[difficulty]) return false;
  const { stamina } = runner;
  const fresh = stamina > rng.range(AI_STAMINA_THRESHOLD_MIN, AI_STAMINA_THRESHOLD_MAX);
  return rng.chance((fresh ? AI_CLICK_CHANCE_FRESH : AI_CLICK_CHANCE_TIRED)[difficulty]);
}
