import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarX } from 'lucide-react';
import { getSampleData } from '../../data/sampleData';
import { usePageTitle } from '../../lib/usePageTitle';
import { PageColumn } from '../shared/PageIntro';
import { EventCard } from './EventCard';
import { FilterBar } from './FilterBar';
import { ScheduleIntro } from './ScheduleIntro';
import { eventDays, filterEvents, readFilters, withFilter } from './scheduleFilters';

/**
 * Cards in the first paint: enough to fill a tall screen (two columns on wide ones). The rest follow at once in
 * a background render, so the page appears without waiting for all the cards (and without one long task).
 */
export const FIRST_PAINT_CARDS = 8;

export default function SchedulePage() {
  usePageTitle('Schedule');
  const { events, sports } = getSampleData();
  const [params, setParams] = useSearchParams();
  const days = eventDays(events);
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
