import fc from 'fast-check';
import { formatClock, formatThousands } from './format';

describe('formatThousands', () => {
  it('groups thousands with commas', () => {
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1000)).toBe('1,000');
    expect(formatThousands(1234567.4)).toBe('1,234,567');
    expect(formatThousands(-45210)).toBe('-45,210');
  });

  it('writes every whole number as en-US Intl does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(formatThousands(value)).toBe(value.toLocaleString('en-US'));
      }),
    );
  });
});

describe('formatClock', () => {
  it('writes seconds as m:ss, rounding up', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(59.2)).toBe('1:00');
    expect(formatClock(125)).toBe('2:05');
    expect(formatClock(-3)).toBe('0:00');
  });
});
