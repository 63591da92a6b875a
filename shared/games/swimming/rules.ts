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

function stroke(swimmer: Swimmer, elapsedMs: number, rng: Rng): Swimmer {
  const gained = STROKE_DISTANCE_FACTOR * rng.range(STROKE_POWER_MIN, STROKE_POWER_MAX);
  const distance = Math.min(RACE_DISTANCE_M, swimmer.distance + gained);
  return {
    ...swimmer,
    distance,
    energy: Math.max(0, swimmer.energy - STROKE_ENERGY_COST),
    strokes: swimmer.strokes + 1,
    strokingMs: STROKING_FLAG_MS,
    finishedAtMs: distance >= RACE_DISTANCE_M ? elapsedMs : null,
  };
}

/** §5: a stroke is ignored unless the game is playing and energy is above 0 (and the swimmer is still racing). */
export function canStroke(state: SwimmingState, swimmer: Swimmer): boolean {
  return state.phase === 'playing' && swimmer.energy > 0 && !hasFinished(swimmer);
}

function withFinishCheck(state: SwimmingState): SwimmingState {
  const over = state.elapsedMs >= state.durationMs || state.swimmers.every(hasFinished);
  return over ? { ...state, phase: 'finished' } : state;
}

function advanceSwimmer(
  swimmer: Swimmer,
  state: SwimmingState,
  dtMs: number,
  regenTicks: number,
  rng: Rng,
): Swimmer {
  let next: Swimmer = {
    ...swimmer,
    energy: Math.min(ENERGY_MAX, swimmer.energy + regenTicks * ENERGY_REGEN_PER_TICK),
    strokingMs: Math.max(0, swimmer.strokingMs - dtMs),
  };
  if (!swimmer.player.isAI) return next;
  let untilDecision = next.nextDecisionMs - dtMs;
  while (untilDecision <= 0) {
    if (canStroke(state, next) && aiWantsToStroke(next.energy, rng)) {
      next = stroke(next, state.elapsedMs, rng);
    }
    untilDecision += nextDecisionDelay(state.difficulty, rng);
  }
  return { ...next, nextDecisionMs: untilDecision };
}

/** dtMs of the race: energy comes back in 100 ms ticks, AI swimmers decide, the race may end. */
function swim(state: SwimmingState, dtMs: number, rng: Rng): SwimmingState {
  const elapsedMs = Math.min(state.durationMs, state.elapsedMs + dtMs);
  const carried = state.regenCarryMs + dtMs;
  const regenTicks = Math.floor(carried / ENERGY_REGEN_TICK_MS);
  const timed: SwimmingState = {
    ...state,
    elapsedMs,
    regenCarryMs: carried - regenTicks * ENERGY_REGEN_TICK_MS,
  };
  const swimmers = state.swimmers.map((s) => advanceSwimmer(s, timed, dtMs, regenTicks, rng));
  return withFinishCheck({ ...timed, swimmers });
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

  step(state, dtMs, rng) {
    if (dtMs <= 0) return state;
    if (state.phase === 'countdown') {
      return stepCountdown(state, dtMs, 'playing', (live, raceMs) => swim(live, raceMs, rng));
    }
    return state.phase === 'playing' ? swim(state, dtMs, rng) : state;
  },

  act(state, playerId, input, rng) {
    if (!isSwimmingInput(input)) return state;
    if (input.type === 'start') return startCountdown(state);
    const index = state.swimmers.findIndex((s) => s.player.id === playerId);
    const swimmer = state.swimmers[index];
    if (!swimmer || !canStroke(state, swimmer)) return state;
    const nextPressMs = bookPress(swimmer.nextPressMs, state.elapsedMs);
    if (nextPressMs === null) return state;
    const stroked = { ...stroke(swimmer, state.elapsedMs, rng), nextPressMs };
    const swimmers = state.swimmers.with(index, stroked);
    return withFinishCheck({ ...state, swimmers });
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
