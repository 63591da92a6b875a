import fc from 'fast-check';
import { createRng } from '../../lib/rng';
import { advance, initGame, perform, simulate } from '../core/runner';
import type { Difficulty, GamePlayer, GameSettings } from '../core/types';
import { HUMAN_PLAYER_ID } from '../core/players';
import {
  accuracyPercent,
  basketballRules,
  canChangeAngle,
  timeLeftMs,
  type BasketballInput,
  type BasketballState,
} from './rules';
import { ballAt, launch, launchSpeed, sweetSpot } from './physics';
import { aiShotDelay } from './ai';
import {
  AI_ANGLE_MAX_DEG,
  AI_ANGLE_MIN_DEG,
  AI_POWER_MAX,
  AI_POWER_MIN,
  AI_SHOT_MAX_MS,
  AI_SHOT_MIN_MS,
  ANGLE_DEFAULT_DEG,
  ANGLE_MAX_DEG,
  ANGLE_MIN_DEG,
  BALL_RADIUS,
  BOARD_BOTTOM_Y,
  HOOP_X,
  MIN_SHOT_POWER,
  POINTS_PER_BASKET,
  POLE_X,
  POWER_MAX,
  POWER_STEP,
  POWER_STEP_MS,
  RELEASE_X,
  RELEASE_Y,
  RESET_MS,
  RIM_RADIUS,
  RIM_Y,
} from './constants';

const you: GamePlayer = { id: HUMAN_PLAYER_ID, name: 'You', avatar: 'You', isAI: false };
const ai = (n: number): GamePlayer => ({
  id: `ai-${n}`,
  name: `AI ${n}`,
  avatar: `AI ${n}`,
  isAI: true,
});
const settings: GameSettings = { duration: 120, difficulty: 'medium', rounds: 1 };

const ready = (players: GamePlayer[] = [you], seed = 1) =>
  initGame(basketballRules, players, settings, seed);
const act = (s: BasketballState, input: BasketballInput, id = HUMAN_PLAYER_ID) =>
  perform(basketballRules, s, id, input);
const started = (players: GamePlayer[] = [you], seed = 1) =>
  act(ready(players, seed), { type: 'start' });
const stepTimes = (s: BasketballState, times: number, dtMs: number) => {
  let state = s;
  for (let i = 0; i < times; i++) state = advance(basketballRules, state, dtMs);
  return state;
};
const me = (s: BasketballState) => s.shooters[0]!;
/** Holds the shot for holdMs, then lets go. */
const shoot = (s: BasketballState, holdMs: number, angle = ANGLE_DEFAULT_DEG) => {
  let state = act(s, { type: 'angle', degrees: angle });
  state = act(state, { type: 'press' });
  state = holdMs > 0 ? advance(basketballRules, state, holdMs) : state;
  return act(state, { type: 'release' });
};
/** Until this shooter is idle again (or the game ends). */
const untilIdle = (s: BasketballState) => {
  let state = s;
  while (me(state).shot !== 'idle' && state.phase === 'shooting') state = stepTimes(state, 1, 10);
  return state;
};

describe('basketball: constants (SPEC §9)', () => {
  it('pins the spec numbers', () => {
    expect([ANGLE_MIN_DEG, ANGLE_DEFAULT_DEG, ANGLE_MAX_DEG]).toEqual([15, 45, 75]);
    expect([POWER_STEP, POWER_STEP_MS, POWER_MAX]).toEqual([5, 50, 100]);
    expect(POINTS_PER_BASKET).toBe(2);
    expect(RESET_MS).toBe(1000);
    expect([AI_SHOT_MIN_MS, AI_SHOT_MAX_MS]).toEqual([4000, 6000]);
    expect([AI_POWER_MIN, AI_POWER_MAX]).toEqual([60, 80]);
    expect([AI_ANGLE_MIN_DEG, AI_ANGLE_MAX_DEG]).toEqual([40, 50]);
  });
});

describe('basketball: ready', () => {
  it('starts ready at 45° with no power, and ignores time and input until started', () => {
    const state = ready();
    expect(state.phase).toBe('ready');
    expect(me(state)).toMatchObject({ angleDeg: 45, power: 0, shot: 'idle', score: 0, shots: 0 });
    expect(advance(basketballRules, state, 5000)).toBe(state);
    expect(act(state, { type: 'press' })).toBe(state);
    expect(act(state, { type: 'angle', degrees: 30 })).toBe(state);
    expect(timeLeftMs(state)).toBe(120_000);
  });

  it('start moves ready to shooting; start is ignored afterwards', () => {
    const state = started();
    expect(state.phase).toBe('shooting');
    expect(act(state, { type: 'start' })).toBe(state);
  });
});

describe('basketball: power and angle', () => {
  it('power rises 5 per 50 ms while held, in whole steps, up to 100', () => {
    const held = act(started(), { type: 'press' });
    expect(me(held)).toMatchObject({ shot: 'charging', power: 0 });
    expect(me(stepTimes(held, 4, 10)).power).toBe(0);
    expect(me(stepTimes(held, 5, 10)).power).toBe(5);
    expect(me(stepTimes(held, 7, 100)).power).toBe(70);
    expect(me(stepTimes(held, 20, 50)).power).toBe(100);
    expect(me(stepTimes(held, 100, 50)).power).toBe(100);
  });

  it('the angle is kept within 15..75°', () => {
    expect(me(act(started(), { type: 'angle', degrees: 5 })).angleDeg).toBe(15);
    expect(me(act(started(), { type: 'angle', degrees: 90 })).angleDeg).toBe(75);
    expect(me(act(started(), { type: 'angle', degrees: 52.4 })).angleDeg).toBe(52);
    const same = started();
    expect(act(same, { type: 'angle', degrees: 45 })).toBe(same);
  });

  it('the angle cannot change while charging or while the shot is in flight (§5), but can in the reset', () => {
    const held = act(started(), { type: 'press' });
    expect(canChangeAngle(me(held))).toBe(false);
    expect(act(held, { type: 'angle', degrees: 60 })).toBe(held);
    const released = act(stepTimes(held, 14, 50), { type: 'release' });
    expect(me(released).shot).toBe('released');
    expect(act(released, { type: 'angle', degrees: 60 })).toBe(released);
    const flying = stepTimes(released, 1, 10);
    expect(me(flying).shot).toBe('flight');
    expect(act(flying, { type: 'angle', degrees: 60 })).toBe(flying);
    let resetting = flying;
    while (me(resetting).shot === 'flight') resetting = stepTimes(resetting, 1, 10);
    expect(me(resetting).shot).toBe('reset');
    expect(me(act(resetting, { type: 'angle', degrees: 60 })).angleDeg).toBe(60);
  });
});

describe('basketball: a shot’s states', () => {
  it('goes idle → charging → released → flight → reset → idle 1 s after the ball lands', () => {
    const released = shoot(started(), 700);
    expect(me(released)).toMatchObject({ shot: 'released', power: 70, shots: 1 });
    const flying = stepTimes(released, 1, 10);
    expect(me(flying).shot).toBe('flight');
    const endMs = me(flying).ball!.endMs;
    let state = flying;
    while (me(state).flightMs < endMs) state = stepTimes(state, 1, 10);
    expect(me(state).shot).toBe('reset');
    while (me(state).shot === 'reset') state = stepTimes(state, 1, 10);
    expect(me(state)).toMatchObject({ shot: 'idle', power: 0, ball: null });
  });

  it('resets exactly 1 s after the ball lands', () => {
    const flying = advance(basketballRules, shoot(started(), 700), 1); // 1 ms into the flight
    const { endMs } = me(flying).ball!;
    const landed = advance(basketballRules, flying, endMs - 1);
    expect(me(landed)).toMatchObject({ shot: 'reset', resetMs: RESET_MS });
    expect(me(advance(basketballRules, landed, RESET_MS - 1)).shot).toBe('reset');
    expect(me(advance(basketballRules, landed, RESET_MS))).toMatchObject({
      shot: 'idle',
      ball: null,
    });
    expect(me(advance(basketballRules, flying, endMs - 2)).shot).toBe('flight');
  });

  it('press only when idle, release only when charging', () => {
    const state = started();
    expect(act(state, { type: 'release' })).toBe(state);
    const held = act(state, { type: 'press' });
    expect(act(held, { type: 'press' })).toBe(held);
    const released = act(advance(basketballRules, held, 700), { type: 'release' });
    expect(act(released, { type: 'press' })).toBe(released);
    expect(act(released, { type: 'release' })).toBe(released);
  });

  it('a click or a tap (a release below 20 %) is not a shot: the ball stays in hand and says so', () => {
    expect(MIN_SHOT_POWER).toBe(20);
    for (const holdMs of [0, 40, 120, 199]) {
      const tapped = shoot(started(), holdMs);
      expect(me(tapped)).toMatchObject({ shot: 'idle', power: 0, chargeMs: 0, shots: 0 });
      expect(me(tapped)).toMatchObject({ ball: null, lastOutcome: 'tap' });
      expect(me(untilIdle(tapped)).shots).toBe(0);
    }
    // The next press clears the note; a 200 ms hold is a shot.
    const again = act(shoot(started(), 0), { type: 'press' });
    expect(me(again)).toMatchObject({ shot: 'charging', lastOutcome: null });
    expect(me(shoot(started(), 200))).toMatchObject({ shot: 'released', power: 20, shots: 1 });
  });

  it('the outcome of the last shot: made as it drops in, missed when it lands, cleared on the next press', () => {
    const made = shoot(started(), 700);
    expect(me(made).lastOutcome).toBeNull();
    const makeAt = me(made).ball!.makeAtMs!;
    expect(me(advance(basketballRules, made, makeAt - 1)).lastOutcome).toBeNull();
    const dropped = advance(basketballRules, made, makeAt);
    expect(me(dropped).lastOutcome).toBe('made');
    expect(me(untilIdle(dropped)).lastOutcome).toBe('made');
    const missed = shoot(untilIdle(dropped), 500);
    expect(me(missed).lastOutcome).toBeNull();
    const landed = untilIdle(missed);
    expect(me(landed)).toMatchObject({
      lastOutcome: 'missed',
      lastMiss: 'short',
      score: 2,
      shots: 2,
    });
    expect(me(act(landed, { type: 'press' }))).toMatchObject({ lastOutcome: null, lastMiss: null });
  });
});

describe('basketball: ball flight and the make window', () => {
  it('v0 runs from 6.25 m/s at power 0 to 8.25 m/s at power 100 (0.1 m/s a step)', () => {
    expect(launchSpeed(0)).toBeCloseTo(6.25, 10);
    expect(launchSpeed(70)).toBeCloseTo(7.65, 10);
    expect(launchSpeed(100)).toBeCloseTo(8.25, 10);
  });

  it('flies as a projectile from the release point', () => {
    const shot = launch(70, 45);
    expect(ballAt(shot, 0)).toEqual({ x: RELEASE_X, y: RELEASE_Y });
    const half = ballAt(shot, 500);
    expect(half.x).toBeCloseTo(RELEASE_X + 7.65 * Math.cos(Math.PI / 4) * 0.5, 6);
    expect(half.y).toBeCloseTo(RELEASE_Y + 7.65 * Math.sin(Math.PI / 4) * 0.5 - 9.81 * 0.125, 6);
    expect(ballAt(shot, shot.endMs).y).toBeCloseTo(BALL_RADIUS, 1);
  });

  it('45° scores at 65, 70 and 75 (a 150 ms release window); 60 falls short and 80 goes long', () => {
    for (const power of [65, 70, 75]) {
      const made = launch(power, 45);
      expect(made.makeAtMs).not.toBeNull();
      expect(made.miss).toBeNull();
      const atRim = ballAt(made, made.makeAtMs!);
      expect(Math.abs(atRim.x - HOOP_X)).toBeLessThan(0.22);
      expect(atRim.y).toBeLessThanOrEqual(RIM_Y + 0.01);
    }
    expect(launch(60, 45)).toMatchObject({ makeAtMs: null, miss: 'short' });
    expect(launch(80, 45)).toMatchObject({ makeAtMs: null, miss: 'long' });
  });

  it('the window stated in physics.ts: each angle’s scoring powers (in steps of 5), and its sweet spot', () => {
    const scoring = (angle: number) =>
      Array.from({ length: 21 }, (_, i) => i * 5).filter((p) => launch(p, angle).makeAtMs !== null);
    expect(scoring(40)).toEqual([80, 85]);
    expect(scoring(45)).toEqual([65, 70, 75]);
    expect(scoring(50)).toEqual([60, 65, 70]);
    expect(scoring(55)).toEqual([60, 65, 70]);
    expect(scoring(60)).toEqual([70, 75, 80]);
    expect(scoring(65)).toEqual([90, 95, 100]);
    for (const angle of [15, 20, 25, 30, 35, 70, 75]) {
      expect(scoring(angle)).toEqual([]);
      expect(sweetSpot(angle)).toBeNull();
    }
    expect(sweetSpot(45)).toEqual({ min: 65, max: 75 });
    expect(sweetSpot(40)).toEqual({ min: 80, max: 85 });
    for (let angle = ANGLE_MIN_DEG; angle <= ANGLE_MAX_DEG; angle++) {
      const band = sweetSpot(angle);
      const powers = scoring(angle).filter((p) => p >= MIN_SHOT_POWER);
      expect(band).toEqual(powers.length ? { min: powers[0], max: powers.at(-1) } : null);
      // One band, no gaps: everything between its ends scores.
      if (band) expect(powers).toHaveLength((band.max - band.min) / POWER_STEP + 1);
    }
  });

  it('every miss says which way it went: short below the band, long above it', () => {
    for (let angle = ANGLE_MIN_DEG; angle <= ANGLE_MAX_DEG; angle++) {
      const band = sweetSpot(angle);
      if (!band) continue;
      for (let power = MIN_SHOT_POWER; power <= POWER_MAX; power += POWER_STEP) {
        const expected = power < band.min ? 'short' : power > band.max ? 'long' : null;
        expect(launch(power, angle).miss).toBe(expected);
      }
    }
  });

  it('a long shot hits the backboard and drops short of the window, and counts as long', () => {
    const long = launch(100, 40);
    expect(long.boardAtS).not.toBeNull();
    expect(long.makeAtMs).toBeNull();
    expect(long.miss).toBe('long');
    expect(ballAt(long, long.endMs).x).toBeLessThan(6);
  });

  it('no ball flies through the pole: one that falls past the rim low is stopped at it and drops', () => {
    let stopped = 0;
    for (let angle = ANGLE_MIN_DEG; angle <= ANGLE_MAX_DEG; angle++) {
      for (let power = MIN_SHOT_POWER; power <= POWER_MAX; power += POWER_STEP) {
        const shot = launch(power, angle);
        for (let ms = 0; ms <= shot.endMs; ms += 10) {
          const { x, y } = ballAt(shot, ms);
          // Behind the pole's face, a ball is only ever above the board (a lob over it).
          if (x + BALL_RADIUS > POLE_X + 1e-9) expect(y).toBeGreaterThan(BOARD_BOTTOM_Y);
        }
        const end = ballAt(shot, shot.endMs);
        if (Math.abs(end.x + BALL_RADIUS - POLE_X) < 1e-9) stopped++;
      }
    }
    expect(stopped).toBeGreaterThan(0);
    // The short miss at 45° and 50 % is one of them: it drops at the pole, and is still short.
    const short = launch(50, 45);
    expect(short.miss).toBe('short');
    expect(ballAt(short, short.endMs).x).toBeCloseTo(POLE_X - BALL_RADIUS, 9);
  });

  it('a miss by a hair comes down on the rim and drops there; every other shot flies on', () => {
    let rims = 0;
    for (let angle = ANGLE_MIN_DEG; angle <= ANGLE_MAX_DEG; angle++) {
      for (let power = MIN_SHOT_POWER; power <= POWER_MAX; power += 0.5) {
        const shot = launch(power, angle);
        if (!shot.rim) continue;
        rims++;
        expect(shot.makeAtMs).toBeNull();
        // It stops over the rim (within the rim's radius and the ball's of the hoop centre) and drops.
        const end = ballAt(shot, shot.endMs);
        expect(Math.abs(end.x - HOOP_X)).toBeLessThanOrEqual(RIM_RADIUS + BALL_RADIUS + 1e-9);
        expect(end.y).toBeCloseTo(BALL_RADIUS, 1);
      }
    }
    expect(rims).toBeGreaterThan(10);
    expect(launch(70, 45).rim).toBe(false); // a make
    expect(launch(40, 45).rim).toBe(false); // well short
  });

  it('the AI’s 60–80 power and 40–50° make some shots and miss others: about half go in', () => {
    expect(launch(70, 45).makeAtMs).not.toBeNull();
    expect(launch(60, 40).makeAtMs).toBeNull();
    expect(launch(80, 50).makeAtMs).toBeNull();
    let made = 0;
    let all = 0;
    for (let power = 60; power < 80; power += 0.25) {
      for (let angle = 40; angle < 50; angle += 0.25) {
        all++;
        if (launch(power, angle).makeAtMs !== null) made++;
      }
    }
    expect(made / all).toBeGreaterThan(0.45);
    expect(made / all).toBeLessThan(0.55);
  });
});

describe('basketball: scoring', () => {
  it('a basket scores 2 when the ball drops through the hoop', () => {
    const released = shoot(started(), 700);
    const makeAt = me(released).ball!.makeAtMs!;
    expect(me(stepTimes(released, 1, makeAt - 10)).score).toBe(0);
    const scored = stepTimes(released, 1, makeAt);
    expect(me(scored)).toMatchObject({ score: POINTS_PER_BASKET, baskets: 1, scored: true });
    expect(me(untilIdle(scored)).score).toBe(2);
  });

  it('a miss scores nothing', () => {
    const state = untilIdle(shoot(started(), 500));
    expect(me(state)).toMatchObject({ score: 0, shots: 1, baskets: 0 });
  });

  it('accuracy = points / 2 / shots × 100', () => {
    let state = started();
    state = untilIdle(shoot(state, 700)); // make
    state = untilIdle(shoot(state, 500)); // miss
    state = untilIdle(shoot(state, 700)); // make
    expect(me(state)).toMatchObject({ score: 4, shots: 3 });
    expect(accuracyPercent(me(state))).toBe(67);
    const end = stepTimes(state, 1200, 100);
    const [mine] = basketballRules.results(end);
    expect(mine).toMatchObject({ score: 4, accuracy: 67 });
    expect(mine!.breakdown!.reduce((sum, p) => sum + p.points, 0)).toBe(4);
  });

  it('finishes when the timer hits zero, not a step earlier', () => {
    expect(stepTimes(started(), 1199, 100).phase).toBe('shooting');
    const end = stepTimes(started(), 1200, 100);
    expect(end.phase).toBe('finished');
    expect(basketballRules.isOver(end)).toBe(true);
    expect(act(end, { type: 'press' })).toBe(end);
    expect(basketballRules.results(end)[0]).toMatchObject({ score: 0, accuracy: 0 });
  });
});

describe('basketball: AI', () => {
  it('shoots every 4–6 s', () => {
    const rng = createRng(2);
    const delays = Array.from({ length: 500 }, () => aiShotDelay('medium', rng));
    expect(delays.every((d) => Number.isInteger(d) && d >= 4000 && d <= 6000)).toBe(true);
    let state = started([you, ai(1)], 3);
    state = stepTimes(state, 399, 10);
    expect(state.shooters[1]!.shots).toBe(0);
    state = stepTimes(state, 201, 10);
    expect(state.shooters[1]!.shots).toBe(1);
    const end = simulate(basketballRules, state);
    expect(end.shooters[1]!.shots).toBeGreaterThanOrEqual(120 / 6 - 1);
    expect(end.shooters[1]!.shots).toBeLessThanOrEqual(120 / 4);
  });
});

describe('basketball: whole games', () => {
  it('an all-AI game runs to its end; every player has shots and even points', () => {
    const players = [ai(1), ai(2)];
    const start = perform(
      basketballRules,
      initGame(basketballRules, players, settings, 42),
      'ai-1',
      {
        type: 'start',
      },
    );
    const end = simulate(basketballRules, start);
    expect(end.phase).toBe('finished');
    expect(end.elapsedMs).toBe(120_000);
    const results = basketballRules.results(end);
    // Equal scores share a place.
    const [first, second] = results;
    expect([first?.position, second?.position]).toEqual(
      first?.score === second?.score ? [1, 1] : [1, 2],
    );
    for (const s of end.shooters) {
      expect(s.shots).toBeGreaterThan(15);
      expect(s.score % 2).toBe(0);
    }
    expect(end.shooters.some((s) => s.baskets > 0 && s.baskets < s.shots)).toBe(true);
  });

  it('a human who learns the window beats the AI', () => {
    let state = started([you, ai(1)], 9);
    while (state.phase === 'shooting') {
      state = me(state).shot === 'idle' ? shoot(state, 700) : stepTimes(state, 1, 10);
    }
    const [first] = basketballRules.results(state);
    expect(first!.playerId).toBe(HUMAN_PLAYER_ID);
    expect(first!.accuracy).toBe(100);
  });
});

type Move =
  | { kind: 'step'; dt: number }
  | { kind: 'press' }
  | { kind: 'release' }
  | { kind: 'angle'; degrees: number };
const moves = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('step' as const), dt: fc.integer({ min: 1, max: 2000 }) }),
    fc.constant({ kind: 'press' as const }),
    fc.constant({ kind: 'release' as const }),
    fc.record({ kind: fc.constant('angle' as const), degrees: fc.integer({ min: 0, max: 100 }) }),
  ),
  { maxLength: 200 },
);
const applyMove = (s: BasketballState, m: Move): BasketballState =>
  m.kind === 'step'
    ? advance(basketballRules, s, m.dt)
    : m.kind === 'angle'
      ? act(s, { type: 'angle', degrees: m.degrees })
      : act(s, { type: m.kind });
const play = (seed: number, list: Move[]) => list.reduce(applyMove, started([you, ai(1)], seed));

describe('basketball: properties', () => {
  it('power within 0..100, angle within 15..75, points always even and at most 2 per shot', () => {
    fc.assert(
      fc.property(fc.integer(), moves, (seed, list) => {
        let s = started([you, ai(1)], seed);
        for (const m of list) {
          s = applyMove(s, m);
          for (const p of s.shooters) {
            if (p.power < 0 || p.power > 100) return false;
            if (!p.player.isAI && p.power % 5 !== 0) return false;
            if (p.angleDeg < 15 || p.angleDeg > 75) return false;
            if (p.score % 2 !== 0 || p.score > p.shots * 2) return false;
          }
        }
        return true;
      }),
    );
  });

  it('the same seed and inputs give the same game', () => {
    fc.assert(
      fc.property(fc.integer(), moves, (seed, list) => {
        expect(play(seed, list)).toEqual(play(seed, list));
      }),
      { numRuns: 50 },
    );
  });

  it('any split of the time gives the same game', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.integer({ min: 1, max: 3000 }), { maxLength: 40 }),
        (seed, dts) => {
          const begin = shoot(started([you, ai(1), ai(2)], seed), 650, 50);
          const total = dts.reduce((sum, dt) => sum + dt, 0);
          const split = dts.reduce((s, dt) => advance(basketballRules, s, dt), begin);
          expect(split).toEqual(advance(basketballRules, begin, total));
        },
      ),
      { numRuns: 50 },
    );
  });
});

it('rules never touch Math.random', () => {
  const spy = vi.spyOn(Math, 'random');
  simulate(basketballRules, started([you, ai(1)], 9));
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
});

describe('basketball: every game ends within its duration', () => {
  const seatIds = ['p1', 'p2', 'ai-1', 'ai-2', 'ai-3', 'ai-4'];
  /** 1..4 seats, 1 or 2 of them humans ('p1', 'p2'), the rest AI. */
  const seats = fc
    .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 2 }))
    .map(([count, humans]) =>
      Array.from({ length: count }, (_, i): GamePlayer =>
        i < humans
          ? { id: `p${i + 1}`, name: `P${i + 1}`, avatar: `P${i + 1}`, isAI: false }
          : ai(i),
      ),
    );
  const input = fc.oneof(
    fc.constant({ type: 'press' }),
    fc.constant({ type: 'release' }),
    fc.constant({ type: 'start' }),
    fc.record({ type: fc.constant('angle'), degrees: fc.double() }),
    fc.anything({ maxDepth: 1 }),
  );
  const turn = fc.record({
    dt: fc.integer({ min: 50, max: 500 }),
    from: fc.constantFrom(...seatIds, 'ghost'),
    input,
  });

  // The clock starts at the start: the ready screen waits for a player, and no pause follows it (the shot's
  // 1 s reset runs inside the game's time).
  it('ends within its duration whatever the inputs (1,000 runs)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }).map((quarterMinutes) => quarterMinutes * 15),
        fc.constantFrom<Difficulty>('easy', 'medium', 'hard'),
        seats,
        fc.integer(),
        fc.array(turn, { maxLength: 80 }),
        (duration, difficulty, players, seed, turns) => {
          const durationMs = duration * 1000;
          const ready = initGame(
            basketballRules,
            players,
            { duration, difficulty, rounds: 1 },
            seed,
          );
          let state = perform(basketballRules, ready, players[0]!.id, { type: 'start' });
          let passed = 0;
          for (const { dt, from, input: sent } of turns) {
            state = perform(basketballRules, state, from, sent as BasketballInput);
            state = advance(basketballRules, state, dt);
            passed += dt;
            expect(basketballRules.isOver(state)).toBe(passed >= durationMs);
          }
          // The rest in 10 s strides (the rules cut time at each event, so any stride plays the same).
          while (passed < durationMs) {
            expect(basketballRules.isOver(state)).toBe(false);
            const stride = Math.min(10_000, durationMs - passed);
            state = advance(basketballRules, state, stride);
            passed += stride;
          }
          expect(basketballRules.isOver(state)).toBe(true);
          expect(state.elapsedMs).toBe(durationMs);
          expect(basketballRules.results(state)).toHaveLength(players.length);
        },
      ),
      { numRuns: 1000 },
    );
  }, 30_000); // about a second alone; the machine may be busy
});

describe('basketball: several humans (seats)', () => {
  const p1: GamePlayer = { id: 'p1', name: 'Ana', avatar: 'Ana', isAI: false };
  const p2: GamePlayer = { id: 'p2', name: 'Ben', avatar: 'Ben', isAI: false };
  const table = [p1, ai(1), p2, ai(2)];
  const seat = (s: BasketballState, id: string) => s.shooters.find((x) => x.player.id === id)!;
  const begin = () => act(ready(table, 4), { type: 'start' }, 'p2');

  it('any seat starts the game; an unknown id does not', () => {
    expect(begin().phase).toBe('shooting');
    expect(act(ready(table, 4), { type: 'start' }, 'ai-1').phase).toBe('shooting');
    const waiting = ready(table, 4);
    expect(act(waiting, { type: 'start' }, 'ghost')).toBe(waiting);
  });

  it('each human aims, charges and shoots on their own; the charge is time held, counted in step', () => {
    let s = begin();
    s = act(s, { type: 'angle', degrees: 60 }, 'p1');
    expect(seat(s, 'p1').angleDeg).toBe(60);
    expect(seat(s, 'p2').angleDeg).toBe(45);
    s = act(s, { type: 'press' }, 'p1');
    s = advance(basketballRules, s, 300);
    s = act(s, { type: 'press' }, 'p2');
    expect(seat(s, 'p1')).toMatchObject({ shot: 'charging', power: 30 });
    expect(seat(s, 'p2')).toMatchObject({ shot: 'charging', power: 0 });
    s = advance(basketballRules, s, 400);
    expect(seat(s, 'p1').power).toBe(70);
    expect(seat(s, 'p2').power).toBe(40);
    s = act(s, { type: 'release' }, 'p1');
    expect(seat(s, 'p1')).toMatchObject({ shot: 'released', shots: 1 });
    expect(seat(s, 'p2')).toMatchObject({ shot: 'charging', shots: 0 });
    s = advance(basketballRules, s, 300);
    s = act(s, { type: 'release' }, 'p2');
    expect(seat(s, 'p2')).toMatchObject({ shot: 'released', power: 70, shots: 1 });
    expect(seat(s, 'p1').ball).not.toBe(seat(s, 'p2').ball);
    expect(seat(s, 'p1').ball).toMatchObject({ power: 70, angleDeg: 60 });
    expect(seat(s, 'p2').ball).toMatchObject({ power: 70, angleDeg: 45 });
    const end = simulate(basketballRules, s);
    // 60° at 70 and 45° at 70 both score (physics.ts).
    expect(seat(end, 'p1').score).toBeGreaterThanOrEqual(2);
    expect(seat(end, 'p2').score).toBeGreaterThanOrEqual(2);
  });

  it('a charge is the same however the time between press and release is cut', () => {
    const held = act(begin(), { type: 'press' }, 'p1');
    const once = advance(basketballRules, held, 730);
    const inPieces = [10, 230, 1, 489].reduce((s, dt) => advance(basketballRules, s, dt), held);
    expect(seat(inPieces, 'p1')).toEqual(seat(once, 'p1'));
    expect(seat(once, 'p1')).toMatchObject({ chargeMs: 730, power: 70 });
  });

  it('no one acts for another seat: an AI seat’s id or an unknown id changes nothing', () => {
    const s = begin();
    for (const id of ['ai-1', 'ai-2', 'ghost', '', 'P1']) {
      for (const input of [
        { type: 'press' },
        { type: 'release' },
        { type: 'angle', degrees: 30 },
      ] as const) {
        expect(act(s, input, id)).toBe(s);
      }
    }
    const charging = act(s, { type: 'press' }, 'p1');
    expect(act(charging, { type: 'release' }, 'p2')).toBe(charging);
    expect(act(charging, { type: 'press' }, 'p2')).not.toBe(charging);
    expect(seat(act(charging, { type: 'press' }, 'p2'), 'p1')).toBe(seat(charging, 'p1'));
  });

  it('the AI seats shoot in step on game time, whatever the humans do', () => {
    const quiet = advance(basketballRules, begin(), 6000);
    let busy = begin();
    for (let i = 0; i < 60; i++) {
      busy = act(busy, { type: i % 2 ? 'release' : 'press' }, 'p1');
      busy = advance(basketballRules, busy, 100);
    }
    for (const id of ['ai-1', 'ai-2']) expect(seat(busy, id)).toEqual(seat(quiet, id));
    expect(seat(quiet, 'ai-1').shots).toBe(1);
  });

  it('results list every seat, humans and AI', () => {
    const end = simulate(basketballRules, begin());
    const results = basketballRules.results(end);
    expect(results.map((r) => r.playerId).sort()).toEqual(['ai-1', 'ai-2', 'p1', 'p2']);
    // Places follow the scores; equal scores (two humans who never shot) share a place.
    expect(results.map((r) => r.position)).toEqual(
      results.map((r) => 1 + results.filter((o) => o.score > r.score).length),
    );
  });
});
