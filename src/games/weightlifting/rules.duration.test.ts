import fc from 'fast-check';
import { advance, initGame, perform } from '../core/runner';
import type { Difficulty, GamePlayer, GameSettings } from '../core/types';
import { weightliftingRules, type WeightliftingInput, type WeightliftingState } from './rules';

// Issue 11: three attempts, each with its share of the duration after the three 2 s result pauses, so a game
// is over `duration` seconds after its start (it has no countdown) whatever the lifters do or fail to do.

const difficulties: readonly Difficulty[] = ['easy', 'medium', 'hard'];

const seat = (id: string, isAI: boolean): GamePlayer => ({ id, name: id, avatar: id, isAI });

const game = fc.record({
  duration: fc.integer({ min: 2, max: 40 }).map((n) => n * 15),
  difficulty: fc.constantFrom(...difficulties),
  seats: fc.integer({ min: 1, max: 4 }),
  seed: fc.integer(),
});

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
      fc.property(game, moves, ({ duration, difficulty, seats, seed }, list) => {
        const settings: GameSettings = { duration, difficulty, rounds: 1 };
        const players = Array.from({ length: seats }, (_, i) =>
          i === 0 ? seat('you', false) : seat(`ai-${i}`, true),
        );
        const ids = [...players.map((p) => p.id), 'nobody'];
        let s: WeightliftingState = perform(
          weightliftingRules,
          initGame(weightliftingRules, players, settings, seed),
          'you',
          { type: 'start' },
        );
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
  });
});
