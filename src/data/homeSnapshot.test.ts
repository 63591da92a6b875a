import { firstSlotMs, SLOT_MS } from './eventClock';
import { liveEvents, nextUpcoming } from './eventQueries';
import { homeData, type HomeSnapshot, type SnapshotEvent } from './homeData';
import { generateSampleData, SITE_SEED } from './sampleData';
import type { SportEvent } from './types';
import { UPCOMING_ON_HOME } from './homeLimits';

function snapshotFromGenerators(): HomeSnapshot {
  const now = new Date(0);
  const { countries, sports, events } = generateSampleData(SITE_SEED, now);
  const toSnapshot = ({ id, name, sport, venue, status, startsAt }: SportEvent): SnapshotEvent => ({
    id,
    name,
    sport,
    venue,
    status,
    slot: (Date.parse(startsAt) - firstSlotMs(now.getTime())) / SLOT_MS,
  });
  const live = liveEvents(events).map(toSnapshot);
  const upcoming = nextUpcoming(events, UPCOMING_ON_HOME).map(toSnapshot);
  const shown = new Set([...live, ...upcoming].map((e) => e.sport));
  return {
    countries,
    sports: sports.filter((s) => shown.has(s.id)).map(({ id, name, icon }) => ({ id, name, icon })),
    live,
    upcoming,
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
    ['a daylight-saving week', '2026-03-25T23:59:59.999Z'],
    ['a leap day', '2028-02-29T12:00:00.000Z'],
  ])('gives Home the same events, dates and times as the schedule at %s', (_, iso) => {
    const now = new Date(iso);
    const { countries, events } = generateSampleData(SITE_SEED, now);
    const pick = ({ id, name, sport, venue, status, startsAt, date, time }: SportEvent) => ({
      id,
      name,
      sport,
      venue,
      status,
      startsAt,
      date,
      time,
    });
    const home = homeData(now);
    expect(home.countries).toEqual(countries);
    expect(home.live).toEqual(liveEvents(events).map(pick));
    expect(home.upcoming).toEqual(nextUpcoming(events, UPCOMING_ON_HOME).map(pick));
  });
});
