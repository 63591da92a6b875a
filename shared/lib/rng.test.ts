import fc from 'fast-check';
import { createRng, seedFromString } from './rng';

describe('createRng', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('continues the same sequence from its saved state', () => {
    const a = createRng(7);
    a.next();
    const resumed = createRng(a.state());
    expect(resumed.next()).toBe(a.next());
  });

  it('keeps next in [0,1), range in [min,max) and int in [min,max]', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -50, max: 50 }),
        fc.nat(100),
        (seed, min, span) => {
          const rng = createRng(seed);
          const x = rng.next();
          const r = rng.range(min, min + span + 1);
          const i = rng.int(min, min + span);
          return (
            x >= 0 &&
            x < 1 &&
            r >= min &&
            r < min + span + 1 &&
            Number.isInteger(i) &&
            i >= min &&
            i <= min + span
          );
        },
      ),
    );
  });

  it('reaches both ends of an integer range', () => {
    const rng = createRng(1);
    const seen = new Set(Array.from({ length: 200 }, () => rng.int(300, 302)));
    expect(seen).toEqual(new Set([300, 301, 302]));
  });

  it('picks from a list and refuses an empty one', () => {
    const rng = createRng(1);
    expect(['a', 'b']).toContain(rng.pick(['a', 'b']));
    expect(() => rng.pick([])).toThrow();
  });
});

describe('seedFromString', () => {
  it('is stable and tells different names apart', () => {
    expect(seedFromString('You')).toBe(seedFromString('You'));
    expect(seedFromString('You')).not.toBe(seedFromString('Amara'));
  });
});
