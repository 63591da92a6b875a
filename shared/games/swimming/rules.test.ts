import fc from 'fast-check';
import { createRng } from '../../lib/rng';
import { advance, initGame, perform, simulate } from '../core/runner';
import type { GamePlayer, GameSettings } from '../core/types';
import { HUMAN_PLAYER_ID } from '../core/players';
import { COUNTDOWN_MS } from '../core/countdown';
import { swimmingRules, timeLeftMs, type SwimmingState } from './rules';
import { aiWantsToStroke } from './ai';

const you: GamePlayer = { id: HUMAN_PLAYER_ID, name: 'You', avatar: 'You', isAI: false };
const ai = (n: number): GamePlayer => ({
  id: `ai-${n}`,
  name: `AI ${n}`,
  avatar: `AI ${n}`,
  isAI: true,
});
const settings: GameSettings = { duration: 60, difficulty: 'medium', rounds: 1 };

/** Started and counted down: at GO, when the race's clock starts. */
function started(players: GamePlayer[] = [you], seed = 1): SwimmingState {
  const ready = initGame(swimmingRules, players, settings, seed);
  const counting = perform(swimmingRules, ready, HUMAN_PLAYER_ID, { type: 'start' });
  return advance(swimmingRules, counting, COUNTDOWN_MS);
}
/**
 * A stroke as if the swimmer's hand had rested since the last one: the 15-a-second press ceiling has its
 * own tests below, the other rules are tested stroke by stroke at one instant.
 */
const stroke = (s: SwimmingState, id = HUMAN_PLAYER_ID) => {
  const rested = {
    ...s,
    swimmers: s.swimmers.map((w) => (w.player.id === id ? { ...w, nextPressMs: 0 } : w)),
  };
  const after = perform(swimmingRules, rested, id, { type: 'stroke' });
  return after === rested ? s : after;
};
const stepTimes = (s: SwimmingState, times: number, dtMs: number) => {
  let state = s;
  for (let i = 0; i < times; i++) state = advance(swimmingRules, state, dtMs);
  return state;
};
const me = (s: SwimmingState) => s.swimmers[0]!;

describe('swimming: start', () => {
  it('starts ready with 100 energy, 0 m and the full clock, and ignores time until started', () => {
    const ready = initGame(swimmingRules, [you], settings, 1);
    expect(ready.phase).toBe('ready');
    expect(me(ready)).toMatchObject({ energy: 100, distance: 0, strokes: 0 });
    expect(advance(swimmingRules, ready, 5000)).toBe(ready);
    expect(timeLeftMs(ready)).toBe(60_000);
  });

  it('counts down 3 s on start, then plays with the full clock; start is ignored afterwards', () => {
    const counting = perform(
      swimmingRules,
      initGame(swimmingRules, [you], settings, 1),
      HUMAN_PLAYER_ID,
      { type: 'start' },
    );
    expect(counting).toMatchObject({ phase: 'countdown', countdownMs: COUNTDOWN_MS });
    expect(perform(swimmingRules, counting, HUMAN_PLAYER_ID, { type: 'start' })).toBe(counting);
    const playing = started();
    expect(playing).toMatchObject({ phase: 'playing', elapsedMs: 0 });
    expect(timeLeftMs(playing)).toBe(60_000);
    expect(perform(swimmingRules, playing, HUMAN_PLAYER_ID, { type: 'start' })).toBe(playing);
  });
});

describe('swimming: strokes', () => {
  it('a stroke costs 2 energy, counts, and moves 0.5 × random(10..30) metres', () => {
    const after = stroke(started());
    expect(me(after).energy).toBe(98);
    expect(me(after).strokes).toBe(1);
    expect(me(after).distance).toBeGreaterThanOrEqual(5);
    expect(me(after).distance).toBeLessThan(15);
  });

  it('is ignored before the start', () => {
    const ready = initGame(swimmingRules, [you], settings, 1);
    expect(stroke(ready)).toBe(ready);
  });

  it('is ignored at zero energy', () => {
    const drained: SwimmingState = { ...started(), swimmers: [{ ...me(started()), energy: 0 }] };
    expect(stroke(drained)).toBe(drained);
  });

  it('sets the stroking flag for 200 ms', () => {
    const after = stroke(started());
    expect(me(after).strokingMs).toBe(200);
    expect(me(stepTimes(after, 19, 10)).strokingMs).toBe(10);
    expect(me(stepTimes(after, 20, 10)).strokingMs).toBe(0);
  });

  it('never carries a swimmer past 100 m, and a finished swimmer cannot stroke', () => {
    let state = started([you, ai(1)]);
    for (let i = 0; i < 40; i++) state = stroke(state);
    expect(me(state).distance).toBe(100);
    expect(me(state).finishedAtMs).toBe(0);
    const strokes = me(state).strokes;
    expect(me(stroke(state)).strokes).toBe(strokes);
  });
});

describe('swimming: the 15-a-second press ceiling', () => {
  const press = (s: SwimmingState) =>
    perform(swimmingRules, s, HUMAN_PLAYER_ID, { type: 'stroke' });

  // At most 6 strokes in each test: 6 × 15 m stays short of the wall.
  it('counts one stroke of a burst at one instant, and strokes 70 ms apart all', () => {
    let burst = started();
    for (let i = 0; i < 6; i++) burst = press(burst);
    expect(me(burst).strokes).toBe(1);
    let steady = started();
    for (let i = 0; i < 6; i++) steady = stepTimes(press(steady), 7, 10);
    expect(me(steady).strokes).toBe(6);
  });

  it('a flood (a press every 10 ms) gets no more strokes than 15 a second', () => {
    let state = started();
    for (let i = 0; i < 33; i++) state = stepTimes(press(state), 1, 10);
    // 330 ms at 15 a second: presses at 0, 67, 133, 200, 267 ms (and one early by a 10 ms step).
    expect(me(state).strokes).toBeGreaterThanOrEqual(5);
    expect(me(state).strokes).toBeLessThanOrEqual(6);
  });
});

describe('swimming: energy regeneration', () => {
  it('regenerates 1 per 100 ms, in whole ticks', () => {
    let state = started();
    for (let i = 0; i < 5; i++) state = stroke(state);
    expect(me(state).energy).toBe(90);
    expect(me(stepTimes(state, 1, 99)).energy).toBe(90);
    expect(me(stepTimes(state, 10, 100)).energy).toBe(100);
    expect(me(stepTimes(state, 3, 100)).energy).toBe(93);
    // Carry-over: 60 + 60 ms is one tick.
    expect(me(stepTimes(state, 2, 60)).energy).toBe(91);
  });

  it('never regenerates above 100', () => {
    expect(me(stepTimes(started(), 10, 100)).energy).toBe(100);
  });
});

describe('swimming: AI', () => {
  it('decides every 300–500 ms and strokes while its energy is high', () => {
    let state = started([you, ai(1)], 7);
    state = stepTimes(state, 29, 10); // 290 ms: no decision can have happened yet
    expect(state.swimmers[1]!.strokes).toBe(0);
    state = stepTimes(state, 21, 10); // 500 ms: exactly one decision has happened
    expect(state.swimmers[1]!.strokes).toBe(1);
  });

  it('wants to stroke only when its energy exceeds a random threshold in 20..40', () => {
    const rng = createRng(3);
    for (let i = 0; i < 500; i++) {
      expect(aiWantsToStroke(20, rng)).toBe(false);
      expect(aiWantsToStroke(40, rng)).toBe(true);
    }
    const decisions = Array.from({ length: 1000 }, () => aiWantsToStroke(30, rng));
    expect(decisions.filter(Boolean).length).toBeGreaterThan(400);
    expect(decisions.filter(Boolean).length).toBeLessThan(600);
  });
});

describe('swimming: finish and score', () => {
  it('finishes when the timer reaches 0', () => {
    const state = stepTimes(started(), 600, 100);
    expect(state.phase).toBe('finished');
    expect(timeLeftMs(state)).toBe(0);
    expect(swimmingRules.isOver(state)).toBe(true);
  });

  it('is not finished one step before the timer reaches 0', () => {
    expect(stepTimes(started(), 599, 100).phase).toBe('playing');
  });

  it('finishes as soon as every swimmer reaches 100 m', () => {
    let state = started([you]);
    while (me(state).distance < 100) state = stroke(state);
    expect(state.phase).toBe('finished');
  });

  it('scores round(distance/100*1000 + remaining seconds*10) at the swimmer’s finish', () => {
    let state = stepTimes(started([you, ai(1)], 11), 20, 100); // 2 s in
    while (me(state).distance < 100) state = stroke(state);
    state = stepTimes(state, 600, 100);
    const mine = swimmingRules.results(state).find((r) => r.playerId === HUMAN_PLAYER_ID)!;
    const finishMs = me(state).finishedAtMs!;
    expect(finishMs).toBeGreaterThanOrEqual(2000);
    expect(mine.score).toBe(Math.round(1000 + ((60_000 - finishMs) / 1000) * 10));
    expect(mine.time).toBe(finishMs / 1000);
    expect(mine.breakdown!.reduce((sum, p) => sum + p.points, 0)).toBe(mine.score);
  });

  it('a swimmer who did not finish scores distance points only', () => {
    const state = stepTimes(stroke(started()), 600, 100);
    const [mine] = swimmingRules.results(state);
    expect(mine!.score).toBe(Math.round(me(state).distance * 10));
  });

  it('reports every player, ranked by score, positions 1..n', () => {
    const players = [you, ai(1), ai(2), ai(3)];
    const results = swimmingRules.results(simulate(swimmingRules, started(players, 5)));
    expect(results.map((r) => r.position)).toEqual([1, 2, 3, 4]);
    expect(new Set(results.map((r) => r.playerId))).toEqual(new Set(players.map((p) => p.id)));
    for (let i = 1; i < results.length; i++) {
      expect(results[i - 1]!.score).toBeGreaterThanOrEqual(results[i]!.score);
    }
  });
});

describe('swimming: whole races', () => {
  it('an all-AI race runs to its end with every swimmer at 100 m', () => {
    const players = Array.from({ length: 8 }, (_, i) => ai(i));
    const start = perform(swimmingRules, initGame(swimmingRules, players, settings, 42), 'x', {
      type: 'start',
    });
    const end = simulate(swimmingRules, start);
    expect(end.phase).toBe('finished');
    expect(end.swimmers.every((s) => s.distance === 100)).toBe(true);
  });
});

type Move = { kind: 'step'; dt: number } | { kind: 'stroke' };
const moves = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('step' as const), dt: fc.integer({ min: 1, max: 400 }) }),
    fc.constant({ kind: 'stroke' as const }),
  ),
  { maxLength: 300 },
);
const play = (seed: number, list: Move[]) =>
  list.reduce(
    (s, m) => (m.kind === 'step' ? advance(swimmingRules, s, m.dt) : stroke(s)),
    started([you, ai(1), ai(2)], seed),
  );

describe('swimming: properties', () => {
  it('energy stays within 0..100 and distance never passes 100', () => {
    fc.assert(
      fc.property(fc.integer(), moves, (seed, list) => {
        let s = started([you, ai(1), ai(2)], seed);
        for (const m of list) {
          s = m.kind === 'step' ? advance(swimmingRules, s, m.dt) : stroke(s);
          for (const w of s.swimmers) {
            if (w.energy < 0 || w.energy > 100 || w.distance < 0 || w.distance > 100) return false;
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

  it('scores never pass the formula’s maximum', () => {
    fc.assert(
      fc.property(fc.integer(), moves, (seed, list) => {
        const end = simulate(swimmingRules, play(seed, list));
        return swimmingRules.results(end).every((r) => r.score >= 0 && r.score <= 1000 + 60 * 10);
      }),
      { numRuns: 50 },
    );
  });
});

it('rules never touch Math.random', () => {
  const spy = vi.spyOn(Math, 'random');
  simulate(swimmingRules, started([you, ai(1)], 9));
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
  expect(createRng(1).next()).toBe(createRng(1).next());
});

describe('swimming: AI by difficulty', () => {
  const meanAiFinish = (difficulty: GameSettings['difficulty']) => {
    const seeds = Array.from({ length: 20 }, (_, i) => i + 1);
    const times = seeds.flatMap((seed) => {
      const players = [ai(1), ai(2), ai(3)];
      const init = initGame(swimmingRules, players, { ...settings, difficulty }, seed);
      const end = simulate(swimmingRules, perform(swimmingRules, init, 'ai-1', { type: 'start' }));
      return end.swimmers.map((s) => s.finishedAtMs ?? end.durationMs);
    });
    return times.reduce((a, b) => a + b, 0) / times.length;
  };

  it('easy swims slower than medium and medium slower than hard', () => {
    const easy = meanAiFinish('easy');
    const medium = meanAiFinish('medium');
    const hard = meanAiFinish('hard');
    expect(easy).toBeGreaterThan(medium * 1.2);
    expect(medium).toBeGreaterThan(hard * 1.15);
  });
});

describe('swimming: several people in one race', () => {
  const other: GamePlayer = { id: 'guest', name: 'Guest', avatar: 'Guest', isAI: false };

  it('each stroke moves only the swimmer who made it, and either person can start', () => {
    const init = initGame(swimmingRules, [you, other, ai(1)], settings, 4);
    const counting = perform(swimmingRules, init, 'guest', { type: 'start' });
    expect(counting.phase).toBe('countdown');
    const race = advance(swimmingRules, counting, COUNTDOWN_MS);
    expect(race.phase).toBe('playing');
    const after = stroke(stroke(race, 'guest'), 'guest');
    expect(after.swimmers[1]!.strokes).toBe(2);
    expect(after.swimmers[0]!.strokes).toBe(0);
    expect(stroke(race, 'nobody')).toBe(race);
  });

  it('waits for the slower person: the race runs on until both have touched or the time is up', () => {
    let race = started([you, other]);
    while (me(race).distance < 100) race = stroke(race);
    expect(race.phase).toBe('playing');
    expect(stroke(race)).toBe(race);
    while (race.swimmers[1]!.distance < 100) race = stroke(race, 'guest');
    expect(race.phase).toBe('finished');
    expect(swimmingRules.results(race).map((r) => r.playerId)).toEqual([HUMAN_PLAYER_ID, 'guest']);
  });
});

describe('swimming: always ends', () => {
  it('ends within its duration whatever the inputs (1,000 runs)', () => {
    const junk = fc.oneof(
      fc.constant<unknown>({ type: 'stroke' }),
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
          let state = initGame(swimmingRules, players, { duration, difficulty, rounds: 1 }, seed);
          state = perform(swimmingRules, state, HUMAN_PLAYER_ID, { type: 'start' });
          let elapsed = 0;
          for (const [dt, who, input] of script) {
            state = perform(swimmingRules, state, who, input);
            state = advance(swimmingRules, state, dt);
            elapsed += dt;
          }
          // The clock starts at GO: the whole game is the countdown plus the duration.
          state = advance(
            swimmingRules,
            state,
            Math.max(0, COUNTDOWN_MS + duration * 1000 - elapsed),
          );
          expect(swimmingRules.isOver(state)).toBe(true);
          expect(state.elapsedMs).toBeLessThanOrEqual(duration * 1000);
          expect(swimmingRules.results(state)).toHaveLength(players.length);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
