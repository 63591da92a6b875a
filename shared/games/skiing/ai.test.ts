import fc from 'fast-check';
import { advance, initGame, perform, simulate } from '../core/runner';
import type { Difficulty, GamePlayer } from '../core/types';
import { createRng } from '../../lib/rng';
import { aimAt, missChanceAt, steerToward } from './ai';
import {
  AI_AIM_SPREAD,
  AI_BY_DIFFICULTY,
  AI_MISS_BY,
  FRAMES_PER_SECOND,
  GATE_COUNT,
  GATE_HALF_WIDTH,
  GATE_X_MAX,
  GATE_X_MIN,
  SIDEWAYS_PER_FRAME,
} from './constants';
import { skiingRules, type SkiingState } from './rules';

const ai = (i: number): GamePlayer => ({
  id: `ai-${i}`,
  name: `AI ${i}`,
  avatar: `AI ${i}`,
  isAI: true,
});
const SEEDS = Array.from({ length: 50 }, (_, i) => 100 + i);
const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/** A seeded headless race with an AI skier on every seat (two of them), started by the first. */
function race(difficulty: Difficulty, seed: number, seats = 2) {
  const players = Array.from({ length: seats }, (_, i) => ai(i + 1));
  const ready = initGame(skiingRules, players, { duration: 90, difficulty, rounds: 1 }, seed);
  const end = simulate(skiingRules, perform(skiingRules, ready, 'ai-1', { type: 'start' }), {
    stepMs: 50,
    maxMs: 30_000,
  });
  expect(skiingRules.isOver(end)).toBe(true);
  return end;
}

describe('skiing AI: where it aims and how it steers', () => {
  it('aims inside the flags, or with its miss chance 70 from the centre towards the middle', () => {
    const rng = createRng(9);
    for (let i = 0; i < 2000; i++) {
      const gateX = rng.int(GATE_X_MIN, GATE_X_MAX);
      const aim = aimAt(gateX, 'easy', rng);
      const off = aim - gateX;
      if (Math.abs(off) <= AI_AIM_SPREAD) continue;
      expect(Math.abs(off)).toBe(AI_MISS_BY);
      expect(Math.sign(off)).toBe(gateX <= 200 ? 1 : -1);
      expect(aim).toBeGreaterThanOrEqual(0);
      expect(aim).toBeLessThanOrEqual(400);
    }
  });

  it('misses with its difficulty’s chance: 35% easy, 15% medium (the rivals’ old chance), 5% hard', () => {
    expect(AI_BY_DIFFICULTY.medium.gateMissChance).toBe(0.15);
    expect(AI_BY_DIFFICULTY.easy.gateMissChance).toBe(0.35);
    expect(AI_BY_DIFFICULTY.hard.gateMissChance).toBe(0.05);
    for (const difficulty of DIFFICULTIES) {
      const rng = createRng(4);
      const misses = Array.from({ length: 4000 }, () => {
        const gateX = rng.int(GATE_X_MIN, GATE_X_MAX);
        return Math.abs(aimAt(gateX, difficulty, rng) - gateX) > GATE_HALF_WIDTH;
      }).filter(Boolean).length;
      const chance = AI_BY_DIFFICULTY[difficulty].gateMissChance;
      expect(Math.abs(misses / 4000 - chance)).toBeLessThan(0.03);
    }
  });

  it('its line: hard crosses towards the next gate, medium less, easy late on the far side', () => {
    const mean = (difficulty: Difficulty, nextX: number | null) => {
      const rng = createRng(5);
      const offs: number[] = [];
      for (let i = 0; i < 4000; i++) {
        const aim = aimAt(200, difficulty, rng, nextX);
        if (Math.abs(aim - 200) <= AI_AIM_SPREAD) offs.push(aim - 200);
      }
      return offs.reduce((sum, off) => sum + off, 0) / offs.length;
    };
    // The next gate far to the right: hard leans 30 (its whole line), medium 15, easy −15.
    expect(mean('hard', 350)).toBeCloseTo(30 - 10 / 4, 0); // line 30, spread ±10, kept within 30
    expect(mean('medium', 350)).toBeCloseTo(15, 0);
    expect(mean('easy', 350)).toBeCloseTo(-15, 0);
    // Mirrored to the left; a next gate only 10 across caps the lean at 10; none (the last gate): no lean.
    expect(mean('hard', 50)).toBeCloseTo(-(30 - 10 / 4), 0);
    expect(mean('hard', 210)).toBeCloseTo(10, 0);
    expect(mean('hard', null)).toBeCloseTo(0, 0);
  });

  it('its chance to miss the next gate is the misses due by then less those made, within 0..1', () => {
    expect(missChanceAt('medium', 0, 0)).toBeCloseTo(0.15);
    expect(missChanceAt('medium', 5, 0)).toBeCloseTo(0.9);
    expect(missChanceAt('medium', 6, 0)).toBe(1);
    expect(missChanceAt('medium', 6, 1)).toBeCloseTo(0.05);
    expect(missChanceAt('medium', 2, 1)).toBe(0);
    expect(missChanceAt('hard', 19, 0)).toBe(1);
    expect(missChanceAt('hard', 19, 1)).toBe(0);
    expect(missChanceAt('easy', 19, 6)).toBeCloseTo(1);
  });

  it('steers towards its aim until within half a frame’s move of it', () => {
    expect(steerToward(100, 110)).toBe('right');
    expect(steerToward(100, 90)).toBe('left');
    expect(steerToward(100, 100 + SIDEWAYS_PER_FRAME / 2)).toBeNull();
    expect(steerToward(100, 100 - SIDEWAYS_PER_FRAME / 2)).toBeNull();
  });

  it('always reaches its aim: it crosses each gate within 32.5 of the centre or 67.5 or more away', () => {
    // Both bands are clear of the gate's edge (50) by more than the half frame's move it may end off its aim.
    const slack = SIDEWAYS_PER_FRAME / 2;
    expect(AI_AIM_SPREAD + slack).toBeLessThan(GATE_HALF_WIDTH);
    expect(AI_MISS_BY - slack).toBeGreaterThan(GATE_HALF_WIDTH);
    const courseX = fc.oneof(
      fc.constantFrom(GATE_X_MIN, GATE_X_MAX),
      fc.integer({ min: GATE_X_MIN, max: GATE_X_MAX }),
    );
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...DIFFICULTIES),
        fc.array(courseX, { minLength: GATE_COUNT, maxLength: GATE_COUNT }),
        (seed, difficulty, xs) => {
          const ready = initGame(
            skiingRules,
            [ai(1)],
            { duration: 90, difficulty, rounds: 1 },
            seed,
          );
          let s: SkiingState = perform(skiingRules, ready, 'ai-1', { type: 'start' });
          s = {
            ...s,
            skiers: s.skiers.map((k) => ({
              ...k,
              gates: k.gates.map((g, i) => ({ ...g, x: xs[i]! })),
            })),
          };
          while (!skiingRules.isOver(s)) {
            const before = s.skiers[0]!.gatesPassed;
            s = advance(skiingRules, s, 1000 / FRAMES_PER_SECOND); // one frame
            const skier = s.skiers[0]!;
            if (skier.gatesPassed === before) continue;
            const off = Math.abs(skier.x - skier.gates[before]!.x);
            if (off > AI_AIM_SPREAD + slack && off < AI_MISS_BY - slack) return false;
          }
          return true;
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('skiing AI by difficulty: seeded races, AI on every seat', () => {
  const raced = Object.fromEntries(
    DIFFICULTIES.map((difficulty) => [difficulty, SEEDS.map((seed) => race(difficulty, seed))]),
  ) as Record<Difficulty, SkiingState[]>;

  it('orders easy < medium < hard by the average score, more than a gate apart', () => {
    const average = (difficulty: Difficulty) => {
      const scores = raced[difficulty].flatMap((end) =>
        skiingRules.results(end).map((r) => r.score),
      );
      return scores.reduce((sum, score) => sum + score, 0) / scores.length;
    };
    const [easy, medium, hard] = DIFFICULTIES.map(average);
    // A missed gate costs 500 points.
    expect(medium! - easy!).toBeGreaterThan(500);
    expect(hard! - medium!).toBeGreaterThan(500);
  });

  it('medium misses about 15% of the gates in those races', () => {
    const skiers = raced.medium.flatMap((end) => end.skiers);
    const missed = skiers.reduce((sum, skier) => sum + skier.missedGates, 0);
    const rate = missed / (skiers.length * GATE_COUNT);
    expect(rate).toBeGreaterThan(0.12);
    expect(rate).toBeLessThan(0.18);
  });

  it('steady from run to run: each run misses its share of the 20 gates (easy 7, medium 3, hard 1)', () => {
    for (const [difficulty, share] of [
      ['easy', 7],
      ['medium', 3],
      ['hard', 1],
    ] as const) {
      const counts = new Set(
        raced[difficulty].flatMap((end) => end.skiers.map((k) => k.missedGates)),
      );
      // Easy may once in a while also miss a gate it meant to make, out of its reach.
      expect(
        [...counts].every((n) => n >= share && n <= share + (difficulty === 'easy' ? 1 : 0)),
      ).toBe(true);
      // Which gates are missed changes from run to run.
      const where = new Set(
        raced[difficulty].map((end) =>
          end.skiers[0]!.gates.map((g) => (g.missed ? 1 : 0)).join(''),
        ),
      );
      expect(where.size).toBeGreaterThan(10);
    }
  });

  it('every AI skier finishes its 20 gates within the spec’s 25 s, hard faster than easy', () => {
    const mean = (difficulty: Difficulty) => {
      const times = raced[difficulty].flatMap((end) => end.skiers.map((skier) => skier.finishMs!));
      return times.reduce((sum, t) => sum + t, 0) / times.length;
    };
    for (const end of raced.hard) {
      for (const skier of end.skiers) {
        expect(skier.gatesPassed).toBe(20);
        expect(skier.finishMs).toBeLessThanOrEqual(25_000);
      }
    }
    expect(mean('hard')).toBeLessThan(mean('medium'));
    expect(mean('medium')).toBeLessThan(mean('easy'));
  });
});
