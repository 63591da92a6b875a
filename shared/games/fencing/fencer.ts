// A fencer's state (SPEC §3) and the questions the rules and the AI both ask about it.
import type { GamePlayer } from '../core/types';

export type FencerAction = 'idle' | 'lunge' | 'parry' | 'riposte' | 'hit';

export interface Fencer {
  player: GamePlayer;
  action: FencerAction;
  /** Strip units advanced from the en garde line towards the opponent: LUNGE_DISTANCE while attacking, else 0. */
  position: number;
  /** Ticks until this fencer may lunge or parry again (SPEC §5); never negative. */
  cooldown: number;
  /** Ticks left in the current action: an attack in flight, a parry guarding, the 'hit' reaction. */
  actionTicks: number;
  /** Ticks left in which a lunge is a riposte (after this fencer's successful parry). */
  riposteTicks: number;
  /** Id of this fencer's attack in flight (0 when none); earlier ids land first. */
  attackId: number;
  /** The attack in flight is a feint: it looks like a lunge and is drawn back before it lands. */
  feint: boolean;
  /** AI: the id of the last incoming attack it has answered, so it rolls its parry once per lunge. */
  answeredAttackId: number;
  /** The score (SPEC: first to 5). */
  touches: number;
  riposteTouches: number;
  parries: number;
}

export const isAttacking = (f: Fencer) => f.action === 'lunge' || f.action === 'riposte';

/** SPEC §5: Lunge and Parry are blocked while the cooldown is above 0. */
export const canAct = (f: Fencer) => f.cooldown === 0 && !isAttacking(f) && f.action !== 'hit';

/** Is the opponent's lunge in the air and not yet answered by this fencer? Ripostes cannot be parried. */
export const hasUnansweredLunge = (self: Fencer, opponent: Fencer) =>
  opponent.action === 'lunge' && opponent.attackId !== self.answeredAttackId;

export function newFencer(player: GamePlayer): Fencer {
  return {
    player,
    action: 'idle',
    position: 0,
    cooldown: 0,
    actionTicks: 0,
    riposteTicks: 0,
    attackId: 0,
    feint: false,
    answeredAttackId: 0,
    touches: 0,
    riposteTouches: 0,
    parries: 0,
  };
}
