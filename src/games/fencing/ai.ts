import type { Rng } from '../../lib/rng';
import { AI_ATTACK_CHANCE_PER_TICK, AI_PARRY_CHANCE } from './constants';
import { canAct, hasUnansweredLunge, type Fencer } from './fencer';

export type AiMove = 'parry' | 'lunge' | 'none';

/**
 * An AI fencer's move for one tick. Busy or cooling down: nothing (and no roll). An incoming lunge it has
 * not answered yet: parry with probability 0.6, else let it come. Otherwise: lunge with probability 0.05.
 */
export function decideAiMove(self: Fencer, opponent: Fencer, rng: Rng): AiMove {
  if (!canAct(self)) return 'none';
  if (hasUnansweredLunge(self, opponent)) return rng.chance(AI_PARRY_CHANCE) ? 'parry' : 'none';
  return rng.chance(AI_ATTACK_CHANCE_PER_TICK) ? 'lunge' : 'none';
}
