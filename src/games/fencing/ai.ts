import type { Rng } from '../../lib/rng';
import type { FencingAiTuning } from './constants';
import { canAct, hasUnansweredLunge, type Fencer } from './fencer';

export type AiMove = 'parry' | 'lunge' | 'none';

/**
 * An AI fencer's move for one tick, by its difficulty's tuning. Busy or cooling down: nothing (and no roll).
 * An incoming lunge it has not answered yet: parry with the tuning's chance (medium: 0.6), else let it come.
 * Otherwise: lunge with the riposte chance while a riposte is open, else with the attack chance (medium: 0.05
 * both, the spec's one attack rate).
 */
export function decideAiMove(
  self: Fencer,
  opponent: Fencer,
  tuning: FencingAiTuning,
  rng: Rng,
): AiMove {
  if (!canAct(self)) return 'none';
  if (hasUnansweredLunge(self, opponent)) {
    return rng.chance(tuning.parryChance) ? 'parry' : 'none';
  }
  const attackChance =
    self.riposteTicks > 0 ? tuning.riposteChancePerTick : tuning.attackChancePerTick;
  return rng.chance(attackChance) ? 'lunge' : 'none';
}
