import { advance, initGame, perform } from '../../../shared/games/core/runner';
import { COUNTDOWN_MS } from '../../../shared/games/core/countdown';
import type { GamePlayer, GameSettings } from '../../../shared/games/core/types';
import { FRAMES_PER_SECOND } from '../../../shared/games/skiing/constants';
import {
  skierOf,
  skiingRules,
  type SkiingInput,
  type SkiingState,
} from '../../../shared/games/skiing/rules';
import { announcement, slopeLabel, timeText } from './texts';

// Every seat skis: two humans on different devices ('p1', 'p2') and an AI, in any order.
const p1: GamePlayer = { id: 'p1', name: 'Ana', avatar: 'Ana', isAI: false };
const p2: GamePlayer = { id: 'p2', name: 'Ben', avatar: 'Ben', isAI: false };
const bot: GamePlayer = { id: 'ai-1', name: 'Mei', avatar: 'Mei', isAI: true };
const settings: GameSettings = { duration: 90, difficulty: 'medium', rounds: 1 };

const ready = (players = [bot, p1, p2], seed = 3) => initGame(skiingRules, players, settings, seed);
const send = (s: SkiingState, id: string, input: SkiingInput) => perform(skiingRules, s, id, input);
/** `id` starts the race and the countdown runs out: at GO. */
const go = (s: SkiingState, id: string) =>
  advance(skiingRules, send(s, id, { type: 'start' }), COUNTDOWN_MS);
const steer = (s: SkiingState, id: string, direction: 'left' | 'right', held = true) =>
  send(s, id, { type: 'steer', direction, held });
const run = (s: SkiingState, ms: number) => {
  let state = s;
  for (let t = 0; t < ms; t += 10) state = advance(skiingRules, state, 10);
  return state;
};
const of = (s: SkiingState, id: string) => skierOf(s, id)!;
/** Every gate at `x` for every skier. */
const course = (s: SkiingState, x: number): SkiingState => ({
  ...s,
  skiers: s.skiers.map((k) => ({ ...k, gates: k.gates.map((g) => ({ ...g, x })) })),
});

describe('skiing with several humans', () => {
  it('gives every seat its own skier on the same course, in the order of the players', () => {
    const s = ready();
    expect(s.skiers.map((k) => k.player.id)).toEqual(['ai-1', 'p1', 'p2']);
    expect(new Set(s.skiers.map((k) => JSON.stringify(k.gates)))).toHaveProperty('size', 1);
    expect(s.skiers.every((k) => k.x === 200 && k.y === 0)).toBe(true);
  });

  it('any seat starts the race; a stranger cannot', () => {
    const s = ready();
    expect(send(s, 'stranger', { type: 'start' })).toBe(s);
    expect(send(s, 'p2', { type: 'start' }).phase).toBe('countdown');
    expect(go(s, 'p1').phase).toBe('playing');
  });

  it('each human steers only their own skier; nobody can steer another’s or an AI’s', () => {
    const s = go(ready(), 'p2');
    const right = steer(s, 'p1', 'right');
    expect(of(right, 'p1').steer).toEqual({ left: false, right: true });
    expect(of(right, 'p2')).toBe(of(s, 'p2'));
    expect(of(right, 'ai-1')).toBe(of(s, 'ai-1'));
    const both = steer(right, 'p2', 'left');
    expect(of(both, 'p1')).toBe(of(right, 'p1'));
    expect(of(both, 'p2').steer).toEqual({ left: true, right: false });

    // The AI's seat and strangers are refused with the same state object.
    expect(steer(both, 'ai-1', 'left')).toBe(both);
    expect(steer(both, 'stranger', 'left')).toBe(both);

    const later = run(both, 500); // 30 frames: 150 across each way
    expect(of(later, 'p1').x).toBe(350);
    expect(of(later, 'p2').x).toBe(50);
    expect(of(later, 'p1').y).toBe(of(later, 'p2').y);
    // Each skier has its own speed: p2 lets go and runs straight, so it pulls ahead.
    const apart = run(steer(later, 'p2', 'left', false), 500);
    expect(of(apart, 'p2').speed).toBeGreaterThan(of(apart, 'p1').speed);
    expect(of(apart, 'p2').y).toBeGreaterThan(of(apart, 'p1').y);
  });

  it('the AI skis on game time inside step, never because a human acted', () => {
    const s = go(ready(), 'p1');
    const afterHuman = steer(steer(s, 'p1', 'right'), 'p2', 'left');
    expect(of(afterHuman, 'ai-1')).toBe(of(s, 'ai-1'));
    expect(afterHuman.rng).toBe(s.rng);
    // With no human input at all the AI goes down the course, steering for its gates.
    const end = run(s, 25_000);
    expect(end.phase).toBe('finished');
    const ai = of(end, 'ai-1');
    expect(ai.gatesPassed).toBe(20);
    expect(ai.finishMs).toBeLessThanOrEqual(25_000);
    expect(ai.gates.every((g) => g.passed)).toBe(true);
  });

  it('counts gates passed and missed, penalties and the finish per skier', () => {
    const s = course(go(ready([p1, p2]), 'p1'), 200);
    // p1 runs straight through the gates at 200 (speeding up to 6 a frame); p2 holds right, stays at
    // the spec's 4 a frame and misses them all.
    const end = run(steer(s, 'p2', 'right'), 26_000);
    expect(of(end, 'p1')).toMatchObject({ gatesPassed: 20, missedGates: 0, finishMs: 16_890 });
    expect(of(end, 'p2')).toMatchObject({ gatesPassed: 20, missedGates: 20, finishMs: 25_000 });
    expect(timeText(end, 'p1')).toBe('16.89 s');
    expect(timeText(end, 'p2')).toBe('125.00 s');
  });

  it('finishes only when every skier has passed all 20 gates', () => {
    const s = go(ready([p1, p2]), 'p1');
    // p2 holds a key all the way (the spec's 4 a frame), p1 runs straight and finishes first.
    const p1Done = run(steer(s, 'p2', 'left'), 17_000);
    expect(of(p1Done, 'p1').finishMs).toBe(16_890);
    expect(of(p1Done, 'p2').finishMs).toBeNull();
    expect(p1Done.phase).toBe('playing');
    // A finished skier's keys do nothing.
    expect(steer(p1Done, 'p1', 'left')).toBe(p1Done);
    const end = run(p1Done, 8_000 + 1000 / FRAMES_PER_SECOND);
    expect(end.phase).toBe('finished');
    expect(of(end, 'p2').finishMs).toBe(25_000); // 1,500 frames at 4 a frame
  });

  it('speaks to each viewer of their own skier', () => {
    const s = course(go(ready(), 'p1'), 260);
    const apart = run(steer(steer(s, 'p1', 'right'), 'p2', 'left'), 200); // 12 frames: 60 each way
    expect(slopeLabel(apart, 'p1')).toBe(
      'Slope: next gate 1 is straight ahead, 250 ahead. Then gate 2, in line with it.',
    );
    expect(slopeLabel(apart, 'p2')).toBe(
      'Slope: next gate 1 is 120 to your right, 250 ahead. Then gate 2, in line with it.',
    );
    // The gate after the next one, as the look-ahead arrow shows it; nothing after the last.
    const turning: SkiingState = {
      ...apart,
      skiers: apart.skiers.map((k) => ({
        ...k,
        gates: k.gates.map((g) => (g.id === 2 ? { ...g, x: 90 } : g)),
      })),
    };
    expect(slopeLabel(turning, 'p1')).toMatch(/ Then gate 2, 170 to the left of it\.$/);
    const lastGate: SkiingState = {
      ...apart,
      skiers: apart.skiers.map((k) => ({ ...k, gatesPassed: 19 })),
    };
    expect(slopeLabel(lastGate, 'p1')).toMatch(/^Slope: next gate 20 is .* It is the last\.$/);
    expect(slopeLabel(apart, 'watcher')).toBe('Slope.');

    expect(announcement(apart, 'p1')).toMatch(/^Go!/);
    expect(announcement(apart, 'watcher')).toBe('');
    // p2 misses gate 1 (at 140 from it), p1 makes it: only p2 hears of the penalty.
    const gate1 = run(steer(steer(apart, 'p1', 'right', false), 'p2', 'left', false), 1100);
    expect(of(gate1, 'p2').missedGates).toBe(1);
    expect(of(gate1, 'p1').missedGates).toBe(0);
    expect(announcement(gate1, 'p2')).toBe('Missed gate 1: plus 5 seconds.');
    expect(announcement(gate1, 'p1')).toMatch(/^Go!/);
    // Running, the clocks show tenths, never ahead of the time.
    const tenths = Math.floor(gate1.elapsedMs / 100) / 10;
    expect(timeText(gate1, 'p2')).toBe(`${(tenths + 5).toFixed(1)} s`);
    expect(timeText(gate1, 'p1')).toBe(`${tenths.toFixed(1)} s`);

    const end = run(gate1, 25_000);
    const finished = (id: string) => {
      const missed = of(end, id).missedGates;
      const gates = missed === 1 ? 'gate' : 'gates';
      return new RegExp(`^Finished in \\d+\\.\\d\\d seconds with ${missed} missed ${gates}\\.$`);
    };
    expect(announcement(end, 'p1')).toMatch(finished('p1'));
    expect(announcement(end, 'p2')).toMatch(finished('p2'));
    const oneMissed: SkiingState = {
      ...end,
      skiers: end.skiers.map((k) => (k.player.id === 'p1' ? { ...k, missedGates: 1 } : k)),
    };
    expect(announcement(oneMissed, 'p1')).toMatch(/ with 1 missed gate\.$/);
  });

  it('results list every seat, each scored from its own run', () => {
    const s = course(go(ready([p1, bot, p2]), 'p2'), 200);
    const end = run(steer(s, 'p2', 'left'), 26_000);
    const results = skiingRules.results(end);
    expect(results.map((r) => r.playerId).sort()).toEqual(['ai-1', 'p1', 'p2']);
    expect(results.map((r) => r.position)).toEqual([1, 2, 3]);
    const score = (id: string) => results.find((r) => r.playerId === id)!;
    // p1 runs straight (16.89 s): round((90 − 16.89) × 100) = 7311.
    expect(score('p1')).toMatchObject({ score: 7311, time: 16.89 });
    expect(score('p2')).toMatchObject({ score: 0, time: 125, position: 3 });
    const ai = of(end, 'ai-1');
    expect(score('ai-1').score).toBe(
      Math.round((90 - ai.finishMs! / 1000) * 100) - 500 * ai.missedGates,
    );
  });
});
