import fc from 'fast-check';
import { advance, initGame, perform } from '../core/runner';
import type { Difficulty, GamePlayer, GameSettings } from '../core/types';
import { weightliftingRules, type WeightliftingInput, type WeightliftingState } from './rules';

// Three attempts, each with its share of the duration after the three 2 s result pauses, so a game
// is over `duration` seconds after its start (it has no countdown and no pause but those three) whatever the
// lifters do or fail to do: one or two humans anywhere among 1..4 seats, inputs from every seat and strangers.

const difficulties: readonly Difficulty[] = ['easy', 'medium', 'hard'];

const seat = (id: string, isAI: boolean): GamePlayer => ({ id, name: id, avatar: id, isAI });

const game = fc.record({
  duration: fc.integer({ min: 2, max: 40 }).map((n) => n * 15),
  difficulty: fc.constantFrom(...difficulties),
  seats: fc.integer({ min: 1, max: 4 }),
  humans: fc.integer({ min: 1, max: 2 }),
  /** Where the first human sits (the rest of the seats after it wrap round). */
  firstHuman: fc.integer({ min: 0, max: 3 }),
  starter: fc.integer({ min: 0, max: 3 }),
  seed: fc.integer(),
});

/** `seats` seats, `humans` of them human (no more than there are seats), from `firstHuman` on. */
function seating(seats: number, humans: number, firstHuman: number): GamePlayer[] {
  const first = firstHuman % seats;
  return Array.from({ length: seats }, (_, i) => {
    const nth = (i - first + seats) % seats;
    return nth < humans ? seat(`p${nth + 1}`, false) : seat(`ai-${i}`, true);
  });
}

const input = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom({ type: 'lift' }, { type: 'press' }) },
  { weight: 2, arbitrary: fc.constantFrom({ type: 'hold' }, { type: 'start' }) },
  { weight: 1, arbitrary: fc.anything() },
);
const moves = fc.array(
  fc.record({
    dtMs: fc.integer({ min: 50, max: 500 }),
    who: fc.integer({ min: 0, max: 4 }),
    input,
  }),
  { maxLength: 300 },
);

describe('weightlifting: every game ends', () => {
  it('ends within its duration whatever the inputs (1,000 runs)', () => {
    fc.assert(
      fc.property(game, moves, (setup, list) => {
        const { duration, difficulty, seats, seed } = setup;
        const settings: GameSettings = { duration, difficulty, rounds: 1 };
        const players = seating(seats, setup.humans, setup.firstHuman);
        const ids = [...players.map((p) => p.id), 'you'];
        let s: WeightliftingState = perform(
          weightliftingRules,
          initGame(weightliftingRules, players, settings, seed),
          players[setup.starter % seats]!.id,
          { type: 'start' },
        );
        expect(s.phase).toBe('lifting');
        const endMs = duration * 1000;
        let playedMs = 0;
        for (const { dtMs, who, input: sent } of list) {
          s = advance(weightliftingRules, s, dtMs);
          playedMs += dtMs;
          if (playedMs >= endMs) expect(weightliftingRules.isOver(s)).toBe(true);
          // Junk and inputs for other seats are sent as they are: the rules must refuse them.
          s = perform(weightliftingRules, s, ids[who % ids.length]!, sent as WeightliftingInput);
        }
        s = advance(weightliftingRules, s, Math.max(0, endMs - playedMs));
        expect(weightliftingRules.isOver(s)).toBe(true);
        expect(weightliftingRules.results(s)).toHaveLength(seats);
      }),
      { numRuns: 1000 },
    );
    // A thousand whole games: seconds of work, more on a busy machine than the default 5 s allow.
  }, 30_000);
});
