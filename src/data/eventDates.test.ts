import { formatEventDay } from './eventDates';

describe('formatEventDay', () => {
  it('writes a local calendar day with its weekday', () => {
    expect(formatEventDay('2026-07-10')).toBe('Fri, Jul 10');
    expect(formatEventDay('2025-12-31')).toBe('Wed, Dec 31');
  });
});
