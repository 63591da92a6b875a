import { Link } from 'react-router';
import { formatEventDay } from '../../data/eventDates';
import type { HomeEvent, HomeSport } from '../../data/homeData';
import { ROUTES } from '../../lib/routes';

interface Props {
  live: readonly HomeEvent[];
  upcoming: readonly HomeEvent[];
  sports: readonly HomeSport[];
}

function EventItem({ event, sports }: { event: HomeEvent; sports: readonly HomeSport[] }) {
  const sport = sports.find((s) => s.id === event.sport);
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <h3 className="font-semibold text-slate-900">{event.name}</h3>
      <p className="mt-1 text-sm text-slate-600">
        <span aria-hidden="true">{sport?.icon} </span>
        {sport?.name} · {event.venue}
      </p>
      <p className="mt-0.5 text-sm text-slate-600">
        <time dateTime={event.startsAt}>
          {formatEventDay(event.date)} · {event.time}
        </time>
      </p>
    </li>
  );
}

export function EventsPanel({ live, upcoming, sports }: Props) {
  return (
    <aside aria-label="Live and upcoming events" className="flex flex-col gap-6">
      <section aria-labelledby="live-events-title" className="card p-4 sm:p-6">
        <h2
          id="live-events-title"
          className="flex items-center gap-2 text-xl font-bold text-navy-900"
        >
          <span
            aria-hidden="true"
            className="h-3 w-3 animate-pulse rounded-full bg-red-600 motion-reduce:animate-none"
          />
          Live Events
        </h2>
        {live.length > 0 ? (
          <ul className="mt-4 space-y-3">
            {live.map((event) => (
              <EventItem key={event.id} event={event} sports={sports} />
            ))}
          </ul>
        ) : (
          <div className="mt-4 rounded-xl bg-slate-50 p-4 text-center">
            <p className="font-medium text-slate-800">No live events at the moment</p>
            <p className="mt-1 text-sm text-slate-600">Check back soon for live coverage!</p>
          </div>
        )}
      </section>
      <section aria-labelledby="upcoming-events-title" className="card p-4 sm:p-6">
        <h2 id="upcoming-events-title" className="text-xl font-bold text-navy-900">
          Upcoming Events
        </h2>
        {upcoming.length > 0 ? (
          <ul className="mt-4 space-y-3">
            {upcoming.map((event) => (
              <EventItem key={event.id} event={event} sports={sports} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-slate-600">No upcoming events scheduled.</p>
        )}
        <Link to={ROUTES.schedule} className="btn-secondary mt-4 w-full">
          Full schedule
        </Link>
      </section>
    </aside>
  );
}
