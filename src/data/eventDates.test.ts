import fc from 'fast-check';
import { formatEventDay } from './eventDates';

describe('formatEventDay', () => {
  it('writes a local calendar day with its weekday', () => {
    expect(formatEventDay('2026-07-10')).toBe('Fri, Jul 10');
    expect(formatEventDay('2025-12-31')).toBe('Wed, Dec 31');
  });

  it('writes every day as en-US Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
        (when) => {
          const iso = `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}`;
          expect(formatEventDay(iso)).toBe(
            intl.format(new Date(when.getFullYear(), when.getMonth(), when.getDate())),
          );
        },
      ),
    );
  });
});
