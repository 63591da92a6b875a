// The bout clock: a bout lasts the room's duration, then the higher score wins (every game ends).
import fc from 'fast-check';
import { advance, initGame, perform } from '../core/runner';
import { COUNTDOWN_MS } from '../core/countdown';
import type { Difficulty, GamePlayer, GameSettings } from '../core/types';
import { fencingRules, timeLeftMs, winner, type FencingInput, type FencingState } from './rules';
import { FALLBACK_BOUT_SECONDS, LUNGE_FLIGHT_TICKS, POINTS_TO_WIN, TICK_MS } from './constants';

const p1: GamePlayer = { id: 'p1', name: 'Ana', avatar: 'Ana', isAI: false };
const p2: GamePlayer = { id: 'p2', name: 'Ben', avatar: 'Ben', isAI: false };
const ai: GamePlayer = { id: 'ai-1', name: 'Rival AI', avatar: 'Rival AI', isAI: true };

const settingsFor = (duration: number, difficulty: Difficulty = 'medium'): GameSettings => ({
  duration,
  difficulty,
  rounds: 1,
});

/** Started and counted down: at GO, when the bout clock starts. */
function started(players: GamePlayer[], settings: GameSettings, seed = 1): FencingState {
  const ready = initGame(fencingRules, players, settings, seed);
  const counting = perform(fencingRules, ready, players[0]!.id, { type: 'start' });
  return advance(fencingRules, counting, COUNTDOWN_MS);
}
const act = (s: FencingState, id: string, type: 'lunge' | 'parry') =>
  perform(fencingRules, s, id, { type });
const withTouches = (s: FencingState, a: number, b: number): FencingState => ({
  ...s,
  fencers: [
    { ...s.fencers[0], touches: a },
    { ...s.fencers[1], touches: b },
  ],
});

describe('fencing: the bout clock', () => {
  it('lasts the room’s duration in bout time: over at 30 s, not a tick before', () => {
    const bout = started([p1, p2], settingsFor(30));
    expect(timeLeftMs(bout)).toBe(30_000);
    const almost = advance(fencingRules, bout, 29_999);
    expect(almost.phase).toBe('playing');
    expect(timeLeftMs(almost)).toBe(100);
    const end = advance(fencingRules, almost, 1);
    expect(end.phase).toBe('finished');
    expect(end.endReason).toBe('time');
    expect(timeLeftMs(end)).toBe(0);
    expect(advance(fencingRules, end, 1000)).toBe(end);
    expect(act(end, 'p1', 'lunge')).toBe(end);
  });

  it('does not run before the start, nor during the countdown', () => {
    const ready = initGame(fencingRules, [p1, p2], settingsFor(90), 1);
    expect(advance(fencingRules, ready, 200_000)).toBe(ready);
    expect(timeLeftMs(ready)).toBe(90_000);
    const counting = perform(fencingRules, ready, 'p1', { type: 'start' });
    expect(timeLeftMs(advance(fencingRules, counting, COUNTDOWN_MS - 1))).toBe(90_000);
    // Time that spans GO counts from GO.
    expect(timeLeftMs(advance(fencingRules, counting, COUNTDOWN_MS + 1_000))).toBe(89_000);
  });

  it('the higher score wins when time runs out', () => {
    const end = advance(
      fencingRules,
      withTouches(started([p1, p2], settingsFor(45)), 2, 3),
      45_000,
    );
    expect(end.endReason).toBe('time');
    expect(winner(end)?.player.id).toBe('p2');
    expect(fencingRules.results(end).map((r) => [r.playerId, r.position, r.score])).toEqual([
      ['p2', 1, 3],
      ['p1', 2, 2],
    ]);
  });

  it('a level score at the bell is a draw: no winner, both share first place', () => {
    const end = advance(
      fencingRules,
      withTouches(started([p1, p2], settingsFor(30)), 2, 2),
      30_000,
    );
    expect(end.endReason).toBe('time');
    expect(winner(end)).toBeNull();
    const results = fencingRules.results(end);
    expect(results.map((r) => r.score)).toEqual([2, 2]);
    expect(results.map((r) => r.position)).toEqual([1, 1]);
  });

  it('a touch landing on the bout’s last tick counts', () => {
    const bout = started([p1, p2], settingsFor(30));
    const late = act(
      advance(fencingRules, bout, 30_000 - LUNGE_FLIGHT_TICKS * TICK_MS),
      'p1',
      'lunge',
    );
    const end = advance(fencingRules, late, LUNGE_FLIGHT_TICKS * TICK_MS);
    expect(end.endReason).toBe('time');
    expect(end.fencers[0].touches).toBe(1);
    expect(winner(end)?.player.id).toBe('p1');
  });

  it('a fifth touch still ends the bout at once, before the time', () => {
    const bout = withTouches(started([p1, p2], settingsFor(600)), 4, 0);
    const end = advance(fencingRules, act(bout, 'p1', 'lunge'), LUNGE_FLIGHT_TICKS * TICK_MS);
    expect(end).toMatchObject({ phase: 'finished', endReason: 'touches' });
    expect(timeLeftMs(end)).toBe(600_000 - LUNGE_FLIGHT_TICKS * TICK_MS);
  });

  it('a player who only parries can no longer keep the bout going for ever', () => {
    let s = started([p1, ai], settingsFor(90));
    for (let t = 0; t < 2000 && !fencingRules.isOver(s); t++) {
      s = advance(fencingRules, act(s, 'p1', 'parry'), TICK_MS);
    }
    expect(fencingRules.isOver(s)).toBe(true);
    expect(s.ticks).toBeLessThanOrEqual(900);
  });

  it.each([0, -15, Number.NaN, Infinity])('a duration of %s falls back to 90 s', (duration) => {
    expect(timeLeftMs(started([p1, p2], settingsFor(duration)))).toBe(FALLBACK_BOUT_SECONDS * 1000);
  });
});

// ——— Ends within its duration, whatever the inputs ———

/** Things a broken or hostile client might send instead of an input. */
const junk = fc.oneof(
  fc.anything(),
  fc.record({ type: fc.constantFrom('lunge ', 'LUNGE', 'riposte', 'attack', '') }),
);
const input = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('lunge', 'parry', 'start').map((type) => ({ type })) },
  { weight: 1, arbitrary: junk },
);
/** 1 to 4 seats, 1 or 2 of them human, anywhere in the order. */
const seats = fc
  .array(fc.boolean(), { minLength: 1, maxLength: 4 })
  .filter((humans) => [1, 2].includes(humans.filter(Boolean).length))
  .map((humans) =>
    humans.map((human, i): GamePlayer => ({
      id: human ? `p${i + 1}` : `ai-${i + 1}`,
      name: `Seat ${i + 1}`,
      avatar: `Seat ${i + 1}`,
      isAI: !human,
    })),
  );

describe('fencing: ends within its duration', () => {
  it('ends within its duration whatever the inputs (1,000 runs)', () => {
    // The clock starts at GO, after the 3 s countdown, and runs in bout time; no result pause.
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }).map((quarterMinutes) => quarterMinutes * 15),
        fc.constantFrom<Difficulty>('easy', 'medium', 'hard'),
        seats,
        fc.integer(),
        fc.array(
          fc.tuple(
            fc.integer({ min: 50, max: 500 }),
            fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom('stranger', '')),
            input,
          ),
          { maxLength: 120 },
        ),
        (duration, difficulty, players, seed, stream) => {
          const ready = initGame(fencingRules, players, settingsFor(duration, difficulty), seed);
          let s = perform(fencingRules, ready, players[0]!.id, { type: 'start' });
          const limitMs = COUNTDOWN_MS + duration * 1000;
          let elapsedMs = 0;
          const check = () => {
            const over = fencingRules.isOver(s);
            if (elapsedMs >= limitMs) expect(over).toBe(true);
            const someoneWon = s.fencers.some((f) => f.touches === POINTS_TO_WIN);
            if (over && elapsedMs < limitMs) expect(someoneWon).toBe(true);
          };
          for (const [dtMs, seat, move] of stream) {
            const id = typeof seat === 'number' ? (players[seat]?.id ?? 'nobody') : seat;
            s = perform(fencingRules, s, id, move as FencingInput);
            s = advance(fencingRules, s, dtMs);
            elapsedMs += dtMs;
            check();
          }
          if (elapsedMs < limitMs) {
            s = advance(fencingRules, s, limitMs - elapsedMs);
            elapsedMs = limitMs;
          }
          check();
          expect(fencingRules.results(s)).toHaveLength(2);
        },
      ),
      { numRuns: 1000 },
    );
    // About 2 s on an idle machine (most runs fence out the whole duration); room for a busy one.
  }, 60_000);
});
