// Basketball rules (SPEC §4, §5, §9): pure and deterministic; time and randomness come in as arguments.
//
// Every player shoots from the same spot at the same hoop. Seats are the players given to init, in order;
// any of them may be human, each with their own id, shot, angle, charge and ball. A shot goes idle →
// charging (press) → released (let go; the ball leaves the hand) → flight (the next instant) → reset (when
// the ball lands or leaves the court) → idle 1 s later. A release below MIN_SHOT_POWER (a click or a tap)
// is not a shot: the ball stays in hand (idle) and the shooter's outcome says so. The charge is the time
// held, counted in step. The ball's flight is worked out at release (physics.ts); step moves time on in
// slices that end at each event (a basket, a landing, a reset, an AI shot), in time order, so any split of
// the time gives the same game.
import { hasInputType, isFiniteIn } from '../core/inputGuards';
import type { Rng } from '../../lib/rng';
import type { Difficulty, GamePlayer, GameResultEntry, GameRules, RulesState } from '../core/types';
import { rankByScore } from '../core/ranking';
import { aiShot, aiShotDelay } from './ai';
import {
  AI_BY_DIFFICULTY,
  ANGLE_DEFAULT_DEG,
  ANGLE_MAX_DEG,
  ANGLE_MIN_DEG,
  MIN_SHOT_POWER,
  POINTS_PER_BASKET,
  POWER_MAX,
  POWER_STEP,
  POWER_STEP_MS,
  RESET_MS,
} from './constants';
import { launch, type Launch, type ShotMiss } from './physics';

export type BasketballPhase = 'ready' | 'shooting' | 'finished';
export type ShotPhase = 'idle' | 'charging' | 'released' | 'flight' | 'reset';
/**
 * How the shooter's last try ended, until they press again: in ('made', as the ball drops through), out
 * ('missed', when it lands or leaves the court), or a release too soft to be a shot ('tap').
 */
export type ShotOutcome = 'made' | 'missed' | 'tap';

/** SPEC §3 basketball player state: score and shots (plus the shot in progress). */
export interface Shooter {
  player: GamePlayer;
  /** Points: 2 per basket. */
  score: number;
  shots: number;
  baskets: number;
  shot: ShotPhase;
  angleDeg: number;
  /** 0..100, rising 5 per 50 ms of chargeMs. */
  power: number;
  chargeMs: number;
  /** The ball in the air (released, flight and reset), else null. */
  ball: Launch | null;
  flightMs: number;
  /** Whether the ball in the air has already dropped through the hoop. */
  scored: boolean;
  lastOutcome: ShotOutcome | null;
  /** Which way the last shot missed (short or long), shown with 'missed'; null otherwise. */
  lastMiss: ShotMiss | null;
  resetMs: number;
  /** Game time of this player's last release. */
  lastShotAtMs: number;
  /** AI only: time until its next shot. */
  nextShotMs: number;
}

export interface BasketballState extends RulesState {
  phase: BasketballPhase;
  durationMs: number;
  elapsedMs: number;
  /** Read by every AI decision (AI_BY_DIFFICULTY). */
  difficulty: Difficulty;
  shooters: Shooter[];
}

export type BasketballInput =
  { type: 'start' } | { type: 'press' } | { type: 'release' } | { type: 'angle'; degrees: number };

export function isBasketballInput(value: unknown): value is BasketballInput {
  if (!hasInputType(value, ['start', 'press', 'release', 'angle'] as const)) return false;
  return value.type !== 'angle' || isFiniteIn(value.degrees);
}

export const timeLeftMs = (state: BasketballState) =>
  Math.max(0, state.durationMs - state.elapsedMs);

export const powerFor = (chargeMs: number) =>
  Math.min(POWER_MAX, Math.floor(chargeMs / POWER_STEP_MS) * POWER_STEP);

/** §5: the angle slider is disabled while charging or while a shot is in the air. */
export const canChangeAngle = (shooter: Shooter) =>
  shooter.shot !== 'charging' && shooter.shot !== 'released' && shooter.shot !== 'flight';

export function accuracyPercent(shooter: Shooter): number {
  if (shooter.shots === 0) return 0;
  return Math.round((shooter.score / POINTS_PER_BASKET / shooter.shots) * 100);
}

function release(shooter: Shooter, power: number, angleDeg: number, atMs: number): Shooter {
  if (power < MIN_SHOT_POWER) {
    return { ...shooter, shot: 'idle', power: 0, chargeMs: 0, lastOutcome: 'tap', lastMiss: null };
  }
  return {
    ...shooter,
    shot: 'released',
    power,
    chargeMs: 0,
    ball: launch(power, angleDeg),
    flightMs: 0,
    scored: false,
    lastOutcome: null,
    lastMiss: null,
    shots: shooter.shots + 1,
    lastShotAtMs: atMs,
  };
}

/** Time until this shooter's next event, from a settled state (always above 0). */
function nextEventIn(shooter: Shooter): number {
  // An AI whose shot fell due mid-flight waits (nextShotMs 0) and shoots when it is idle again.
  let next = shooter.player.isAI && shooter.nextShotMs > 0 ? shooter.nextShotMs : Infinity;
  if (shooter.shot === 'flight' && shooter.ball) {
    const { makeAtMs, endMs } = shooter.ball;
    if (makeAtMs !== null && !shooter.scored) next = Math.min(next, makeAtMs - shooter.flightMs);
    next = Math.min(next, endMs - shooter.flightMs);
  }
  if (shooter.shot === 'reset') next = Math.min(next, shooter.resetMs);
  return next;
}

function passTime(shooter: Shooter, ms: number): Shooter {
  const aiClock = shooter.player.isAI ? { nextShotMs: shooter.nextShotMs - ms } : {};
  switch (shooter.shot) {
    case 'charging': {
      const chargeMs = shooter.chargeMs + ms;
      return { ...shooter, ...aiClock, chargeMs, power: powerFor(chargeMs) };
    }
    case 'flight':
      return { ...shooter, ...aiClock, flightMs: shooter.flightMs + ms };
    case 'reset':
      return { ...shooter, ...aiClock, resetMs: shooter.resetMs - ms };
    default:
      return { ...shooter, ...aiClock };
  }
}

/** Applies whatever falls due at this instant: take-off, a basket, a landing, the reset, an AI shot. */
function settle(shooter: Shooter, elapsedMs: number, difficulty: Difficulty, rng: Rng): Shooter {
  let s = shooter;
  if (s.shot === 'released') s = { ...s, shot: 'flight' };
  const ball = s.ball;
  if (s.shot === 'flight' && ball) {
    if (ball.makeAtMs !== null && !s.scored && s.flightMs >= ball.makeAtMs) {
      s = {
        ...s,
        scored: true,
        lastOutcome: 'made',
        score: s.score + POINTS_PER_BASKET,
        baskets: s.baskets + 1,
      };
    }
    if (s.flightMs >= ball.endMs) {
      s = {
        ...s,
        shot: 'reset',
        resetMs: RESET_MS,
        lastOutcome: s.scored ? 'made' : 'missed',
        lastMiss: s.scored ? null : ball.miss,
      };
    }
  }
  if (s.shot === 'reset' && s.resetMs <= 0) {
    s = { ...s, shot: 'idle', ball: null, flightMs: 0, scored: false, power: 0, resetMs: 0 };
  }
  if (s.player.isAI && s.nextShotMs <= 0) {
    if (s.shot === 'idle') {
      const { power, angleDeg } = aiShot(difficulty, s, rng);
      s = {
        ...release(s, power, angleDeg, elapsedMs),
        angleDeg,
        nextShotMs: aiShotDelay(difficulty, rng),
      };
    } else {
      s = { ...s, nextShotMs: 0 };
    }
  }
  // An AI's ball leaves the hand at this very instant (a person's leaves at the step after the release).
  return s.shot === 'released' ? { ...s, shot: 'flight' } : s;
}

function runFor(state: BasketballState, dtMs: number, rng: Rng): BasketballState {
  let { elapsedMs, shooters } = state;
  let left = Math.min(dtMs, state.durationMs - elapsedMs);
  const { difficulty } = state;
  shooters = shooters.map((s) => settle(s, elapsedMs, difficulty, rng));
  while (left > 0) {
    const slice = Math.min(left, ...shooters.map(nextEventIn));
    left -= slice;
    elapsedMs += slice;
    const now = elapsedMs;
    shooters = shooters.map((s) => settle(passTime(s, slice), now, difficulty, rng));
  }
  const next = { ...state, elapsedMs, shooters };
  return elapsedMs >= state.durationMs ? { ...next, phase: 'finished' } : next;
}

const isSeat = (state: BasketballState, playerId: string) =>
  state.shooters.some((s) => s.player.id === playerId);

/**
 * A human seat's own move: only that seat's shooter changes. An AI seat's id or an unknown one changes
 * nothing (AI seats play in step).
 */
function actOn(
  state: BasketballState,
  playerId: string,
  change: (shooter: Shooter) => Shooter | null,
): BasketballState {
  if (state.phase !== 'shooting') return state;
  const index = state.shooters.findIndex((s) => s.player.id === playerId);
  const shooter = state.shooters[index];
  const changed = shooter && !shooter.player.isAI ? change(shooter) : null;
  return changed ? { ...state, shooters: state.shooters.with(index, changed) } : state;
}

export const basketballRules: GameRules<BasketballState, BasketballInput> = {
  init(players, settings, rng) {
    return {
      phase: 'ready',
      durationMs: settings.duration * 1000,
      elapsedMs: 0,
      // Settings may come off the network one day: an unknown difficulty plays as the spec's.
      difficulty: Object.hasOwn(AI_BY_DIFFICULTY, settings.difficulty)
        ? settings.difficulty
        : 'medium',
      shooters: players.map((player) => ({
        player,
        score: 0,
        shots: 0,
        baskets: 0,
        shot: 'idle',
        angleDeg: ANGLE_DEFAULT_DEG,
        power: 0,
        chargeMs: 0,
        ball: null,
        flightMs: 0,
        scored: false,
        lastOutcome: null,
        lastMiss: null,
        resetMs: 0,
        lastShotAtMs: 0,
        nextShotMs: player.isAI ? aiShotDelay(settings.difficulty, rng) : 0,
      })),
    };
  },

  step(state, dtMs, rng) {
    if (state.phase !== 'shooting' || dtMs <= 0) return state;
    return runFor(state, dtMs, rng);
  },

  act(state, playerId, input) {
    if (!isBasketballInput(input)) return state;
    switch (input.type) {
      case 'start':
        // From any seat: who may start a room is the host's business, not the rules'.
        return state.phase === 'ready' && isSeat(state, playerId)
          ? { ...state, phase: 'shooting' }
          : state;
      case 'press':
        return actOn(state, playerId, (s) =>
          s.shot === 'idle'
            ? { ...s, shot: 'charging', chargeMs: 0, power: 0, lastOutcome: null, lastMiss: null }
            : null,
        );
      case 'release':
        return actOn(state, playerId, (s) =>
          s.shot === 'charging' ? release(s, s.power, s.angleDeg, state.elapsedMs) : null,
        );
      case 'angle':
        return actOn(state, playerId, (s) => {
          if (!canChangeAngle(s) || !Number.isFinite(input.degrees)) return null;
          const angleDeg = Math.min(
            ANGLE_MAX_DEG,
            Math.max(ANGLE_MIN_DEG, Math.round(input.degrees)),
          );
          return angleDeg === s.angleDeg ? null : { ...s, angleDeg };
        });
    }
  },

  isInput: isBasketballInput,
  isOver: (state) => state.phase === 'finished',

  results(state) {
    return rankByScore(
      state.shooters.map((shooter) => {
        const misses = shooter.shots - shooter.baskets;
        const entry: Omit<GameResultEntry, 'position'> = {
          playerId: shooter.player.id,
          playerName: shooter.player.name,
          playerAvatar: shooter.player.avatar,
          score: shooter.score,
          // Time used: when this player released the last shot (equal scores go to the quicker one).
          time: shooter.lastShotAtMs / 1000,
          accuracy: accuracyPercent(shooter),
          breakdown: [
            {
              label: `${shooter.baskets} ${shooter.baskets === 1 ? 'basket' : 'baskets'} × ${POINTS_PER_BASKET}`,
              points: shooter.score,
            },
            { label: `${misses} ${misses === 1 ? 'miss' : 'misses'}`, points: 0 },
          ],
        };
        return entry;
      }),
    );
  },
};
