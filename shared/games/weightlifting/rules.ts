// Weightlifting rules (SPEC §4, §8, §9): pure and deterministic; time and randomness come in as arguments.
// Every seat is a lifter with three attempts of its own. Lifting: each press adds 5 to the bar, which decays
// 2 per 100 ms; at 100 the hold begins, and the lift is worth the weight if the bar went up within 8 s, else
// that share of it (liftWorthKg). Holding: the marker runs 2 per 20 ms and wraps at 100; a hold within 10 of
// the target lifts what the lift is worth. Lifting and holding share the attempt's time limit; when
// it runs out the attempt fails ('Time!'). Result: 2 s, then the next attempt (bar reset; +20 kg after a
// success) or, after the third, the lifter is done. An AI seat's attempt takes it a drawn time, then it lifts
// or not by its chance. The game: ready, then every lifter on its own attempts, finished when all are done.
import { bookPress } from '../core/inputCeiling';
import type { GameRules } from '../core/types';
import { rankByScore } from '../core/ranking';
import { newLifter, move, runLifter, runLifterSteps } from './lifter';
import { liftSummary } from './readouts';
import { isWeightliftingInput, type WeightliftingInput, type WeightliftingState } from './state';
import { attemptTimeMs } from './constants';

export type {
  HoldGrade,
  Lift,
  Lifter,
  LifterPhase,
  WeightliftingInput,
  WeightliftingPhase,
  WeightliftingState,
} from './state';
export { isWeightliftingInput } from './state';
export {
  attemptLeftMs,
  fullLiftLeftS,
  holdGrade,
  isInZone,
  liftMessage,
  lifterOf,
  liftSummary,
  messageFor,
  worthNowKg,
} from './readouts';
export { barTrend } from './liftingBar';
export { aiLiftMs } from './lifter';

export const weightliftingRules: GameRules<WeightliftingState, WeightliftingInput> = {
  init(players, settings, rng) {
    const attemptLimitMs = attemptTimeMs(settings.duration);
    return {
      phase: 'ready',
      lifters: players.map((player) => newLifter(player, settings.difficulty, attemptLimitMs, rng)),
      attemptLimitMs,
      difficulty: settings.difficulty,
      elapsedMs: 0,
    };
  },

  step(state, dtMs) {
    if (state.phase !== 'lifting') return state;
    const lifters = state.lifters.map((lifter) => runLifter(lifter, dtMs, state));
    if (lifters.some((lifter) => lifter.phase !== 'done')) {
      return { ...state, lifters, elapsedMs: state.elapsedMs + dtMs };
    }
    const lastDoneMs = Math.max(state.elapsedMs, ...lifters.map((l) => l.doneMs ?? 0));
    return { ...state, lifters, phase: 'finished', elapsedMs: lastDoneMs };
  },

  // Each lifter runs on its own clock; the game reads them together only to end once every one is done. So
  // each lifter runs all the steps at once (stopping when done), and the game ends on the step that finished
  // its last lifter, as it would stepping once a step.
  stepMany(state, steps, stepMs) {
    if (steps <= 0) return { state, steps: 0 };
    if (state.phase !== 'lifting') return { state, steps };
    const runs = state.lifters.map((lifter) => runLifterSteps(lifter, steps, stepMs, state));
    const lifters = runs.map((run) => run.lifter);
    if (lifters.some((lifter) => lifter.phase !== 'done')) {
      let elapsedMs = state.elapsedMs;
      for (let i = 0; i < steps; i++) elapsedMs += stepMs;
      return { state: { ...state, lifters, elapsedMs }, steps };
    }
    // The game's last step: the one its last lifter was done in (the first step, when none was left).
    const ran = Math.max(1, ...runs.map((run) => run.steps));
    let beforeLastMs = state.elapsedMs;
    for (let i = 1; i < ran; i++) beforeLastMs += stepMs;
    const lastDoneMs = Math.max(beforeLastMs, ...lifters.map((l) => l.doneMs ?? 0));
    return { state: { ...state, lifters, phase: 'finished', elapsedMs: lastDoneMs }, steps: ran };
  },

  act(state, playerId, input) {
    if (!isWeightliftingInput(input)) return state;
    const seat = state.lifters.findIndex((lifter) => lifter.player.id === playerId);
    const lifter = state.lifters[seat];
    if (!lifter) return state;
    if (input.type === 'start') {
      return state.phase === 'ready' ? { ...state, phase: 'lifting' } : state;
    }
    if (state.phase !== 'lifting' || lifter.player.isAI) return state;
    // Lift presses (LIFT! and Space while lifting) count at most 15 a second; a hold is one press.
    let pressed = lifter;
    if (lifter.phase === 'lifting' && (input.type === 'lift' || input.type === 'press')) {
      const nextPressMs = bookPress(lifter.nextPressMs, state.elapsedMs);
      if (nextPressMs === null) return state;
      pressed = { ...lifter, nextPressMs };
    }
    const moved = move(pressed, input.type);
    if (moved === pressed) return state;
    return { ...state, lifters: state.lifters.map((l, i) => (i === seat ? moved : l)) };
  },

  isInput: isWeightliftingInput,
  isOver: (state) => state.phase === 'finished',

  results(state) {
    return rankByScore(
      state.lifters.map((lifter) => ({
        playerId: lifter.player.id,
        playerName: lifter.player.name,
        playerAvatar: lifter.player.avatar,
        score: lifter.totalKg,
        time: (lifter.doneMs ?? state.elapsedMs) / 1000,
        breakdown: lifter.lifts.map((l, i) => ({
          label: `Attempt ${i + 1} · ${liftSummary(l)}`,
          points: l.liftedKg,
        })),
      })),
    );
  },
};
