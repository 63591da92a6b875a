import type { ReactNode } from 'react';
import { formatEventDay } from '../../data/eventDates';
import type { SportSummary, SportEvent } from '../../data/types';
import { StatusBadge } from './StatusBadge';
import { TopResults } from './TopResults';

// Text labels rather than an icon per fact: 25 cards render on a phone, and every node costs there.
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="truncate font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function EventCard({
  event,
  sport,
}: {
  event: SportEvent;
  sport: SportSummary | undefined;
}) {
  const count = event.participants.length;
  return (
    <li>
      <article aria-labelledby={`${event.id}-title`} className="card h-full p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={`${event.id}-title`} className="text-lg font-bold text-navy-900">
              {event.name}
            </h2>
            <p className="text-sm text-slate-600">{event.category}</p>
          </div>
          <StatusBadge status={event.status} />
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
          <Fact label="Date">
            <time dateTime={event.startsAt}>{formatEventDay(event.date)}</time>
          </Fact>
          <Fact label="Time">{event.time}</Fact>
          <Fact label="Venue">{event.venue}</Fact>
          <Fact label="Sport">{sport?.name ?? event.sport}</Fact>
          <Fact label="Athletes">
            {count} {count === 1 ? 'athlete' : 'athletes'}
          </Fact>
        </dl>
        {event.status === 'completed' && event.results && <TopResults results={event.results} />}
      </article>
    </li>
  );
}
