// An archer's arrows and time: the sway of a bow not yet steady, an arrow loosed into the wind, the shooting
// second, an AI's arrows, each drawn from the archer's own random stream; runFor runs them in time order.
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

function passTime(archer: Archer, ms: number): Archer {
  return {
    ...archer,
    shootingMs: archer.stance === 'shooting' ? archer.shootingMs - ms : archer.shootingMs,
    nextShotMs: archer.player.isAI ? archer.nextShotMs - ms : archer.nextShotMs,
  };
}

/** Runs `change` with the archer's own random stream and keeps where the stream got to. */
export function withLuck(archer: Archer, change: (archer: Archer, rng: Rng) => Archer): Archer {
  const rng = createRng(archer.luck);
  return { ...change(archer, rng), luck: rng.state() };
}

/** What falls due now: back to aiming (in a new wind), or an AI's arrow. */
function settle(archer: Archer, state: ArcheryState): Archer {
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
        aimingSinceMs: state.elapsedMs,
        wind: drawWind(rng),
      };
    }
    if (next.player.isAI && next.nextShotMs <= 0) {
      const aim = aiAimPoint(next.wind, state.difficulty, rng);
      next = {
        ...loose(next, aim, state.elapsedMs),
        nextShotMs: aiShotDelay(state.difficulty, rng),
        wind: drawWind(rng),
      };
    }
    return next;
  });
}

/** Runs every timed event up to dtMs in time order: archers back to aiming, AI arrows. */
export function runFor(state: ArcheryState, dtMs: number): ArcheryState {
  let next = state;
  let left = Math.min(dtMs, state.durationMs - state.elapsedMs);
  while (left > 0) {
    const slice = Math.min(left, ...next.archers.map(nextEventIn));
    left -= slice;
    next = {
      ...next,
      elapsedMs: next.elapsedMs + slice,
      archers: next.archers.map((a) => passTime(a, slice)),
    };
    const now = next;
    next = { ...next, archers: next.archers.map((a) => settle(a, now)) };
  }
  return next.elapsedMs >= next.durationMs ? { ...next, phase: 'finished' } : next;
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
