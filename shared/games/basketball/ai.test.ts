import { createRng } from '../../lib/rng';
import { advance, initGame, perform } from '../core/runner';
import type { Difficulty, GamePlayer } from '../core/types';
import { aiAim, aiShotGoesIn, SURE_MAKE, sureMiss } from './ai';
import {
  AI_ANGLE_MAX_DEG,
  AI_ANGLE_MIN_DEG,
  AI_BY_DIFFICULTY,
  AI_POWER_MAX,
  AI_POWER_MIN,
  AI_SHOT_MAX_MS,
  AI_SHOT_MIN_MS,
} from './constants';
import { launch } from './physics';
import { accuracyPercent, basketballRules, type BasketballState } from './rules';

const DIFFICULTIES: Difficulty[] = ['easy', 'medium', 'hard'];
const SEEDS = Array.from({ length: 50 }, (_, i) => i * 7919 + 1);
const ai = (n: number): GamePlayer => ({
  id: `ai-${n}`,
  name: `AI ${n}`,
  avatar: `${n}`,
  isAI: true,
});

interface ShotSeen {
  atMs: number;
  power: number;
  angleDeg: number;
}

/** A 90 s practice with AI on all four seats, in 10 ms steps; every AI shot as it leaves the hand. */
function playHeadless(difficulty: Difficulty, seed: number) {
  const players = [ai(1), ai(2), ai(3), ai(4)];
  let state: BasketballState = initGame(
    basketballRules,
    players,
    { duration: 90, difficulty, rounds: 1 },
    seed,
  );
  state = perform(basketballRules, state, 'ai-1', { type: 'start' });
  const shots: ShotSeen[][] = players.map(() => []);
  while (!basketballRules.isOver(state)) {
    const before = state;
    state = advance(basketballRules, state, 10);
    state.shooters.forEach((s, seat) => {
      if (s.shots > before.shooters[seat]!.shots) {
        shots[seat]!.push({
          atMs: s.lastShotAtMs,
          power: s.ball!.power,
          angleDeg: s.ball!.angleDeg,
        });
      }
    });
  }
  return { state, shots };
}

const plays = Object.fromEntries(
  DIFFICULTIES.map((d) => [d, SEEDS.map((seed) => playHeadless(d, seed))]),
) as Record<Difficulty, ReturnType<typeof playHeadless>[]>;

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('basketball AI: tunables', () => {
  it('medium is the spec: a shot every 4–6 s, power 60–80, angle 40–50°', () => {
    expect(AI_BY_DIFFICULTY.medium).toMatchObject({
      shotMinMs: AI_SHOT_MIN_MS,
      shotMaxMs: AI_SHOT_MAX_MS,
      powerMin: AI_POWER_MIN,
      powerMax: AI_POWER_MAX,
      angleMinDeg: AI_ANGLE_MIN_DEG,
      angleMaxDeg: AI_ANGLE_MAX_DEG,
    });
    expect([AI_SHOT_MIN_MS, AI_SHOT_MAX_MS, AI_POWER_MIN, AI_POWER_MAX]).toEqual([
      4000, 6000, 60, 80,
    ]);
  });

  it('easy misses more and shoots less often; hard makes more and shoots more often', () => {
    const { easy, medium, hard } = AI_BY_DIFFICULTY;
    expect(easy.accuracy).toBeLessThan(medium.accuracy);
    expect(medium.accuracy).toBeLessThan(hard.accuracy);
    expect(easy.shotMinMs + easy.shotMaxMs).toBeGreaterThan(medium.shotMinMs + medium.shotMaxMs);
    expect(hard.shotMinMs + hard.shotMaxMs).toBeLessThan(medium.shotMinMs + medium.shotMaxMs);
  });

  it.each(DIFFICULTIES)(
    '%s: the sure make and the sure miss lie in its ranges and do what they say',
    (d) => {
      const t = AI_BY_DIFFICULTY[d];
      for (const shot of [SURE_MAKE, sureMiss(t)]) {
        expect(shot.power).toBeGreaterThanOrEqual(t.powerMin);
        expect(shot.power).toBeLessThanOrEqual(t.powerMax);
        expect(shot.angleDeg).toBeGreaterThanOrEqual(t.angleMinDeg);
        expect(shot.angleDeg).toBeLessThanOrEqual(t.angleMaxDeg);
      }
      expect(launch(SURE_MAKE.power, SURE_MAKE.angleDeg).makeAtMs).not.toBeNull();
      expect(launch(sureMiss(t).power, sureMiss(t).angleDeg).makeAtMs).toBeNull();
    },
  );

  it.each(DIFFICULTIES)(
    '%s: an aim for a make goes in, an aim for a miss does not, within its ranges',
    (d) => {
      const t = AI_BY_DIFFICULTY[d];
      const rng = createRng(5);
      for (let i = 0; i < 300; i++) {
        const makes = i % 2 === 0;
        const { power, angleDeg } = aiAim(d, makes, rng);
        expect(power).toBeGreaterThanOrEqual(t.powerMin);
        expect(power).toBeLessThanOrEqual(t.powerMax);
        expect(angleDeg).toBeGreaterThanOrEqual(t.angleMinDeg);
        expect(angleDeg).toBeLessThanOrEqual(t.angleMaxDeg);
        expect(launch(power, angleDeg).makeAtMs !== null).toBe(makes);
      }
    },
  );

  it('a shot goes in when the AI is a basket behind its accuracy, never when a basket ahead', () => {
    const rng = createRng(1);
    expect(aiShotGoesIn('medium', { shots: 1, baskets: 0 }, rng)).toBe(true); // owed 1
    expect(aiShotGoesIn('medium', { shots: 2, baskets: 2 }, rng)).toBe(false); // owed −0.5
    expect(aiShotGoesIn('easy', { shots: 2, baskets: 1 }, rng)).toBe(false); // owed −0.1
    expect(aiShotGoesIn('hard', { shots: 4, baskets: 3 }, rng)).toBe(true); // owed 1
  });
});

describe('basketball AI: headless 90 s games, four AI seats, 50 seeds per difficulty', () => {
  it('medium follows the spec: first shot after 4–6 s, then every 4–6 s, power 60–80, angle 40–50°', () => {
    for (const { shots } of plays.medium) {
      for (const mine of shots) {
        expect(mine.length).toBeGreaterThanOrEqual(90 / 6 - 1);
        mine.forEach((shot, i) => {
          const gap = shot.atMs - (i === 0 ? 0 : mine[i - 1]!.atMs);
          expect(gap).toBeGreaterThanOrEqual(AI_SHOT_MIN_MS);
          expect(gap).toBeLessThanOrEqual(AI_SHOT_MAX_MS);
          expect(shot.power).toBeGreaterThanOrEqual(AI_POWER_MIN);
          expect(shot.power).toBeLessThanOrEqual(AI_POWER_MAX);
          expect(shot.angleDeg).toBeGreaterThanOrEqual(AI_ANGLE_MIN_DEG);
          expect(shot.angleDeg).toBeLessThanOrEqual(AI_ANGLE_MAX_DEG);
        });
      }
    }
  });

  it.each(DIFFICULTIES)(
    '%s: every AI’s baskets stay within one of accuracy × shots, so its accuracy stays in a narrow band',
    (d) => {
      const { accuracy } = AI_BY_DIFFICULTY[d];
      const percents: number[] = [];
      for (const { state } of plays[d]) {
        for (const s of state.shooters) {
          // A ball still in the air at the whistle counts as a shot that cannot go in any more.
          const settled = s.shot === 'released' || s.shot === 'flight' ? s.shots - 1 : s.shots;
          expect(Math.abs(s.baskets - accuracy * settled)).toBeLessThan(1 + (s.shots - settled));
          percents.push(accuracyPercent(s));
        }
      }
      expect(Math.max(...percents) - Math.min(...percents)).toBeLessThanOrEqual(10);
      expect(Math.abs(mean(percents) - accuracy * 100)).toBeLessThanOrEqual(4);
    },
  );

  it('the average score and accuracy order easy < medium < hard', () => {
    const scores = DIFFICULTIES.map((d) =>
      mean(plays[d].flatMap(({ state }) => state.shooters.map((s) => s.score))),
    );
    const percents = DIFFICULTIES.map((d) =>
      mean(plays[d].flatMap(({ state }) => state.shooters.map(accuracyPercent))),
    );
    expect(scores[0]!).toBeLessThan(scores[1]!);
    expect(scores[1]!).toBeLessThan(scores[2]!);
    expect(percents[0]!).toBeLessThan(percents[1]!);
    expect(percents[1]!).toBeLessThan(percents[2]!);
    // Clearly apart: each level scores at least half as much again as the one below.
    expect(scores[1]! / scores[0]!).toBeGreaterThan(1.5);
    expect(scores[2]! / scores[1]!).toBeGreaterThan(1.5);
  });
});
