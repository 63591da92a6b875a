import fc from 'fast-check';
import { createRng } from '../lib/rng';
import { generateAthletes } from './athletes';
import { generateCountries } from './countries';
import { ATHLETES_PER_EVENT, EVENT_COUNT, generateEvents } from './events';
import { localDateAndTime, SCHEDULE_WINDOW_HOURS } from './eventClock';
import { generateSports, scoreFormatOf } from './sports';
import type { SportEvent } from './types';

const HOUR = 3_600_000;
const NOW = new Date('2026-07-10T09:07:30Z');

function eventsFor(seed: number, now = NOW) {
  const rng = createRng(seed);
  const countries = generateCountries(rng);
  const sports = generateSports(rng);
  const athletes = generateAthletes(rng, countries, sports);
  return { sports, athletes, events: generateEvents(rng, sports, athletes, now) };
}

const count = (events: SportEvent[], status: string) =>
  events.filter((e) => e.status === status).length;

describe('generateEvents', () => {
  it('makes 25 events: 8 completed (30%), 5 live (20%), 12 upcoming, in time order', () => {
    const { events } = eventsFor(1);
    expect(EVENT_COUNT).toBe(25);
    expect(events).toHaveLength(25);
    expect([count(events, 'completed'), count(events, 'live'), count(events, 'upcoming')]).toEqual([
      8, 5, 12,
    ]);
    const starts = events.map((e) => Date.parse(e.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const order = ['completed', 'live', 'upcoming'];
    const ranks = events.map((e) => order.indexOf(e.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('keeps every event valid for any seed and any moment', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        (seed, now) => {
          const { events, sports } = eventsFor(seed, now);
          expect(new Set(events.map((e) => e.id)).size).toBe(EVENT_COUNT);
          for (const e of events) {
            const start = Date.parse(e.startsAt);
            expect(start).toBeGreaterThanOrEqual(now.getTime());
            expect(start).toBeLessThan(now.getTime() + SCHEDULE_WINDOW_HOURS * HOUR);
            expect(localDateAndTime(new Date(start))).toEqual({ date: e.date, time: e.time });
            const sport = sports.find((s) => s.id === e.sport);
            expect(sport?.venue).toBe(e.venue);
            expect(e.name).toContain(sport?.name);
            const allowed =
              sport?.category === 'team'
                ? ['Team']
                : e.sport === 'swimming' || e.sport === 'athletics'
                  ? ['Individual', 'Relay']
                  : ['Individual'];
            expect(allowed).toContain(e.category);
            const n = e.participants.length;
            expect(n).toBeGreaterThanOrEqual(ATHLETES_PER_EVENT.min);
            expect(n).toBeLessThanOrEqual(ATHLETES_PER_EVENT.max);
            expect(new Set(e.participants.map((a) => a.id)).size).toBe(n);
            if (e.status !== 'completed') expect(e.results).toBeUndefined();
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('ranks every participant of a completed event, medals on the top three only', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const e of eventsFor(seed).events.filter((x) => x.status === 'completed')) {
          const results = e.results ?? [];
          expect(results.map((r) => r.position)).toEqual(results.map((_, i) => i + 1));
          expect(results.map((r) => r.athlete.id).sort()).toEqual(
            e.participants.map((a) => a.id).sort(),
          );
          expect(results.map((r) => r.medal)).toEqual(
            results.map((_, i) => ['gold', 'silver', 'bronze'][i]),
          );
          const format = scoreFormatOf(e.sport);
          const values = results.map((r) => parseFloat(r.score));
          const best = [...values].sort((a, b) => (format.lowerIsBetter ? a - b : b - a));
          expect(values).toEqual(best);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('prefers athletes of the event sport', () => {
    const { events, athletes } = eventsFor(2);
    for (const e of events) {
      const available = athletes.filter((a) => a.sport === e.sport).length;
      const ofSport = e.participants.filter((a) => a.sport === e.sport).length;
      expect(ofSport).toBe(Math.min(available, e.participants.length));
    }
  });

  it('is deterministic per seed and moment', () => {
    expect(eventsFor(9).events).toEqual(eventsFor(9).events);
    expect(eventsFor(9).events).not.toEqual(eventsFor(10).events);
  });
});
