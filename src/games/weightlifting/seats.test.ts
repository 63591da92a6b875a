import { advance, initGame, perform } from '../../../shared/games/core/runner';
import type { GamePlayer, GameSettings } from '../../../shared/games/core/types';
import {
  lifterOf,
  messageFor,
  weightliftingRules,
  type Lifter,
  type WeightliftingInput,
  type WeightliftingState,
} from '../../../shared/games/weightlifting/rules';
import { aiAttemptLifts } from '../../../shared/games/weightlifting/ai';
import {
  announcementFor,
  LIFT_PROMPT,
  promptFor,
  WAITING_TEXT,
  watchedAnnouncement,
  watchedPrompt,
} from './texts';
import {
  AI_BY_DIFFICULTY,
  liftWorthKg,
  MARKER_STEP,
  MARKER_TICK_MS,
} from '../../../shared/games/weightlifting/constants';

// Every seat lifts on its own: two humans on different devices and AI rivals who lift on game time.

const seat = (id: string, isAI: boolean): GamePlayer => ({ id, name: id, avatar: id, isAI });
const p1 = seat('p1', false);
const p2 = seat('p2', false);
const ai = seat('ai-1', true);
const settings: GameSettings = { duration: 90, difficulty: 'medium', rounds: 1 };

const begin = (players: GamePlayer[], seed = 3, by = players[0]!.id) =>
  perform(weightliftingRules, initGame(weightliftingRules, players, settings, seed), by, {
    type: 'start',
  });
/** An input as if the hand had rested since the last press (the 15-a-second ceiling is tested in rules.test). */
const send = (s: WeightliftingState, id: string, type: WeightliftingInput['type']) => {
  const rested = {
    ...s,
    lifters: s.lifters.map((l) => (l.player.id === id ? { ...l, nextPressMs: 0 } : l)),
  };
  const after = perform(weightliftingRules, rested, id, { type });
  return after === rested ? s : after;
};
const wait = (s: WeightliftingState, ms: number) => advance(weightliftingRules, s, ms);
const of = (s: WeightliftingState, id: string): Lifter => lifterOf(s, id)!;
const fill = (s: WeightliftingState, id: string) => {
  let state = s;
  // 20 presses at 100 kg, more for a heavier bar (it fills slower).
  for (let i = 0; i < 100 && of(state, id).phase === 'lifting'; i++)
    state = send(state, id, 'lift');
  return state;
};
/** Fills `id`'s bar and holds with its marker on its target (success) or half a lap off (failure). */
function liftOnce(s: WeightliftingState, id: string, success: boolean) {
  let state = fill(s, id);
  const target = of(state, id).target;
  state = wait(state, ((success ? target : (target + 50) % 100) / MARKER_STEP) * MARKER_TICK_MS);
  return send(state, id, 'hold');
}

describe('weightlifting: seats', () => {
  it('gives each seat a lifter of its own, in seat order, with its own targets', () => {
    const s = begin([p1, ai, p2]);
    expect(s.lifters.map((l) => l.player.id)).toEqual(['p1', 'ai-1', 'p2']);
    for (const l of s.lifters) {
      expect(l).toMatchObject({ phase: 'lifting', attempt: 1, weightKg: 100, bar: 0 });
      expect(l.targets).toHaveLength(3);
    }
    expect(of(s, 'ai-1').aiPlan).toHaveLength(3);
    expect(of(s, 'p1').aiPlan).toBeNull();
  });

  it('starts from any seat; not from someone without one', () => {
    const ready = initGame(weightliftingRules, [p1, p2, ai], settings, 1);
    expect(perform(weightliftingRules, ready, 'p2', { type: 'start' }).phase).toBe('lifting');
    expect(perform(weightliftingRules, ready, 'ai-1', { type: 'start' }).phase).toBe('lifting');
    expect(perform(weightliftingRules, ready, 'you', { type: 'start' })).toBe(ready);
    expect(perform(weightliftingRules, ready, 'stranger', { type: 'start' })).toBe(ready);
  });

  it('two humans lift independently; neither can act for the other, an AI seat or a stranger', () => {
    let s = begin([p1, p2, ai]);
    s = send(send(s, 'p1', 'lift'), 'p1', 'lift');
    s = send(s, 'p2', 'lift');
    expect([of(s, 'p1').bar, of(s, 'p2').bar]).toEqual([10, 5]);
    for (const id of ['ai-1', 'stranger', 'you', '']) {
      for (const type of ['lift', 'hold', 'press'] as const) expect(send(s, id, type)).toBe(s);
    }
    s = fill(s, 'p1');
    expect([of(s, 'p1').phase, of(s, 'p2').phase]).toEqual(['holding', 'lifting']);
    expect(send(s, 'p2', 'hold')).toBe(s);
    s = send(s, 'p1', 'hold');
    expect([of(s, 'p1').phase, of(s, 'p2').phase]).toEqual(['result', 'lifting']);
    expect(of(s, 'p2').bar).toBe(5);
  });

  it('each viewer reads its own result, prompt and announcement', () => {
    let s = begin([p1, p2, ai], 5);
    s = liftOnce(s, 'p1', true);
    s = liftOnce(s, 'p2', false);
    expect(messageFor(s, 'p1')).toBe('Success! 100kg lifted!');
    expect(messageFor(s, 'p2')).toBe('Failed to hold!');
    expect(messageFor(s, 'stranger')).toBe('');
    expect(promptFor(s, 'p1')).toBe('Success! 100kg lifted!');
    // Each hold is graded too: p1 held on its target, p2 half a lap off.
    expect(announcementFor(s, 'p1')).toBe('Success! 100kg lifted! Perfect hold! Total 100 kg.');
    expect(announcementFor(s, 'p2')).toBe('Failed to hold! Wide of the zone. Total 0 kg.');
    expect(watchedAnnouncement(s, of(s, 'p1'))).toBe('p1: Success! 100kg lifted! Total 100 kg.');
    s = wait(s, 2000);
    expect(of(s, 'p1')).toMatchObject({ attempt: 2, weightKg: 120 });
    expect(of(s, 'p2')).toMatchObject({ attempt: 2, weightKg: 100 });
    expect(announcementFor(s, 'p1')).toBe('Attempt 2 of 3: 120 kg. Lift!');
    expect(announcementFor(s, 'p2')).toBe('Attempt 2 of 3: 100 kg. Lift!');
    expect(announcementFor(s, 'stranger')).toBe('');
    // Only p2 falls behind: only p2 is told to click faster.
    s = send(s, 'p1', 'lift');
    for (let i = 0; i < 25; i++) s = send(wait(s, 100), 'p1', 'lift');
    expect(promptFor(s, 'p1')).toBe(LIFT_PROMPT);
    expect(promptFor(s, 'p2')).toMatch(/^Faster!/);
  });

  it('a lifter done with its attempts waits for the others; the game ends when all are done', () => {
    let s = begin([p1, p2]);
    for (let attempt = 0; attempt < 3; attempt++) s = wait(liftOnce(s, 'p1', true), 2000);
    expect(of(s, 'p1')).toMatchObject({ phase: 'done', totalKg: 360 });
    expect(of(s, 'p2').phase).toBe('lifting');
    expect(s.phase).toBe('lifting');
    expect(promptFor(s, 'p1')).toBe(WAITING_TEXT);
    // Someone only watching p1's platform is told whose attempts are done, and nothing of pressing.
    expect(watchedPrompt(s, of(s, 'p1'))).toBe('p1’s three attempts are done.');
    expect(watchedPrompt(s, of(s, 'p2'))).toBe('p2 on the platform: attempt 1 of 3.');
    expect(watchedAnnouncement(s, of(s, 'p2'))).toBe('');
    expect(send(s, 'p1', 'lift')).toBe(s);
    const p1Done = of(s, 'p1').doneMs!;
    s = wait(s, 90_000);
    expect(weightliftingRules.isOver(s)).toBe(true);
    const results = weightliftingRules.results(s);
    expect(results.map((r) => [r.playerId, r.score, r.position])).toEqual([
      ['p1', 360, 1],
      ['p2', 0, 2],
    ]);
    expect(results[0]!.time).toBe(p1Done / 1000);
    expect(results[1]!.time).toBe(90);
  });

  it('results list every seat, humans and AI', () => {
    const players = [p1, seat('ai-1', true), p2, seat('ai-2', true)];
    const s = wait(begin(players), 90_000);
    expect(weightliftingRules.isOver(s)).toBe(true);
    expect(
      weightliftingRules
        .results(s)
        .map((r) => r.playerId)
        .sort(),
    ).toEqual(['ai-1', 'ai-2', 'p1', 'p2']);
  });
});

describe('weightlifting: AI rivals lift on game time', () => {
  it('an AI attempt takes its drawn time (within the difficulty’s range), then lifts by its chance', () => {
    const s = begin([p1, ai], 8);
    const plan = of(s, 'ai-1').aiPlan!;
    const { liftMsMin, liftMsMax } = AI_BY_DIFFICULTY.medium;
    for (const attempt of plan) {
      expect(attempt.liftMs).toBeGreaterThanOrEqual(liftMsMin);
      expect(attempt.liftMs).toBeLessThanOrEqual(liftMsMax);
    }
    const first = plan[0]!;
    expect(of(wait(s, first.liftMs - 10), 'ai-1')).toMatchObject({ phase: 'lifting', lifts: [] });
    const after = of(wait(s, first.liftMs), 'ai-1');
    const success = aiAttemptLifts(first, 100, 'medium');
    // Its bar is up when its time is: a lift over 8 s counts a share, as a person's would.
    const liftedKg = success ? liftWorthKg(100, first.liftMs) : 0;
    expect(after).toMatchObject({ phase: 'result', totalKg: liftedKg });
    expect(after.lifts).toEqual([
      { weightKg: 100, liftedKg, fillMs: first.liftMs, success, timeUp: false, offBy: null },
    ]);
    expect(of(wait(s, first.liftMs + 2000), 'ai-1')).toMatchObject({
      phase: 'lifting',
      attempt: 2,
      weightKg: success ? 120 : 100,
    });
  });

  it('never as a side effect of a human’s move: what a human does leaves the AI’s lifter as it is', () => {
    const idle = begin([p1, ai], 4);
    const busy = send(fill(idle, 'p1'), 'p1', 'hold');
    expect(of(busy, 'p1').phase).toBe('result');
    expect(of(busy, 'ai-1')).toBe(of(idle, 'ai-1'));
    // Time goes by the same for the AI whether the human lifts or not.
    expect(of(wait(busy, 30_000), 'ai-1')).toEqual(of(wait(idle, 30_000), 'ai-1'));
  });

  it('an AI attempt never takes longer than the attempt’s time limit', () => {
    const short = perform(
      weightliftingRules,
      initGame(weightliftingRules, [p1, ai], { ...settings, duration: 30, difficulty: 'easy' }, 2),
      'p1',
      { type: 'start' },
    );
    for (const attempt of of(short, 'ai-1').aiPlan!)
      expect(attempt.liftMs).toBeLessThanOrEqual(8000);
    const over = wait(short, 30_000);
    expect(weightliftingRules.isOver(over)).toBe(true);
    expect(of(over, 'ai-1').lifts.every((l) => !l.timeUp)).toBe(true);
  });

  it('a room of AI seats plays itself out', () => {
    const s = begin([seat('ai-1', true), seat('ai-2', true)], 6);
    const over = wait(s, 90_000);
    expect(weightliftingRules.isOver(over)).toBe(true);
    for (const l of over.lifters) expect(l.lifts).toHaveLength(3);
  });
});
