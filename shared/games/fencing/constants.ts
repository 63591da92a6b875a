// Fencing: every number of SPEC §9, named for what it means, then the timings this game's design adds.
import type { Difficulty } from '../core/types';

/** Fencing time runs in whole ticks of this length. */
export const TICK_MS = 100;
export const POINTS_TO_WIN = 5;
/** How far a lunge carries a fencer towards the opponent, in strip units. */
export const LUNGE_DISTANCE = 30;
export const LUNGE_COOLDOWN_TICKS = 10;
export const PARRY_COOLDOWN_TICKS = 8;
/** The AI answers each incoming lunge once, parrying with this probability (when its cooldown allows). */
export const AI_PARRY_CHANCE = 0.6;
/** Otherwise, on every tick it is free to act, the AI lunges with this probability. */
export const AI_ATTACK_CHANCE_PER_TICK = 0.05;
/** SPEC §9: the winner is position 1, the other 2, and both report time 0. */
export const RESULT_TIME_S = 0;

export interface FencingAiTuning {
  /** Chance of parrying an incoming lunge, rolled once per lunge. */
  parryChance: number;
  /** Chance per free tick of lunging. */
  attackChancePerTick: number;
  /** Chance per free tick of lunging while a riposte is open (after its own successful parry). */
  riposteChancePerTick: number;
  /** The share of its attacks that are feints (a lunge drawn back before it lands). */
  feintShare: number;
  /**
   * Chance per free tick of lunging while the opponent cannot parry before the lunge lands (its
   * cooldown outlasts the flight), e.g. after a parry spent on a feint.
   */
  punishChancePerTick: number;
}

/**
 * The AI by difficulty. Medium is the spec's AI exactly (a riposte is just an attack rolled at the spec's
 * rate); easy parries and attacks less, hard parries more, attacks a little more and ripostes at once.
 */
export const AI_BY_DIFFICULTY: Readonly<Record<Difficulty, FencingAiTuning>> = {
  easy: {
    parryChance: 0.3,
    attackChancePerTick: 0.03,
    riposteChancePerTick: 0.03,
    feintShare: 0,
    punishChancePerTick: 0,
  },
  medium: {
    parryChance: AI_PARRY_CHANCE,
    attackChancePerTick: AI_ATTACK_CHANCE_PER_TICK,
    riposteChancePerTick: AI_ATTACK_CHANCE_PER_TICK,
    feintShare: 0,
    punishChancePerTick: 0,
  },
  hard: {
    parryChance: 0.65,
    attackChancePerTick: 0.07,
    riposteChancePerTick: 1,
    feintShare: 0.35,
    punishChancePerTick: 0.6,
  },
};

/**
 * Design: after GO an AI fencer attacks only once this many ticks of the bout have passed (its reaction to
 * GO, as a person's: hard about the 7/s to 9/s reference players' 350–250 ms, easy the 3/s player's 550 ms),
 * so no AI lunge is in the air before a person could have reacted. It parries from the first tick: a
 * parry answers a lunge, which is itself later than GO.
 */
export const AI_GO_REACTION_TICKS: Readonly<Record<Difficulty, number>> = {
  easy: 6,
  medium: 4,
  hard: 3,
};

// Design (not in the spec): the bout clock.
/**
 * A bout lasts the room's duration in seconds (practice: 90 s) of bout time; then the higher score wins.
 * This stands in for a duration that is not a positive number.
 */
export const FALLBACK_BOUT_SECONDS = 90;

// Design (not in the spec): the parry window.
/** A lunge lands this many ticks (400 ms) after it starts. */
export const LUNGE_FLIGHT_TICKS = 4;
/**
 * A parry guards for this many ticks (400 ms). With the flight time above, a parry counts when it is made
 * while the opponent's lunge is in the air; a parry made before the lunge started has run out when it
 * lands, and its cooldown leaves the fencer open.
 */
export const PARRY_GUARD_TICKS = 4;
/**
 * After a successful parry the parrier's cooldown is cleared, and a lunge made within this many ticks
 * (500 ms) is a riposte: it cannot be parried.
 */
export const RIPOSTE_WINDOW_TICKS = 5;
/**
 * A graded parry: a parry that has guarded for at least this many ticks when the lunge lands (made
 * before the lunge's last 100–200 ms) is clean: it clears the cooldown and opens the riposte. A later one, in
 * the lunge's last tick, still blocks the touch ('You parried!') but is late: no riposte, and its cooldown
 * runs on, so the quicker hand is the one that gets to answer.
 */
export const CLEAN_PARRY_GUARD_TICKS = 2;
/**
 * A feint looks like a lunge for this many ticks (200 ms), then is drawn back without landing; a
 * parry made on it is spent, and its cooldown leaves the parrier open.
 */
export const FEINT_TICKS = 2;
/** The feinter may act again this many ticks after the feint began (100 ms after drawing back). */
export const FEINT_COOLDOWN_TICKS = 3;
/** After a touch both fencers return to en garde and may not act for this many ticks (1 s). */
export const TOUCH_RESET_TICKS = 10;

/** SPEC §8, as each viewer reads the last touch or parry (messageFor in messages.ts). */
export const MESSAGES = {
  /** Your lunge was parried. */
  yourLungeParried: 'Parried!',
  /** Your lunge or riposte landed: your point. */
  youScore: 'Touché!',
  /** You parried your opponent's lunge. */
  youParried: 'You parried!',
  /** An AI opponent's lunge or riposte landed on you: its point. */
  aiScores: 'AI scores!',
  /** The lunge coming at you was a feint, drawn back. */
  youWereFeinted: 'Feint!',
} as const;

/** Under 'You parried!', how the parry was graded (CLEAN_PARRY_GUARD_TICKS). */
export const PARRY_GRADES = {
  clean: 'Clean parry: riposte!',
  late: 'Late parry: no riposte',
} as const;

/** Said when the bout's time runs out before either side has 5 touches. */
export const TIME_UP_MESSAGE = 'Time!';

/** Stands in when a bout is started with one player only (fencing is always one against one). */
export const DEFAULT_OPPONENT = {
  id: 'ai-fencer',
  name: 'AI Fencer',
  avatar: 'AI Fencer',
  isAI: true,
} as const;
