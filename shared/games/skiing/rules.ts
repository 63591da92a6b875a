// Alpine skiing rules (SPEC §3, §4, §9): pure and deterministic; time and randomness come in as arguments.
// Every seat skis the same course at once, each with its own skier: humans steer theirs with `act`, AI seats
// are steered by ai.ts inside `step`. The skiers run in fixed frames of 1/60 s of game time (frames due =
// floor(elapsed × 60 / 1000)), so the course is skied the same at any screen refresh rate and any split of
// time into steps. The run opens with the shared 3 s countdown (core/countdown.ts); its clock starts at GO.
import type { GameRules } from '../core/types';
import { rankByScore } from '../core/ranking';
import { COUNTDOWN_MS, startCountdown, stepCountdown } from '../core/countdown';
import { FIRST_GATE_Y, GATE_COUNT, GATE_SPACING, GATE_X_MAX, GATE_X_MIN } from './constants';
import { raceMs } from './readouts';
import { newSkier, ski } from './run';
import { penaltySeconds, scoreParts } from './scoring';
import { isSkiingInput, type Gate, type SkiingInput, type SkiingState } from './state';

export type {
  Gate,
  Skier,
  SkiingInput,
  SkiingPhase,
  SkiingState,
  Steering,
  SteerDirection,
} from './state';
export { isSkiingInput } from './state';
export {
  KMH_PER_UNIT_PER_FRAME,
  leanOf,
  nextGate,
  raceMs,
  shownSeconds,
  showsPenaltyNotice,
  skierOf,
  speedKmh,
} from './readouts';
export { penaltySeconds, SCORE_FLOOR_LABEL, scoreParts } from './scoring';
export { nextSpeed } from './run';

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
