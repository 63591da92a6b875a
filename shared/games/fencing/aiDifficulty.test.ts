// The AI by difficulty: medium is the spec's AI, easy is clearly weaker and hard clearly stronger.
import { createRng } from '../../lib/rng';
import { advance, initGame, perform } from '../core/runner';
import type { Difficulty, GamePlayer } from '../core/types';
import { decideAiMove } from './ai';
import { canAct, hasUnansweredLunge, newFencer, type Fencer } from './fencer';
import { fencingRules, type FencingState } from './rules';
import {
  AI_ATTACK_CHANCE_PER_TICK,
  AI_BY_DIFFICULTY,
  AI_GO_REACTION_TICKS,
  AI_PARRY_CHANCE,
  LUNGE_FLIGHT_TICKS,
  TICK_MS,
} from './constants';
import { COUNTDOWN_MS } from '../core/countdown';

const human: GamePlayer = { id: 'p1', name: 'Ana', avatar: 'Ana', isAI: false };
const ai: GamePlayer = { id: 'ai-1', name: 'Rival AI', avatar: 'Rival AI', isAI: true };
const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

const lunging = (player: GamePlayer): Fencer => ({
  ...newFencer(player),
  action: 'lunge',
  attackId: 7,
  actionTicks: 3,
  cooldown: 9,
});

/** The share of `tries` calls of decideAiMove that give `move`. */
function share(difficulty: Difficulty, self: Fencer, opponent: Fencer, move: string, tries = 6000) {
  const rng = createRng(11);
  let count = 0;
  for (let i = 0; i < tries; i++) {
    if (decideAiMove(self, opponent, AI_BY_DIFFICULTY[difficulty], rng) === move) count++;
  }
  return count / tries;
}

/**
 * A scripted human of middling skill: parries half of the AI's lunges (deciding once per lunge), ripostes
 * at once after a parry, and otherwise lunges with a 5% chance each tick. Its choices come from its own seeded
 * RNG, so every difficulty meets the same human.
 */
function scriptedBout(difficulty: Difficulty, seed: number): FencingState {
  const ready = initGame(fencingRules, [human, ai], { duration: 90, difficulty, rounds: 1 }, seed);
  let s = perform(fencingRules, ready, human.id, { type: 'start' });
  const script = createRng(seed * 7919 + 1);
  let answered = 0;
  while (!fencingRules.isOver(s)) {
    const [me, them] = s.fencers;
    if (canAct(me)) {
      if (hasUnansweredLunge({ ...me, answeredAttackId: answered }, them)) {
        answered = them.attackId;
        if (script.chance(0.5)) s = perform(fencingRules, s, human.id, { type: 'parry' });
      } else if (me.riposteTicks > 0 || script.chance(0.05)) {
        s = perform(fencingRules, s, human.id, { type: 'lunge' });
      }
    }
    s = advance(fencingRules, s, TICK_MS);
  }
  return s;
}

describe('fencing: AI by difficulty', () => {
  it('medium is the spec’s AI: parries with 0.6, attacks with 0.05 per tick', () => {
    expect(AI_BY_DIFFICULTY.medium).toEqual({
      parryChance: AI_PARRY_CHANCE,
      attackChancePerTick: AI_ATTACK_CHANCE_PER_TICK,
      riposteChancePerTick: AI_ATTACK_CHANCE_PER_TICK,
      feintShare: 0,
      punishChancePerTick: 0,
    });
    expect(share('medium', newFencer(ai), lunging(human), 'parry')).toBeCloseTo(0.6, 1);
    expect(share('medium', newFencer(ai), newFencer(human), 'lunge', 20_000)).toBeCloseTo(0.05, 2);
  });

  it('parries, attacks and ripostes more as the difficulty rises', () => {
    const parry = DIFFICULTIES.map((d) => share(d, newFencer(ai), lunging(human), 'parry'));
    // An attack is a lunge or (on hard) a feint.
    const attack = DIFFICULTIES.map(
      (d) =>
        share(d, newFencer(ai), newFencer(human), 'lunge') +
        share(d, newFencer(ai), newFencer(human), 'feint'),
    );
    const riposting = { ...newFencer(ai), riposteTicks: 5 };
    const riposte = DIFFICULTIES.map((d) => share(d, riposting, newFencer(human), 'lunge'));
    for (const figures of [parry, attack, riposte]) {
      expect(figures[0]).toBeLessThan(figures[1]!);
      expect(figures[1]).toBeLessThan(figures[2]!);
    }
    expect(riposte[2]).toBe(1);
  });

  it('only hard feints (about a third of its attacks) and lunges on an opponent left open', () => {
    const fresh = newFencer(human);
    for (const d of ['easy', 'medium'] as const) {
      expect(share(d, newFencer(ai), fresh, 'feint')).toBe(0);
    }
    const feints = share('hard', newFencer(ai), fresh, 'feint', 20_000);
    const lunges = share('hard', newFencer(ai), fresh, 'lunge', 20_000);
    expect(feints / (feints + lunges)).toBeCloseTo(AI_BY_DIFFICULTY.hard.feintShare, 1);
    // A parry spent on nothing: 7 ticks of cooldown left, longer than a lunge's flight.
    const open: Fencer = { ...fresh, action: 'parry', actionTicks: 3, cooldown: 7 };
    expect(share('hard', newFencer(ai), open, 'lunge')).toBeCloseTo(
      AI_BY_DIFFICULTY.hard.punishChancePerTick,
      1,
    );
    expect(share('medium', newFencer(ai), open, 'lunge')).toBeCloseTo(AI_ATTACK_CHANCE_PER_TICK, 2);
  });

  it('the bout reads its difficulty: an unknown one plays as medium', () => {
    const odd = initGame(
      fencingRules,
      [human, ai],
      { duration: 90, difficulty: 'extreme' as Difficulty, rounds: 1 },
      1,
    );
    expect(odd.difficulty).toBe('medium');
    for (const d of DIFFICULTIES) {
      expect(
        initGame(fencingRules, [human, ai], { duration: 90, difficulty: d, rounds: 1 }, 1),
      ).toMatchObject({ difficulty: d });
    }
  });

  it('against the same scripted human over 50 seeds: easy < medium < hard', () => {
    const margin = DIFFICULTIES.map((difficulty) => {
      let sum = 0;
      let wins = 0;
      for (let seed = 0; seed < 50; seed++) {
        const [you, them] = scriptedBout(difficulty, seed).fencers;
        sum += them.touches - you.touches;
        if (them.touches > you.touches) wins++;
      }
      return { mean: sum / 50, wins };
    });
    const [easy, medium, hard] = margin as [
      (typeof margin)[0],
      (typeof margin)[0],
      (typeof margin)[0],
    ];
    // Clearly apart: at least a touch between neighbours on average, and more AI wins at each step.
    expect(medium.mean - easy.mean).toBeGreaterThan(1);
    expect(hard.mean - medium.mean).toBeGreaterThan(1);
    expect(easy.wins).toBeLessThan(medium.wins);
    expect(medium.wins).toBeLessThan(hard.wins);
  });
});

describe('fencing: the AI at the start', () => {
  /** A bout against an AI who never moves its own fencer, started by the human at 0 ms. */
  const counting = (difficulty: Difficulty, seed: number) =>
    perform(
      fencingRules,
      initGame(fencingRules, [human, ai], { duration: 90, difficulty, rounds: 1 }, seed),
      human.id,
      { type: 'start' },
    );

  it('hard neither attacks nor scores before GO and its reaction: its first touch comes after both', () => {
    const firstTouchMs: number[] = [];
    const firstAttackMs: number[] = [];
    for (let seed = 0; seed < 300; seed++) {
      let s = counting('hard', seed);
      let attackedAt: number | null = null;
      for (let t = 10; t <= 20_000 && s.fencers[1].touches === 0; t += 10) {
        s = advance(fencingRules, s, 10);
        if (attackedAt === null && s.fencers[1].attackId !== 0) attackedAt = t;
        if (s.fencers[1].touches > 0) firstTouchMs.push(t);
      }
      if (attackedAt !== null) firstAttackMs.push(attackedAt);
    }
    const reactionMs = AI_GO_REACTION_TICKS.hard * TICK_MS;
    const earliestTouch = COUNTDOWN_MS + reactionMs + LUNGE_FLIGHT_TICKS * TICK_MS;
    expect(Math.min(...firstAttackMs)).toBe(COUNTDOWN_MS + reactionMs);
    // The reaction is what holds it back: at the first tick it may, some bouts see it attack at once.
    expect(Math.min(...firstTouchMs)).toBe(earliestTouch);
    expect(firstTouchMs.length).toBeGreaterThan(250);
  });

  it('reacts to GO more slowly as the difficulty falls', () => {
    expect(AI_GO_REACTION_TICKS.easy).toBeGreaterThan(AI_GO_REACTION_TICKS.medium);
    expect(AI_GO_REACTION_TICKS.medium).toBeGreaterThan(AI_GO_REACTION_TICKS.hard);
    expect(AI_GO_REACTION_TICKS.hard * TICK_MS).toBeGreaterThanOrEqual(250);
  });

  it('may still parry a lunge made at GO', () => {
    let parried = 0;
    for (let seed = 0; seed < 400; seed++) {
      const atGo = advance(fencingRules, counting('hard', seed), COUNTDOWN_MS);
      const lunged = perform(fencingRules, atGo, human.id, { type: 'lunge' });
      if (advance(fencingRules, lunged, TICK_MS).fencers[1].action === 'parry') parried++;
    }
    expect(parried / 400).toBeCloseTo(AI_BY_DIFFICULTY.hard.parryChance, 1);
  });
});
