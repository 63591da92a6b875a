import fc from 'fast-check';
import { createRng } from '../../shared/lib/rng';
import { generateAthletes } from './athletes';
import { generateCountries } from './countries';
import {
  ATHLETES_PER_EVENT,
  EVENT_COUNT,
  eventAt,
  eventsAt,
  generateEvents,
  LIVE_SINCE_MAX_MINUTES,
  planEvents,
  SESSION_MINUTES,
  type PlannedEvent,
} from './events';
import {
  HOURS_BEFORE_VISIT,
  localDateAndTime,
  SCHEDULE_WINDOW_HOURS,
  SLOT_MS,
  statusAt,
  visitSlotMs,
} from './eventClock';
import { SITE_SEED } from './sampleData';
import { generateSports, scoreFormatOf } from './sports';
import type { SportEvent } from './types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = new Date('2026-07-10T09:07:30Z');

function planFor(seed: number, now = NOW) {
  const rng = createRng(seed);
  const countries = generateCountries(rng);
  const sports = generateSports(rng);
  const athletes = generateAthletes(rng, countries, sports);
  return { sports, athletes, plan: planEvents(rng, sports, athletes, now) };
}

function eventsFor(seed: number, now = NOW) {
  const { plan, ...rest } = planFor(seed, now);
  return { ...rest, plan, events: eventsAt(plan, now.getTime()) };
}

const count = (events: SportEvent[], status: string) =>
  events.filter((e) => e.status === status).length;

/** Runs `check` with the process in another time zone (local dates and times move; nothing else may). */
function inTimeZone(zone: string, check: () => void) {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
];

/** Visit times across a year, with the nights the clocks change and a leap day among them. */
const visitTimes = fc.oneof(
  fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }),
  fc
    .constantFrom(
      '2026-03-08T07:00:00Z', // the US spring forward
      '2026-03-29T00:59:59.999Z', // the moment before Europe springs forward
      '2026-03-29T01:00:00Z',
      '2026-10-25T01:00:00Z', // Europe falls back
      '2026-11-01T06:00:00Z', // the US falls back
      '2026-04-05T02:00:00+11:00', // Lord Howe Island falls back half an hour
      '2028-02-29T12:00:00Z', // a leap day
      '2028-02-28T23:59:59.999Z',
      '2026-12-31T23:59:59.999Z',
    )
    .map((iso) => new Date(iso)),
);

/** What a visitor must be able to rely on at `now`: every status is what the clock says. */
function expectStatusesTrue(events: readonly SportEvent[], nowMs: number) {
  for (const e of events) {
    const start = Date.parse(e.startsAt);
    const end = Date.parse(e.endsAt);
    if (e.status === 'completed') {
      expect(start).toBeLessThan(nowMs);
      expect(end).toBeLessThanOrEqual(nowMs);
      expect(e.results?.length).toBe(e.participants.length);
    } else {
      expect(e.results).toBeUndefined();
    }
    if (e.status === 'live') {
      expect(start).toBeLessThanOrEqual(nowMs);
      expect(end).toBeGreaterThan(nowMs);
    }
    if (e.status === 'upcoming') expect(start).toBeGreaterThan(nowMs);
  }
}

describe('planEvents and eventsAt', () => {
  it('make 25 events: 8 completed (30%), 5 live (20%), 12 upcoming', () => {
    const { events } = eventsFor(1);
    expect(EVENT_COUNT).toBe(25);
    expect(events).toHaveLength(25);
    expect([count(events, 'completed'), count(events, 'live'), count(events, 'upcoming')]).toEqual([
      8, 5, 12,
    ]);
    const starts = events.map((e) => Date.parse(e.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => `event-${i + 1}`));
  });

  it('tell the truth at any visit time, in any time zone: 8 over, 5 running, 12 to come', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(SITE_SEED, 1, 42),
        visitTimes,
        fc.constantFrom(...ZONES),
        (seed, now, zone) => {
          inTimeZone(zone, () => {
            const nowMs = now.getTime();
            const { events } = eventsFor(seed, now);
            expect([
              count(events, 'completed'),
              count(events, 'live'),
              count(events, 'upcoming'),
            ]).toEqual([8, 5, 12]);
            expectStatusesTrue(events, nowMs);
            for (const e of events) {
              const start = Date.parse(e.startsAt);
              // Live means it started within the last two hours.
              if (e.status === 'live') expect(start).toBeGreaterThan(nowMs - 2 * HOUR);
              expect(localDateAndTime(new Date(start))).toEqual({ date: e.date, time: e.time });
            }
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('place the two weeks around the visit, on quarter hours, with a session length for each sport', () => {
    fc.assert(
      fc.property(fc.integer(), visitTimes, (seed, now) => {
        const { events, sports } = eventsFor(seed, now);
        const opens = visitSlotMs(now.getTime()) - HOURS_BEFORE_VISIT * HOUR;
        for (const e of events) {
          const start = Date.parse(e.startsAt);
          const end = Date.parse(e.endsAt);
          expect(start).toBeGreaterThanOrEqual(opens);
          expect(start).toBeLessThan(opens + SCHEDULE_WINDOW_HOURS * HOUR);
          expect(start % SLOT_MS).toBe(0);
          expect(end % SLOT_MS).toBe(0);
          const session = SESSION_MINUTES[e.sport];
          expect((end - start) / MINUTE).toBeGreaterThanOrEqual(session.min);
          expect((end - start) / MINUTE).toBeLessThanOrEqual(session.max);
        }
        expect(new Set(events.map((e) => e.id)).size).toBe(EVENT_COUNT);
        for (const e of events) {
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
        }
      }),
      { numRuns: 60 },
    );
  });

  it('start live events at most 1 h 45 min before the visit’s quarter hour', () => {
    expect(LIVE_SINCE_MAX_MINUTES + 15).toBeLessThanOrEqual(120);
    fc.assert(
      fc.property(fc.integer(), visitTimes, (seed, now) => {
        const visitSlot = visitSlotMs(now.getTime());
        for (const e of eventsFor(seed, now).events.filter((x) => x.status === 'live')) {
          expect(visitSlot - Date.parse(e.startsAt)).toBeLessThanOrEqual(
            LIVE_SINCE_MAX_MINUTES * MINUTE,
          );
        }
      }),
      { numRuns: 40 },
    );
  });

  it('keep statuses true as the clock moves on, each event turning live at its start and completed at its end', () => {
    fc.assert(
      fc.property(
        visitTimes,
        fc.integer({ min: 0, max: SCHEDULE_WINDOW_HOURS * HOUR }),
        (now, later) => {
          const { plan } = planFor(SITE_SEED, now);
          const at = now.getTime() + later;
          expectStatusesTrue(eventsAt(plan, at), at);
          for (const event of plan) {
            const start = Date.parse(event.startsAt);
            const end = Date.parse(event.endsAt);
            expect(eventAt(event, start - 1).status).toBe('upcoming');
            expect(eventAt(event, start).status).toBe('live');
            expect(eventAt(event, end - 1).status).toBe('live');
            expect(eventAt(event, end).status).toBe('completed');
            expect(eventAt(event, end).results).toBe(event.outcome);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('give the same events for the same visit time, and for any moment of the same quarter hour', () => {
    expect(eventsFor(9).events).toEqual(eventsFor(9).events);
    expect(eventsFor(9).events).not.toEqual(eventsFor(10).events);
    const quarter = new Date('2026-07-10T09:00:00Z');
    const later = new Date('2026-07-10T09:14:59.999Z');
    expect(eventsFor(SITE_SEED, later).events).toEqual(eventsFor(SITE_SEED, quarter).events);
  });

  it('give every visit the same Games, each event with its own results, placed around the visit', () => {
    fc.assert(
      fc.property(visitTimes, fc.integer({ min: 1, max: 2000 }), (now, quarters) => {
        const first = planFor(SITE_SEED, now).plan;
        const then = planFor(SITE_SEED, new Date(now.getTime() + quarters * SLOT_MS)).plan;
        const shift = (iso: string) => new Date(Date.parse(iso) + quarters * SLOT_MS).toISOString();
        const untimed = (plan: PlannedEvent[]) =>
          plan.map(({ id, name, sport, category, venue, participants, outcome }) => ({
            id,
            name,
            sport,
            category,
            venue,
            participants,
            outcome,
          }));
        expect(untimed(then)).toEqual(untimed(first));
        expect(then.map((e) => [e.startsAt, e.endsAt])).toEqual(
          first.map((e) => [shift(e.startsAt), shift(e.endsAt)]),
        );
      }),
      { numRuns: 30 },
    );
  });

  it('rank every participant of a completed event, medals on the top three only', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const e of eventsFor(seed).plan) {
          const results = eventAt(e, Date.parse(e.endsAt)).results ?? [];
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

  it('prefer athletes of the event sport', () => {
    const { events, athletes } = eventsFor(2);
    for (const e of events) {
      const available = athletes.filter((a) => a.sport === e.sport).length;
      const ofSport = e.participants.filter((a) => a.sport === e.sport).length;
      expect(ofSport).toBe(Math.min(available, e.participants.length));
    }
  });

  it('generateEvents gives the events as they stand at the visit', () => {
    const rng = createRng(5);
    const countries = generateCountries(rng);
    const sports = generateSports(rng);
    const athletes = generateAthletes(rng, countries, sports);
    expect(generateEvents(rng, sports, athletes, NOW)).toEqual(eventsFor(5).events);
  });
});

describe('statusAt', () => {
  it('is upcoming before the start, live from the start, completed from the end', () => {
    expect(statusAt(100, 200, 99)).toBe('upcoming');
    expect(statusAt(100, 200, 100)).toBe('live');
    expect(statusAt(100, 200, 199)).toBe('live');
    expect(statusAt(100, 200, 200)).toBe('completed');
    expect(statusAt(100, 200, -Infinity)).toBe('upcoming');
  });
});
