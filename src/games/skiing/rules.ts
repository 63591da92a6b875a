// Alpine skiing rules (SPEC §3, §4, §9): pure and deterministic; time and randomness come in as arguments.
// The skier runs in fixed frames of 1/60 s of game time (frames due = floor(elapsed × 60 / 1000)), so the
// same course is skied at any screen refresh rate and any split of time into steps.
import { hasInputType } from '../core/inputGuards';
import type { Rng } from '../../lib/rng';
import type {
  Difficulty,
  GamePlayer,
  GameResultEntry,
  GameRules,
  RulesState,
  ScorePart,
} from '../core/types';
import { HUMAN_PLAYER_ID, HUMAN_PLAYER_NAME } from '../core/players';
import { rankByScore } from '../core/ranking';
import { aiMissesGate } from './ai';
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
  MISSED_GATE_PENALTY_S,
  PENALTY_NOTICE_MS,
  SCORE_BASE_S,
  SCORE_POINTS_PER_SECOND,
  SIDEWAYS_PER_FRAME,
  START_X,
} from './constants';

export type SkiingPhase = 'ready' | 'playing' | 'finished';

/** SPEC §3 ski gate, plus whether it was missed once passed. */
export interface Gate {
  id: number;
  y: number;
  x: number;
  passed: boolean;
  missed: boolean;
}

export type SteerDirection = 'left' | 'right';

/** Another competitor in the room: it passes each gate when you do. */
export interface RivalSkier {
  player: GamePlayer;
  gatesPassed: number;
  missedGates: number;
}

export interface SkiingState extends RulesState {
  phase: SkiingPhase;
  /** The room's difficulty: how often the rivals miss a gate. */
  difficulty: Difficulty;
  skier: GamePlayer;
  rivals: RivalSkier[];
  /** Skier position on the course: x across the field (0..400), y downhill from the start. */
  x: number;
  y: number;
  /** Held steering, kept here so a held key or touch steers every frame until released. */
  steer: Record<SteerDirection, boolean>;
  gates: Gate[];
  gatesPassed: number;
  missedGates: number;
  /** Game time while playing. */
  elapsedMs: number;
  frames: number;
  /** Race time (frames × 1/60 s) at the last gate, or null while skiing. */
  finishMs: number | null;
  /** The '+5 s missed gate' notice shows while elapsedMs is below this. */
  penaltyNoticeUntilMs: number;
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

export const penaltySeconds = (state: Pick<SkiingState, 'missedGates'>) =>
  state.missedGates * MISSED_GATE_PENALTY_S;

/** Race time so far (or at the finish), in ms, without penalties. */
export const raceMs = (state: SkiingState) => state.finishMs ?? state.elapsedMs;

/** What the clock shows: elapsed time plus penalties, in seconds. */
export const shownSeconds = (state: SkiingState) => raceMs(state) / 1000 + penaltySeconds(state);

export const showsPenaltyNotice = (state: SkiingState) =>
  state.phase === 'playing' && state.elapsedMs < state.penaltyNoticeUntilMs;

/** The next gate still to pass, or undefined after the last. */
export const nextGate = (state: SkiingState) => state.gates[state.gatesPassed];

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
  const breakdown: ScorePart[] = [
    { label: `Run ${run.toFixed(2)} s (from ${SCORE_BASE_S} s)`, points: runPoints },
    {
      label: `${missedGates} missed ${missedGates === 1 ? 'gate' : 'gates'} (+${penalty} s)`,
      points: penaltyPoints,
    },
  ];
  if (raw < 0) breakdown.push({ label: 'Floored at 0', points: -raw });
  return { score: Math.max(0, raw), breakdown };
}

const rivalPasses = (rival: RivalSkier, difficulty: Difficulty, rng: Rng): RivalSkier => ({
  ...rival,
  gatesPassed: rival.gatesPassed + 1,
  missedGates: rival.missedGates + (aiMissesGate(difficulty, rng) ? 1 : 0),
});

function runFrame(state: SkiingState, frame: number, rng: Rng): SkiingState {
  const dir = (state.steer.right ? 1 : 0) - (state.steer.left ? 1 : 0);
  const x = Math.min(FIELD_WIDTH, Math.max(0, state.x + dir * SIDEWAYS_PER_FRAME));
  const y = state.y + DOWNHILL_PER_FRAME;
  const gate = nextGate(state);
  if (!gate || y < gate.y) return { ...state, x, y, frames: frame };

  const missed = Math.abs(x - gate.x) > GATE_HALF_WIDTH;
  const gatesPassed = state.gatesPassed + 1;
  const done = gatesPassed >= state.gates.length;
  const atMs = frameTimeMs(frame);
  return {
    ...state,
    x,
    y,
    frames: frame,
    gates: state.gates.with(state.gatesPassed, { ...gate, passed: true, missed }),
    gatesPassed,
    missedGates: state.missedGates + (missed ? 1 : 0),
    rivals: state.rivals.map((rival) => rivalPasses(rival, state.difficulty, rng)),
    penaltyNoticeUntilMs: missed ? atMs + PENALTY_NOTICE_MS : state.penaltyNoticeUntilMs,
    phase: done ? 'finished' : state.phase,
    finishMs: done ? atMs : null,
  };
}

export const skiingRules: GameRules<SkiingState, SkiingInput> = {
  init(players, settings, rng) {
    return {
      phase: 'ready',
      difficulty: settings.difficulty,
      skier: players[0] ?? {
        id: HUMAN_PLAYER_ID,
        name: HUMAN_PLAYER_NAME,
        avatar: HUMAN_PLAYER_NAME,
        isAI: false,
      },
      rivals: players.slice(1).map((player) => ({ player, gatesPassed: 0, missedGates: 0 })),
      x: START_X,
      y: 0,
      steer: { left: false, right: false },
      gates: Array.from({ length: GATE_COUNT }, (_, i) => ({
        id: i + 1,
        y: FIRST_GATE_Y + i * GATE_SPACING,
        x: rng.int(GATE_X_MIN, GATE_X_MAX),
        passed: false,
        missed: false,
      })),
      gatesPassed: 0,
      missedGates: 0,
      elapsedMs: 0,
      frames: 0,
      finishMs: null,
      penaltyNoticeUntilMs: 0,
    };
  },

  step(state, dtMs, rng) {
    if (state.phase !== 'playing' || dtMs <= 0) return state;
    const elapsedMs = state.elapsedMs + dtMs;
    // The tiny epsilon keeps float sums such as 60 × (1000 / 60) ms from losing a frame.
    const due = Math.floor((elapsedMs * FRAMES_PER_SECOND) / 1000 + 1e-6);
    let next: SkiingState = { ...state, elapsedMs };
    for (let frame = state.frames + 1; frame <= due && next.phase === 'playing'; frame++) {
      next = runFrame(next, frame, rng);
    }
    return next;
  },

  act(state, playerId, input) {
    if (!isSkiingInput(input)) return state;
    if (input.type === 'start') {
      return state.phase === 'ready' ? { ...state, phase: 'playing' } : state;
    }
    if (state.phase !== 'playing' || playerId !== state.skier.id) return state;
    if (state.steer[input.direction] === input.held) return state;
    return { ...state, steer: { ...state.steer, [input.direction]: input.held } };
  },

  isInput: isSkiingInput,
  isOver: (state) => state.phase === 'finished',

  results(state) {
    const runMs = raceMs(state);
    const entry = (player: GamePlayer, missedGates: number): Omit<GameResultEntry, 'position'> => ({
      playerId: player.id,
      playerName: player.name,
      playerAvatar: player.avatar,
      ...scoreParts(runMs, missedGates),
      time: runMs / 1000 + penaltySeconds({ missedGates }),
    });
    return rankByScore([
      entry(state.skier, state.missedGates),
      ...state.rivals.map((rival) => entry(rival.player, rival.missedGates)),
    ]);
  },
};
