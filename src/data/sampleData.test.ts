import { generateSampleData, getSampleData } from './sampleData';
import { liveEvents, nextUpcoming } from './eventQueries';

describe('generateSampleData', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('gives the same data for the same seed and moment, other data for another seed', () => {
    expect(generateSampleData(7, now)).toEqual(generateSampleData(7, now));
    expect(generateSampleData(7, now).athletes).not.toEqual(generateSampleData(8, now).athletes);
  });

  it('wires events to the generated athletes and sports', () => {
    const data = generateSampleData(7, now);
    const athleteIds = new Set(data.athletes.map((a) => a.id));
    const sportIds = new Set(data.sports.map((s) => s.id));
    for (const e of data.events) {
      expect(sportIds.has(e.sport)).toBe(true);
      for (const a of e.participants) expect(athleteIds.has(a.id)).toBe(true);
    }
  });
});

describe('getSampleData', () => {
  it('generates once per visit and hands every page the same data', () => {
    expect(getSampleData()).toBe(getSampleData());
    expect(getSampleData().events).toHaveLength(25);
  });
});

describe('event queries', () => {
  const { events } = generateSampleData(3, new Date('2026-03-01T12:00:00Z'));

  it('lists live events by start time', () => {
    const live = liveEvents(events);
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((e) => e.status === 'live')).toBe(true);
    expect(live.map((e) => e.startsAt)).toEqual(live.map((e) => e.startsAt).sort());
  });

  it('takes the soonest upcoming events', () => {
    const upcoming = events.filter((e) => e.status === 'upcoming');
    const reversed = [...events].reverse();
    const next = nextUpcoming(reversed, 3);
    expect(next).toHaveLength(3);
    const soonest = upcoming
      .map((e) => e.startsAt)
      .sort()
      .slice(0, 3);
    expect(next.map((e) => e.startsAt)).toEqual(soonest);
    expect(nextUpcoming([], 3)).toEqual([]);
  });
});
