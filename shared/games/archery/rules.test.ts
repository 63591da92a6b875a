import fc from 'fast-check';
import { createRng } from '../../lib/rng';
import { advance, initGame, perform, simulate } from '../core/runner';
import type { GamePlayer, GameSettings } from '../core/types';
import { HUMAN_PLAYER_ID } from '../core/players';
import {
  accuracyPercent,
  archerPhase,
  archeryRules,
  crosshairOf,
  timeLeftMs,
  type ArcheryInput,
  type ArcheryState,
  swayRadius,
} from './rules';
import { ringScore } from './scoring';
import { aiAimPoint, aiShotDelay } from './ai';
import { windDrift } from './geometry';
import {
  AI_SHOT_MAX_MS,
  AI_SHOT_MIN_MS,
  AIM_OFFSET_MAX,
  START_JITTER_MAX,
  RING_COUNT,
  RING_WIDTH,
  SHOOTING_MS,
  TARGET_CENTRE,
  TARGET_SIZE,
  WIND_DRIFT_PER_UNIT,
  WIND_MAX,
  STEADY_MS,
  SWAY_MAX,
} from './constants';

const you: GamePlayer = { id: HUMAN_PLAYER_ID, name: 'You', avatar: 'You', isAI: false };
const ai = (n: number): GamePlayer => ({
  id: `ai-${n}`,
  name: `AI ${n}`,
  avatar: `AI ${n}`,
  isAI: true,
});
const settings: GameSettings = { duration: 90, difficulty: 'hard', rounds: 1 };

const ready = (players: GamePlayer[] = [you], seed = 1, s: GameSettings = settings) =>
  initGame(archeryRules, players, s, seed);
const act = (s: ArcheryState, input: ArcheryInput, id = HUMAN_PLAYER_ID) =>
  perform(archeryRules, s, id, input);
const aiming = (players: GamePlayer[] = [you], seed = 1, s: GameSettings = settings) =>
  act(ready(players, seed, s), { type: 'start' });
/**
 * A shot from a bow held drawn long enough to be steady (the sway has its own tests below; the other
 * rules are tested arrow by arrow without waiting).
 */
const shoot = (s: ArcheryState) => {
  const steady = {
    ...s,
    archers: s.archers.map((a) =>
      a.player.id === HUMAN_PLAYER_ID ? { ...a, aimingSinceMs: s.elapsedMs - STEADY_MS } : a,
    ),
  };
  const after = act(steady, { type: 'shoot' });
  return after === steady ? s : after;
};
const stepTimes = (s: ArcheryState, times: number, dtMs: number) => {
  let state = s;
  for (let i = 0; i < times; i++) state = advance(archeryRules, state, dtMs);
  return state;
};
const me = (s: ArcheryState) => s.archers[0]!;
const crosshair = (s: ArcheryState) => crosshairOf(me(s));
const phaseOf = (s: ArcheryState) => archerPhase(s, HUMAN_PLAYER_ID);
const withWind = (s: ArcheryState, wind: { x: number; y: number }): ArcheryState => ({
  ...s,
  archers: s.archers.with(0, { ...me(s), wind }),
});
/** Aims so the crosshair, pushed by the archer's wind, lands at (x, y). */
const aimToLand = (s: ArcheryState, x: number, y: number) => {
  const drift = windDrift(me(s).wind);
  return act(s, {
    type: 'aim',
    x: x - drift.x - me(s).aimOffset.x,
    y: y - drift.y - me(s).aimOffset.y,
  });
};

describe('archery: constants (SPEC §9)', () => {
  it('pins the target geometry and timings', () => {
    expect(TARGET_SIZE).toBe(300);
    expect(TARGET_CENTRE).toBe(150);
    expect(RING_COUNT).toBe(10);
    expect(RING_WIDTH).toBe(15);
    expect(AIM_OFFSET_MAX).toBe(10);
    expect(SHOOTING_MS).toBe(1000);
    expect(START_JITTER_MAX).toBe(10);
    expect(AI_SHOT_MIN_MS).toBe(3000);
    expect(AI_SHOT_MAX_MS).toBe(5000);
    expect(WIND_MAX).toBe(5);
  });
});

describe('archery: ring scores', () => {
  it('scores 10 inside radius 15 down to 1 inside radius 150, 0 outside; a line counts in', () => {
    expect(ringScore(150, 150)).toBe(10);
    expect(ringScore(165, 150)).toBe(10);
    expect(ringScore(165.01, 150)).toBe(9);
    expect(ringScore(150, 180)).toBe(9);
    for (let ring = 1; ring <= 10; ring++) {
      expect(ringScore(150 + ring * 15 - 0.5, 150)).toBe(11 - ring);
    }
    expect(ringScore(300, 150)).toBe(1);
    expect(ringScore(300.01, 150)).toBe(0);
    expect(ringScore(0, 0)).toBe(0);
  });

  it('is always an integer in 0..10', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -500, max: 800, noNaN: true }),
        fc.double({ min: -500, max: 800, noNaN: true }),
        (x, y) => {
          const points = ringScore(x, y);
          return Number.isInteger(points) && points >= 0 && points <= 10;
        },
      ),
    );
  });
});

describe('archery: states', () => {
  it('starts ready with the crosshair within ±10 of the centre and a wind within ±5', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const state = ready([you], seed);
      expect(state.phase).toBe('ready');
      const aim = crosshair(state);
      expect(Math.abs(aim.x - 150)).toBeLessThanOrEqual(10);
      expect(Math.abs(aim.y - 150)).toBeLessThanOrEqual(10);
      expect(Math.abs(me(state).wind.x)).toBeLessThanOrEqual(WIND_MAX);
      expect(Math.abs(me(state).wind.y)).toBeLessThanOrEqual(WIND_MAX);
    }
    const jitters = Array.from({ length: 50 }, (_, i) => crosshair(ready([you], i)).x);
    expect(new Set(jitters).size).toBeGreaterThan(40);
  });

  it('ignores time, aims and shots while ready', () => {
    const state = ready();
    expect(advance(archeryRules, state, 5000)).toBe(state);
    expect(shoot(state)).toBe(state);
    expect(act(state, { type: 'aim', x: 10, y: 10 })).toBe(state);
  });

  it('start moves ready to aiming; start is ignored afterwards', () => {
    const state = aiming();
    expect(phaseOf(state)).toBe('aiming');
    expect(act(state, { type: 'start' })).toBe(state);
    expect(timeLeftMs(state)).toBe(90_000);
  });

  it('a shot moves aiming to shooting, and back to aiming after exactly 1 s', () => {
    const shot = shoot(aiming());
    expect(phaseOf(shot)).toBe('shooting');
    expect(phaseOf(stepTimes(shot, 99, 10))).toBe('shooting');
    expect(phaseOf(stepTimes(shot, 100, 10))).toBe('aiming');
  });

  it('a shot is allowed only while aiming (§5)', () => {
    const shot = shoot(aiming());
    expect(shoot(shot)).toBe(shot);
    expect(me(shot).shots).toBe(1);
  });

  it('finishes when the timer hits 0, not a step earlier', () => {
    expect(phaseOf(stepTimes(aiming(), 8999, 10))).toBe('aiming');
    const end = stepTimes(aiming(), 9000, 10);
    expect(end.phase).toBe('finished');
    expect(archeryRules.isOver(end)).toBe(true);
    expect(shoot(end)).toBe(end);
  });
});

describe('archery: aiming and wind', () => {
  it('the crosshair is the pointer plus the aim offset, kept on the target', () => {
    const state = act(aiming(), { type: 'aim', x: 100, y: 200 });
    expect(crosshair(state)).toEqual({
      x: 100 + me(state).aimOffset.x,
      y: 200 + me(state).aimOffset.y,
    });
    const corner = act(aiming(), { type: 'aim', x: 999, y: -50 });
    expect(me(corner).pointer).toEqual({ x: 300, y: 0 });
    const aim = crosshair(corner);
    expect(aim.x).toBeLessThanOrEqual(300);
    expect(aim.y).toBeGreaterThanOrEqual(0);
  });

  it('arrow keys nudge the pointer; a nudge that changes nothing returns the same state', () => {
    const state = act(aiming(), { type: 'nudge', dx: 5, dy: -5 });
    expect(me(state).pointer).toEqual({ x: 155, y: 145 });
    const edge = act(aiming(), { type: 'aim', x: 300, y: 300 });
    expect(act(edge, { type: 'nudge', dx: 5, dy: 5 })).toBe(edge);
  });

  it('may aim during the shooting second, but not shoot', () => {
    const shot = shoot(aiming());
    const moved = act(shot, { type: 'aim', x: 20, y: 30 });
    expect(me(moved).pointer).toEqual({ x: 20, y: 30 });
    expect(shoot(moved)).toBe(moved);
  });

  it('the wind pushes the arrow by 8 units per unit of wind (positive vertical blows up)', () => {
    expect(WIND_DRIFT_PER_UNIT).toBe(8);
    const state = withWind(aiming(), { x: 2.5, y: 1 });
    const aim = crosshair(state);
    const arrow = me(shoot(state)).arrows[0]!;
    expect(arrow.x).toBeCloseTo(aim.x + 20, 10);
    expect(arrow.y).toBeCloseTo(aim.y - 8, 10);
  });

  it('aiming off for the wind puts the arrow in the 10', () => {
    const state = shoot(aimToLand(aiming(), 150, 150));
    expect(me(state).arrows[0]!.points).toBe(10);
    expect(me(state).score).toBe(10);
  });

  it('the draw: loosed at once an arrow may stray 200 units, 30 after 1 s, none after 2 s', () => {
    expect([SWAY_MAX, STEADY_MS]).toEqual([200, 2000]);
    expect(swayRadius(0)).toBe(200);
    expect(swayRadius(1000)).toBe(50);
    expect(swayRadius(1500)).toBeCloseTo(12.5, 10);
    expect(swayRadius(STEADY_MS)).toBe(0);
    expect(swayRadius(10_000)).toBe(0);
  });

  it('an arrow loosed at once strays within the sway from the crosshair; one held 2 s lands on it', () => {
    const calm = withWind(aiming([you], 9), { x: 0, y: 0 });
    let strayed = 0;
    let state = calm;
    for (let i = 0; i < 40; i++) {
      const aim = crosshair(state);
      const loosed = act(state, { type: 'shoot' }); // at once: no time held since aiming resumed
      const arrow = me(loosed).arrows.at(-1)!;
      const distance = Math.hypot(arrow.x - aim.x, arrow.y - aim.y);
      const held = state.elapsedMs - me(state).aimingSinceMs;
      expect(distance).toBeLessThanOrEqual(swayRadius(held) + 1e-9);
      if (distance > 30) strayed++;
      state = withWind(stepTimes(loosed, 10, 100), { x: 0, y: 0 });
    }
    expect(strayed).toBeGreaterThan(20);
    const steadyShot = withWind(stepTimes(calm, 20, 100), { x: 0, y: 0 });
    const aim = crosshair(steadyShot);
    const arrow = me(act(steadyShot, { type: 'shoot' })).arrows[0]!;
    expect(arrow.x).toBeCloseTo(aim.x, 10);
    expect(arrow.y).toBeCloseTo(aim.y, 10);
  });

  it('the bow steadies from the moment the archer is back to aiming', () => {
    expect(me(aiming()).aimingSinceMs).toBe(0);
    const shot = act(aiming(), { type: 'shoot' });
    const back = stepTimes(shot, 10, 100);
    expect(me(back)).toMatchObject({ stance: 'aiming', aimingSinceMs: 1000 });
  });

  it('after a shot the aim offset is redrawn within ±10; the wind changes when aiming resumes', () => {
    let state = aiming([you], 4);
    const offsets: number[] = [];
    for (let i = 0; i < 30; i++) {
      const before = me(state).wind;
      state = shoot(state);
      offsets.push(me(state).aimOffset.x, me(state).aimOffset.y);
      expect(me(state).wind).toEqual(before);
      state = stepTimes(state, 10, 100);
      expect(me(state).wind).not.toEqual(before);
      expect(Math.abs(me(state).wind.x)).toBeLessThanOrEqual(WIND_MAX);
    }
    expect(offsets.every((o) => Math.abs(o) <= AIM_OFFSET_MAX)).toBe(true);
    expect(new Set(offsets).size).toBe(offsets.length);
  });
});

describe('archery: AI', () => {
  it('shoots every 3–5 s at medium (the spec’s), faster at hard', () => {
    const rng = createRng(2);
    const delays = Array.from({ length: 500 }, () => aiShotDelay('medium', rng));
    expect(delays.every((d) => Number.isInteger(d) && d >= 3000 && d <= 5000)).toBe(true);
    expect(Math.min(...delays)).toBeLessThan(3100);
    expect(Math.max(...delays)).toBeGreaterThan(4900);
    let state = aiming([you, ai(1)], 6, { ...settings, difficulty: 'medium' });
    state = stepTimes(state, 299, 10);
    expect(state.archers[1]!.shots).toBe(0);
    state = stepTimes(state, 201, 10);
    expect(state.archers[1]!.shots).toBe(1);
    const arrows = simulate(archeryRules, state).archers[1]!.arrows;
    for (let i = 1; i < arrows.length; i++) {
      const gap = arrows[i]!.atMs - arrows[i - 1]!.atMs;
      expect(gap).toBeGreaterThanOrEqual(3000);
      expect(gap).toBeLessThanOrEqual(5000);
    }
    const hard = Array.from({ length: 500 }, () => aiShotDelay('hard', rng));
    expect(Math.max(...hard)).toBeLessThan(Math.min(...delays) + 200);
  });

  it('is good but not perfect: averages 7–9.6 per arrow at hard and 6–8.5 at easy', () => {
    const rng = createRng(5);
    const average = (difficulty: 'easy' | 'hard') => {
      let total = 0;
      const scores = new Set<number>();
      for (let i = 0; i < 2000; i++) {
        const wind = { x: rng.range(-5, 5), y: rng.range(-5, 5) };
        const aim = aiAimPoint(wind, difficulty, rng);
        const drift = windDrift(wind);
        const points = ringScore(aim.x + drift.x, aim.y + drift.y);
        scores.add(points);
        total += points;
      }
      expect(scores.has(10)).toBe(true);
      expect(Math.min(...scores)).toBeLessThan(8);
      return total / 2000;
    };
    const hard = average('hard');
    const easy = average('easy');
    expect(hard).toBeGreaterThan(7);
    expect(hard).toBeLessThan(9.6);
    expect(easy).toBeGreaterThan(6);
    expect(easy).toBeLessThan(8.5);
    expect(easy).toBeLessThan(hard);
  });
});

describe('archery: results', () => {
  it('reports score, time used (last arrow) and accuracy = % of shots above 0', () => {
    let state = aiming();
    state = shoot(aimToLand(state, 150, 150)); // 10
    state = stepTimes(state, 10, 100);
    state = shoot(aimToLand(state, 150, 150 + 4 * 15 - 1)); // ring 4 → 7
    state = stepTimes(state, 15, 100);
    state = shoot(aimToLand(state, 300, 300)); // outside → 0 (aim clamped on the target)
    const missed = me(state).arrows[2]!;
    state = stepTimes(state, 9000, 10);
    const [mine] = archeryRules.results(state);
    expect(
      me(state)
        .arrows.map((a) => a.points)
        .slice(0, 2),
    ).toEqual([10, 7]);
    expect(missed.points).toBe(ringScore(missed.x, missed.y));
    const expectedScore = 17 + missed.points;
    expect(mine!.score).toBe(expectedScore);
    expect(mine!.time).toBe(2.5);
    expect(mine!.accuracy).toBe(missed.points > 0 ? 100 : 67);
    expect(mine!.breakdown!.reduce((sum, p) => sum + p.points, 0)).toBe(mine!.score);
  });

  it('accuracy is 0 without shots', () => {
    const end = stepTimes(aiming(), 900, 100);
    expect(archeryRules.results(end)[0]).toMatchObject({ score: 0, accuracy: 0, time: 0 });
    expect(accuracyPercent(me(end))).toBe(0);
  });

  it('reports every player ranked by score, positions 1..n', () => {
    const players = [you, ai(1), ai(2), ai(3)];
    const results = archeryRules.results(simulate(archeryRules, aiming(players, 8)));
    expect(results.map((r) => r.position)).toEqual([1, 2, 3, 4]);
    expect(new Set(results.map((r) => r.playerId))).toEqual(new Set(players.map((p) => p.id)));
    for (let i = 1; i < results.length; i++) {
      expect(results[i - 1]!.score).toBeGreaterThanOrEqual(results[i]!.score);
    }
  });
});

describe('archery: whole games', () => {
  it('an all-AI game runs to its end with 18–30 arrows each at medium', () => {
    const players = Array.from({ length: 4 }, (_, i) => ai(i));
    const medium: GameSettings = { ...settings, difficulty: 'medium' };
    const start = perform(archeryRules, initGame(archeryRules, players, medium, 42), 'ai-0', {
      type: 'start',
    });
    const end = simulate(archeryRules, start);
    expect(end.phase).toBe('finished');
    expect(end.elapsedMs).toBe(90_000);
    for (const archer of end.archers) {
      expect(archer.shots).toBeGreaterThanOrEqual(18);
      expect(archer.shots).toBeLessThanOrEqual(30);
    }
    expect(archeryRules.results(end)).toHaveLength(4);
  });
});

type Move =
  | { kind: 'step'; dt: number }
  | { kind: 'shoot' }
  | { kind: 'aim'; x: number; y: number }
  | { kind: 'nudge'; dx: number; dy: number };
const moves = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('step' as const), dt: fc.integer({ min: 1, max: 3000 }) }),
    fc.constant({ kind: 'shoot' as const }),
    fc.record({
      kind: fc.constant('aim' as const),
      x: fc.integer({ min: -50, max: 350 }),
      y: fc.integer({ min: -50, max: 350 }),
    }),
    fc.record({
      kind: fc.constant('nudge' as const),
      dx: fc.constantFrom(-5, 0, 5),
      dy: fc.constantFrom(-5, 0, 5),
    }),
  ),
  { maxLength: 200 },
);
const applyMove = (s: ArcheryState, m: Move): ArcheryState => {
  switch (m.kind) {
    case 'step':
      return advance(archeryRules, s, m.dt);
    case 'shoot':
      return shoot(s);
    case 'aim':
      return act(s, { type: 'aim', x: m.x, y: m.y });
    case 'nudge':
      return act(s, { type: 'nudge', dx: m.dx, dy: m.dy });
  }
};
const play = (seed: number, list: Move[]) =>
  list.reduce(applyMove, aiming([you, ai(1), ai(2)], seed));

describe('archery: properties', () => {
  it('every arrow scores 0..10, totals add up, wind stays within ±5 and the crosshair on the target', () => {
    fc.assert(
      fc.property(fc.integer(), moves, (seed, list) => {
        const end = simulate(archeryRules, play(seed, list), { stepMs: 100 });
        const aim = crosshair(end);
        if (aim.x < 0 || aim.x > 300 || aim.y < 0 || aim.y > 300) return false;
        if (end.archers.some((a) => Math.abs(a.wind.x) > 5 || Math.abs(a.wind.y) > 5)) return false;
        return end.archers.every(
          (a) =>
            a.arrows.every(
              (arrow) => Number.isInteger(arrow.points) && arrow.points >= 0 && arrow.points <= 10,
            ) &&
            a.score === a.arrows.reduce((sum, arrow) => sum + arrow.points, 0) &&
            a.shots === a.arrows.length,
        );
      }),
      { numRuns: 60 },
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
        fc.array(fc.integer({ min: 1, max: 2500 }), { maxLength: 40 }),
        (seed, dts) => {
          const total = dts.reduce((sum, dt) => sum + dt, 0);
          const split = dts.reduce(
            (s, dt) => advance(archeryRules, s, dt),
            aiming([you, ai(1), ai(2)], seed),
          );
          const whole = advance(archeryRules, aiming([you, ai(1), ai(2)], seed), total);
          expect(split.archers).toEqual(whole.archers);
          expect(split.elapsedMs).toBe(whole.elapsedMs);
        },
      ),
      { numRuns: 50 },
    );
  });
});

it('rules never touch Math.random', () => {
  const spy = vi.spyOn(Math, 'random');
  simulate(archeryRules, aiming([you, ai(1)], 9));
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
});

describe('archery: several humans', () => {
  const p1: GamePlayer = { id: 'p1', name: 'Asha', avatar: 'Asha', isAI: false };
  const p2: GamePlayer = { id: 'p2', name: 'Ben', avatar: 'Ben', isAI: false };
  const started = () => act(ready([p1, ai(1), p2], 3), { type: 'start' }, 'p2');

  it('any seat starts the game; a stranger cannot', () => {
    expect(started().phase).toBe('playing');
    expect(act(ready([p1, p2]), { type: 'start' }, 'nobody').phase).toBe('ready');
  });

  it('each archer aims, shoots and nocks on their own; nobody acts for another seat', () => {
    let state = started();
    state = act(state, { type: 'aim', x: 40, y: 60 }, 'p1');
    expect(state.archers[0]!.pointer).toEqual({ x: 40, y: 60 });
    expect(state.archers[2]!.pointer).toEqual({ x: 150, y: 150 });
    state = act(state, { type: 'shoot' }, 'p1');
    expect(archerPhase(state, 'p1')).toBe('shooting');
    // p2 is still aiming and may shoot while p1 nocks (SPEC §5 holds per archer).
    expect(archerPhase(state, 'p2')).toBe('aiming');
    state = act(state, { type: 'shoot' }, 'p2');
    expect(state.archers.map((a) => a.shots)).toEqual([1, 0, 1]);
    expect(act(state, { type: 'aim', x: 1, y: 1 }, 'ai-1')).toBe(state);
    expect(act(state, { type: 'shoot' }, 'ai-1')).toBe(state);
    expect(act(state, { type: 'shoot' }, 'nobody')).toBe(state);
    expect(act(state, { type: 'shoot' }, 'p1')).toBe(state);
  });

  it('each archer shoots in their own wind, redrawn when they aim again', () => {
    let state = started();
    const [w1, , w2] = state.archers.map((a) => a.wind);
    state = act(state, { type: 'shoot' }, 'p1');
    state = stepTimes(state, 11, 100);
    expect(state.archers[0]!.wind).not.toEqual(w1);
    expect(state.archers[2]!.wind).toEqual(w2);
  });

  it('AI archers shoot on game time whatever the humans do, and results list every seat', () => {
    const idle = stepTimes(started(), 100, 100);
    const busy = stepTimes(act(started(), { type: 'shoot' }, 'p1'), 100, 100);
    expect(busy.archers[1]!.arrows.map((a) => a.atMs)).toEqual(
      idle.archers[1]!.arrows.map((a) => a.atMs),
    );
    const results = archeryRules.results(simulate(archeryRules, busy));
    expect(results.map((r) => r.playerId).sort()).toEqual(['ai-1', 'p1', 'p2']);
  });
});

describe('archery: AI by difficulty', () => {
  it('scores easy < medium < hard over seeded games, medium keeping the spec’s 3–5 s', () => {
    const average = (difficulty: 'easy' | 'medium' | 'hard') => {
      let total = 0;
      for (let seed = 1; seed <= 50; seed++) {
        const game = initGame(archeryRules, [ai(1)], { duration: 60, difficulty, rounds: 1 }, seed);
        const end = simulate(archeryRules, perform(archeryRules, game, 'ai-1', { type: 'start' }));
        total += end.archers[0]!.score;
      }
      return total / 50;
    };
    const [easy, medium, hard] = [average('easy'), average('medium'), average('hard')];
    expect(easy).toBeLessThan(medium);
    expect(medium).toBeLessThan(hard);
  });
});

describe('archery: every game ends within its duration', () => {
  it('ends within its duration whatever the inputs (1,000 runs)', () => {
    const junk = fc.oneof(
      fc.constant<unknown>({ type: 'shoot' }),
      fc.record({ type: fc.constant('aim'), x: fc.double(), y: fc.double() }),
      fc.record({ type: fc.constant('nudge'), dx: fc.integer(), dy: fc.integer() }),
      fc.anything(),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 38 }).map((k) => 30 + k * 15),
        fc.constantFrom<'easy' | 'medium' | 'hard'>('easy', 'medium', 'hard'),
        fc.integer({ min: 0, max: 2 }),
        fc.integer(),
        fc.array(
          fc.tuple(
            fc.integer({ min: 50, max: 500 }),
            fc.constantFrom('p1', 'p2', 'ai-1', 'x'),
            junk,
          ),
          { maxLength: 60 },
        ),
        (duration, difficulty, aiCount, seed, script) => {
          const players: GamePlayer[] = [
            { id: 'p1', name: 'A', avatar: 'A', isAI: false },
            { id: 'p2', name: 'B', avatar: 'B', isAI: false },
            ...Array.from({ length: aiCount }, (_, i) => ai(i + 1)),
          ];
          let state = initGame(archeryRules, players, { duration, difficulty, rounds: 1 }, seed);
          state = perform(archeryRules, state, 'p1', { type: 'start' });
          let elapsed = 0;
          for (const [dt, who, input] of script) {
            state = perform(archeryRules, state, who, input);
            state = advance(archeryRules, state, dt);
            elapsed += dt;
            if (elapsed >= duration * 1000) break;
          }
          state = advance(archeryRules, state, Math.max(0, duration * 1000 - elapsed));
          expect(archeryRules.isOver(state)).toBe(true);
          expect(archeryRules.results(state)).toHaveLength(players.length);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
