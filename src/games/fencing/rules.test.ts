import fc from 'fast-check';
import { createRng } from '../../../shared/lib/rng';
import { advance, initGame, perform, simulate } from '../../../shared/games/core/runner';
import type { GamePlayer, GameSettings } from '../../../shared/games/core/types';
import { HUMAN_PLAYER_ID } from '../../../shared/games/core/players';
import { COUNTDOWN_MS } from '../../../shared/games/core/countdown';
import { fencingRules, winner, type FencingState } from '../../../shared/games/fencing/rules';
import { messageFor } from './messages';
import { decideAiMove } from '../../../shared/games/fencing/ai';
import { newFencer, type Fencer } from '../../../shared/games/fencing/fencer';
import {
  AI_ATTACK_CHANCE_PER_TICK,
  AI_BY_DIFFICULTY,
  AI_PARRY_CHANCE,
  CLEAN_PARRY_GUARD_TICKS,
  LUNGE_COOLDOWN_TICKS,
  LUNGE_DISTANCE,
  LUNGE_FLIGHT_TICKS,
  PARRY_COOLDOWN_TICKS,
  PARRY_GUARD_TICKS,
  POINTS_TO_WIN,
  RIPOSTE_WINDOW_TICKS,
  TICK_MS,
  TOUCH_RESET_TICKS,
} from '../../../shared/games/fencing/constants';

const you: GamePlayer = { id: HUMAN_PLAYER_ID, name: 'You', avatar: 'You', isAI: false };
const ai: GamePlayer = { id: 'ai-1', name: 'Rival AI', avatar: 'Rival AI', isAI: true };
/** A second hand-driven fencer, so a test decides both sides' moves. */
const rival: GamePlayer = { id: 'rival', name: 'Rival', avatar: 'Rival', isAI: false };
const settings: GameSettings = { duration: 180, difficulty: 'medium', rounds: 1 };
const medium = AI_BY_DIFFICULTY.medium;

/** Started and counted down: at GO, the bout's first instant. */
function started(players: GamePlayer[] = [you, rival], seed = 1): FencingState {
  const ready = initGame(fencingRules, players, settings, seed);
  const counting = perform(fencingRules, ready, players[0]!.id, { type: 'start' });
  return advance(fencingRules, counting, COUNTDOWN_MS);
}
const lunge = (s: FencingState, id = HUMAN_PLAYER_ID) =>
  perform(fencingRules, s, id, { type: 'lunge' });
const parry = (s: FencingState, id = HUMAN_PLAYER_ID) =>
  perform(fencingRules, s, id, { type: 'parry' });
const ticks = (s: FencingState, n: number, dtMs = TICK_MS) => {
  let state = s;
  for (let i = 0; i < n; i++) state = advance(fencingRules, state, dtMs);
  return state;
};
const me = (s: FencingState) => s.fencers[0];
/** The message line as the local player (seat 1) reads it. */
const said = (s: FencingState) => messageFor(s, HUMAN_PLAYER_ID);
const them = (s: FencingState) => s.fencers[1];
const withFencers = (s: FencingState, a: Partial<Fencer>, b: Partial<Fencer>): FencingState => ({
  ...s,
  fencers: [
    { ...s.fencers[0], ...a },
    { ...s.fencers[1], ...b },
  ],
});

describe('fencing: constants (SPEC §9 and the parry-window design)', () => {
  it('pins the spec numbers and the design timings', () => {
    expect([TICK_MS, POINTS_TO_WIN, LUNGE_DISTANCE]).toEqual([100, 5, 30]);
    expect([LUNGE_COOLDOWN_TICKS, PARRY_COOLDOWN_TICKS]).toEqual([10, 8]);
    expect([AI_PARRY_CHANCE, AI_ATTACK_CHANCE_PER_TICK]).toEqual([0.6, 0.05]);
    expect([
      LUNGE_FLIGHT_TICKS,
      PARRY_GUARD_TICKS,
      RIPOSTE_WINDOW_TICKS,
      TOUCH_RESET_TICKS,
    ]).toEqual([4, 4, 5, 10]);
  });
});

describe('fencing: start', () => {
  it('starts ready at 0–0 with idle fencers, and time does nothing until the start', () => {
    const ready = initGame(fencingRules, [you, ai], settings, 1);
    expect(ready.phase).toBe('ready');
    for (const f of ready.fencers) {
      expect(f).toMatchObject({ action: 'idle', position: 0, cooldown: 0, touches: 0 });
    }
    expect(advance(fencingRules, ready, 5000)).toBe(ready);
    expect(lunge(ready)).toBe(ready);
  });

  it('counts down 3 s on start, then plays; a second start is ignored', () => {
    const ready = initGame(fencingRules, [you, rival], settings, 1);
    const counting = perform(fencingRules, ready, HUMAN_PLAYER_ID, { type: 'start' });
    expect(counting).toMatchObject({ phase: 'countdown', countdownMs: COUNTDOWN_MS });
    expect(perform(fencingRules, counting, HUMAN_PLAYER_ID, { type: 'start' })).toBe(counting);
    expect(advance(fencingRules, counting, COUNTDOWN_MS - 1).phase).toBe('countdown');
    const playing = started();
    expect(playing).toMatchObject({ phase: 'playing', ticks: 0, tickCarryMs: 0 });
    expect(perform(fencingRules, playing, HUMAN_PLAYER_ID, { type: 'start' })).toBe(playing);
  });

  it('gives a lone player an AI opponent, and fences the first two of a crowd', () => {
    const alone = initGame(fencingRules, [you], settings, 1);
    expect(alone.fencers[1].player.isAI).toBe(true);
    const crowd = initGame(fencingRules, [you, ai, rival], settings, 1);
    expect(crowd.fencers.map((f) => f.player.id)).toEqual([HUMAN_PLAYER_ID, 'ai-1']);
  });
});

describe('fencing: lunge, parry and cooldowns', () => {
  it('a lunge moves 30 units and sets a cooldown of 10 ticks, counted in whole 100 ms ticks', () => {
    const after = lunge(started());
    expect(me(after)).toMatchObject({ action: 'lunge', position: 30, cooldown: 10 });
    expect(me(ticks(after, 1, 99)).cooldown).toBe(10);
    expect(me(ticks(after, 3)).cooldown).toBe(7);
    expect(me(ticks(after, 2, 60)).cooldown).toBe(9); // 60 + 60 ms carry into one tick
  });

  it('a parry sets a cooldown of 8 ticks', () => {
    const after = parry(started());
    expect(me(after)).toMatchObject({ action: 'parry', cooldown: 8, position: 0 });
    expect(me(ticks(after, 7)).cooldown).toBe(1);
    expect(me(ticks(after, 8)).cooldown).toBe(0);
  });

  it('blocks Lunge and Parry while the cooldown is above 0 (same state back)', () => {
    const parried = parry(started());
    expect(lunge(parried)).toBe(parried);
    expect(parry(parried)).toBe(parried);
    const almost = ticks(parried, 7);
    expect(lunge(almost)).toBe(almost);
    expect(me(lunge(ticks(parried, 8))).action).toBe('lunge');
  });

  it('ignores a move from someone who is not fencing', () => {
    const state = started();
    expect(lunge(state, 'stranger')).toBe(state);
  });

  it('a parry guards for 4 ticks, then the fencer is idle again', () => {
    const after = parry(started());
    expect(me(ticks(after, 3)).action).toBe('parry');
    expect(me(ticks(after, 4)).action).toBe('idle');
  });
});

describe('fencing: touches and the parry window', () => {
  it('an unparried lunge lands after 4 ticks: Touché!, a point, then both reset', () => {
    const flying = ticks(lunge(started()), 3);
    expect(me(flying)).toMatchObject({ action: 'lunge', touches: 0 });
    const landed = ticks(flying, 1);
    expect(said(landed)).toBe('Touché!');
    expect(me(landed)).toMatchObject({ touches: 1, action: 'idle', position: 0 });
    expect(them(landed)).toMatchObject({ action: 'hit', cooldown: TOUCH_RESET_TICKS });
    expect(me(landed).cooldown).toBe(TOUCH_RESET_TICKS);
    expect(them(ticks(landed, 9)).action).toBe('hit');
    expect(them(ticks(landed, 10))).toMatchObject({ action: 'idle', cooldown: 0 });
  });

  it('the opponent’s lunge landing reads <name> scores! (the opponent here is human)', () => {
    const landed = ticks(lunge(started(), 'rival'), 4);
    expect(said(landed)).toBe('Rival scores!');
    expect([me(landed).touches, them(landed).touches]).toEqual([0, 1]);
  });

  it.each([0, 1, 2, 3])('a parry made %i ticks into the lunge’s flight parries it', (lateTicks) => {
    const attacked = ticks(lunge(started(), 'rival'), lateTicks);
    const landed = ticks(parry(attacked), LUNGE_FLIGHT_TICKS - lateTicks);
    expect(said(landed)).toBe('You parried!');
    expect(me(landed)).toMatchObject({ parries: 1, touches: 0 });
    expect(them(landed)).toMatchObject({ action: 'idle', position: 0, touches: 0 });
  });

  it.each([0, 1, 2])(
    'a parry made %i ticks into the flight is clean: cooldown cleared, riposte open',
    (lateTicks) => {
      expect(CLEAN_PARRY_GUARD_TICKS).toBe(2);
      const attacked = ticks(lunge(started(), 'rival'), lateTicks);
      const landed = ticks(parry(attacked), LUNGE_FLIGHT_TICKS - lateTicks);
      expect(landed.lastEvent).toMatchObject({ kind: 'parry', clean: true });
      expect(me(landed)).toMatchObject({ cooldown: 0, riposteTicks: RIPOSTE_WINDOW_TICKS });
    },
  );

  it('a parry in the lunge’s last tick is late: it blocks, but opens no riposte and its cooldown runs on', () => {
    const attacked = ticks(lunge(started(), 'rival'), LUNGE_FLIGHT_TICKS - 1);
    const landed = ticks(parry(attacked), 1);
    expect(landed.lastEvent).toMatchObject({ kind: 'parry', clean: false });
    expect(said(landed)).toBe('You parried!');
    expect(me(landed)).toMatchObject({ riposteTicks: 0, cooldown: PARRY_COOLDOWN_TICKS - 1 });
    // The attacker is free again first (its lunge's cooldown is older), so nobody gets a free touch …
    const attackerFree = LUNGE_COOLDOWN_TICKS - LUNGE_FLIGHT_TICKS;
    expect(them(landed).cooldown).toBe(attackerFree);
    expect(attackerFree).toBeLessThan(me(landed).cooldown);
    // … and the parrier's next lunge is a plain one, which the attacker can parry.
    const next = lunge(ticks(landed, PARRY_COOLDOWN_TICKS - 1));
    expect(me(next).action).toBe('lunge');
    const answered = ticks(parry(next, 'rival'), LUNGE_FLIGHT_TICKS);
    expect(said(answered)).toBe('Parried!');
  });

  it('a parry made a tick before the lunge has run out when it lands', () => {
    const early = ticks(parry(started()), 1);
    const landed = ticks(lunge(early, 'rival'), LUNGE_FLIGHT_TICKS);
    expect(said(landed)).toBe('Rival scores!');
  });

  it('your lunge parried by the opponent reads Parried!', () => {
    const state = parry(lunge(started()), 'rival');
    const landed = ticks(state, LUNGE_FLIGHT_TICKS);
    expect(said(landed)).toBe('Parried!');
    expect(me(landed)).toMatchObject({ touches: 0, action: 'idle', position: 0 });
    expect(me(landed).cooldown).toBe(LUNGE_COOLDOWN_TICKS - LUNGE_FLIGHT_TICKS);
  });

  it('counts every message, so the same message twice is still news', () => {
    const once = ticks(lunge(started()), 4);
    const twice = ticks(lunge(ticks(once, TOUCH_RESET_TICKS)), 4);
    expect([once.eventCount, twice.eventCount]).toEqual([1, 2]);
    expect(said(twice)).toBe(said(once));
  });

  it('when both lunge, the earlier lunge lands first and the touched fencer loses theirs', () => {
    const both = lunge(lunge(started()), 'rival');
    const landed = ticks(both, LUNGE_FLIGHT_TICKS);
    expect([me(landed).touches, them(landed).touches]).toEqual([1, 0]);
    expect(them(landed).action).toBe('hit');
    expect(ticks(landed, 20).eventCount).toBe(1);
  });
});

describe('fencing: riposte', () => {
  it('a successful parry clears the cooldown; a lunge within 5 ticks is a riposte that lands', () => {
    const parried = ticks(parry(lunge(started(), 'rival')), LUNGE_FLIGHT_TICKS);
    expect(me(parried).riposteTicks).toBe(RIPOSTE_WINDOW_TICKS);
    const riposte = lunge(parried);
    expect(me(riposte).action).toBe('riposte');
    const landed = ticks(riposte, LUNGE_FLIGHT_TICKS);
    expect(said(landed)).toBe('Touché!');
    expect(me(landed)).toMatchObject({ touches: 1, riposteTouches: 1 });
  });

  it('after the window a lunge is a plain lunge', () => {
    const parried = ticks(parry(lunge(started(), 'rival')), LUNGE_FLIGHT_TICKS);
    expect(me(lunge(ticks(parried, RIPOSTE_WINDOW_TICKS - 1))).action).toBe('riposte');
    expect(me(lunge(ticks(parried, RIPOSTE_WINDOW_TICKS))).action).toBe('lunge');
  });

  it('a riposte cannot be parried', () => {
    const state = withFencers(
      started(),
      { action: 'parry', actionTicks: 3, cooldown: 5 },
      { action: 'riposte', actionTicks: 1, position: 30, attackId: 1, cooldown: 9 },
    );
    expect(said(ticks(state, 1))).toBe('Rival scores!');
  });
});

describe('fencing: feints', () => {
  // The rival (seat 2, a person here, so nothing moves on its own) is 100 ms into a feint.
  const feinting = () =>
    withFencers(
      started(),
      {},
      { action: 'lunge', feint: true, position: 30, actionTicks: 2, cooldown: 3, attackId: 1 },
    );

  it('looks like a lunge, then is drawn back after 200 ms: no touch, no parry, and “Feint!”', () => {
    const state = feinting();
    expect(them(state).action).toBe('lunge');
    const after = ticks(state, 2);
    expect(them(after)).toMatchObject({ action: 'idle', position: 0, feint: false });
    expect([me(after).touches, them(after).touches]).toEqual([0, 0]);
    expect(after.lastEvent).toEqual({ kind: 'feint', feinter: 'rival', target: HUMAN_PLAYER_ID });
    expect(said(after)).toBe('Feint!');
    expect(messageFor(after, 'rival')).toBe('Rival feints!');
  });

  it('a parry made on a feint is spent: the feinter’s real lunge then lands', () => {
    let state = parry(feinting());
    state = ticks(state, 3);
    expect(them(state).cooldown).toBe(0);
    expect(me(state).cooldown).toBeGreaterThanOrEqual(LUNGE_FLIGHT_TICKS);
    state = ticks(lunge(state, 'rival'), LUNGE_FLIGHT_TICKS);
    expect(them(state).touches).toBe(1);
  });
});

describe('fencing: the end of the bout', () => {
  const atFour = (s: FencingState) => withFencers(s, { touches: 4 }, { touches: 3 });

  it('ends the moment one side reaches 5: winner position 1, the other 2, time 0', () => {
    const end = ticks(lunge(atFour(started())), LUNGE_FLIGHT_TICKS);
    expect(end.phase).toBe('finished');
    expect(fencingRules.isOver(end)).toBe(true);
    expect(winner(end)?.player.id).toBe(HUMAN_PLAYER_ID);
    const results = fencingRules.results(end);
    expect(results.map((r) => [r.playerId, r.position, r.score, r.time])).toEqual([
      [HUMAN_PLAYER_ID, 1, 5, 0],
      ['rival', 2, 3, 0],
    ]);
    for (const r of results) {
      expect(r.breakdown!.reduce((sum, p) => sum + p.points, 0)).toBe(r.score);
      expect(r).toMatchObject({ playerName: expect.any(String), playerAvatar: expect.any(String) });
    }
  });

  it('is not over one tick before the winning touch, and nothing moves after it', () => {
    const flying = ticks(lunge(atFour(started())), LUNGE_FLIGHT_TICKS - 1);
    expect(flying.phase).toBe('playing');
    expect(winner(flying)).toBeNull();
    const end = ticks(flying, 1);
    expect(advance(fencingRules, end, 1000)).toBe(end);
    expect(parry(end)).toBe(end);
  });

  it('the AI can win: its fifth touch ends the bout with it first', () => {
    const end = ticks(lunge(withFencers(started(), { touches: 2 }, { touches: 4 }), 'rival'), 4);
    expect(fencingRules.results(end)[0]).toMatchObject({
      playerId: 'rival',
      score: 5,
      position: 1,
    });
    expect(said(end)).toBe('Rival scores!');
  });
});

describe('fencing: AI', () => {
  const idle = (player: GamePlayer) => newFencer(player);
  const lunging = (player: GamePlayer): Fencer => ({
    ...newFencer(player),
    action: 'lunge',
    attackId: 7,
    actionTicks: 3,
    cooldown: 9,
  });

  it('parries an incoming lunge with probability 0.6', () => {
    const rng = createRng(5);
    const moves = Array.from({ length: 4000 }, () =>
      decideAiMove(idle(ai), lunging(you), medium, rng),
    );
    const share = moves.filter((m) => m === 'parry').length / moves.length;
    expect(share).toBeGreaterThan(0.57);
    expect(share).toBeLessThan(0.63);
    expect(moves).not.toContain('lunge');
  });

  it('attacks with probability 0.05 per tick when nothing comes at it', () => {
    const rng = createRng(6);
    const moves = Array.from({ length: 8000 }, () =>
      decideAiMove(idle(ai), idle(you), medium, rng),
    );
    const share = moves.filter((m) => m === 'lunge').length / moves.length;
    expect(share).toBeGreaterThan(0.04);
    expect(share).toBeLessThan(0.06);
    expect(moves).not.toContain('parry');
  });

  it('does nothing, and draws no number, while cooling down or after answering a lunge', () => {
    const rng = createRng(7);
    const before = rng.state();
    expect(decideAiMove({ ...idle(ai), cooldown: 1 }, lunging(you), medium, rng)).toBe('none');
    expect(decideAiMove({ ...idle(ai), action: 'hit' }, idle(you), medium, rng)).toBe('none');
    expect(rng.state()).toBe(before);
    const answered = { ...idle(ai), answeredAttackId: 7 };
    const moves = Array.from({ length: 400 }, () =>
      decideAiMove(answered, lunging(you), medium, rng),
    );
    expect(moves).not.toContain('parry');
  });

  it('in a bout, answers your lunge on the next tick and parries about 60% of lunges', () => {
    let parried = 0;
    const tries = 400;
    for (let seed = 0; seed < tries; seed++) {
      const answered = ticks(lunge(started([you, ai], seed)), 1);
      expect(them(answered).answeredAttackId).toBe(me(answered).attackId);
      const landed = ticks(answered, LUNGE_FLIGHT_TICKS - 1);
      expect(said(landed)).toMatch(/^(Parried!|Touché!)$/);
      if (said(landed) === 'Parried!') parried++;
    }
    expect(parried / tries).toBeGreaterThan(0.53);
    expect(parried / tries).toBeLessThan(0.67);
  });

  it('a headless AI-only bout runs to its end at exactly 5 touches', () => {
    const bots = [
      { ...ai, id: 'ai-a', name: 'AI A' },
      { ...ai, id: 'ai-b', name: 'AI B' },
    ];
    for (const seed of [1, 2, 3, 42]) {
      const end = simulate(fencingRules, started(bots, seed));
      expect(end.phase).toBe('finished');
      const scores = end.fencers.map((f) => f.touches).sort();
      expect(scores[1]).toBe(POINTS_TO_WIN);
      expect(scores[0]).toBeLessThan(POINTS_TO_WIN);
      expect(fencingRules.results(end).map((r) => r.position)).toEqual([1, 2]);
    }
  });
});

type Move = { kind: 'step'; dt: number } | { kind: 'lunge' } | { kind: 'parry' };
const moves = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('step' as const), dt: fc.integer({ min: 1, max: 700 }) }),
    fc.constant({ kind: 'lunge' as const }),
    fc.constant({ kind: 'parry' as const }),
  ),
  { maxLength: 300 },
);
const apply = (s: FencingState, m: Move) =>
  m.kind === 'step' ? advance(fencingRules, s, m.dt) : m.kind === 'lunge' ? lunge(s) : parry(s);
const play = (seed: number, list: Move[]) => list.reduce(apply, started([you, ai], seed));

describe('fencing: properties', () => {
  it('scores stay in 0..5, cooldowns never go negative, and the bout ends exactly at 5', () => {
    fc.assert(
      fc.property(fc.integer(), moves, (seed, list) => {
        let s = started([you, ai], seed);
        for (const m of list) {
          s = apply(s, m);
          const scores = s.fencers.map((f) => f.touches);
          if (scores.some((t) => t < 0 || t > POINTS_TO_WIN)) return false;
          if (scores.every((t) => t === POINTS_TO_WIN)) return false;
          if (s.fencers.some((f) => f.cooldown < 0 || f.actionTicks < 0)) return false;
          if (s.fencers.some((f) => f.position !== 0 && f.position !== LUNGE_DISTANCE))
            return false;
          const ended = scores.includes(POINTS_TO_WIN) || s.ticks >= s.durationTicks;
          if ((s.phase === 'finished') !== ended) return false;
        }
        return true;
      }),
    );
  });

  it('the same seed and inputs give the same bout', () => {
    fc.assert(
      fc.property(fc.integer(), moves, (seed, list) => {
        expect(play(seed, list)).toEqual(play(seed, list));
      }),
      { numRuns: 50 },
    );
  });

  it('how time is split into steps does not change the bout', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 40 }),
        (seed, tenths) => {
          const whole = tenths.reduce(
            (s, n) => lunge(advance(fencingRules, s, n * 100)),
            started([you, ai], seed),
          );
          const split = tenths.reduce(
            (s, n) => lunge(ticks(s, n * 10, 10)),
            started([you, ai], seed),
          );
          expect(split.fencers).toEqual(whole.fencers);
          expect(split.rng).toBe(whole.rng);
        },
      ),
      { numRuns: 50 },
    );
  });
});

it('rules never touch Math.random', () => {
  const spy = vi.spyOn(Math, 'random');
  simulate(fencingRules, started([ai, { ...ai, id: 'ai-2' }], 9));
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
});
