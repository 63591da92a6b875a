// The bout tick by tick: attacks and feints start, land or are drawn back, parries guard and grade, touches
// score, and each AI fencer makes its move. fence runs a step's time in whole 100 ms ticks.
import type { Rng } from '../../lib/rng';
import { decideAiMove } from './ai';
import { canAct, hasUnansweredLunge, isAttacking, type Fencer } from './fencer';
import {
  AI_BY_DIFFICULTY,
  AI_GO_REACTION_TICKS,
  CLEAN_PARRY_GUARD_TICKS,
  FEINT_COOLDOWN_TICKS,
  FEINT_TICKS,
  LUNGE_COOLDOWN_TICKS,
  LUNGE_DISTANCE,
  LUNGE_FLIGHT_TICKS,
  PARRY_COOLDOWN_TICKS,
  PARRY_GUARD_TICKS,
  POINTS_TO_WIN,
  RIPOSTE_WINDOW_TICKS,
  TICK_MS,
  TOUCH_RESET_TICKS,
} from './constants';
import type { BoutEvent, FencerPair, FencingState } from './state';

export function startAttack(fencer: Fencer, attackId: number): Fencer {
  return {
    ...fencer,
    action: fencer.riposteTicks > 0 ? 'riposte' : 'lunge',
    position: LUNGE_DISTANCE,
    cooldown: LUNGE_COOLDOWN_TICKS,
    actionTicks: LUNGE_FLIGHT_TICKS,
    riposteTicks: 0,
    attackId,
    feint: false,
  };
}

/** A feint starts as a lunge does, and is drawn back after FEINT_TICKS. */
function startFeint(fencer: Fencer, attackId: number): Fencer {
  return {
    ...startAttack(fencer, attackId),
    action: 'lunge',
    cooldown: FEINT_COOLDOWN_TICKS,
    actionTicks: FEINT_TICKS,
    feint: true,
  };
}

/** A feint whose time is up is drawn back: no touch, no parry; the one it was aimed at is told. */
function drawBack(state: FencingState, index: 0 | 1): FencingState {
  const feinter = state.fencers[index];
  const target = state.fencers[1 - index] as Fencer;
  return withEvent(
    { ...state, fencers: replace(state.fencers, index, { ...recovered(feinter), feint: false }) },
    { kind: 'feint', feinter: feinter.player.id, target: target.player.id },
  );
}

export function startParry(fencer: Fencer): Fencer {
  return {
    ...fencer,
    action: 'parry',
    cooldown: PARRY_COOLDOWN_TICKS,
    actionTicks: PARRY_GUARD_TICKS,
    riposteTicks: 0,
  };
}

const recovered = (fencer: Fencer): Fencer => ({
  ...fencer,
  action: 'idle',
  position: 0,
  actionTicks: 0,
  attackId: 0,
});

function withEvent(state: FencingState, event: BoutEvent): FencingState {
  return { ...state, lastEvent: event, eventCount: state.eventCount + 1 };
}

/** Attacker `index`'s attack reaches the opponent: parried by an active parry (lunges only), else a touch. */
function land(state: FencingState, index: 0 | 1): FencingState {
  const attacker = state.fencers[index];
  const defender = state.fencers[1 - index] as Fencer;
  const pair = (a: Fencer, d: Fencer): FencerPair => (index === 0 ? [a, d] : [d, a]);

  if (attacker.action === 'lunge' && defender.action === 'parry') {
    const clean = PARRY_GUARD_TICKS - defender.actionTicks >= CLEAN_PARRY_GUARD_TICKS;
    const parrier: Fencer = clean
      ? {
          ...defender,
          cooldown: 0,
          riposteTicks: RIPOSTE_WINDOW_TICKS,
          parries: defender.parries + 1,
        }
      : { ...defender, riposteTicks: 0, parries: defender.parries + 1 };
    return withEvent(
      { ...state, fencers: pair(recovered(attacker), parrier) },
      { kind: 'parry', parrier: defender.player.id, attacker: attacker.player.id, clean },
    );
  }

  const scorer: Fencer = {
    ...recovered(attacker),
    touches: attacker.touches + 1,
    riposteTouches: attacker.riposteTouches + (attacker.action === 'riposte' ? 1 : 0),
    cooldown: Math.max(attacker.cooldown, TOUCH_RESET_TICKS),
    riposteTicks: 0,
  };
  const touched: Fencer = {
    ...recovered(defender),
    action: 'hit',
    actionTicks: TOUCH_RESET_TICKS,
    cooldown: Math.max(defender.cooldown, TOUCH_RESET_TICKS),
    riposteTicks: 0,
  };
  const won = scorer.touches >= POINTS_TO_WIN;
  return withEvent(
    {
      ...state,
      phase: won ? 'finished' : state.phase,
      endReason: won ? 'touches' : state.endReason,
      fencers: pair(scorer, touched),
    },
    {
      kind: 'touch',
      scorer: attacker.player.id,
      touched: defender.player.id,
      riposte: attacker.action === 'riposte',
    },
  );
}

export const replace = (pair: FencerPair, index: number, fencer: Fencer): FencerPair =>
  index === 0 ? [fencer, pair[1]] : [pair[0], fencer];

const countDown = (fencer: Fencer): Fencer => ({
  ...fencer,
  cooldown: Math.max(0, fencer.cooldown - 1),
  riposteTicks: Math.max(0, fencer.riposteTicks - 1),
  actionTicks: Math.max(0, fencer.actionTicks - 1),
});

const endSpentAction = (fencer: Fencer): Fencer =>
  (fencer.action === 'parry' || fencer.action === 'hit') && fencer.actionTicks === 0
    ? { ...fencer, action: 'idle' }
    : fencer;

function applyMove(state: FencingState, index: 0 | 1, rng: Rng): FencingState {
  const self = state.fencers[index];
  const opponent = state.fencers[1 - index] as Fencer;
  if (!self.player.isAI) return state;
  const answering = canAct(self) && hasUnansweredLunge(self, opponent);
  const mayAttack = state.ticks >= AI_GO_REACTION_TICKS[state.difficulty];
  const move = decideAiMove(self, opponent, AI_BY_DIFFICULTY[state.difficulty], rng, mayAttack);
  const noted = answering ? { ...self, answeredAttackId: opponent.attackId } : self;
  let moved = noted;
  let lastAttackId = state.lastAttackId;
  if (move === 'parry') moved = startParry(noted);
  if (move === 'lunge') moved = startAttack(noted, ++lastAttackId);
  if (move === 'feint') moved = startFeint(noted, ++lastAttackId);
  if (moved === self) return state;
  return { ...state, lastAttackId, fencers: replace(state.fencers, index, moved) };
}

function runTick(state: FencingState, rng: Rng): FencingState {
  const [a, b] = state.fencers;
  let next: FencingState = {
    ...state,
    ticks: state.ticks + 1,
    fencers: [countDown(a), countDown(b)],
  };
  const landing = ([0, 1] as const)
    .filter((i) => isAttacking(next.fencers[i]) && next.fencers[i].actionTicks === 0)
    .sort((i, j) => next.fencers[i].attackId - next.fencers[j].attackId);
  for (const i of landing) {
    // A fencer touched by the earlier attack has lost their own.
    if (next.phase !== 'playing' || !isAttacking(next.fencers[i])) continue;
    next = next.fencers[i].feint ? drawBack(next, i) : land(next, i);
  }
  next = { ...next, fencers: [endSpentAction(next.fencers[0]), endSpentAction(next.fencers[1])] };
  if (next.phase !== 'playing') return next;
  // A touch landing on the last tick still counts; then the bell.
  if (next.ticks >= next.durationTicks) return { ...next, phase: 'finished', endReason: 'time' };
  return applyMove(applyMove(next, 0, rng), 1, rng);
}

/** dtMs of the bout, run in whole 100 ms ticks (the rest carried to the next step). */
export function fence(state: FencingState, dtMs: number, rng: Rng): FencingState {
  const carried = state.tickCarryMs + dtMs;
  let ticks = Math.floor(carried / TICK_MS);
  let next: FencingState = { ...state, tickCarryMs: carried - ticks * TICK_MS };
  while (ticks-- > 0 && next.phase === 'playing') next = runTick(next, rng);
  return next;
}
