import fc from 'fast-check';
import { SLOT_MS, visitSlotMs } from './eventClock';
import { byStartTime, liveEvents, nextUpcoming } from './eventQueries';
import { eventsAt } from './events';
import { homeData, homePanel, type HomeSnapshot, type SnapshotEvent } from './homeData';
import { UPCOMING_ON_HOME } from './homeLimits';
import { generateSampleData, SITE_SEED } from './sampleData';
import type { SportEvent } from './types';

const HOUR = 3_600_000;

function snapshotFromGenerators(): HomeSnapshot {
  const visit = new Date(0);
  const { countries, sports, events } = generateSampleData(SITE_SEED, visit);
  const toSnapshot = ({ id, name, sport, venue, startsAt, endsAt }: SportEvent): SnapshotEvent => ({
    id,
    name,
    sport,
    venue,
    slot: (Date.parse(startsAt) - visitSlotMs(visit.getTime())) / SLOT_MS,
    slots: (Date.parse(endsAt) - Date.parse(startsAt)) / SLOT_MS,
  });
  const notOver = byStartTime(events.filter((e) => e.status !== 'completed')).map(toSnapshot);
  const shown = new Set(notOver.map((e) => e.sport));
  return {
    countries,
    sports: sports.filter((s) => shown.has(s.id)).map(({ id, name, icon }) => ({ id, name, icon })),
    events: notOver,
  };
}

const pick = ({ id, name, sport, venue, startsAt, endsAt, date, time }: SportEvent) => ({
  id,
  name,
  sport,
  venue,
  startsAt,
  endsAt,
  date,
  time,
});

/** Home's panel from the snapshot and the schedule's from the generators, for a visit at `visit`, at `now`. */
function bothPanels(visit: Date, nowMs: number) {
  const { countries, plan } = generateSampleData(SITE_SEED, visit);
  const events = eventsAt(plan, nowMs);
  const home = homeData(visit);
  return {
    home: { countries: home.countries, ...homePanel(home.events, nowMs) },
    schedule: {
      countries,
      live: liveEvents(events).map(pick),
      upcoming: nextUpcoming(events, UPCOMING_ON_HOME).map(pick),
    },
  };
}

describe('Home snapshot', () => {
  it('is what the generators produce for the site seed (run vitest -u after changing them)', async () => {
    await expect(`${JSON.stringify(snapshotFromGenerators(), null, 2)}\n`).toMatchFileSnapshot(
      './homeSnapshot.json',
    );
  });

  it.each([
    ['a quarter hour', '2026-11-22T08:15:00.000Z'],
    ['a minute past', '2026-11-22T08:16:00.000Z'],
    ['the last moment of a quarter hour', '2026-11-22T08:29:59.999Z'],
    ['a daylight-saving week', '2026-03-25T23:59:59.999Z'],
    ['the night clocks go back in Europe', '2026-10-25T01:07:00.000Z'],
    ['a leap day', '2028-02-29T12:00:00.000Z'],
  ])('gives Home the same events, dates and times as the schedule at %s', (_, iso) => {
    const { home, schedule } = bothPanels(new Date(iso), Date.parse(iso));
    expect(home).toEqual(schedule);
    expect(home.live).toHaveLength(5);
    expect(home.upcoming).toHaveLength(UPCOMING_ON_HOME);
  });

  it('keeps agreeing with the schedule as the clock moves on from any visit', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 400 * HOUR }),
        (visit, later) => {
          const { home, schedule } = bothPanels(visit, visit.getTime() + later);
          expect(home).toEqual(schedule);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('lists the moments Home changes at: every start and end of its events, in order', () => {
    const { events, moments } = homeData(new Date('2026-06-15T07:20:00Z'));
    expect(moments).toHaveLength(events.length * 2);
    expect(moments).toEqual([...moments].sort((a, b) => a - b));
    for (const e of events) {
      expect(moments).toContain(Date.parse(e.startsAt));
      expect(moments).toContain(Date.parse(e.endsAt));
    }
  });
});
