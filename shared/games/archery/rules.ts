// Archery rules (SPEC §4, §5, §9): pure and deterministic; time and randomness come in as arguments.
//
// Every archer (human or AI) has their own crosshair, stance and wind. The crosshair is the pointer position
// plus an aim offset (the archer's unsteady hold): it starts within ±10 of the centre, and after each shot the
// offset is redrawn in ±10 on each axis, so the crosshair jumps and must be brought back. An arrow lands at the
// crosshair pushed by the archer's wind (see constants.ts), which is redrawn when they aim again. Timed things
// (each archer's 1 s shooting state, AI shots every 3–5 s) are countdown fields; step handles them in time
// order, so any split of the time gives the same game.
import { detCos, detSin } from '../core/detMath';
import { hasInputType, isFiniteIn } from '../core/inputGuards';
import { createRng, type Rng } from '../../lib/rng';
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
  STEADY_MS,
  SWAY_MAX,
} from './constants';
import { clampToTarget, windDrift, type Point } from './geometry';
import { ringScore } from './scoring';

/** The game's phase; each archer has their own aiming/shooting stance while it plays. */
export type ArcheryPhase = 'ready' | 'playing' | 'finished';
/** SPEC §4 as one archer lives it: ready, aiming, shooting (1 s after their shot), finished. */
export type ArcherPhase = 'ready' | 'aiming' | 'shooting' | 'finished';

export interface Arrow extends Point {
  points: number;
  /** Game time when it landed. */
  atMs: number;
}

/** SPEC §3 archery player state: score and shots, plus the archer's own aim, stance and wind. */
export interface Archer {
  player: GamePlayer;
  score: number;
  shots: number;
  arrows: Arrow[];
  /** Aiming, or shooting for the second after their own shot (SPEC §4). */
  stance: 'aiming' | 'shooting';
  /** Time left in the shooting stance. */
  shootingMs: number;
  /** Game time the archer was last back to aiming (the bow steadies from then on). */
  aimingSinceMs: number;
  /** Where the archer points (mouse, touch or arrow keys), in target units. */
  pointer: Point;
  /** Crosshair minus pointer, redrawn in ±10 after each of the archer's shots. */
  aimOffset: Point;
  /** The wind the archer's next arrow flies in (±5 per axis), redrawn after each of their arrows. */
  wind: Point;
  /** AI only: time until its next arrow. */
  nextShotMs: number;
  /**
   * The archer's own random stream (its RNG state): their aim offsets, winds and an AI's arrows are drawn
   * from it, so one archer's shots never change another's luck (nor an AI's timing).
   */
  luck: number;
}

export interface ArcheryState extends RulesState {
  phase: ArcheryPhase;
  difficulty: Difficulty;
  durationMs: number;
  elapsedMs: number;
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

export const archerOf = (state: ArcheryState, playerId: string): Archer | undefined =>
  state.archers.find((archer) => archer.player.id === playerId);

/** Where an archer's next arrow is aimed (before the wind). */
export function crosshairOf(archer: Archer): Point {
  return clampToTarget({
    x: archer.pointer.x + archer.aimOffset.x,
    y: archer.pointer.y + archer.aimOffset.y,
  });
}

/** SPEC §4's states for one archer (a viewer with no seat sees the game's phase). */
export function archerPhase(state: ArcheryState, playerId: string): ArcherPhase {
  if (state.phase !== 'playing') return state.phase;
  return archerOf(state, playerId)?.stance ?? 'aiming';
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

/** How far a person's arrow may stray from the crosshair, `aimedMs` after they were back to aiming. */
export function swayRadius(aimedMs: number): number {
  const unsteady = Math.max(0, 1 - aimedMs / STEADY_MS);
  return SWAY_MAX * unsteady * unsteady;
}

/** A point uniformly within `radius` of `aim` (two draws from the archer's stream, whatever the radius). */
function swayed(aim: Point, radius: number, rng: Rng): Point {
  const angle = rng.range(0, 2 * Math.PI);
  const distance = radius * Math.sqrt(rng.next());
  return { x: aim.x + distance * detCos(angle), y: aim.y + distance * detSin(angle) };
}

/** An arrow aimed at `aim` flies in the archer's wind and lands. */
function loose(archer: Archer, aim: Point, atMs: number): Archer {
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
function withLuck(archer: Archer, change: (archer: Archer, rng: Rng) => Archer): Archer {
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
function runFor(state: ArcheryState, dtMs: number): ArcheryState {
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

function newArcher(player: GamePlayer, difficulty: Difficulty, gameRng: Rng): Archer {
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

/** A human seat's archer by id, with its index, or null (an unknown id or an AI seat). */
function humanSeat(state: ArcheryState, playerId: string): [number, Archer] | null {
  const index = state.archers.findIndex((a) => a.player.id === playerId && !a.player.isAI);
  const archer = state.archers[index];
  return archer ? [index, archer] : null;
}

export const archeryRules: GameRules<ArcheryState, ArcheryInput> = {
  init(players, settings, rng) {
    return {
      phase: 'ready',
      difficulty: settings.difficulty,
      durationMs: settings.duration * 1000,
      elapsedMs: 0,
      archers: players.map((player) => newArcher(player, settings.difficulty, rng)),
    };
  },

  step(state, dtMs) {
    if (state.phase !== 'playing' || dtMs <= 0) return state;
    return runFor(state, dtMs);
  },

  act(state, playerId, input) {
    if (!isArcheryInput(input)) return state;
    if (input.type === 'start') {
      // Any seat may start (the game server lets only the host send it); a stranger may not.
      const seated = state.archers.some((a) => a.player.id === playerId);
      return state.phase === 'ready' && seated ? { ...state, phase: 'playing' } : state;
    }
    if (state.phase !== 'playing') return state;
    const seat = humanSeat(state, playerId);
    if (!seat) return state;
    const [index, archer] = seat;
    if (input.type === 'shoot') {
      // §5: a shot is allowed only in the aiming state.
      if (archer.stance !== 'aiming') return state;
      const shot = withLuck(archer, (current, rng) => ({
        ...loose(
          current,
          swayed(crosshairOf(current), swayRadius(state.elapsedMs - current.aimingSinceMs), rng),
          state.elapsedMs,
        ),
        stance: 'shooting',
        shootingMs: SHOOTING_MS,
        aimOffset: { x: offsetDraw(rng), y: offsetDraw(rng) },
      }));
      return { ...state, archers: state.archers.with(index, shot) };
    }
    const target =
      input.type === 'aim'
        ? { x: input.x, y: input.y }
        : { x: archer.pointer.x + input.dx, y: archer.pointer.y + input.dy };
    const pointer = { x: clamp(target.x, 0, TARGET_SIZE), y: clamp(target.y, 0, TARGET_SIZE) };
    if (pointer.x === archer.pointer.x && pointer.y === archer.pointer.y) return state;
    return { ...state, archers: state.archers.with(index, { ...archer, pointer }) };
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
