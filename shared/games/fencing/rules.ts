// Fencing rules (SPEC §3, §4, §5, §8, §9): pure and deterministic; time and randomness come in as arguments.
// Time runs in whole 100 ms ticks. Each tick: cooldowns count down, attacks whose flight is over land
// (earliest first; a touched fencer loses their own attack), spent parries and hit reactions end, then each
// AI fencer makes its move (an AI attacks only once it has had AI_GO_REACTION_TICKS to react to GO). The
// bout opens with the shared 3 s countdown (core/countdown.ts); its clock starts at GO. The score is the number of touches; the bout ends the moment one side has 5, or
// when its clock (the room's duration) runs out, and then the higher score wins.
// Seats: the first two players given to init, in order (a lone player meets DEFAULT_OPPONENT); either or both
// may be human, and each human moves only their own fencer.
import { hasInputType } from '../core/inputGuards';
import type { Rng } from '../../lib/rng';
import type {
  Difficulty,
  GamePlayer,
  GameResultEntry,
  GameRules,
  GameSettings,
  RulesState,
} from '../core/types';
import { rankByScore } from '../core/ranking';
import { COUNTDOWN_MS, startCountdown, stepCountdown } from '../core/countdown';
import { decideAiMove } from './ai';
import { canAct, hasUnansweredLunge, isAttacking, newFencer, type Fencer } from './fencer';
import {
  AI_BY_DIFFICULTY,
  AI_GO_REACTION_TICKS,
  CLEAN_PARRY_GUARD_TICKS,
  DEFAULT_OPPONENT,
  FALLBACK_BOUT_SECONDS,
  FEINT_COOLDOWN_TICKS,
  FEINT_TICKS,
  LUNGE_COOLDOWN_TICKS,
  LUNGE_DISTANCE,
  LUNGE_FLIGHT_TICKS,
  PARRY_COOLDOWN_TICKS,
  PARRY_GUARD_TICKS,
  POINTS_TO_WIN,
  RESULT_TIME_S,
  RIPOSTE_WINDOW_TICKS,
  TICK_MS,
  TOUCH_RESET_TICKS,
} from './constants';

export type FencingPhase = 'ready' | 'countdown' | 'playing' | 'finished';
/** Why a finished bout ended: a fencer reached 5 touches, or the bout's time ran out. */
export type FencingEnd = 'touches' | 'time';

export type FencingInput = { type: 'start' } | { type: 'lunge' } | { type: 'parry' };

export function isFencingInput(value: unknown): value is FencingInput {
  return hasInputType(value, ['start', 'lunge', 'parry'] as const);
}

/** The two seats, in the order of the players given to init; the view places them on the strip. */
export type FencerPair = readonly [Fencer, Fencer];

/**
 * What happened last, as neutral facts (player ids), so each viewer reads it from their own side (see
 * messageFor in messages.ts).
 */
export type BoutEvent =
  | { kind: 'touch'; scorer: string; touched: string; riposte: boolean }
  | { kind: 'parry'; parrier: string; attacker: string; clean: boolean }
  | { kind: 'feint'; feinter: string; target: string };

export interface FencingState extends RulesState {
  phase: FencingPhase;
  /** Time left on the 3 s countdown (core/countdown.ts); the bout's clock starts at GO. */
  countdownMs: number;
  /** Time carried over towards the next 100 ms tick. */
  tickCarryMs: number;
  /** Bout time played since GO, in ticks. */
  ticks: number;
  /** The bout's length in ticks (the room's duration); the bout ends when `ticks` reaches it. */
  durationTicks: number;
  /** Every AI decision reads its tuning from this. */
  difficulty: Difficulty;
  endReason: FencingEnd | null;
  fencers: FencerPair;
  lastEvent: BoutEvent | null;
  /** Counts events, so the same event twice is still news to the view and the live region. */
  eventCount: number;
  lastAttackId: number;
}

function startAttack(fencer: Fencer, attackId: number): Fencer {
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

function startParry(fencer: Fencer): Fencer {
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

const replace = (pair: FencerPair, index: number, fencer: Fencer): FencerPair =>
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
function fence(state: FencingState, dtMs: number, rng: Rng): FencingState {
  const carried = state.tickCarryMs + dtMs;
  let ticks = Math.floor(carried / TICK_MS);
  let next: FencingState = { ...state, tickCarryMs: carried - ticks * TICK_MS };
  while (ticks-- > 0 && next.phase === 'playing') next = runTick(next, rng);
  return next;
}

function pairUp(players: readonly GamePlayer[]): readonly [GamePlayer, GamePlayer] {
  const [first = DEFAULT_OPPONENT, second = DEFAULT_OPPONENT] = players;
  return [first, second];
}

/** The bout's length in whole ticks; a duration that is not a positive number falls back to 90 s. */
function durationTicks(seconds: number): number {
  const valid = Number.isFinite(seconds) && seconds > 0 ? seconds : FALLBACK_BOUT_SECONDS;
  return Math.ceil((valid * 1000) / TICK_MS);
}

const knownDifficulty = (difficulty: GameSettings['difficulty']): Difficulty =>
  Object.hasOwn(AI_BY_DIFFICULTY, difficulty) ? difficulty : 'medium';

export const fencingRules: GameRules<FencingState, FencingInput> = {
  init(players, settings) {
    const [left, right] = pairUp(players);
    return {
      phase: 'ready',
      countdownMs: COUNTDOWN_MS,
      tickCarryMs: 0,
      ticks: 0,
      durationTicks: durationTicks(settings.duration),
      difficulty: knownDifficulty(settings.difficulty),
      endReason: null,
      fencers: [newFencer(left), newFencer(right)],
      lastEvent: null,
      eventCount: 0,
      lastAttackId: 0,
    };
  },

  step(state, dtMs, rng) {
    if (dtMs <= 0) return state;
    if (state.phase === 'countdown') {
      return stepCountdown(state, dtMs, 'playing', (live, boutMs) => fence(live, boutMs, rng));
    }
    return state.phase === 'playing' ? fence(state, dtMs, rng) : state;
  },

  act(state, playerId, input) {
    if (!isFencingInput(input)) return state;
    const index = state.fencers.findIndex((f) => f.player.id === playerId);
    const fencer = state.fencers[index];
    if (!fencer) return state;
    // Any seat may start the bout (who may send it is the host's or the server's call).
    if (input.type === 'start') return startCountdown(state);
    // Each human moves only their own fencer; AI fencers move in step.
    if (state.phase !== 'playing' || fencer.player.isAI || !canAct(fencer)) return state;
    if (input.type === 'parry') {
      return { ...state, fencers: replace(state.fencers, index, startParry(fencer)) };
    }
    const attackId = state.lastAttackId + 1;
    return {
      ...state,
      lastAttackId: attackId,
      fencers: replace(state.fencers, index, startAttack(fencer, attackId)),
    };
  },

  isInput: isFencingInput,
  isOver: (state) => state.phase === 'finished',

  results(state) {
    return rankByScore(
      state.fencers.map((fencer): Omit<GameResultEntry, 'position'> => ({
        playerId: fencer.player.id,
        playerName: fencer.player.name,
        playerAvatar: fencer.player.avatar,
        score: fencer.touches,
        time: RESULT_TIME_S,
        breakdown: [
          { label: 'Lunge touches', points: fencer.touches - fencer.riposteTouches },
          { label: 'Riposte touches', points: fencer.riposteTouches },
        ],
      })),
    );
  },
};

/**
 * The bout's winner once it is over (the fencer who reached 5, or the higher score when time ran out); null
 * while the bout is on and on a draw.
 */
export function winner(state: FencingState): Fencer | null {
  if (state.phase !== 'finished') return null;
  const [a, b] = state.fencers;
  if (a.touches === b.touches) return null;
  return a.touches > b.touches ? a : b;
}

/** Bout time left, in ms (the full duration before the start). */
export const timeLeftMs = (state: FencingState) =>
  Math.max(0, state.durationTicks - state.ticks) * TICK_MS;

/** A fencer's cooldown in seconds, for the disabled buttons. */
export const cooldownSeconds = (fencer: Fencer) => (fencer.cooldown * TICK_MS) / 1000;
