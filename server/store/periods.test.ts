// @vitest-environment node
import { dayStartMs, isDay, utcDay, weekOf } from './periods';

describe('board periods (UTC)', () => {
  it('names the UTC day, not the local one', () => {
    expect(utcDay(Date.UTC(2026, 10, 25, 23, 59, 59, 999))).toBe('2026-11-25');
    expect(utcDay(Date.UTC(2026, 10, 26, 0, 0, 0, 0))).toBe('2026-11-26');
  });

  it('starts a week on Monday 00:00 UTC', () => {
    // 2026-11-23 is a Monday.
    expect(weekOf(Date.UTC(2026, 10, 23, 0, 0, 0, 0))).toBe('2026-11-23');
    expect(weekOf(Date.UTC(2026, 10, 29, 23, 59, 59, 999))).toBe('2026-11-23');
    expect(weekOf(Date.UTC(2026, 10, 30, 0, 0, 0, 0))).toBe('2026-11-30');
    expect(weekOf(Date.UTC(2026, 10, 22, 23, 59, 59, 999))).toBe('2026-11-16');
    // Across a year's end.
    expect(weekOf(Date.UTC(2027, 0, 1, 12))).toBe('2026-12-28');
  });

  it('accepts only real dates', () => {
    expect(isDay('2026-11-25')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-1-05')).toBe(false);
    expect(isDay(20261125)).toBe(false);
    expect(dayStartMs('2026-11-25')).toBe(Date.UTC(2026, 10, 25));
  });
});
