// The run in fixed frames of 1/60 s: each skier (an AI steering first) moves at its own speed, which builds
// running straight and bleeds when steered, and passes or misses its next gate.
import type { Rng } from '../../lib/rng';
import type { Difficulty, GamePlayer } from '../core/types';
import { aimAt, missChanceAt, steerToward, type SteerDirection } from './ai';
import {
  DOWNHILL_PER_FRAME,
  FIELD_WIDTH,
  FRAMES_PER_SECOND,
  GATE_HALF_WIDTH,
  GLIDE_GAIN_PER_FRAME,
  PENALTY_NOTICE_MS,
  SIDEWAYS_PER_FRAME,
  SKID_LOSS_PER_FRAME,
  START_X,
  TOP_DOWNHILL_PER_FRAME,
} from './constants';
import { nextGate } from './readouts';
import type { Gate, Skier, SkiingState, Steering } from './state';

const frameTimeMs = (frames: number) => (frames * 1000) / FRAMES_PER_SECOND;

/** Shared steering values, so a frame that steers as the last one keeps the same object. */
const STEERING: Record<SteerDirection | 'none', Steering> = {
  none: { left: false, right: false },
  left: { left: true, right: false },
  right: { left: false, right: true },
};

/**
 * The speed after one frame steered in `dir` (−1, 0 or 1): running straight builds it by
 * GLIDE_GAIN_PER_FRAME up to TOP_DOWNHILL_PER_FRAME, steering bleeds SKID_LOSS_PER_FRAME down to the spec's
 * DOWNHILL_PER_FRAME. Kept to 1/1000 so the sums stay exact enough to replay on any machine.
 */
export function nextSpeed(speed: number, dir: number): number {
  const raw = dir === 0 ? speed + GLIDE_GAIN_PER_FRAME : speed - SKID_LOSS_PER_FRAME;
  return thousandths(Math.min(TOP_DOWNHILL_PER_FRAME, Math.max(DOWNHILL_PER_FRAME, raw)));
}

/** Speeds and positions are kept to 1/1000 of a unit, so float sums never drift from the numbers shown. */
const thousandths = (value: number) => Math.round(value * 1000) / 1000;

/** One frame of one skier: an AI steers first, then the skier moves and may pass its next gate. */
function skiFrame(skier: Skier, frame: number, difficulty: Difficulty, rng: Rng): Skier {
  const gate = nextGate(skier);
  if (!gate || skier.finishMs !== null) return skier;
  let { aim, steer } = skier;
  if (skier.player.isAI) {
    aim ??= aimAt(
      gate.x,
      difficulty,
      rng,
      skier.gates[skier.gatesPassed + 1]?.x ?? null,
      missChanceAt(difficulty, skier.gatesPassed, skier.missedGates),
    );
    steer = STEERING[steerToward(skier.x, aim) ?? 'none'];
  }
  const dir = (steer.right ? 1 : 0) - (steer.left ? 1 : 0);
  const x = Math.min(FIELD_WIDTH, Math.max(0, skier.x + dir * SIDEWAYS_PER_FRAME));
  // The frame is run at the speed it starts with; the frame's steering sets the next one's.
  const y = thousandths(skier.y + skier.speed);
  const speed = nextSpeed(skier.speed, dir);
  if (y < gate.y) return { ...skier, x, y, speed, steer, aim };

  const missed = Math.abs(x - gate.x) > GATE_HALF_WIDTH;
  const gatesPassed = skier.gatesPassed + 1;
  // When within this frame the skier crossed the gate's line, to the hundredth of a second the clock shows.
  const atMs = Math.round(frameTimeMs(frame - 1 + (gate.y - skier.y) / skier.speed) / 10) * 10;
  return {
    ...skier,
    x,
    y,
    speed,
    steer,
    aim: null,
    gates: skier.gates.with(skier.gatesPassed, { ...gate, passed: true, missed }),
    gatesPassed,
    missedGates: skier.missedGates + (missed ? 1 : 0),
    penaltyNoticeUntilMs: missed ? atMs + PENALTY_NOTICE_MS : skier.penaltyNoticeUntilMs,
    finishMs: gatesPassed >= skier.gates.length ? atMs : null,
  };
}

function runFrame(state: SkiingState, frame: number, rng: Rng): SkiingState {
  const skiers = state.skiers.map((skier) => skiFrame(skier, frame, state.difficulty, rng));
  const done = skiers.every((skier) => skier.finishMs !== null);
  return { ...state, skiers, frames: frame, phase: done ? 'finished' : state.phase };
}

/** dtMs of the run, in the fixed frames due by then. */
export function ski(state: SkiingState, dtMs: number, rng: Rng): SkiingState {
  const elapsedMs = state.elapsedMs + dtMs;
  // The tiny epsilon keeps float sums such as 60 × (1000 / 60) ms from losing a frame.
  const due = Math.floor((elapsedMs * FRAMES_PER_SECOND) / 1000 + 1e-6);
  let next: SkiingState = { ...state, elapsedMs };
  for (let frame = state.frames + 1; frame <= due && next.phase === 'playing'; frame++) {
    next = runFrame(next, frame, rng);
  }
  return next;
}

export function newSkier(player: GamePlayer, gates: readonly Gate[]): Skier {
  return {
    player,
    x: START_X,
    y: 0,
    speed: DOWNHILL_PER_FRAME,
    steer: STEERING.none,
    aim: null,
    gates,
    gatesPassed: 0,
    missedGates: 0,
    finishMs: null,
    penaltyNoticeUntilMs: 0,
  };
}
