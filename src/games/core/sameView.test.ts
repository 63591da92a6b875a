import { differOnlyIn, sameEach } from './sameView';

describe('differOnlyIn', () => {
  const same = differOnlyIn<{ carryMs: number; ticks: number; items: number[] }>('carryMs');
  const items = [1, 2];

  it('is true when only the named fields differ', () => {
    expect(same({ carryMs: 0, ticks: 1, items }, { carryMs: 40, ticks: 1, items })).toBe(true);
  });

  it('is false when any other field differs, by identity', () => {
    expect(same({ carryMs: 0, ticks: 1, items }, { carryMs: 0, ticks: 2, items })).toBe(false);
    expect(same({ carryMs: 0, ticks: 1, items }, { carryMs: 0, ticks: 1, items: [1, 2] })).toBe(
      false,
    );
  });
});

describe('sameEach', () => {
  const sameScore = (a: { score: number }, b: { score: number }) => a.score === b.score;

  it('is true only for lists of one length whose items at each place are the same', () => {
    expect(sameEach([{ score: 1 }, { score: 2 }], [{ score: 1 }, { score: 2 }], sameScore)).toBe(
      true,
    );
    expect(sameEach([], [], sameScore)).toBe(true);
    expect(sameEach([{ score: 1 }, { score: 2 }], [{ score: 2 }, { score: 1 }], sameScore)).toBe(
      false,
    );
    expect(sameEach([{ score: 1 }], [{ score: 1 }, { score: 2 }], sameScore)).toBe(false);
    expect(sameEach([{ score: 1 }, { score: 2 }], [{ score: 1 }], sameScore)).toBe(false);
  });
});
