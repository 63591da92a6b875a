import { generateSampleData } from '../../data/sampleData';
import { dayStarts, eventDays, filterEvents, readFilters, withFilter } from './scheduleFilters';

const { events, sports } = generateSampleData(42, new Date('2026-05-04T08:00:00Z'));
const days = eventDays(events);
const params = (query: string) => new URLSearchParams(query);

describe('eventDays', () => {
  it('lists each day that has events once, in calendar order', () => {
    expect(days).toEqual([...new Set(events.map((e) => e.date))].sort());
    expect(days.length).toBeGreaterThan(1);
    expect(eventDays([])).toEqual([]);
  });
});

describe('dayStarts', () => {
  it('gives the local midnight of each day and of the day after the last', () => {
    expect(dayStarts(['2026-06-15', '2026-06-17'])).toEqual([
      new Date(2026, 5, 15).getTime(),
      new Date(2026, 5, 17).getTime(),
      new Date(2026, 5, 18).getTime(),
    ]);
    expect(dayStarts(['2028-02-29'])).toEqual([
      new Date(2028, 1, 29).getTime(),
      new Date(2028, 2, 1).getTime(),
    ]);
    expect(dayStarts([])).toEqual([]);
  });
});

describe('readFilters', () => {
  it('reads a known day and sport from the query', () => {
    const day = days[1] ?? '';
    expect(readFilters(params(`date=${day}&sport=archery`), days, sports)).toEqual({
      date: day,
      sport: 'archery',
    });
  });

  it('treats a missing, unknown or malformed value as no filter', () => {
    expect(readFilters(params(''), days, sports)).toEqual({ date: null, sport: null });
    expect(readFilters(params('date=1999-01-01&sport=chess'), days, sports)).toEqual({
      date: null,
      sport: null,
    });
    expect(readFilters(params('date=tomorrow&sport='), days, sports)).toEqual({
      date: null,
      sport: null,
    });
  });
});

describe('withFilter', () => {
  it('sets one filter and keeps the other', () => {
    const next = withFilter(params('sport=fencing'), 'date', '2026-05-05');
    expect(next.toString()).toBe('sport=fencing&date=2026-05-05');
  });

  it('removes a filter set back to all, without touching its input', () => {
    const input = params('date=2026-05-05&sport=fencing');
    expect(withFilter(input, 'sport', '').toString()).toBe('date=2026-05-05');
    expect(input.toString()).toBe('date=2026-05-05&sport=fencing');
  });
});

describe('filterEvents', () => {
  it('shows every event in time order with no filter', () => {
    const all = filterEvents(events, { date: null, sport: null });
    expect(all).toHaveLength(events.length);
    const starts = all.map((e) => e.startsAt);
    expect(starts).toEqual([...starts].sort());
  });

  it('keeps only the chosen day, the chosen sport, or both', () => {
    const sample = events[3];
    if (!sample) throw new Error('no sample event');
    const byDay = filterEvents(events, { date: sample.date, sport: null });
    expect(byDay.length).toBeGreaterThan(0);
    expect(byDay.every((e) => e.date === sample.date)).toBe(true);
    expect(byDay).toHaveLength(events.filter((e) => e.date === sample.date).length);

    const bySport = filterEvents(events, { date: null, sport: sample.sport });
    expect(bySport.every((e) => e.sport === sample.sport)).toBe(true);
    expect(bySport).toHaveLength(events.filter((e) => e.sport === sample.sport).length);

    const both = filterEvents(events, { date: sample.date, sport: sample.sport });
    expect(both).toContainEqual(sample);
    expect(both.every((e) => e.date === sample.date && e.sport === sample.sport)).toBe(true);
  });

  it('finds nothing when no event matches', () => {
    const unused = sports.find((s) => !events.some((e) => e.sport === s.id));
    const day = days[0] ?? '';
    const sportOffThatDay = sports.find(
      (s) => !events.some((e) => e.sport === s.id && e.date === day),
    );
    expect(filterEvents(events, { date: day, sport: sportOffThatDay?.id ?? null })).toEqual([]);
    if (unused) expect(filterEvents(events, { date: null, sport: unused.id })).toEqual([]);
  });
});
