// Archery rules (SPEC §4, §5, §9): pure and deterministic; time and randomness come in as arguments.
//
// The crosshair is the pointer position plus an aim offset (the archer's unsteady hold): it starts within
// ±10 of the centre, and after each shot the offset is redrawn in ±10 on each axis, so the crosshair jumps
// and must be brought back. An arrow lands at the crosshair pushed by the wind (see constants.ts).
// Timed things (the 1 s shooting state, AI shots every 3–5 s) are countdown fields; step handles them in
// time order, so any split of the time gives the same game.
import { hasInputType, isFiniteIn } from '../core/inputGuards';
import type { Rng } from '../../lib/rng';
import type { Difficulty, GamePlayer, GameResultEntry, GameRules, RulesState } from '../core/types';
import { rankByScore } from '../core/ranking';
import { clamp } from '../../lib/format';
import { aiAimPoint, aiShotDelay } from './ai';
import {
  AIM_OFFSET_MAX,
  SHOOTING_MS,
  START_JITTER_MAX,
  TARGET_CENTRE,
  TARGET_SIZE,
  WIND_MAX,
} from './constants';
import { clampToTarget, windDrift, type Point } from './geometry';
import { ringScore } from './scoring';

export type ArcheryPhase = 'ready' | 'aiming' | 'shooting' | 'finished';

export interface Arrow extends Point {
  points: number;
  /** Game time when it landed. */
  atMs: number;
}

/** SPEC §3 archery player state: score and shots (plus the arrows, for the marks and the breakdown). */
export interface Archer {
  player: GamePlayer;
  score: number;
  shots: number;
  arrows: Arrow[];
  /** AI only: time until its next arrow. */
  nextShotMs: number;
}

export interface ArcheryState extends RulesState {
  /** The local player's state: ready, aiming, shooting (1 s after a shot), finished. */
  phase: ArcheryPhase;
  difficulty: Difficulty;
  durationMs: number;
  elapsedMs: number;
  /** Time left in the shooting state. */
  shootingMs: number;
  /** Where the player points (mouse, touch or arrow keys), in target units. */
  pointer: Point;
  /** Crosshair minus pointer, redrawn in ±10 after each shot. */
  aimOffset: Point;
  /** Wind in its own units, ±5 per axis; positive x blows right, positive y blows up. */
  wind: Point;
  archers: Archer[];
}

export type ArcheryInput =
  | { type: 'start' }
  /** Point at (x, y) in target units. */
  | { type: 'aim'; x: number; y: number }
  /** Move the pointer by (dx, dy), e.g. from the arrow keys. */
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'shoot' };

export function isArcheryInput(value: unknown): value is ArcheryInput {
  if (!hasInputType(value, ['start', 'aim', 'nudge', 'shoot'] as const)) return false;
  if (value.type === 'aim') return isFiniteIn(value.x) && isFiniteIn(value.y);
  if (value.type === 'nudge') return isFiniteIn(value.dx) && isFiniteIn(value.dy);
  return true;
}

export const timeLeftMs = (state: ArcheryState) => Math.max(0, state.durationMs - state.elapsedMs);

/** Where the next arrow is aimed (before the wind). */
export function crosshair(state: ArcheryState): Point {
  return clampToTarget({
    x: state.pointer.x + state.aimOffset.x,
    y: state.pointer.y + state.aimOffset.y,
  });
}

export function accuracyPercent(archer: Archer): number {
  if (archer.shots === 0) return 0;
  return Math.round((archer.arrows.filter((a) => a.points > 0).length / archer.shots) * 100);
}

const offsetDraw = (rng: Rng) => rng.range(-AIM_OFFSET_MAX, AIM_OFFSET_MAX);
const drawWind = (rng: Rng): Point => ({
  x: rng.range(-WIND_MAX, WIND_MAX),
  y: rng.range(-WIND_MAX, WIND_MAX),
});

function loose(archer: Archer, aim: Point, wind: Point, atMs: number): Archer {
  const drift = windDrift(wind);
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

/** Runs every timed event up to dtMs in time order: the end of the shooting state, then AI arrows. */
function runFor(state: ArcheryState, dtMs: number, rng: Rng): ArcheryState {
  let next = state;
  let left = Math.min(dtMs, state.durationMs - state.elapsedMs);
  while (left > 0) {
    const humanEvent = next.phase === 'shooting' ? next.shootingMs : Infinity;
    const aiEvent = Math.min(...next.archers.map((a) => (a.player.isAI ? a.nextShotMs : Infinity)));
    const slice = Math.min(left, humanEvent, aiEvent);
    left -= slice;
    next = {
      ...next,
      elapsedMs: next.elapsedMs + slice,
      shootingMs: next.phase === 'shooting' ? next.shootingMs - slice : next.shootingMs,
      archers: next.archers.map((a) =>
        a.player.isAI ? { ...a, nextShotMs: a.nextShotMs - slice } : a,
      ),
    };
    if (next.phase === 'shooting' && next.shootingMs <= 0) {
      next = { ...next, phase: 'aiming', shootingMs: 0, wind: drawWind(rng) };
    }
    const { wind, difficulty, elapsedMs } = next;
    next = {
      ...next,
      archers: next.archers.map((a) =>
        a.player.isAI && a.nextShotMs <= 0
          ? {
              ...loose(a, aiAimPoint(wind, difficulty, rng), wind, elapsedMs),
              nextShotMs: aiShotDelay(rng),
            }
          : a,
      ),
    };
  }
  return next.elapsedMs >= next.durationMs ? { ...next, phase: 'finished' } : next;
}

export const archeryRules: GameRules<ArcheryState, ArcheryInput> = {
  init(players, settings, rng) {
    return {
      phase: 'ready',
      difficulty: settings.difficulty,
      durationMs: settings.duration * 1000,
      elapsedMs: 0,
      shootingMs: 0,
      pointer: { x: TARGET_CENTRE, y: TARGET_CENTRE },
      aimOffset: {
        x: rng.range(-START_JITTER_MAX, START_JITTER_MAX),
        y: rng.range(-START_JITTER_MAX, START_JITTER_MAX),
      },
      wind: drawWind(rng),
      archers: players.map((player) => ({
        player,
        score: 0,
        shots: 0,
        arrows: [],
        nextShotMs: player.isAI ? aiShotDelay(rng) : 0,
      })),
    };
  },

  step(state, dtMs, rng) {
    if ((state.phase !== 'aiming' && state.phase !== 'shooting') || dtMs <= 0) return state;
    return runFor(state, dtMs, rng);
  },

  act(state, playerId, input, rng) {
    if (!isArcheryInput(input)) return state;
    switch (input.type) {
      case 'start':
        return state.phase === 'ready' ? { ...state, phase: 'aiming' } : state;
      case 'aim':
      case 'nudge': {
        if (state.phase !== 'aiming' && state.phase !== 'shooting') return state;
        const target =
          input.type === 'aim'
            ? { x: input.x, y: input.y }
            : { x: state.pointer.x + input.dx, y: state.pointer.y + input.dy };
        const pointer = {
          x: clamp(target.x, 0, TARGET_SIZE),
          y: clamp(target.y, 0, TARGET_SIZE),
        };
        if (!Number.isFinite(pointer.x) || !Number.isFinite(pointer.y)) return state;
        if (pointer.x === state.pointer.x && pointer.y === state.pointer.y) return state;
        return { ...state, pointer };
      }
      case 'shoot': {
        // §5: a shot is allowed only in the aiming state.
        if (state.phase !== 'aiming') return state;
        const index = state.archers.findIndex((a) => a.player.id === playerId);
        const archer = state.archers[index];
        if (!archer) return state;
        const shot = loose(archer, crosshair(state), state.wind, state.elapsedMs);
        return {
          ...state,
          phase: 'shooting',
          shootingMs: SHOOTING_MS,
          aimOffset: { x: offsetDraw(rng), y: offsetDraw(rng) },
          archers: state.archers.with(index, shot),
        };
      }
    }
  },

  isInput: isArcheryInput,
  isOver: (state) => state.phase === 'finished',

  results(state) {
    return rankByScore(
      state.archers.map((archer) => {
        const last = archer.arrows.at(-1);
        const entry: Omit<GameResultEntry, 'position'> = {
          playerId: archer.player.id,
          playerName: archer.player.name,
          playerAvatar: archer.player.avatar,
          score: archer.score,
          // Time used: when the archer's last arrow landed (equal scores go to whoever got there first).
          time: (last?.atMs ?? 0) / 1000,
          accuracy: accuracyPercent(archer),
          breakdown: breakdown(archer),
        };
        return entry;
      }),
    );
  },
};

/** The score by ring: '3 × 10', '2 × 9'…, and misses at 0. */
function breakdown(archer: Archer) {
  const counts = new Map<number, number>();
  for (const arrow of archer.arrows) counts.set(arrow.points, (counts.get(arrow.points) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => b - a)
    .map(([points, count]) => ({
      label: points === 0 ? `${count} × miss` : `${count} × ${points}`,
      points: points * count,
    }));
}
