// A shot's life in time: released, in flight, a basket or a landing, the reset, an AI's next shot; runFor
// moves time on in slices that end at each event, in time order.
import type { Rng } from '../../lib/rng';
import type { Difficulty } from '../core/types';
import { aiShot, aiShotDelay } from './ai';
import { MIN_SHOT_POWER, POINTS_PER_BASKET, RESET_MS } from './constants';
import { launch } from './physics';
import { powerFor } from './readouts';
import type { BasketballState, Shooter } from './state';

export function release(shooter: Shooter, power: number, angleDeg: number, atMs: number): Shooter {
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

export function runFor(state: BasketballState, dtMs: number, rng: Rng): BasketballState {
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
