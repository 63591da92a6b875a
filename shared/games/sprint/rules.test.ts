import fc from 'fast-check';
import { createRng } from '../../lib/rng';
import { advance, initGame, perform, simulate } from '../core/runner';
import type { GamePlayer, GameSettings } from '../core/types';
import { HUMAN_PLAYER_ID } from '../core/players';
import { COUNTDOWN_MS, countdownNumber as countdownCall } from '../core/countdown';
import { canRun, sprintRules, timeLeftMs, type SprintState } from './rules';
import { aiWantsToRun } from './ai';
import {
  AI_BEAT_MS,
  RHYTHM_DRAIN_SHARE,
  RHYTHM_TOLERANCE,
  WINDED_RECOVER_TO,
  AI_CLICK_CHANCE_FRESH,
  AI_CLICK_CHANCE_TIRED,
  MAX_SPEED,
  RACE_DISTANCE_M,
  SCORE_DISTANCE_POINTS,
  SCORE_POINTS_PER_REMAINING_SECOND,
  SPEED_PER_CLICK,
  SPEED_RETAINED_PER_TICK,
  STAMINA_DRAIN_PER_SPEED,
  STAMINA_RECOVERY_PER_TICK,
  STAMINA_START,
  TICK_MS,
} from './constants';

const you: GamePlayer = { id: HUMAN_PLAYER_ID, name: 'You', avatar: 'You', isAI: false };
const ai = (n: number): GamePlayer => ({
  id: `ai-${n}`,
  name: `AI ${n}`,
  avatar: `AI ${n}`,
  isAI: true,
});
const settings: GameSettings = { duration: 45, difficulty: 'medium', rounds: 1 };

const ready = (players: GamePlayer[] = [you], seed = 1, s: GameSettings = settings) =>
  initGame(sprintRules, players, s, seed);
const start = (s: SprintState) => perform(sprintRules, s, HUMAN_PLAYER_ID, { type: 'start' });
const stepTimes = (s: SprintState, times: number, dtMs: number) => {
  let state = s;
  for (let i = 0; i < times; i++) state = advance(sprintRules, state, dtMs);
  return state;
};
/** Past the 3 s countdown, at race time 0. */
const running = (players: GamePlayer[] = [you], seed = 1, s: GameSettings = settings) =>
  stepTimes(start(ready(players, seed, s)), 30, 100);
/**
 * A click as if the runner's hand had rested since the last one: the 15-a-second press ceiling has its own
 * tests below, the other rules are tested click by click at one instant.
 */
const click = (s: SprintState, id = HUMAN_PLAYER_ID) => {
  const rested = {
    ...s,
    runners: s.runners.map((r) => (r.player.id === id ? { ...r, nextPressMs: 0 } : r)),
  };
  const after = perform(sprintRules, rested, id, { type: 'run' });
  return after === rested ? s : after;
};
const clicks = (s: SprintState, n: number) => {
  let state = s;
  for (let i = 0; i < n; i++) state = click(state);
  return state;
};
const me = (s: SprintState) => s.runners[0]!;
const countdownNumber = (s: SprintState) => countdownCall(s.countdownMs);

describe('sprint: constants (SPEC §9)', () => {
  it('pins the spec numbers', () => {
    expect(RACE_DISTANCE_M).toBe(100);
    expect(COUNTDOWN_MS).toBe(3000);
    expect(MAX_SPEED).toBe(15);
    expect(SPEED_PER_CLICK).toBe(2);
    expect(STAMINA_START).toBe(100);
    expect(TICK_MS).toBe(100);
    expect(STAMINA_RECOVERY_PER_TICK).toBe(0.5);
    expect(STAMINA_DRAIN_PER_SPEED).toBe(0.5);
    expect(SPEED_RETAINED_PER_TICK).toBe(0.95);
    expect(SCORE_DISTANCE_POINTS).toBe(1000);
    expect(SCORE_POINTS_PER_REMAINING_SECOND).toBe(5);
  });
});

describe('sprint: the 15-a-second press ceiling', () => {
  const press = (s: SprintState) => perform(sprintRules, s, HUMAN_PLAYER_ID, { type: 'run' });

  it('counts one click of a burst at one instant, and clicks 70 ms apart all', () => {
    let burst = running();
    for (let i = 0; i < 5; i++) burst = press(burst);
    expect(me(burst).clicks).toBe(1);
    let steady = running();
    for (let i = 0; i < 5; i++) steady = stepTimes(press(steady), 7, 10);
    expect(me(steady).clicks).toBe(5);
  });

  it('a flood (a click every 10 ms) gets no more clicks than 15 a second', () => {
    let state = running();
    for (let i = 0; i < 100; i++) state = stepTimes(press(state), 1, 10);
    expect(me(state).clicks).toBeGreaterThanOrEqual(10);
    expect(me(state).clicks).toBeLessThanOrEqual(16);
  });
});

describe('sprint: ready and countdown', () => {
  it('starts ready with 100 stamina, 0 speed, 0 m, and ignores time and runs until started', () => {
    const state = ready();
    expect(state.phase).toBe('ready');
    expect(me(state)).toMatchObject({ distance: 0, stamina: 100, speed: 0 });
    expect(advance(sprintRules, state, 5000)).toBe(state);
    expect(click(state)).toBe(state);
    expect(timeLeftMs(state)).toBe(45_000);
  });

  it('start moves ready to a 3 s countdown calling 3, 2, 1; start is ignored afterwards', () => {
    const counting = start(ready());
    expect(counting.phase).toBe('countdown');
    expect(countdownNumber(counting)).toBe(3);
    expect(start(counting)).toBe(counting);
    expect(countdownNumber(stepTimes(counting, 101, 10))).toBe(2);
    expect(countdownNumber(stepTimes(counting, 201, 10))).toBe(1);
  });

  it('a run click during the countdown is ignored', () => {
    const counting = stepTimes(start(ready()), 10, 100);
    expect(click(counting)).toBe(counting);
  });

  it('runs after exactly 3 s, with the race clock still full', () => {
    const counting = start(ready());
    expect(stepTimes(counting, 299, 10).phase).toBe('countdown');
    const gun = stepTimes(counting, 300, 10);
    expect(gun.phase).toBe('running');
    expect(gun.elapsedMs).toBe(0);
    expect(timeLeftMs(gun)).toBe(45_000);
  });

  it('time past the countdown carries into the race', () => {
    const state = advance(sprintRules, start(ready()), COUNTDOWN_MS + 250);
    expect(state.phase).toBe('running');
    expect(state.elapsedMs).toBe(250);
  });
});

describe('sprint: running', () => {
  it('a click adds 2 speed and drains half the new speed in stamina', () => {
    const one = click(running());
    expect(me(one)).toMatchObject({ speed: 2, stamina: 99, clicks: 1 });
    const two = click(one);
    expect(me(two)).toMatchObject({ speed: 4, stamina: 97 });
  });

  it('speed is capped at 15 and a click at the cap still costs 7.5 stamina', () => {
    const fast = clicks(running(), 8);
    expect(me(fast).speed).toBe(15);
    const before = me(fast).stamina;
    expect(me(click(fast)).stamina).toBe(before - 7.5);
    expect(me(click(fast)).speed).toBe(15);
  });

  it('moves speed × 0.1 s per 100 ms tick, then decays speed 5% and recovers 0.5 stamina', () => {
    const state = clicks(running(), 5); // speed 10, stamina 100 - (1+2+3+4+5) = 85
    expect(me(state)).toMatchObject({ speed: 10, stamina: 85 });
    const after = stepTimes(state, 1, 100);
    expect(me(after).distance).toBeCloseTo(1, 10);
    expect(me(after).speed).toBeCloseTo(9.5, 10);
    expect(me(after).stamina).toBe(85.5);
    const two = stepTimes(state, 2, 100);
    expect(me(two).distance).toBeCloseTo(1.95, 10);
    expect(me(two).speed).toBeCloseTo(9.025, 10);
  });

  it('nothing happens before a whole tick, and any split of the time gives the same race', () => {
    const state = clicks(running(), 5);
    expect(me(stepTimes(state, 9, 10))).toEqual(me(state));
    expect(me(stepTimes(state, 10, 10))).toEqual(me(stepTimes(state, 1, 100)));
    expect(stepTimes(state, 3, 70)).toEqual(advance(sprintRules, state, 210));
  });

  it('recovers stamina 0.5 per tick, never above 100', () => {
    const tired = click(running());
    expect(me(stepTimes(tired, 1, 100)).stamina).toBe(99.5);
    expect(me(stepTimes(tired, 10, 100)).stamina).toBe(100);
  });

  it('a run at zero stamina is ignored; stamina never goes below 0; drained to 0, the runner is winded until 10', () => {
    expect(WINDED_RECOVER_TO).toBe(10);
    let state = running();
    while (me(state).stamina > 0) state = click(state);
    expect(me(state)).toMatchObject({ stamina: 0, winded: true });
    expect(click(state)).toBe(state);
    // The spec's rule alone let a click in at every 0.5 recovered: now RUN! stays off for 2 s.
    const almost = stepTimes(state, 19, 100);
    expect(me(almost)).toMatchObject({ stamina: 9.5, winded: true });
    expect(canRun(almost, me(almost))).toBe(false);
    expect(click(almost)).toBe(almost);
    const back = stepTimes(state, 20, 100);
    expect(me(back)).toMatchObject({ stamina: 10, winded: false });
    expect(canRun(back, me(back))).toBe(true);
    expect(me(click(back)).clicks).toBe(me(back).clicks + 1);
  });

  it('a click in rhythm (its gap within 20% of the gap before) drains half; off the beat, the spec’s drain', () => {
    expect([RHYTHM_TOLERANCE, RHYTHM_DRAIN_SHARE]).toEqual([0.2, 0.5]);
    const drainOf = (before: SprintState, after: SprintState) =>
      me(before).stamina - me(after).stamina;
    const at = (s: SprintState, gapMs: number) => click(advance(sprintRules, s, gapMs));
    let state = click(running()); // no gap yet
    state = at(state, 250); // a gap, none before it
    expect(me(state).rhythm).toBe(0);
    for (const gapMs of [250, 290, 240]) {
      const before = advance(sprintRules, state, gapMs);
      const after = click(before);
      expect(drainOf(before, after)).toBeCloseTo(me(after).speed * 0.25, 10);
      state = after;
    }
    expect(me(state).rhythm).toBe(3);
    // 400 ms after a 240 ms gap is off the beat: the full drain, and the streak ends.
    const before = advance(sprintRules, state, 400);
    const after = click(before);
    expect(drainOf(before, after)).toBeCloseTo(me(after).speed * 0.5, 10);
    expect(me(after).rhythm).toBe(0);
    // Clicks at one instant are no beat.
    const burst = clicks(running(), 4);
    expect(me(burst).rhythm).toBe(0);
  });

  it('a run after the finish line is ignored', () => {
    let state = running([you, ai(1)]);
    while (me(state).finishedAtMs === null) state = stepTimes(click(state), 1, 100);
    expect(click(state)).toBe(state);
  });
});

describe('sprint: finish and score', () => {
  it('interpolates the finish inside the tick and never passes 100 m', () => {
    let state = running([you, ai(1)]);
    while (me(state).finishedAtMs === null) state = stepTimes(click(state), 1, 100);
    expect(me(state).distance).toBe(100);
    expect(me(state).speed).toBe(0);
    const finish = me(state).finishedAtMs!;
    expect(finish).toBeGreaterThan(state.elapsedMs - TICK_MS);
    expect(finish).toBeLessThanOrEqual(state.elapsedMs);
  });

  it('finishes when the timer reaches 0, not one tick earlier', () => {
    expect(stepTimes(running(), 449, 100).phase).toBe('running');
    const end = stepTimes(running(), 450, 100);
    expect(end.phase).toBe('finished');
    expect(timeLeftMs(end)).toBe(0);
    expect(sprintRules.isOver(end)).toBe(true);
  });

  it('finishes as soon as every runner reaches 100 m', () => {
    let state = running([you]);
    while (me(state).finishedAtMs === null) state = stepTimes(click(state), 1, 100);
    expect(state.phase).toBe('finished');
    expect(state.elapsedMs).toBeLessThan(45_000);
  });

  it('scores round(distance/100×1000 + remaining seconds×5) at the runner’s finish', () => {
    let state = running([you, ai(1)], 3);
    while (me(state).finishedAtMs === null) state = stepTimes(click(state), 1, 100);
    state = simulate(sprintRules, state);
    const mine = sprintRules.results(state).find((r) => r.playerId === HUMAN_PLAYER_ID)!;
    const finishMs = me(state).finishedAtMs!;
    expect(mine.score).toBe(Math.round(1000 + ((45_000 - finishMs) / 1000) * 5));
    expect(mine.time).toBeCloseTo(finishMs / 1000, 3);
    expect(mine.breakdown!.reduce((sum, p) => sum + p.points, 0)).toBe(mine.score);
  });

  it('a runner who did not finish scores distance points only and uses the whole clock', () => {
    const state = stepTimes(clicks(running(), 3), 450, 100);
    const [mine] = sprintRules.results(state);
    expect(me(state).distance).toBeLessThan(100);
    expect(mine!.score).toBe(Math.round(me(state).distance * 10));
    expect(mine!.time).toBe(45);
  });

  it('reports every player, ranked by score, positions 1..n', () => {
    const players = [you, ai(1), ai(2), ai(3)];
    const results = sprintRules.results(simulate(sprintRules, start(ready(players, 5))));
    expect(results.map((r) => r.position)).toEqual([1, 2, 3, 4]);
    expect(new Set(results.map((r) => r.playerId))).toEqual(new Set(players.map((p) => p.id)));
    for (let i = 1; i < results.length; i++) {
      expect(results[i - 1]!.score).toBeGreaterThanOrEqual(results[i]!.score);
    }
  });
});

describe('sprint: AI', () => {
  it('decides once per tick: never clicks between ticks', () => {
    const state = running([you, ai(1)], 7);
    expect(stepTimes(state, 9, 10).runners[1]!.clicks).toBe(0);
  });

  it('clicks with the fresh chance above a random 20–40 threshold and the tired chance below', () => {
    const rng = createRng(3);
    const rate = (stamina: number) =>
      Array.from({ length: 4000 }, () =>
        aiWantsToRun({ stamina, lastRunMs: null }, 0, 'medium', rng),
      ).filter(Boolean).length / 4000;
    expect(rate(40)).toBeCloseTo(AI_CLICK_CHANCE_FRESH.medium, 1);
    expect(rate(20)).toBeCloseTo(AI_CLICK_CHANCE_TIRED.medium, 1);
    expect(rate(30)).toBeGreaterThan(AI_CLICK_CHANCE_TIRED.medium + 0.02);
    expect(rate(30)).toBeLessThan(AI_CLICK_CHANCE_FRESH.medium - 0.02);
  });

  it('keeps its beat: no click, and no number drawn, sooner than its beat after its last click', () => {
    const rng = createRng(3);
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const beat = AI_BEAT_MS[difficulty];
      const before = rng.state();
      expect(
        aiWantsToRun({ stamina: 100, lastRunMs: 1000 }, 1000 + beat - 100, difficulty, rng),
      ).toBe(false);
      expect(rng.state()).toBe(before);
    }
    expect(AI_BEAT_MS.easy).toBeGreaterThan(AI_BEAT_MS.medium);
    expect(AI_BEAT_MS.medium).toBeGreaterThan(AI_BEAT_MS.hard);
  });

  it('is harder at higher difficulty', () => {
    expect(AI_CLICK_CHANCE_FRESH.easy).toBeLessThan(AI_CLICK_CHANCE_FRESH.medium);
    expect(AI_CLICK_CHANCE_FRESH.medium).toBeLessThan(AI_CLICK_CHANCE_FRESH.hard);
    expect(AI_CLICK_CHANCE_TIRED.easy).toBeLessThan(AI_CLICK_CHANCE_TIRED.hard);
  });

  /** A human clicking at a steady rate, as many per second as given, from the gun. */
  function raceAt(clicksPerSecond: number, seed: number) {
    let state = running([you, ai(1), ai(2), ai(3)], seed);
    let nextClick = 0;
    while (state.phase === 'running') {
      if (state.elapsedMs >= nextClick) {
        state = click(state);
        nextClick += 1000 / clicksPerSecond;
      }
      state = advance(sprintRules, state, 10);
    }
    const times = state.runners.map((r) => r.finishedAtMs ?? Infinity);
    return { you: times[0]!, bestAi: Math.min(...times.slice(1)) };
  }

  it('medium races are close: a steady 4 a second usually wins, 3 a second usually loses, by under 2 s', () => {
    const seeds = Array.from({ length: 12 }, (_, i) => i + 1);
    const fast = seeds.map((seed) => raceAt(4, seed));
    const slow = seeds.map((seed) => raceAt(3, seed));
    expect(fast.filter((r) => r.you < r.bestAi).length).toBeGreaterThanOrEqual(9);
    expect(slow.filter((r) => r.you < r.bestAi).length).toBeLessThanOrEqual(4);
    for (const r of [...fast, ...slow]) expect(Math.abs(r.you - r.bestAi)).toBeLessThan(2000);
  });
});

describe('sprint: whole races', () => {
  it('an all-AI race runs to its end with every runner at 100 m', () => {
    const players = Array.from({ length: 8 }, (_, i) => ai(i));
    const counting = perform(sprintRules, ready(players, 42), 'x', { type: 'start' });
    const end = simulate(sprintRules, counting);
    expect(end.phase).toBe('finished');
    expect(end.runners.every((r) => r.distance === 100 && r.finishedAtMs !== null)).toBe(true);
    expect(sprintRules.results(end)).toHaveLength(8);
  });
});

type Move = { kind: 'step'; dt: number } | { kind: 'run' };
const moves = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('step' as const), dt: fc.integer({ min: 1, max: 400 }) }),
    fc.constant({ kind: 'run' as const }),
  ),
  { maxLength: 300 },
);
const applyMove = (s: SprintState, m: Move) =>
  m.kind === 'step' ? advance(sprintRules, s, m.dt) : click(s);
const play = (seed: number, list: Move[]) =>
  list.reduce(applyMove, start(ready([you, ai(1), ai(2)], seed)));

describe('sprint: properties', () => {
  it('stamina stays within 0..100, speed within 0..15, distance within 0..100', () => {
    fc.assert(
      fc.property(fc.integer(), moves, (seed, list) => {
        let s = start(ready([you, ai(1), ai(2)], seed));
        for (const m of list) {
          s = applyMove(s, m);
          for (const r of s.runners) {
            if (r.stamina < 0 || r.stamina > 100) return false;
            if (r.speed < 0 || r.speed > 15) return false;
            if (r.distance < 0 || r.distance > 100) return false;
          }
        }
        return true;
      }),
    );
  });

  it('the same seed and inputs give the same race', () => {
    fc.assert(
      fc.property(fc.integer(), moves, (seed, list) => {
        expect(play(seed, list)).toEqual(play(seed, list));
      }),
      { numRuns: 50 },
    );
  });

  it('scores stay within 0..the formula’s maximum and sum their breakdown', () => {
    fc.assert(
      fc.property(fc.integer(), moves, (seed, list) => {
        const end = simulate(sprintRules, play(seed, list));
        return sprintRules
          .results(end)
          .every(
            (r) =>
              r.score >= 0 &&
              r.score <= 1000 + 45 * 5 &&
              r.breakdown!.reduce((sum, p) => sum + p.points, 0) === r.score,
          );
      }),
      { numRuns: 50 },
    );
  });
});

it('rules never touch Math.random', () => {
  const spy = vi.spyOn(Math, 'random');
  simulate(sprintRules, start(ready([you, ai(1)], 9)));
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
});

describe('sprint: AI by difficulty', () => {
  const meanAiFinish = (difficulty: GameSettings['difficulty']) => {
    const seeds = Array.from({ length: 20 }, (_, i) => i + 1);
    const times = seeds.flatMap((seed) => {
      const players = [ai(1), ai(2), ai(3)];
      const counting = perform(
        sprintRules,
        ready(players, seed, { ...settings, difficulty }),
        'ai-1',
        { type: 'start' },
      );
      const end = simulate(sprintRules, counting);
      return end.runners.map((r) => r.finishedAtMs ?? end.durationMs);
    });
    return times.reduce((a, b) => a + b, 0) / times.length;
  };

  it('easy runs slower than medium and medium slower than hard, in whole races', () => {
    const easy = meanAiFinish('easy');
    const medium = meanAiFinish('medium');
    const hard = meanAiFinish('hard');
    expect(easy).toBeGreaterThan(medium * 1.05);
    expect(medium).toBeGreaterThan(hard * 1.05);
  });
});

describe('sprint: several people in one race', () => {
  const other: GamePlayer = { id: 'guest', name: 'Guest', avatar: 'Guest', isAI: false };

  it('either person can start, and a click moves only the runner who made it', () => {
    const counting = perform(sprintRules, ready([you, other, ai(1)], 5), 'guest', {
      type: 'start',
    });
    expect(counting.phase).toBe('countdown');
    const race = stepTimes(counting, 30, 100);
    const after = click(click(race, 'guest'), 'guest');
    expect(after.runners[1]!.speed).toBe(2 * SPEED_PER_CLICK);
    expect(after.runners[0]!.speed).toBe(0);
    expect(click(race, 'nobody')).toBe(race);
  });

  it('runs on until both people have finished or the time is up', () => {
    let race = running([you, other]);
    while (race.runners[0]!.finishedAtMs === null) {
      race = advance(sprintRules, click(race), 150);
    }
    expect(race.phase).toBe('running');
    while (race.phase === 'running') race = advance(sprintRules, click(race, 'guest'), 150);
    expect(race.runners.every((r) => r.finishedAtMs !== null)).toBe(true);
  });
});

// A thousand whole races of up to 600 s each: a busy machine may need more than the default 5 s.
describe('sprint: always ends', { timeout: 20_000 }, () => {
  it('ends within its duration whatever the inputs (1,000 runs)', () => {
    const junk = fc.oneof(
      fc.constant<unknown>({ type: 'run' }),
      fc.constant<unknown>({ type: 'start' }),
      fc.anything(),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 600 }),
        fc.constantFrom<GameSettings['difficulty']>('easy', 'medium', 'hard'),
        fc.integer({ min: 0, max: 6 }),
        fc.integer(),
        fc.array(
          fc.tuple(fc.integer({ min: 1, max: 500 }), fc.constantFrom(HUMAN_PLAYER_ID, 'x'), junk),
          { maxLength: 80 },
        ),
        (duration, difficulty, aiCount, seed, script) => {
          const players = [you, ...Array.from({ length: aiCount }, (_, i) => ai(i + 1))];
          let state = start(ready(players, seed, { duration, difficulty, rounds: 1 }));
          // The clock starts after the countdown: the whole game is the countdown plus the duration.
          const totalMs = COUNTDOWN_MS + duration * 1000;
          let elapsed = 0;
          for (const [dt, who, input] of script) {
            state = perform(sprintRules, state, who, input);
            state = advance(sprintRules, state, dt);
            elapsed += dt;
          }
          state = advance(sprintRules, state, Math.max(0, totalMs - elapsed));
          expect(sprintRules.isOver(state)).toBe(true);
          expect(state.elapsedMs).toBeLessThanOrEqual(duration * 1000);
          expect(sprintRules.results(state)).toHaveLength(players.length);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
