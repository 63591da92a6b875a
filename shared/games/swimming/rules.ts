// Swimming rules (SPEC §4, §5, §9): pure and deterministic; time and randomness come in as arguments.
import { bookPress } from '../core/inputCeiling';
import { hasInputType } from '../core/inputGuards';
import type { Rng } from '../../lib/rng';
import type { Difficulty, GamePlayer, GameResultEntry, GameRules, RulesState } from '../core/types';
import { rankByScore } from '../core/ranking';
import { COUNTDOWN_MS, startCountdown, stepCountdown } from '../core/countdown';
import { aiWantsToStroke } from './ai';
import {
  AI_DECISION_MS,
  ENERGY_MAX,
  ENERGY_REGEN_PER_TICK,
  ENERGY_REGEN_TICK_MS,
  ENERGY_START,
  RACE_DISTANCE_M,
  SCORE_DISTANCE_POINTS,
  SCORE_POINTS_PER_REMAINING_SECOND,
  STROKE_DISTANCE_FACTOR,
  STROKE_ENERGY_COST,
  STROKE_POWER_MAX,
  STROKE_POWER_MIN,
  STROKING_FLAG_MS,
} from './constants';

export type SwimmingPhase = 'ready' | 'countdown' | 'playing' | 'finished';

export interface Swimmer {
  player: GamePlayer;
  /** Metres, 0..100. */
  distance: number;
  /** Percent, 0..100. */
  energy: number;
  strokes: number;
  /** Time left on the 'stroking' flag. */
  strokingMs: number;
  /** Race time when this swimmer touched the wall, or null. */
  finishedAtMs: number | null;
  /** AI only: time until its next decision. */
  nextDecisionMs: number;
  /** Race time of this swimmer's next press slot (the 15-a-second ceiling, core/inputCeiling.ts). */
  nextPressMs: number;
}

export interface SwimmingState extends RulesState {
  phase: SwimmingPhase;
  /** Time left on the 3 s countdown (core/countdown.ts); the race's clock starts at GO. */
  countdownMs: number;
  durationMs: number;
  difficulty: Difficulty;
  /** Race time since GO. */
  elapsedMs: number;
  /** Time carried over towards the next energy regeneration tick. */
  regenCarryMs: number;
  swimmers: Swimmer[];
}

export type SwimmingInput = { type: 'start' } | { type: 'stroke' };

export function isSwimmingInput(value: unknown): value is SwimmingInput {
  return hasInputType(value, ['start', 'stroke'] as const);
}

export const timeLeftMs = (state: SwimmingState) => Math.max(0, state.durationMs - state.elapsedMs);

export const isStroking = (swimmer: Swimmer) => swimmer.strokingMs > 0;

const hasFinished = (swimmer: Swimmer) => swimmer.distance >= RACE_DISTANCE_M;

function nextDecisionDelay(difficulty: Difficulty, rng: Rng) {
  const { min, max } = AI_DECISION_MS[difficulty];
  return rng.int(min, max);
}

/** A stroke, written into `swimmer` (a copy its caller owns). */
function strokeInto(swimmer: Swimmer, elapsedMs: number, rng: Rng) {
  const gained = STROKE_DISTANCE_FACTOR * rng.range(STROKE_POWER_MIN, STROKE_POWER_MAX);
  const distance = Math.min(RACE_DISTANCE_M, swimmer.distance + gained);
  swimmer.distance = distance;
  swimmer.energy = Math.max(0, swimmer.energy - STROKE_ENERGY_COST);
  swimmer.strokes += 1;
  swimmer.strokingMs = STROKING_FLAG_MS;
  swimmer.finishedAtMs = distance >= RACE_DISTANCE_M ? elapsedMs : null;
}

/** §5: a stroke is ignored unless the game is playing and energy is above 0 (and the swimmer is still racing). */
export function canStroke(state: SwimmingState, swimmer: Swimmer): boolean {
  return state.phase === 'playing' && swimmer.energy > 0 && !hasFinished(swimmer);
}

const isFinished = (state: SwimmingState) =>
  state.elapsedMs >= state.durationMs || state.swimmers.every(hasFinished);

/** dtMs of one swimmer's race, written into `swimmer` (a copy the caller owns). */
function advanceSwimmerInto(
  swimmer: Swimmer,
  state: SwimmingState,
  dtMs: number,
  regenTicks: number,
  rng: Rng,
) {
  swimmer.energy = Math.min(ENERGY_MAX, swimmer.energy + regenTicks * ENERGY_REGEN_PER_TICK);
  swimmer.strokingMs = Math.max(0, swimmer.strokingMs - dtMs);
  if (!swimmer.player.isAI) return;
  let untilDecision = swimmer.nextDecisionMs - dtMs;
  while (untilDecision <= 0) {
    if (canStroke(state, swimmer) && aiWantsToStroke(swimmer.energy, rng)) {
      strokeInto(swimmer, state.elapsedMs, rng);
    }
    untilDecision += nextDecisionDelay(state.difficulty, rng);
  }
  swimmer.nextDecisionMs = untilDecision;
}

/**
 * dtMs of the race, written into `state` (a copy the caller owns, swimmers too): energy comes back in 100 ms
 * ticks, AI swimmers decide, the race may end.
 */
function swimInto(state: SwimmingState, dtMs: number, rng: Rng) {
  const carried = state.regenCarryMs + dtMs;
  const regenTicks = Math.floor(carried / ENERGY_REGEN_TICK_MS);
  state.elapsedMs = Math.min(state.durationMs, state.elapsedMs + dtMs);
  state.regenCarryMs = carried - regenTicks * ENERGY_REGEN_TICK_MS;
  for (const swimmer of state.swimmers) advanceSwimmerInto(swimmer, state, dtMs, regenTicks, rng);
  if (isFinished(state)) state.phase = 'finished';
}

/** A copy of `state` whose swimmers may be written to (the rules' callers never see it written). */
const ownedCopy = (state: SwimmingState): SwimmingState => ({
  ...state,
  swimmers: state.swimmers.map((swimmer) => ({ ...swimmer })),
});

function swim(state: SwimmingState, dtMs: number, rng: Rng): SwimmingState {
  const next = ownedCopy(state);
  swimInto(next, dtMs, rng);
  return next;
}

function step(state: SwimmingState, dtMs: number, rng: Rng): SwimmingState {
  if (dtMs <= 0) return state;
  if (state.phase === 'countdown') {
    return stepCountdown(state, dtMs, 'playing', (live, raceMs) => swim(live, raceMs, rng));
  }
  return state.phase === 'playing' ? swim(state, dtMs, rng) : state;
}

export const swimmingRules: GameRules<SwimmingState, SwimmingInput> = {
  init(players, settings, rng) {
    return {
      phase: 'ready',
      countdownMs: COUNTDOWN_MS,
      durationMs: settings.duration * 1000,
      difficulty: settings.difficulty,
      elapsedMs: 0,
      regenCarryMs: 0,
      swimmers: players.map((player) => ({
        player,
        distance: 0,
        energy: ENERGY_START,
        strokes: 0,
        strokingMs: 0,
        finishedAtMs: null,
        nextDecisionMs: nextDecisionDelay(settings.difficulty, rng),
        nextPressMs: 0,
      })),
    };
  },

  step,

  // The server and every browser step a race 5 times a tick: one copy of the race for all of them, not
  // one a step (the same arithmetic in the same order; core/stepMany.test.ts plays games both ways).
  stepMany(state, steps, stepMs, rng) {
    if (stepMs <= 0 || state.phase === 'ready') return { state, steps };
    let next = state;
    let ran = 0;
    for (; ran < steps && next.phase === 'countdown'; ran += 1) next = step(next, stepMs, rng);
    if (ran < steps && next.phase === 'playing') {
      const owned = ownedCopy(next);
      for (; ran < steps && owned.phase === 'playing'; ran += 1) swimInto(owned, stepMs, rng);
      next = owned;
    }
    return { state: next, steps: ran };
  },

  act(state, playerId, input, rng) {
    if (!isSwimmingInput(input)) return state;
    if (input.type === 'start') return startCountdown(state);
    const index = state.swimmers.findIndex((s) => s.player.id === playerId);
    const swimmer = state.swimmers[index];
    if (!swimmer || !canStroke(state, swimmer)) return state;
    const nextPressMs = bookPress(swimmer.nextPressMs, state.elapsedMs);
    if (nextPressMs === null) return state;
    const stroked = { ...swimmer, nextPressMs };
    strokeInto(stroked, state.elapsedMs, rng);
    const next = { ...state, swimmers: state.swimmers.with(index, stroked) };
    if (isFinished(next)) next.phase = 'finished';
    return next;
  },

  isInput: isSwimmingInput,
  isOver: (state) => state.phase === 'finished',

  results(state) {
    return rankByScore(
      state.swimmers.map((swimmer) => {
        const { player, distance, finishedAtMs } = swimmer;
        const endMs = finishedAtMs ?? state.elapsedMs;
        const remainingSeconds = (state.durationMs - endMs) / 1000;
        const distancePoints = (distance / RACE_DISTANCE_M) * SCORE_DISTANCE_POINTS;
        const score = Math.round(
          distancePoints + remainingSeconds * SCORE_POINTS_PER_REMAINING_SECOND,
        );
        const roundedDistancePoints = Math.round(distancePoints);
        const entry: Omit<GameResultEntry, 'position'> = {
          playerId: player.id,
          playerName: player.name,
          playerAvatar: player.avatar,
          score,
          time: endMs / 1000,
          breakdown: [
            { label: `Distance ${distance.toFixed(1)} m`, points: roundedDistancePoints },
            { label: 'Time bonus', points: score - roundedDistancePoints },
          ],
        };
        return entry;
      }),
    );
  },
};
