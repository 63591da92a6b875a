import { CalendarDays, Clock, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatEventDay } from '../../data/eventDates';
import type { Sport, SportEvent } from '../../data/types';
import { StatusBadge } from './StatusBadge';
import { TopResults } from './TopResults';

function Fact({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      {icon}
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 truncate text-slate-700">{children}</dd>
    </div>
  );
}

const iconClass = 'h-4 w-4 shrink-0 text-slate-500';

export function EventCard({ event, sport }: { event: SportEvent; sport: Sport | undefined }) {
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
        <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-2">
          <Fact label="Date" icon={<CalendarDays aria-hidden="true" className={iconClass} />}>
            <time dateTime={event.startsAt}>{formatEventDay(event.date)}</time>
          </Fact>
          <Fact label="Time" icon={<Clock aria-hidden="true" className={iconClass} />}>
            {event.time}
          </Fact>
          <Fact label="Venue" icon={<MapPin aria-hidden="true" className={iconClass} />}>
            {event.venue}
          </Fact>
          <Fact
            label="Sport"
            icon={
              <span aria-hidden="true" className="w-4 shrink-0 text-center leading-none">
                {sport?.icon}
              </span>
            }
          >
            {sport?.name ?? event.sport}
          </Fact>
          <Fact label="Athletes" icon={<Users aria-hidden="true" className={iconClass} />}>
            {count} {count === 1 ? 'athlete' : 'athletes'}
          </Fact>
        </dl>
        {event.status === 'completed' && event.results && <TopResults results={event.results} />}
      </article>
    </li>
  );
}
