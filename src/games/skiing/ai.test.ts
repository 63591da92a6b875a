import { advance, initGame, perform } from '../core/runner';
import type { Difficulty, GamePlayer } from '../core/types';
import { createRng } from '../../lib/rng';
import { aiMissesGate } from './ai';
import { AI_BY_DIFFICULTY, GATE_COUNT } from './constants';
import { skiingRules } from './rules';

const human: GamePlayer = { id: 'p1', name: 'Ana', avatar: 'Ana', isAI: false };
const rival: GamePlayer = { id: 'ai-1', name: 'Mei', avatar: 'Mei', isAI: true };
const SEEDS = Array.from({ length: 50 }, (_, i) => 100 + i);

/** A seeded headless race: the human skis straight down, the rival skis as its difficulty does. */
function race(difficulty: Difficulty, seed: number) {
  const settings = { duration: 90, difficulty, rounds: 1 };
  let state = perform(skiingRules, initGame(skiingRules, [human, rival], settings, seed), 'p1', {
    type: 'start',
  });
  for (let t = 0; t < 30_000 && !skiingRules.isOver(state); t += 100) {
    state = advance(skiingRules, state, 100);
  }
  expect(skiingRules.isOver(state)).toBe(true);
  return skiingRules.results(state).find((r) => r.playerId === rival.id)!;
}

const missedIn = (breakdown: string) => Number(/(\d+) missed/.exec(breakdown)?.[1]);

describe('skiing AI by difficulty', () => {
  it('medium misses a gate 15% of the time (the rivals’ chance before difficulties)', () => {
    expect(AI_BY_DIFFICULTY.medium.gateMissChance).toBe(0.15);
    const rng = createRng(4);
    const misses = Array.from({ length: 4000 }, () => aiMissesGate('medium', rng)).filter(
      Boolean,
    ).length;
    expect(misses / 4000).toBeGreaterThan(0.12);
    expect(misses / 4000).toBeLessThan(0.18);
  });

  it('orders easy < medium < hard by the rival’s average score over 50 seeded races', () => {
    const average = (difficulty: Difficulty) =>
      SEEDS.reduce((sum, seed) => sum + race(difficulty, seed).score, 0) / SEEDS.length;
    const [easy, medium, hard] = (['easy', 'medium', 'hard'] as const).map(average);
    // A missed gate costs 500 points: the levels are more than a gate apart on average.
    expect(medium! - easy!).toBeGreaterThan(500);
    expect(hard! - medium!).toBeGreaterThan(500);
  });

  it('medium misses about 15% of the gates in those races', () => {
    const missed = SEEDS.reduce(
      (sum, seed) => sum + missedIn(race('medium', seed).breakdown![1]!.label),
      0,
    );
    const rate = missed / (SEEDS.length * GATE_COUNT);
    expect(rate).toBeGreaterThan(0.11);
    expect(rate).toBeLessThan(0.19);
  });
});
