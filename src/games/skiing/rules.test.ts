import fc from 'fast-check';
import { advance, initGame, perform } from '../core/runner';
import type { GamePlayer, GameSettings } from '../core/types';
import { HUMAN_PLAYER_ID } from '../core/players';
import {
  nextGate,
  penaltySeconds,
  shownSeconds,
  showsPenaltyNotice,
  skiingRules,
  type Gate,
  type SkiingState,
  type SteerDirection,
} from './rules';
import {
  DOWNHILL_PER_FRAME,
  FIELD_HEIGHT,
  FIELD_WIDTH,
  FRAMES_PER_SECOND,
  GATE_COUNT,
  GATE_HALF_WIDTH,
  GATE_SPACING,
  MISSED_GATE_PENALTY_S,
  SCORE_BASE_S,
  SCORE_POINTS_PER_SECOND,
  SIDEWAYS_PER_FRAME,
} from './constants';

const you: GamePlayer = { id: HUMAN_PLAYER_ID, name: 'You', avatar: 'You', isAI: false };
const settings: GameSettings = { duration: 90, difficulty: 'hard', rounds: 1 };

const started = (seed = 1) =>
  perform(skiingRules, initGame(skiingRules, [you], settings, seed), HUMAN_PLAYER_ID, {
    type: 'start',
  });
const steer = (s: SkiingState, direction: SteerDirection, held = true, id = HUMAN_PLAYER_ID) =>
  perform(skiingRules, s, id, { type: 'steer', direction, held });
const run = (s: SkiingState, ms: number, dtMs = 10) => {
  let state = s;
  for (let t = 0; t < ms; t += dtMs) state = advance(skiingRules, state, dtMs);
  return state;
};
/** Frame n happens at n × 1000/60 ms; this is the first 10 ms step boundary at or after it. */
const msForFrames = (n: number) => Math.ceil((n * 1000) / FRAMES_PER_SECOND / 10) * 10;
const framesPerGate = GATE_SPACING / DOWNHILL_PER_FRAME; // 75
const rival: GamePlayer = { id: 'ai-1', name: 'Amara', avatar: 'Amara', isAI: true };
const withRival = (seed = 1) =>
  perform(skiingRules, initGame(skiingRules, [you, rival], settings, seed), HUMAN_PLAYER_ID, {
    type: 'start',
  });
/** The one skier of a solo run (the human's, seat 1, with a rival). */
const me = (s: SkiingState) => s.skiers[0]!;
/** Lays the gates out again for every skier (`at(gate, index)` gives each its x), so a test knows the way. */
const relay = (s: SkiingState, at: (gate: Gate, index: number) => number): SkiingState => ({
  ...s,
  skiers: s.skiers.map((skier) => ({
    ...skier,
    gates: skier.gates.map((g, i) => ({ ...g, x: at(g, i) })),
  })),
});
/** Puts every gate at `x`. */
const course = (s: SkiingState, x: number) => relay(s, () => x);

describe('skiing: constants (SPEC §9)', () => {
  it('pins every number', () => {
    expect([FIELD_WIDTH, FIELD_HEIGHT, GATE_COUNT, GATE_SPACING]).toEqual([400, 600, 20, 300]);
    expect([SIDEWAYS_PER_FRAME, DOWNHILL_PER_FRAME, FRAMES_PER_SECOND]).toEqual([5, 4, 60]);
    expect([GATE_HALF_WIDTH, MISSED_GATE_PENALTY_S, SCORE_BASE_S, SCORE_POINTS_PER_SECOND]).toEqual(
      [50, 5, 90, 100],
    );
  });
});

describe('skiing: the course', () => {
  it('lays 20 gates 300 apart, each inside the field, none passed, from the seed', () => {
    const ready = initGame(skiingRules, [you], settings, 3);
    expect(me(ready).gates).toHaveLength(20);
    me(ready).gates.forEach((g, i) => {
      expect(g).toMatchObject({ id: i + 1, y: 300 * (i + 1), passed: false, missed: false });
      expect(g.x - GATE_HALF_WIDTH).toBeGreaterThanOrEqual(0);
      expect(g.x + GATE_HALF_WIDTH).toBeLessThanOrEqual(FIELD_WIDTH);
    });
    expect(me(initGame(skiingRules, [you], settings, 3)).gates).toEqual(me(ready).gates);
    expect(me(initGame(skiingRules, [you], settings, 4)).gates).not.toEqual(me(ready).gates);
  });

  it('starts ready in the middle at the top; time does nothing until the start', () => {
    const ready = initGame(skiingRules, [you], settings, 1);
    expect(ready.phase).toBe('ready');
    expect(me(ready)).toMatchObject({ x: 200, y: 0, gatesPassed: 0 });
    expect(advance(skiingRules, ready, 5000)).toBe(ready);
    expect(steer(ready, 'left')).toBe(ready);
    const playing = started();
    expect(playing.phase).toBe('playing');
    expect(perform(skiingRules, playing, HUMAN_PLAYER_ID, { type: 'start' })).toBe(playing);
  });
});

describe('skiing: movement in fixed 1/60 s frames', () => {
  it('moves 4 down per frame of 1/60 s, whatever the step size', () => {
    const s = started();
    expect(me(run(s, 16, 16)).y).toBe(0);
    expect(me(run(s, 17, 17)).y).toBe(4);
    expect(me(run(s, 1000, 10)).y).toBe(60 * 4);
    expect(me(advance(skiingRules, s, 1000)).y).toBe(240);
    // A 120 Hz screen (8.33 ms frames) and a 60 Hz one (16.67 ms) ski the same distance.
    const at = (hz: number) => {
      let state = s;
      for (let i = 0; i < hz; i++) state = advance(skiingRules, state, 1000 / hz);
      return me(state).y;
    };
    expect(at(120)).toBe(at(60));
  });

  it('moves 5 sideways per frame while a direction is held, and stops on release', () => {
    const right = run(steer(started(), 'right'), 500);
    expect(me(right).x).toBe(200 + 30 * 5);
    const released = run(steer(right, 'right', false), 1000);
    expect(me(released).x).toBe(me(right).x);
    expect(me(run(steer(started(), 'left'), 100)).x).toBe(200 - 6 * 5);
    expect(me(run(steer(steer(started(), 'left'), 'right'), 500)).x).toBe(200);
  });

  it('keeps the skier inside the field', () => {
    expect(me(run(steer(started(), 'left'), 3000)).x).toBe(0);
    expect(me(run(steer(started(), 'right'), 3000)).x).toBe(FIELD_WIDTH);
  });

  it('a repeated steer, or one from someone else, changes nothing', () => {
    const held = steer(started(), 'left');
    expect(steer(held, 'left')).toBe(held);
    expect(steer(held, 'right', true, 'stranger')).toBe(held);
  });
});

describe('skiing: gates and penalties', () => {
  it('passes a gate when the skier reaches its line; 50 from the centre still counts', () => {
    const s = course(started(), 250);
    const before = run(s, msForFrames(framesPerGate - 1));
    expect(me(before).gatesPassed).toBe(0);
    const through = me(run(s, msForFrames(framesPerGate)));
    expect(through.gatesPassed).toBe(1);
    expect(through.gates[0]).toMatchObject({ passed: true, missed: false });
    expect(penaltySeconds(through)).toBe(0);
  });

  it('passing more than 50 from the centre adds a 5 s penalty, shown for a moment', () => {
    const s = relay(started(), (_, i) => (i === 0 ? 251 : 200));
    const through = run(s, msForFrames(framesPerGate));
    expect(me(through).gates[0]).toMatchObject({ passed: true, missed: true });
    expect(me(through).missedGates).toBe(1);
    expect(penaltySeconds(me(through))).toBe(5);
    expect(showsPenaltyNotice(through, me(through))).toBe(true);
    expect(shownSeconds(through, me(through))).toBeCloseTo(through.elapsedMs / 1000 + 5);
    const later = run(through, 1500);
    expect(showsPenaltyNotice(later, me(later))).toBe(false);
  });

  it('finishes when all 20 gates have passed, at 25 s of race time', () => {
    const s = course(started(), 200);
    const almost = run(s, 24_990);
    expect(almost.phase).toBe('playing');
    expect(me(almost).gatesPassed).toBe(19);
    expect(nextGate(me(almost))?.id).toBe(20);
    const end = run(almost, 10);
    expect(end.phase).toBe('finished');
    expect(me(end)).toMatchObject({ gatesPassed: 20, finishMs: 25_000 });
    expect(nextGate(me(end))).toBeUndefined();
    expect(skiingRules.isOver(end)).toBe(true);
    expect(advance(skiingRules, end, 1000)).toBe(end);
    expect(steer(end, 'left')).toBe(end);
  });

  it('scores round((90 − (elapsed + penalties)) × 100)', () => {
    // Straight down the middle: gates at 200 are made, gates at 320 are missed.
    const mixed = relay(started(), (_, i) => (i % 4 === 0 ? 320 : 200));
    const end = run(mixed, 26_000);
    expect(me(end).missedGates).toBe(5);
    const [result] = skiingRules.results(end);
    expect(result!.score).toBe(Math.round((90 - (25 + 25)) * 100));
    expect(result!.time).toBe(50);
    expect(result!.breakdown!.reduce((sum, p) => sum + p.points, 0)).toBe(result!.score);
  });

  it('floors the score at 0 when the penalties pass 90 s', () => {
    const end = run(course(started(), 330), 26_000);
    expect(me(end).missedGates).toBe(20);
    const [result] = skiingRules.results(end);
    expect(result).toMatchObject({ score: 0, time: 125, position: 1 });
    expect(result!.breakdown!.reduce((sum, p) => sum + p.points, 0)).toBe(0);
  });
});

type Move = { kind: 'step'; dt: number } | { kind: 'steer'; dir: SteerDirection; held: boolean };
const moves = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('step' as const), dt: fc.integer({ min: 1, max: 1500 }) }),
    fc.record({
      kind: fc.constant('steer' as const),
      dir: fc.constantFrom<SteerDirection>('left', 'right'),
      held: fc.boolean(),
    }),
  ),
  { maxLength: 200 },
);
const apply = (s: SkiingState, m: Move) =>
  m.kind === 'step' ? advance(skiingRules, s, m.dt) : steer(s, m.dir, m.held);

describe('skiing: properties', () => {
  it('every skier stays inside the field; gates passed only grow; penalties are 5 s per miss', () => {
    fc.assert(
      fc.property(fc.integer(), moves, (seed, list) => {
        let s = withRival(seed);
        for (const m of list) {
          const before = s;
          s = apply(s, m);
          for (const [i, skier] of s.skiers.entries()) {
            const was = before.skiers[i]!;
            if (skier.x < 0 || skier.x > FIELD_WIDTH || skier.y < was.y) return false;
            if (skier.gatesPassed < was.gatesPassed || skier.gatesPassed > GATE_COUNT) return false;
            if (skier.gates.filter((g) => g.passed).length !== skier.gatesPassed) return false;
            if (penaltySeconds(skier) !== 5 * skier.gates.filter((g) => g.missed).length)
              return false;
            // One speed for all: every skier is as far down as the others.
            if (skier.y !== me(s).y || skier.gatesPassed !== me(s).gatesPassed) return false;
          }
          if ((s.phase === 'finished') !== (me(s).gatesPassed === GATE_COUNT)) return false;
          const results = skiingRules.results(s);
          if (results.length !== 2 || results.some((r) => r.score < 0 || r.score > 9000))
            return false;
        }
        return true;
      }),
    );
  });

  it('the same seed and inputs give the same run', () => {
    fc.assert(
      fc.property(fc.integer(), moves, (seed, list) => {
        expect(list.reduce(apply, withRival(seed))).toEqual(list.reduce(apply, withRival(seed)));
      }),
      { numRuns: 50 },
    );
  });

  it('how time is split into steps does not change the run (the AI skier’s either)', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 200 }), fc.boolean()), { maxLength: 40 }),
        (seed, legs) => {
          const ski = (stepIn: (s: SkiingState, ms: number) => SkiingState) =>
            legs.reduce((s, [tenths, right]) => {
              const turned = steer(steer(s, 'right', right), 'left', !right);
              return stepIn(turned, tenths * 10);
            }, withRival(seed));
          const whole = ski((s, ms) => advance(skiingRules, s, ms));
          const split = ski((s, ms) => run(s, ms, 10));
          expect(split).toEqual(whole);
        },
      ),
      { numRuns: 50 },
    );
  });
});
