import fc from 'fast-check';
import { advance, initGame, perform } from '../core/runner';
import type { GamePlayer, GameSettings } from '../core/types';
import { HUMAN_PLAYER_ID } from '../core/players';
import { COUNTDOWN_MS } from '../core/countdown';
import {
  nextGate,
  nextSpeed,
  penaltySeconds,
  scoreParts,
  speedKmh,
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
  GLIDE_GAIN_PER_FRAME,
  GATE_HALF_WIDTH,
  GATE_SPACING,
  MISSED_GATE_PENALTY_S,
  SCORE_BASE_S,
  SCORE_POINTS_PER_SECOND,
  SIDEWAYS_PER_FRAME,
  SKID_LOSS_PER_FRAME,
  TOP_DOWNHILL_PER_FRAME,
} from './constants';

const you: GamePlayer = { id: HUMAN_PLAYER_ID, name: 'You', avatar: 'You', isAI: false };
const settings: GameSettings = { duration: 90, difficulty: 'hard', rounds: 1 };

/** Started by the human and counted down: at GO, when the run's clock starts. */
const startAndGo = (ready: SkiingState) =>
  advance(
    skiingRules,
    perform(skiingRules, ready, HUMAN_PLAYER_ID, { type: 'start' }),
    COUNTDOWN_MS,
  );
const started = (seed = 1) => startAndGo(initGame(skiingRules, [you], settings, seed));
const steer = (s: SkiingState, direction: SteerDirection, held = true, id = HUMAN_PLAYER_ID) =>
  perform(skiingRules, s, id, { type: 'steer', direction, held });
const run = (s: SkiingState, ms: number, dtMs = 10) => {
  let state = s;
  for (let t = 0; t < ms; t += dtMs) state = advance(skiingRules, state, dtMs);
  return state;
};
/** Frame n happens at n × 1000/60 ms; this is the first 10 ms step boundary at or after it. */
const msForFrames = (n: number) => Math.ceil((n * 1000) / FRAMES_PER_SECOND / 10) * 10;
/**
 * Running straight from the start: how far down after `n` frames (speed 4, 4.025, 4.05, … up to 6), worked out
 * here by hand rather than with the rules' own helpers.
 */
const straightY = (n: number) => {
  let y = 0;
  for (let k = 0; k < n; k++) y += Math.min(6, 4 + 0.025 * k);
  return y;
};
/** The frame in which a skier running straight from the start reaches `y`, and when within it (ms, to the 10). */
const straightReach = (y: number) => {
  let n = 0;
  while (straightY(n + 1) < y) n++;
  const speed = Math.min(6, 4 + 0.025 * n);
  return {
    frame: n + 1,
    atMs: Math.round(((n + (y - straightY(n)) / speed) * 1000) / 60 / 10) * 10,
  };
};
const framesToGate1 = straightReach(GATE_SPACING).frame;
const rival: GamePlayer = { id: 'ai-1', name: 'Amara', avatar: 'Amara', isAI: true };
const withRival = (seed = 1) => startAndGo(initGame(skiingRules, [you, rival], settings, seed));
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

  it('on top of the spec: speed builds 0.025 a straight frame up to 6, bleeds 0.05 a steered one down to 4', () => {
    expect([TOP_DOWNHILL_PER_FRAME, GLIDE_GAIN_PER_FRAME, SKID_LOSS_PER_FRAME]).toEqual([
      6, 0.025, 0.05,
    ]);
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
    expect(playing).toMatchObject({ phase: 'playing', elapsedMs: 0, frames: 0 });
    expect(perform(skiingRules, playing, HUMAN_PLAYER_ID, { type: 'start' })).toBe(playing);
  });
});

describe('skiing: movement in fixed 1/60 s frames', () => {
  it('starts at 4 down per frame of 1/60 s and builds while running straight, whatever the step size', () => {
    const s = started();
    expect(me(s).speed).toBe(DOWNHILL_PER_FRAME);
    expect(me(run(s, 16, 16)).y).toBe(0);
    expect(me(run(s, 17, 17)).y).toBe(4);
    expect(me(run(s, 34, 17)).y).toBe(4 + 4.025);
    expect(me(run(s, 1000, 10)).y).toBe(straightY(60)); // 284.25, not the spec's fixed 240
    expect(me(advance(skiingRules, s, 1000)).y).toBe(284.25);
    expect(me(advance(skiingRules, s, 1000)).speed).toBe(5.5);
    // A 120 Hz screen (8.33 ms frames) and a 60 Hz one (16.67 ms) ski the same distance.
    const at = (hz: number) => {
      let state = s;
      for (let i = 0; i < hz; i++) state = advance(skiingRules, state, 1000 / hz);
      return me(state).y;
    };
    expect(at(120)).toBe(at(60));
  });

  it('tops out at 6 a frame running straight, and steering bleeds it back to the spec’s 4, never lower', () => {
    const fast = run(started(), 3000);
    expect(me(fast).speed).toBe(TOP_DOWNHILL_PER_FRAME);
    const turning = run(steer(fast, 'left'), 200); // 12 frames steered
    expect(me(turning).speed).toBe(6 - 12 * 0.05);
    const skidded = run(turning, 1000);
    expect(me(skidded).speed).toBe(DOWNHILL_PER_FRAME);
    // Held all the way, the spec's pace: 4 down per frame.
    const held = run(steer(started(), 'right'), 1000);
    expect(me(held).y).toBe(240);
    // Both keys held steer nowhere, so that is running straight.
    expect(me(run(steer(steer(started(), 'left'), 'right'), 1000)).y).toBe(284.25);
  });

  it('nextSpeed: +0.025 straight, −0.05 steering either way, kept within 4..6', () => {
    expect(nextSpeed(4, 0)).toBe(4.025);
    expect(nextSpeed(5, 1)).toBe(4.95);
    expect(nextSpeed(5, -1)).toBe(4.95);
    expect(nextSpeed(5.99, 0)).toBe(6);
    expect(nextSpeed(4.01, 1)).toBe(4);
    expect(nextSpeed(4, -1)).toBe(4);
    expect(speedKmh({ speed: 4 })).toBe(40);
    expect(speedKmh({ speed: 5.987 })).toBe(60);
  });

  it('moves 5 sideways per frame while a direction is held, and stops on release', () => {
    const right = run(steer(started(), 'right'), 500);
    expect(me(right).x).toBe(200 + 30 * 5);
    const released = run(steer(right, 'right', false), 1000);
    expect(me(released).x).toBe(me(right).x);
    expect(me(released).speed).toBeGreaterThan(me(right).speed);
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
    const before = run(s, msForFrames(framesToGate1 - 1));
    expect(me(before).gatesPassed).toBe(0);
    const through = me(run(s, msForFrames(framesToGate1)));
    expect(through.gatesPassed).toBe(1);
    expect(through.gates[0]).toMatchObject({ passed: true, missed: false });
    expect(penaltySeconds(through)).toBe(0);
  });

  it('passing more than 50 from the centre adds a 5 s penalty, shown for a moment', () => {
    const s = relay(started(), (_, i) => (i === 0 ? 251 : 200));
    const through = run(s, msForFrames(framesToGate1));
    expect(me(through).gates[0]).toMatchObject({ passed: true, missed: true });
    expect(me(through).missedGates).toBe(1);
    expect(penaltySeconds(me(through))).toBe(5);
    expect(showsPenaltyNotice(through, me(through))).toBe(true);
    expect(shownSeconds(through, me(through))).toBeCloseTo(through.elapsedMs / 1000 + 5);
    const later = run(through, 1500);
    expect(showsPenaltyNotice(later, me(later))).toBe(false);
  });

  it('finishes when all 20 gates have passed, timed to the ms within the frame of the last gate', () => {
    const s = course(started(), 200);
    // Straight down: 4 a frame building to 6, so 6,000 down in well under the spec's 25 s.
    const { frame, atMs } = straightReach(6000);
    expect(atMs).toBe(16_890);
    const almost = run(s, msForFrames(frame - 1));
    expect(almost.phase).toBe('playing');
    expect(me(almost).gatesPassed).toBe(19);
    expect(nextGate(me(almost))?.id).toBe(20);
    const end = run(s, msForFrames(frame));
    expect(end.phase).toBe('finished');
    expect(me(end)).toMatchObject({ gatesPassed: 20, finishMs: atMs });
    expect(nextGate(me(end))).toBeUndefined();
    expect(skiingRules.isOver(end)).toBe(true);
    expect(advance(skiingRules, end, 1000)).toBe(end);
    expect(steer(end, 'left')).toBe(end);
  });

  it('a run steered all the way takes the spec’s 25 s; any other is faster; the line decides the time', () => {
    // Held right from the start (against the wall at 400 later on), the skier never speeds up.
    const held = run(steer(course(started(), 200), 'right'), 26_000);
    expect(me(held).finishMs).toBe(25_000);
    // Two lines through the same course, gates alternating 100 and 300: one crosses each gate at its
    // centre, the other 30 inside it towards the next gate (it anticipates); both make every gate, and
    // the anticipating line steers less, so it keeps more speed and is faster.
    const zigzag = relay(started(), (_, i) => (i % 2 ? 300 : 100));
    const ski = (lean: number) => {
      let state = zigzag;
      while (state.phase === 'playing') {
        const skier = me(state);
        const gate = nextGate(skier)!;
        const after = skier.gates[skier.gatesPassed + 1];
        const target = gate.x + (after ? Math.sign(after.x - gate.x) * lean : 0);
        const off = target - skier.x;
        const want = off > 2.5 ? 'right' : off < -2.5 ? 'left' : null;
        state = steer(steer(state, 'left', want === 'left'), 'right', want === 'right');
        state = advance(skiingRules, state, 1000 / 60);
      }
      return me(state);
    };
    const centres = ski(0);
    const line = ski(30);
    expect(centres.missedGates).toBe(0);
    expect(line.missedGates).toBe(0);
    expect(line.finishMs!).toBeLessThan(centres.finishMs! - 500);
    expect(centres.finishMs!).toBeLessThan(25_000);
  });

  it('scores round((90 − (elapsed + penalties)) × 100)', () => {
    // Straight down the middle: gates at 200 are made, gates at 320 are missed.
    const mixed = relay(started(), (_, i) => (i % 4 === 0 ? 320 : 200));
    const end = run(mixed, 26_000);
    expect(me(end).missedGates).toBe(5);
    const runS = me(end).finishMs! / 1000;
    expect(runS).toBe(16.89);
    const [result] = skiingRules.results(end);
    expect(result!.score).toBe(Math.round((90 - (runS + 25)) * 100)); // 4811
    expect(result!.score).toBe(4811);
    expect(result!.time).toBe(runS + 25);
    expect(result!.breakdown!.reduce((sum, p) => sum + p.points, 0)).toBe(result!.score);
    expect(result!.breakdown!.map((p) => p.label)).toEqual([
      'Run 16.89 s (73.11 s under 90 s)',
      '5 missed gates (+25 s)',
    ]);
  });

  it('floors the score at 0 when the penalties pass 90 s', () => {
    const end = run(course(started(), 330), 26_000);
    expect(me(end).missedGates).toBe(20);
    const [result] = skiingRules.results(end);
    expect(result).toMatchObject({ score: 0, time: 116.89, position: 1 });
    expect(result!.breakdown!.reduce((sum, p) => sum + p.points, 0)).toBe(0);
    // Said in a player's words, not 'Floored at 0'.
    expect(result!.breakdown!.at(-1)).toEqual({ label: 'No score below 0', points: 2689 });
  });

  it('says how far over 90 s a run was', () => {
    expect(scoreParts(95_000, 0).breakdown[0]).toEqual({
      label: 'Run 95.00 s (5.00 s over 90 s)',
      points: -500,
    });
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
            // Each skier's own speed, always between the spec's 4 and the top 6 a frame.
            if (skier.speed < DOWNHILL_PER_FRAME || skier.speed > TOP_DOWNHILL_PER_FRAME)
              return false;
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

  it('a run always ends: whatever the steering, every skier finishes within the spec’s 25 s', () => {
    fc.assert(
      fc.property(fc.integer(), moves, (seed, list) => {
        const s = advance(skiingRules, list.reduce(apply, withRival(seed)), 25_000);
        if (s.phase !== 'finished') return false;
        return s.skiers.every(
          (skier) =>
            skier.gatesPassed === GATE_COUNT &&
            skier.finishMs !== null &&
            // No faster than 6,000 down at the top speed from the first frame (16.67 s).
            skier.finishMs >= 16_666 &&
            skier.finishMs <= 25_000,
        );
      }),
      { numRuns: 200 },
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
