// A shot's life in time: released, in flight, a basket or a landing, the reset, an AI's next shot; runSteps
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

/** Moves a shooter's clocks on by `ms`, in place: only runSteps's own copies are passed here. */
function passTime(shooter: Shooter, ms: number): void {
  if (shooter.player.isAI) shooter.nextShotMs -= ms;
  switch (shooter.shot) {
    case 'charging':
      shooter.chargeMs += ms;
      shooter.power = powerFor(shooter.chargeMs);
      break;
    case 'flight':
      shooter.flightMs += ms;
      break;
    case 'reset':
      shooter.resetMs -= ms;
      break;
    default:
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

/**
 * `steps` steps of `stepMs`, each moving time on in slices that end at each event, in time order, stopping once
 * the time is up. The shooters' clocks run in copies made here, so steps between inputs cost no new state
 * each; one step is the rules' step.
 */
export function runSteps(
  state: BasketballState,
  steps: number,
  stepMs: number,
  rng: Rng,
): { state: BasketballState; steps: number } {
  const { durationMs, difficulty } = state;
  // Only this call holds these copies, so passTime may move their clocks in place.
  const shooters = state.shooters.map((shooter) => ({ ...shooter }));
  const settleAll = (atMs: number, slice: number) => {
    for (let i = 0; i < shooters.length; i++) {
      const shooter = shooters[i]!;
      if (slice > 0) passTime(shooter, slice);
      const settled = settle(shooter, atMs, difficulty, rng);
      if (settled !== shooter) shooters[i] = { ...settled };
    }
  };
  let elapsedMs = state.elapsedMs;
  let ran = 0;
  while (ran < steps && elapsedMs < durationMs) {
    ran += 1;
    let left = Math.min(stepMs, durationMs - elapsedMs);
    settleAll(elapsedMs, 0);
    while (left > 0) {
      let slice = left;
      for (const shooter of shooters) slice = Math.min(slice, nextEventIn(shooter));
      left -= slice;
      elapsedMs += slice;
      settleAll(elapsedMs, slice);
    }
  }
  const next = { ...state, elapsedMs, shooters };
  return { state: elapsedMs >= durationMs ? { ...next, phase: 'finished' } : next, steps: ran };
}
