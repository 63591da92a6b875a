import { useNavigate } from 'react-router';
import { CalendarDays, MapPin, Trophy, Users } from 'lucide-react';
import type { Sport } from '../../data/types';
import { formatThousands } from '../../../shared/lib/format';
import { ROUTES } from '../../lib/routes';

export const CATEGORY_BADGE: Record<Sport['category'], string> = {
  individual: 'Individual',
  team: 'Team Sport',
};

export function scheduleLinkFor(sport: Sport['id']): string {
  return `${ROUTES.schedule}?${new URLSearchParams({ sport })}`;
}

export function SportCard({ sport }: { sport: Sport }) {
  const navigate = useNavigate();
  const titleId = `sport-${sport.id}-title`;
  const facts = [
    { label: 'Events', value: String(sport.events), Icon: Trophy },
    { label: 'Participants', value: formatThousands(sport.participants), Icon: Users },
    { label: 'Venue', value: sport.venue, Icon: MapPin },
  ];
  return (
    <li>
      <article aria-labelledby={titleId} className="card flex h-full flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <span aria-hidden="true" className="text-4xl leading-none">
            {sport.icon}
          </span>
          <span
            className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
              sport.category === 'team'
                ? 'bg-violet-100 text-violet-800'
                : 'bg-sky-100 text-sky-800'
            }`}
          >
            {CATEGORY_BADGE[sport.category]}
          </span>
        </div>
        <h2 id={titleId} className="mt-3 text-lg font-bold text-navy-900">
          {sport.name}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{sport.description}</p>
        <dl className="mt-4 space-y-1.5 text-sm">
          {facts.map(({ label, value, Icon }) => (
            <div key={label} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
              <dt className="text-slate-600">{label}:</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <button
          type="button"
          onClick={() => navigate(scheduleLinkFor(sport.id))}
          aria-describedby={titleId}
          className="btn-primary mt-5 w-full"
        >
          <CalendarDays aria-hidden="true" className="h-4 w-4" />
          View Events
        </button>
      </article>
    </li>
  );
}
