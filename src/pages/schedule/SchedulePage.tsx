import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarX } from 'lucide-react';
import { localDateAndTime, statusMoments } from '../../data/eventClock';
import { eventsAt } from '../../data/events';
import { getSampleData } from '../../data/sampleData';
import { useMomentReached } from '../../lib/useMomentReached';
import { usePageTitle } from '../../lib/usePageTitle';
import { PageColumn } from '../shared/PageIntro';
import { EventCard } from './EventCard';
import { FilterBar } from './FilterBar';
import { ScheduleIntro } from './ScheduleIntro';
import { dayStarts, eventDays, filterEvents, readFilters, withFilter } from './scheduleFilters';

/**
 * Cards in the first paint: enough to fill a tall screen (two columns on wide ones). The rest follow at once in
 * a background render, so the page appears without waiting for all the cards (and without one long task).
 */
export const FIRST_PAINT_CARDS = 8;

interface Timeline {
  /** Every day that has events, past ones included. */
  days: string[];
  /** Every moment an event starts or ends, or a day begins ('today' moves on), in order. */
  moments: number[];
}
let timeline: Timeline | undefined;

/** The visit's days and moments of change: the same for every render. */
function visitTimeline(): Timeline {
  if (!timeline) {
    const { plan } = getSampleData();
    const days = eventDays(plan);
    const moments = [...statusMoments(plan), ...dayStarts(days)].sort((a, b) => a - b);
    timeline = { days, moments };
  }
  return timeline;
}

export default function SchedulePage() {
  usePageTitle('Schedule');
  const { sports } = getSampleData();
  const { days, moments } = visitTimeline();
  // Statuses follow the clock: the page re-renders when an event starts or ends, and at midnight ('today').
  const now = useMomentReached(moments);
  const events = useMemo(() => eventsAt(getSampleData().plan, now), [now]);
  const today = Number.isFinite(now) ? localDateAndTime(new Date(now)).date : null;
  const [params, setParams] = useSearchParams();
  const { date, sport } = readFilters(params, days, sports);
  const filters = useMemo(() => ({ date, sport }), [date, sport]);
  const shown = useMemo(() => filterEvents(events, filters), [events, filters]);
  const listed = useDeferredValue(shown, shown.slice(0, FIRST_PAINT_CARDS));
  const filtered = filters.date !== null || filters.sport !== null;

  return (
    <PageColumn>
      <ScheduleIntro />
      <div className="mt-6">
        <FilterBar
          filters={filters}
          days={days}
          today={today}
          sports={sports}
          onChange={(key, value) => setParams(withFilter(params, key, value), { replace: true })}
        />
      </div>
      <div className="mt-4 flex min-h-11 flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-slate-700">
          Showing {shown.length} of {events.length} events
        </p>
        {filtered && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => setParams(new URLSearchParams(), { replace: true })}
          >
            Clear filters
          </button>
        )}
      </div>
      {listed.length > 0 ? (
        <ul className="mt-4 grid gap-5 lg:grid-cols-2">
          {listed.map((event) => (
            <EventCard
              key={event.id}
              event={event}
              sport={sports.find((s) => s.id === event.sport)}
            />
          ))}
        </ul>
      ) : (
        <div className="card mt-4 flex flex-col items-center px-4 py-14 text-center">
          <CalendarX aria-hidden="true" className="h-10 w-10 text-slate-500" />
          <p className="mt-3 text-lg font-semibold text-slate-900">No events found</p>
          <p className="mt-1 text-slate-600">Try adjusting your filters to see more events.</p>
        </div>
      )}
    </PageColumn>
  );
}
