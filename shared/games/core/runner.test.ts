import type { Rng } from '../../lib/rng';
import type { GameRules, RulesState } from './types';
import { advance, advanceSteps, initGame, perform, simulate } from './runner';
import { swimmingRules } from '../swimming/rules';
import { sprintRules } from '../sprint/rules';
import { rankByScore } from './ranking';

interface CounterState extends RulesState {
  total: number;
  draws: number[];
}

const counterRules: GameRules<CounterState, { add: number }> = {
  init: () => ({ total: 0, draws: [] }),
  step: (state, dtMs, rng: Rng) => ({
    ...state,
    total: state.total + dtMs,
    draws: [...state.draws, rng.int(0, 9)],
  }),
  act: (state, _id, input) =>
    input.add > 0 ? { ...state, total: state.total + input.add } : state,
  isOver: (state) => state.total >= 100,
  isInput: (value): value is { add: number } =>
    typeof (value as { add?: unknown } | null)?.add === 'number',
  results: () => [],
};

const players = [{ id: 'you', name: 'You', avatar: 'You', isAI: false }];
const settings = { duration: 60, difficulty: 'easy' as const, rounds: 1 };

describe('runner', () => {
  it('threads the RNG state through the game state', () => {
    const a = advance(
      counterRules,
      advance(counterRules, initGame(counterRules, players, settings, 5), 10),
      10,
    );
    const b = advance(
      counterRules,
      advance(counterRules, initGame(counterRules, players, settings, 5), 10),
      10,
    );
    expect(a).toEqual(b);
    expect(a.rng).not.toBe(initGame(counterRules, players, settings, 5).rng);
  });

  it('returns the very same state for a refused move or no time', () => {
    const state = initGame(counterRules, players, settings, 1);
    expect(perform(counterRules, state, 'you', { add: 0 })).toBe(state);
    expect(advance(counterRules, state, 0)).toBe(state);
  });

  it('runs several steps at once exactly as one step after another, stopping once the game is over', () => {
    let oneByOne = initGame(counterRules, players, settings, 7);
    for (let i = 0; i < 4; i++) oneByOne = advance(counterRules, oneByOne, 10);
    const atOnce = advanceSteps(counterRules, initGame(counterRules, players, settings, 7), 4, 10);
    expect(atOnce).toEqual(oneByOne);

    const end = advanceSteps(counterRules, initGame(counterRules, players, settings, 7), 50, 10);
    expect(end.total).toBe(100);
    expect(end.draws).toHaveLength(10);
    expect(advanceSteps(counterRules, end, 3, 10)).toBe(end);
    const start = initGame(counterRules, players, settings, 7);
    expect(advanceSteps(counterRules, start, 0, 10)).toBe(start);
  });

  it('gives a real game the same race whether its frames run one step or several', () => {
    const field = [
      ...players,
      { id: 'ai-1', name: 'Ava', avatar: 'Ava', isAI: true },
      { id: 'ai-2', name: 'Bo', avatar: 'Bo', isAI: true },
    ];
    /** A race from the start, the clock's frames taking 1, 2 and 3 steps in turn (an uneven frame rate). */
    function race<S extends RulesState, I>(rules: GameRules<S, I>, start: I) {
      let oneByOne = perform(rules, initGame(rules, field, settings, 42), 'you', start);
      let inFrames = oneByOne;
      for (let frame = 0; frame < 300; frame++) {
        const steps = (frame % 3) + 1;
        for (let i = 0; i < steps; i++) oneByOne = advance(rules, oneByOne, 10);
        inFrames = advanceSteps(rules, inFrames, steps, 10);
      }
      return { oneByOne, inFrames };
    }
    const swim = race(swimmingRules, { type: 'start' });
    expect(swim.inFrames).toEqual(swim.oneByOne);
    expect(swim.inFrames.elapsedMs).toBeGreaterThan(0);
    const sprint = race(sprintRules, { type: 'start' });
    expect(sprint.inFrames).toEqual(sprint.oneByOne);
    expect(sprint.inFrames.phase).toBe('running');
  });

  it('simulates in fixed steps until the game is over', () => {
    const end = simulate(counterRules, initGame(counterRules, players, settings, 1), {
      stepMs: 10,
    });
    expect(end.total).toBe(100);
    expect(end.draws).toHaveLength(10);
  });
});

describe('rankByScore', () => {
  it('orders by score, then time, and numbers places from 1, equal scores sharing one', () => {
    const entry = (playerId: string, score: number, time: number) => ({
      playerId,
      playerName: playerId,
      playerAvatar: playerId,
      score,
      time,
    });
    const ranked = rankByScore([
      entry('a', 10, 5),
      entry('b', 30, 9),
      entry('c', 10, 3),
      entry('d', 4, 1),
    ]);
    // Equal scores share a place (the next is skipped), the faster time listed first.
    expect(ranked.map((r) => [r.playerId, r.position])).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 2],
      ['d', 4],
    ]);
  });
});
