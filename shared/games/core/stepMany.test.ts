// A game's stepMany must give exactly what its step gives called once per step: the browser's clock, the game
// server and the re-play of a run all step through it, and a verified score is a re-played one.
import fc from 'fast-check';
import { createRng, type Rng } from '../../lib/rng';
import { practicePlayers } from '../../runs/replayRun';
import { archeryRules } from '../archery/rules';
import { TARGET_SIZE } from '../archery/constants';
import { basketballRules } from '../basketball/rules';
import { swimmingRules, type SwimmingState } from '../swimming/rules';
import { weightliftingRules, type WeightliftingState } from '../weightlifting/rules';
import { FIXED_STEP_MS } from './fixedStep';
import { HUMAN_PLAYER_ID } from './players';
import { initGame, perform, runSteps } from './runner';
import type { Difficulty, GameRules, RulesState } from './types';

/** The rules' own step, once per step, stopping once over: what stepMany stands in for. */
function stepOneByOne<S extends RulesState, I>(
  rules: GameRules<S, I>,
  state: S,
  steps: number,
  stepMs: number,
  rng: Rng,
) {
  return runSteps({ ...rules, stepMany: undefined }, state, steps, stepMs, rng);
}

const difficulty = fc.constantFrom<Difficulty>('easy', 'medium', 'hard');

interface GameShape<S> {
  /** Steps waited before each input (default: 0 to 400). */
  wait?: fc.Arbitrary<number>;
  /** How many inputs (default: up to 40). */
  moves?: { minLength: number; maxLength: number };
  /** Shortest and longest duration, seconds (default 5 to 20). */
  durations?: { min: number; max: number };
  /** Told of each game's last state (both ways alike by then). */
  onEnd?: (state: S) => void;
}

/** Plays `moves` (a wait in steps, then an input) both ways and expects the same state after every move. */
function expectSameGame<S extends RulesState, I>(
  rules: GameRules<S, I>,
  input: fc.Arbitrary<I>,
  start: I,
  shape: GameShape<S> = {},
) {
  const wait = shape.wait ?? fc.integer({ min: 0, max: 400 });
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 2 ** 31 }),
      difficulty,
      fc.integer(shape.durations ?? { min: 5, max: 20 }),
      fc.array(fc.tuple(wait, input), shape.moves ?? { maxLength: 40 }),
      (seed, level, duration, moves) => {
        const settings = { duration, difficulty: level, rounds: 1 };
        const first = initGame(rules, practicePlayers(seed, 3), settings, seed);
        let oneByOne = perform(rules, first, HUMAN_PLAYER_ID, start);
        let many = oneByOne;
        const wait = (state: S, steps: number, all: boolean) => {
          const rng = createRng(state.rng);
          const run = all ? runSteps : stepOneByOne;
          const ran = run(rules, state, steps, FIXED_STEP_MS, rng);
          return { ...ran, state: { ...ran.state, rng: rng.state() } };
        };
        // The last wait outlasts the countdown and the whole game.
        for (const [steps, move] of [...moves, [(duration + 5) * 100, start] as const]) {
          const a = wait(oneByOne, steps, false);
          const b = wait(many, steps, true);
          expect(b.steps).toBe(a.steps);
          expect(b.state).toEqual(a.state);
          oneByOne = perform(rules, a.state, HUMAN_PLAYER_ID, move);
          many = perform(rules, b.state, HUMAN_PLAYER_ID, move);
          expect(many).toEqual(oneByOne);
        }
        expect(rules.isOver(many)).toBe(true);
        shape.onEnd?.(many);
      },
    ),
    { numRuns: 60 },
  );
}

describe('stepMany is the rules’ step, many times', () => {
  it('in archery', () => {
    const coordinate = fc.double({ min: 0, max: TARGET_SIZE, noNaN: true });
    expectSameGame(
      archeryRules,
      fc.oneof(
        fc.record({ type: fc.constant('aim' as const), x: coordinate, y: coordinate }),
        fc.record({
          type: fc.constant('nudge' as const),
          dx: fc.integer({ min: -5, max: 5 }),
          dy: fc.integer({ min: -5, max: 5 }),
        }),
        fc.constant({ type: 'shoot' as const }),
      ),
      { type: 'start' },
    );
  });

  it('in basketball', () => {
    expectSameGame(
      basketballRules,
      fc.oneof(
        fc.constant({ type: 'press' as const }),
        fc.constant({ type: 'release' as const }),
        fc.record({
          type: fc.constant('angle' as const),
          degrees: fc.double({ min: 0, max: 90, noNaN: true }),
        }),
      ),
      { type: 'start' },
    );
  });

  it('in weightlifting', () => {
    // Presses close together (a bar fills only at more than 4 a second) and now and then a long wait, so
    // games lift, hold, miss and run out of time; the AI seats lift on their own plans.
    let held = 0;
    let timedOut = 0;
    expectSameGame(
      weightliftingRules,
      fc.oneof(
        { arbitrary: fc.constant({ type: 'lift' as const }), weight: 6 },
        { arbitrary: fc.constant({ type: 'press' as const }), weight: 3 },
        { arbitrary: fc.constant({ type: 'hold' as const }), weight: 1 },
      ),
      { type: 'start' },
      {
        wait: fc.oneof(
          { arbitrary: fc.integer({ min: 0, max: 8 }), weight: 20 },
          { arbitrary: fc.integer({ min: 0, max: 400 }), weight: 1 },
        ),
        moves: { minLength: 100, maxLength: 400 },
        // Attempts of 4.6 to 18 s: long enough to fill a bar.
        durations: { min: 20, max: 60 },
        onEnd: (state: WeightliftingState) => {
          const lifts = state.lifters.flatMap((lifter) => lifter.lifts);
          if (lifts.some((lift) => lift.offBy !== null)) held += 1;
          if (lifts.some((lift) => lift.timeUp)) timedOut += 1;
        },
      },
    );
    // The games above did reach a person's hold and an attempt out of time, not only the ready screen.
    expect(held).toBeGreaterThan(0);
    expect(timedOut).toBeGreaterThan(0);
  });

  it('in swimming', () => {
    // Strokes as fast as the ceiling takes them, with rests now and then: races where energy runs out and
    // comes back, where swimmers touch the wall, and where time runs out first.
    let touched = 0;
    let timedOut = 0;
    expectSameGame(
      swimmingRules,
      fc.constant({ type: 'stroke' as const }),
      { type: 'start' },
      {
        wait: fc.oneof(
          { arbitrary: fc.integer({ min: 0, max: 10 }), weight: 30 },
          { arbitrary: fc.integer({ min: 0, max: 300 }), weight: 1 },
        ),
        moves: { minLength: 50, maxLength: 300 },
        onEnd: (state: SwimmingState) => {
          if (state.swimmers.some((swimmer) => swimmer.finishedAtMs !== null)) touched += 1;
          if (state.elapsedMs >= state.durationMs) timedOut += 1;
        },
      },
    );
    expect(touched).toBeGreaterThan(0);
    expect(timedOut).toBeGreaterThan(0);
  });

  it('is what a game without one does: step once per step', () => {
    expect(archeryRules.stepMany).toBeDefined();
    const rules = { ...archeryRules, stepMany: undefined };
    const state = perform(
      rules,
      initGame(rules, practicePlayers(7, 3), { duration: 10, difficulty: 'hard', rounds: 1 }, 7),
      HUMAN_PLAYER_ID,
      { type: 'start' },
    );
    const viaSteps = runSteps(rules, state, 250, FIXED_STEP_MS, createRng(state.rng));
    const viaMany = runSteps(archeryRules, state, 250, FIXED_STEP_MS, createRng(state.rng));
    expect(viaMany).toEqual(viaSteps);
  });
});
