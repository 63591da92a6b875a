import fc from 'fast-check';
import { formatClock, formatFixed, formatSigned, formatThousands } from './format';

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

describe('formatFixed and formatSigned', () => {
  it('never write a negative zero', () => {
    // toFixed alone writes '-0.0' for these.
    for (const value of [-0, -0.04, -0.0499]) {
      expect(formatFixed(value, 1)).toBe('0.0');
      expect(formatSigned(value, 1)).toBe('0.0');
    }
    expect(formatFixed(-0.4, 0)).toBe('0');
    expect(formatThousands(-0.4)).toBe('0');
  });

  it('keep the sign of anything that does not round to zero, and mark a positive value', () => {
    expect(formatFixed(-0.05, 1)).toBe('-0.1');
    expect(formatFixed(2.345, 2)).toBe((2.345).toFixed(2));
    expect(formatSigned(1.25, 1)).toBe('+1.3');
    expect(formatSigned(-3.96, 1)).toBe('-4.0');
    expect(formatSigned(0.04, 1)).toBe('0.0');
  });

  it('read as the number they round to, with no sign on zero', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (value) => {
        const text = formatSigned(value, 1);
        expect(text).not.toMatch(/^[-+]0\.0$/);
        expect(Number(text)).toBeCloseTo(Number(value.toFixed(1)), 10);
      }),
    );
  });
});
