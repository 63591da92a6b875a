import type { Rng } from '../../lib/rng';
import type { GameRules, RulesState } from './types';
import { advance, initGame, perform, simulate } from './runner';
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

  it('simulates in fixed steps until the game is over', () => {
    const end = simulate(counterRules, initGame(counterRules, players, settings, 1), {
      stepMs: 10,
    });
    expect(end.total).toBe(100);
    expect(end.draws).toHaveLength(10);
  });
});

describe('rankByScore', () => {
  it('orders by score, then time, and numbers positions from 1', () => {
    const entry = (playerId: string, score: number, time: number) => ({
      playerId,
      playerName: playerId,
      playerAvatar: playerId,
      score,
      time,
    });
    const ranked = rankByScore([entry('a', 10, 5), entry('b', 30, 9), entry('c', 10, 3)]);
    expect(ranked.map((r) => [r.playerId, r.position])).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 3],
    ]);
  });
});
