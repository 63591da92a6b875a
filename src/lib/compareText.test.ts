import { compareText } from './compareText';

describe('compareText', () => {
  it('sorts ISO timestamps in time order and names alphabetically', () => {
    expect(['2026-07-11T09:00', '2026-07-10T18:30', '2026-07-10T09:00'].sort(compareText)).toEqual([
      '2026-07-10T09:00',
      '2026-07-10T18:30',
      '2026-07-11T09:00',
    ]);
    expect(['Kenya', 'Brazil', 'Great Britain', 'Germany'].sort(compareText)).toEqual([
      'Brazil',
      'Germany',
      'Great Britain',
      'Kenya',
    ]);
    expect(compareText('a', 'a')).toBe(0);
  });
});
