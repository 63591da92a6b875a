// Alpine skiing rules (SPEC §3, §4, §9): pure and deterministic; time and randomness come in as arguments.
// Every seat skis the same course at once, each with its own skier: humans steer theirs with `act`, AI seats
// are steered by ai.ts inside `step`. The skiers run in fixed frames of 1/60 s of game time (frames due =
// floor(elapsed × 60 / 1000)), so the course is skied the same at any screen refresh rate and any split of
// time into steps. The run opens with the shared 3 s countdown (core/countdown.ts); its clock starts at GO.
import { hasInputType } from '../core/inputGuards';
import type { Rng } from '../../lib/rng';
import type { Difficulty, GamePlayer, GameRules, RulesState, ScorePart } from '../core/types';
import { rankByScore } from '../core/ranking';
import { COUNTDOWN_MS, startCountdown, stepCountdown } from '../core/countdown';
import { aimAt, missChanceAt, steerToward, type SteerDirection } from './ai';
import {
  DOWNHILL_PER_FRAME,
  FIELD_WIDTH,
  FIRST_GATE_Y,
  FRAMES_PER_SECOND,
  GATE_COUNT,
  GATE_HALF_WIDTH,
  GATE_SPACING,
  GATE_X_MAX,
  GATE_X_MIN,
  GLIDE_GAIN_PER_FRAME,
  MISSED_GATE_PENALTY_S,
  PENALTY_NOTICE_MS,
  SCORE_BASE_S,
  SCORE_POINTS_PER_SECOND,
  SIDEWAYS_PER_FRAME,
  SKID_LOSS_PER_FRAME,
  START_X,
  TOP_DOWNHILL_PER_FRAME,
} from './constants';

export type { SteerDirection };

export type SkiingPhase = 'ready' | 'countdown' | 'playing' | 'finished';

/** SPEC §3 ski gate as one skier meets it: passed, and whether it was missed once passed. */
export interface Gate {
  id: number;
  y: number;
  x: number;
  passed: boolean;
  missed: boolean;
}

export type Steering = Readonly<Record<SteerDirection, boolean>>;

/** One seat's skier. Every skier runs the same course (the same gates at the same places). */
export interface Skier {
  player: GamePlayer;
  /** Position on the course: x across the field (0..400), y downhill from the start. */
  x: number;
  y: number;
  /**
   * Downhill speed, units per frame: starts at the spec's 4, builds while running straight up to
   * 6 and bleeds back towards 4 while steering.
   */
  speed: number;
  /** Held steering: a human's keys or touch, an AI's choice for this frame. */
  steer: Steering;
  /** AI seats: where it will cross the next gate, picked when it sets off for it; null until then. */
  aim: number | null;
  gates: readonly Gate[];
  gatesPassed: number;
  missedGates: number;
  /**
   * Race time at its last gate, or null while skiing: the moment within the frame its skier crossed the
   * gate's line, to the hundredth of a second (with speed that varies, runs differ to the hundredth).
   */
  finishMs: number | null;
  /** Its '+5 s missed gate' notice shows while the game's elapsedMs is below this. */
  penaltyNoticeUntilMs: number;
}

export interface SkiingState extends RulesState {
  phase: SkiingPhase;
  /** The room's difficulty: how often the AI skiers miss a gate. */
  difficulty: Difficulty;
  /** One per seat, in the order of the players given to init. */
  skiers: readonly Skier[];
  /** Time left on the 3 s countdown; the run's clock starts at GO. */
  countdownMs: number;
  /** Game time since GO: the same start and clock for every skier. */
  elapsedMs: number;
  frames: number;
}

export type SkiingInput =
  { type: 'start' } | { type: 'steer'; direction: SteerDirection; held: boolean };

export function isSkiingInput(value: unknown): value is SkiingInput {
  if (!hasInputType(value, ['start', 'steer'] as const)) return false;
  return (
    value.type === 'start' ||
    ((value.direction === 'left' || value.direction === 'right') && typeof value.held === 'boolean')
  );
}

const frameTimeMs = (frames: number) => (frames * 1000) / FRAMES_PER_SECOND;

/** Shared steering values, so a frame that steers as the last one keeps the same object. */
const STEERING: Record<SteerDirection | 'none', Steering> = {
  none: { left: false, right: false },
  left: { left: true, right: false },
  right: { left: false, right: true },
};

export const penaltySeconds = (skier: Pick<Skier, 'missedGates'>) =>
  skier.missedGates * MISSED_GATE_PENALTY_S;

/** The skier of the seat with this id, if there is one. */
export const skierOf = (state: SkiingState, playerId: string): Skier | undefined =>
  state.skiers.find((skier) => skier.player.id === playerId);

/** A skier's race time so far (or at its finish), in ms, without penalties. */
export const raceMs = (state: SkiingState, skier: Skier) => skier.finishMs ?? state.elapsedMs;

/** What a skier's clock shows: elapsed time plus penalties, in seconds. */
export const shownSeconds = (state: SkiingState, skier: Skier) =>
  raceMs(state, skier) / 1000 + penaltySeconds(skier);

export const showsPenaltyNotice = (state: SkiingState, skier: Skier) =>
  state.phase === 'playing' && state.elapsedMs < skier.penaltyNoticeUntilMs;

/** The next gate a skier has still to pass, or undefined after its last. */
export const nextGate = (skier: Skier): Gate | undefined => skier.gates[skier.gatesPassed];

/** A speed in units per frame as km/h on the HUD: the spec's 4 a frame shows as 40 km/h. */
export const KMH_PER_UNIT_PER_FRAME = 10;
export const speedKmh = (skier: Pick<Skier, 'speed'>) =>
  Math.round(skier.speed * KMH_PER_UNIT_PER_FRAME);

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

/** −1 steering left, 0 straight, 1 right. */
export const leanOf = (skier: Skier) => (skier.steer.right ? 1 : 0) - (skier.steer.left ? 1 : 0);

/** The breakdown line that lifts a run whose penalties pass 90 s back to a score of 0. */
export const SCORE_FLOOR_LABEL = 'No score below 0';

/** Score and breakdown for a run of `runMs` with `missedGates` penalties; floored at 0. */
export function scoreParts(
  runMs: number,
  missedGates: number,
): { score: number; breakdown: ScorePart[] } {
  const run = runMs / 1000;
  const penalty = penaltySeconds({ missedGates });
  const runPoints = Math.round((SCORE_BASE_S - run) * SCORE_POINTS_PER_SECOND);
  const penaltyPoints = -penalty * SCORE_POINTS_PER_SECOND;
  const raw = runPoints + penaltyPoints;
  const margin = Math.abs(SCORE_BASE_S - run).toFixed(2);
  const against = run <= SCORE_BASE_S ? 'under' : 'over';
  const breakdown: ScorePart[] = [
    {
      label: `Run ${run.toFixed(2)} s (${margin} s ${against} ${SCORE_BASE_S} s)`,
      points: runPoints,
    },
    {
      label: `${missedGates} missed ${missedGates === 1 ? 'gate' : 'gates'} (+${penalty} s)`,
      points: penaltyPoints,
    },
  ];
  if (raw < 0) breakdown.push({ label: SCORE_FLOOR_LABEL, points: -raw });
  return { score: Math.max(0, raw), breakdown };
}

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
function ski(state: SkiingState, dtMs: number, rng: Rng): SkiingState {
  const elapsedMs = state.elapsedMs + dtMs;
  // The tiny epsilon keeps float sums such as 60 × (1000 / 60) ms from losing a frame.
  const due = Math.floor((elapsedMs * FRAMES_PER_SECOND) / 1000 + 1e-6);
  let next: SkiingState = { ...state, elapsedMs };
  for (let frame = state.frames + 1; frame <= due && next.phase === 'playing'; frame++) {
    next = runFrame(next, frame, rng);
  }
  return next;
}

function newSkier(player: GamePlayer, gates: readonly Gate[]): Skier {
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

export const skiingRules: GameRules<SkiingState, SkiingInput> = {
  init(players, settings, rng) {
    const gates: Gate[] = Array.from({ length: GATE_COUNT }, (_, i) => ({
      id: i + 1,
      y: FIRST_GATE_Y + i * GATE_SPACING,
      x: rng.int(GATE_X_MIN, GATE_X_MAX),
      passed: false,
      missed: false,
    }));
    return {
      phase: 'ready',
      difficulty: settings.difficulty,
      skiers: players.map((player) => newSkier(player, gates)),
      countdownMs: COUNTDOWN_MS,
      elapsedMs: 0,
      frames: 0,
    };
  },

  step(state, dtMs, rng) {
    if (dtMs <= 0) return state;
    if (state.phase === 'countdown') {
      return stepCountdown(state, dtMs, 'playing', (live, runMs) => ski(live, runMs, rng));
    }
    return state.phase === 'playing' ? ski(state, dtMs, rng) : state;
  },

  act(state, playerId, input) {
    if (!isSkiingInput(input)) return state;
    const index = state.skiers.findIndex((skier) => skier.player.id === playerId);
    const skier = state.skiers[index];
    if (!skier) return state;
    // Any seat may start the race (who may send it is the host's or the server's call).
    if (input.type === 'start') return startCountdown(state);
    if (state.phase !== 'playing' || skier.player.isAI || skier.finishMs !== null) return state;
    if (skier.steer[input.direction] === input.held) return state;
    const steer = { ...skier.steer, [input.direction]: input.held };
    return { ...state, skiers: state.skiers.with(index, { ...skier, steer }) };
  },

  isInput: isSkiingInput,
  isOver: (state) => state.phase === 'finished',

  results(state) {
    return rankByScore(
      state.skiers.map((skier) => {
        const runMs = raceMs(state, skier);
        return {
          playerId: skier.player.id,
          playerName: skier.player.name,
          playerAvatar: skier.player.avatar,
          ...scoreParts(runMs, skier.missedGates),
          time: runMs / 1000 + penaltySeconds(skier),
        };
      }),
    );
  },
};
