import { initGame, perform, simulate } from '../core/runner';
import type { Difficulty, GamePlayer } from '../core/types';
import { weightliftingRules } from './rules';
import { aiAttemptLifts, aiLiftChance, planAiAttempt } from './ai';
import { createRng } from '../../lib/rng';
import {
  AI_BY_DIFFICULTY,
  AI_LIFT_MS_MAX,
  AI_LIFT_MS_MIN,
  AI_SUCCESS_AT_START,
  AI_SUCCESS_DROP_PER_STEP,
  AI_SUCCESS_MIN,
} from './constants';

const you: GamePlayer = { id: 'you', name: 'You', avatar: 'You', isAI: false };
const rivals: GamePlayer[] = [1, 2, 3].map((i) => ({
  id: `ai-${i}`,
  name: `Rival ${i}`,
  avatar: `Rival ${i}`,
  isAI: true,
}));

/** A practice-length game of three rivals and a human who never presses, played out headless. */
function play(difficulty: Difficulty, seed: number) {
  const ready = initGame(
    weightliftingRules,
    [you, ...rivals],
    { duration: 90, difficulty, rounds: 1 },
    seed,
  );
  const over = simulate(
    weightliftingRules,
    perform(weightliftingRules, ready, 'you', { type: 'start' }),
    {
      stepMs: 100,
    },
  );
  expect(weightliftingRules.isOver(over)).toBe(true);
  return weightliftingRules.results(over).filter((r) => r.playerId !== 'you');
}

const averageRivalKg = (difficulty: Difficulty) => {
  const scores = Array.from({ length: 50 }, (_, seed) => play(difficulty, seed))
    .flat()
    .map((r) => r.score);
  return scores.reduce((sum, kg) => sum + kg, 0) / scores.length;
};

describe('weightlifting AI by difficulty', () => {
  it('medium is SPEC §9’s rival', () => {
    expect(AI_BY_DIFFICULTY.medium).toEqual({
      successAtStart: AI_SUCCESS_AT_START,
      dropPerStep: AI_SUCCESS_DROP_PER_STEP,
      successMin: AI_SUCCESS_MIN,
      liftMsMin: AI_LIFT_MS_MIN,
      liftMsMax: AI_LIFT_MS_MAX,
    });
    expect([AI_SUCCESS_AT_START, AI_SUCCESS_DROP_PER_STEP, AI_SUCCESS_MIN]).toEqual([
      0.85, 0.15, 0.2,
    ]);
  });

  it('lifts 100 kg 85% of the time, 15% less per 20 kg, never below 20%', () => {
    expect([100, 120, 140, 160, 200, 300].map((kg) => aiLiftChance(kg, 'medium'))).toEqual(
      [0.85, 0.7, 0.55, 0.4, 0.2, 0.2].map((p) => expect.closeTo(p, 10)),
    );
    const rng = createRng(9);
    const plans = Array.from({ length: 4000 }, () => planAiAttempt('medium', 28_000, rng));
    const lifted = plans.filter((plan) => aiAttemptLifts(plan, 100, 'medium')).length;
    expect(lifted / 4000).toBeGreaterThan(0.82);
    expect(lifted / 4000).toBeLessThan(0.88);
  });

  it('draws each attempt’s time in the difficulty’s range, never past the attempt’s limit', () => {
    const rng = createRng(3);
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const { liftMsMin, liftMsMax } = AI_BY_DIFFICULTY[difficulty];
      for (let i = 0; i < 200; i++) {
        const { liftMs } = planAiAttempt(difficulty, 28_000, rng);
        expect(liftMs).toBeGreaterThanOrEqual(liftMsMin);
        expect(liftMs).toBeLessThanOrEqual(liftMsMax);
        expect(planAiAttempt(difficulty, 5000, rng).liftMs).toBeLessThanOrEqual(5000);
      }
    }
    expect(AI_BY_DIFFICULTY.hard.liftMsMax).toBeLessThan(AI_BY_DIFFICULTY.easy.liftMsMax);
  });

  it('easy is less likely, and hard more likely, to lift any weight than medium', () => {
    for (let kg = 100; kg <= 300; kg += 20) {
      expect(aiLiftChance(kg, 'easy')).toBeLessThan(aiLiftChance(kg, 'medium'));
      expect(aiLiftChance(kg, 'hard')).toBeGreaterThan(aiLiftChance(kg, 'medium'));
    }
  });

  it('in 50 seeded plays a level, rivals lift more on medium than on easy, and more on hard', () => {
    const [easy, medium, hard] = (['easy', 'medium', 'hard'] as const).map(averageRivalKg);
    expect(easy).toBeLessThan(medium!);
    expect(medium).toBeLessThan(hard!);
    // Medium's expected total by the spec's chances is about 190 kg: its 6–12 s attempts (× W/100) are
    // worth the full weight only within 8 s, a share of it after (87 kg on average at 100 kg).
    expect(medium).toBeGreaterThan(165);
    expect(medium).toBeLessThan(215);
  });

  it('on medium, rivals lift 100 kg about 85 % of the time in play', () => {
    const firsts = Array.from({ length: 200 }, (_, seed) => play('medium', 1000 + seed))
      .flat()
      .map((r) => r.breakdown![0]!.points > 0);
    const rate = firsts.filter(Boolean).length / firsts.length;
    expect(rate).toBeGreaterThan(0.8);
    expect(rate).toBeLessThan(0.9);
  });
});
