// An archer's arrows and time: the sway of a bow not yet steady, an arrow loosed into the wind, the shooting
// second, an AI's arrows, each drawn from the archer's own random stream; runSteps runs them in time order.
import { detCos, detSin } from '../core/detMath';
import { createRng, type Rng } from '../../lib/rng';
import type { Difficulty, GamePlayer } from '../core/types';
import { aiAimPoint, aiShotDelay } from './ai';
import {
  AIM_OFFSET_MAX,
  START_JITTER_MAX,
  TARGET_CENTRE,
  WIND_MAX,
  STEADY_MS,
  SWAY_MAX,
} from './constants';
import { windDrift, type Point } from './geometry';
import { ringScore } from './scoring';
import type { Archer, ArcheryState } from './state';

export const offsetDraw = (rng: Rng) => rng.range(-AIM_OFFSET_MAX, AIM_OFFSET_MAX);
export const drawWind = (rng: Rng): Point => ({
  x: rng.range(-WIND_MAX, WIND_MAX),
  y: rng.range(-WIND_MAX, WIND_MAX),
});

/** How far a person's arrow may stray from the crosshair, `aimedMs` after they were back to aiming. */
export function swayRadius(aimedMs: number): number {
  const unsteady = Math.max(0, 1 - aimedMs / STEADY_MS);
  return SWAY_MAX * unsteady * unsteady;
}

/** A point uniformly within `radius` of `aim` (two draws from the archer's stream, whatever the radius). */
export function swayed(aim: Point, radius: number, rng: Rng): Point {
  const angle = rng.range(0, 2 * Math.PI);
  const distance = radius * Math.sqrt(rng.next());
  return { x: aim.x + distance * detCos(angle), y: aim.y + distance * detSin(angle) };
}

/** An arrow aimed at `aim` flies in the archer's wind and lands. */
export function loose(archer: Archer, aim: Point, atMs: number): Archer {
  const drift = windDrift(archer.wind);
  const x = aim.x + drift.x;
  const y = aim.y + drift.y;
  const points = ringScore(x, y);
  return {
    ...archer,
    score: archer.score + points,
    shots: archer.shots + 1,
    arrows: [...archer.arrows, { x, y, points, atMs }],
  };
}

/** The time until this archer's next event: the end of their shooting second, or an AI's next arrow. */
const nextEventIn = (archer: Archer) =>
  Math.min(
    archer.stance === 'shooting' ? archer.shootingMs : Infinity,
    archer.player.isAI ? archer.nextShotMs : Infinity,
  );

/** Runs `change` with the archer's own random stream and keeps where the stream got to. */
export function withLuck(archer: Archer, change: (archer: Archer, rng: Rng) => Archer): Archer {
  const rng = createRng(archer.luck);
  return { ...change(archer, rng), luck: rng.state() };
}

/** What falls due now: back to aiming (in a new wind), or an AI's arrow. */
function settle(archer: Archer, elapsedMs: number, difficulty: Difficulty): Archer {
  const due =
    (archer.stance === 'shooting' && archer.shootingMs <= 0) ||
    (archer.player.isAI && archer.nextShotMs <= 0);
  if (!due) return archer;
  return withLuck(archer, (current, rng) => {
    let next = current;
    if (next.stance === 'shooting' && next.shootingMs <= 0) {
      next = {
        ...next,
        stance: 'aiming',
        shootingMs: 0,
        aimingSinceMs: elapsedMs,
        wind: drawWind(rng),
      };
    }
    if (next.player.isAI && next.nextShotMs <= 0) {
      const aim = aiAimPoint(next.wind, difficulty, rng);
      next = {
        ...loose(next, aim, elapsedMs),
        nextShotMs: aiShotDelay(difficulty, rng),
        wind: drawWind(rng),
      };
    }
    return next;
  });
}

/**
 * `steps` steps of `stepMs`, each running every timed event in time order (archers back to aiming, AI arrows),
 * stopping once the time is up. The archers' clocks run in copies made here, so steps between inputs cost no
 * new state each; one step is the rules' step.
 */
export function runSteps(
  state: ArcheryState,
  steps: number,
  stepMs: number,
): { state: ArcheryState; steps: number } {
  const { durationMs, difficulty } = state;
  // Only this call holds these copies, so it may move their clocks in place.
  const archers = state.archers.map((archer) => ({ ...archer }));
  let elapsedMs = state.elapsedMs;
  let ran = 0;
  while (ran < steps && elapsedMs < durationMs) {
    ran += 1;
    let left = Math.min(stepMs, durationMs - elapsedMs);
    while (left > 0) {
      let slice = left;
      for (const archer of archers) slice = Math.min(slice, nextEventIn(archer));
      left -= slice;
      elapsedMs += slice;
      for (let i = 0; i < archers.length; i++) {
        const archer = archers[i]!;
        if (archer.stance === 'shooting') archer.shootingMs -= slice;
        if (archer.player.isAI) archer.nextShotMs -= slice;
        const settled = settle(archer, elapsedMs, difficulty);
        if (settled !== archer) archers[i] = { ...settled };
      }
    }
  }
  const next = { ...state, elapsedMs, archers };
  return { state: elapsedMs >= durationMs ? { ...next, phase: 'finished' } : next, steps: ran };
}

export function newArcher(player: GamePlayer, difficulty: Difficulty, gameRng: Rng): Archer {
  const rng = createRng(gameRng.int(0, 2 ** 32 - 1));
  const archer: Omit<Archer, 'luck'> = {
    player,
    score: 0,
    shots: 0,
    arrows: [],
    stance: 'aiming',
    shootingMs: 0,
    aimingSinceMs: 0,
    pointer: { x: TARGET_CENTRE, y: TARGET_CENTRE },
    aimOffset: {
      x: rng.range(-START_JITTER_MAX, START_JITTER_MAX),
      y: rng.range(-START_JITTER_MAX, START_JITTER_MAX),
    },
    wind: drawWind(rng),
    nextShotMs: player.isAI ? aiShotDelay(difficulty, rng) : 0,
  };
  return { ...archer, luck: rng.state() };
}
