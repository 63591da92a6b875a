import { differOnlyIn } from './sameView';

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
