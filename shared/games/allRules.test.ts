import fc from 'fast-check';
import { ALL_RULES } from './allRules';
import { advance, initGame, perform } from './core/runner';
import type { GamePlayer, GameSettings } from './core/types';

const players: GamePlayer[] = [
  { id: 'you', name: 'You', avatar: 'You', isAI: false },
  { id: 'ai-1', name: 'Mei', avatar: 'Mei', isAI: true },
];
const settings: GameSettings = { duration: 60, difficulty: 'medium', rounds: 1 };

/** Things a broken or hostile client might send instead of an input. */
const junk = fc.oneof(
  fc.anything(),
  fc.record({ type: fc.string() }),
  fc.record({
    type: fc.constantFrom('aim', 'nudge', 'angle', 'steer', 'lunge2', 'START', ' start'),
    x: fc.oneof(fc.double(), fc.string()),
    y: fc.constantFrom(Number.NaN, Infinity, -Infinity, '1', null),
    dx: fc.constant(Number.NaN),
    dy: fc.constant('2'),
    degrees: fc.constantFrom(Number.NaN, Infinity, '45', null),
    direction: fc.constantFrom('up', 'LEFT', 1, null),
    held: fc.constantFrom('true', 1, null),
  }),
);

describe.each(Object.entries(ALL_RULES))('%s rules', (_id, rules) => {
  const started = () => {
    const ready = initGame(rules, players, settings, 7);
    const playing = perform(rules, ready, 'you', { type: 'start' });
    // Past any countdown, so that every input would be taken if it were valid.
    return advance(rules, playing, 3_500);
  };

  it('refuse anything that is not one of the game’s inputs, with the same state object', () => {
    const ready = initGame(rules, players, settings, 7);
    const playing = started();
    fc.assert(
      fc.property(junk, (input) => {
        fc.pre(!rules.isInput(input));
        expect(perform(rules, ready, 'you', input)).toBe(ready);
        expect(perform(rules, playing, 'you', input)).toBe(playing);
      }),
      { numRuns: 300 },
    );
  });

  it('accept their own start input', () => {
    expect(rules.isInput({ type: 'start' })).toBe(true);
    expect(rules.isInput({ type: 'start', extra: 1 })).toBe(true);
    expect(rules.isInput(null)).toBe(false);
    expect(rules.isInput('start')).toBe(false);
    expect(rules.isInput({ type: 'unknown' })).toBe(false);
  });
});
