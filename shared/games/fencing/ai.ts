import type { Rng } from '../../lib/rng';
import { LUNGE_FLIGHT_TICKS, type FencingAiTuning } from './constants';
import { canAct, hasUnansweredLunge, isAttacking, type Fencer } from './fencer';

export type AiMove = 'parry' | 'lunge' | 'feint' | 'none';

/** The opponent cannot parry before a lunge started now would land (its cooldown outlasts the flight). */
export const isOpen = (opponent: Fencer) =>
  !isAttacking(opponent) && opponent.cooldown >= LUNGE_FLIGHT_TICKS;

/**
 * An AI fencer's move for one tick, by its difficulty's tuning. Busy or cooling down: nothing (and no roll).
 * An incoming lunge it has not answered yet: parry with the tuning's chance (medium: 0.6), else let it come.
 * Otherwise: lunge with the riposte chance while a riposte is open, else with the attack chance (medium: 0.05
 * both, the spec's one attack rate). Hard also lunges on an opponent who is open (a parry spent on its feint),
 * and makes a share of its attacks feints; easy and medium never do either. While `mayAttack` is false (it is
 * still reacting to GO) it may parry but never attacks, and rolls nothing for an attack.
 */
export function decideAiMove(
  self: Fencer,
  opponent: Fencer,
  tuning: FencingAiTuning,
  rng: Rng,
  mayAttack = true,
): AiMove {
  if (!canAct(self)) return 'none';
  if (hasUnansweredLunge(self, opponent)) {
    return rng.chance(tuning.parryChance) ? 'parry' : 'none';
  }
  if (!mayAttack) return 'none';
  if (self.riposteTicks > 0) return rng.chance(tuning.riposteChancePerTick) ? 'lunge' : 'none';
  if (tuning.punishChancePerTick > 0 && isOpen(opponent)) {
    return rng.chance(tuning.punishChancePerTick) ? 'lunge' : 'none';
  }
  if (!rng.chance(tuning.attackChancePerTick)) return 'none';
  return tuning.feintShare > 0 && rng.chance(tuning.feintShare) ? 'feint' : 'lunge';
}
