import { formatEventDay } from '../../data/eventDates';
import type { SportSummary } from '../../data/types';
import type { ScheduleFilters } from './scheduleFilters';

interface Props {
  filters: ScheduleFilters;
  /** Every day that has events, past ones included. */
  days: readonly string[];
  /** The local day it is now, labelled among them. */
  today: string | null;
  sports: readonly SportSummary[];
  onChange: (key: keyof ScheduleFilters, value: string) => void;
}

const selectClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-sky-700';

export function FilterBar({ filters, days, today, sports, onChange }: Props) {
  return (
    <div className="card grid gap-4 p-4 sm:grid-cols-2 sm:p-5">
      <label className="block text-sm font-medium text-slate-800">
        Date
        <select
          className={selectClass}
          value={filters.date ?? ''}
          onChange={(e) => onChange('date', e.target.value)}
        >
          <option value="">All Dates</option>
          {days.map((day) => (
            <option key={day} value={day}>
              {day === today ? `${formatEventDay(day)} (today)` : formatEventDay(day)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Sport
        <select
          className={selectClass}
          value={filters.sport ?? ''}
          onChange={(e) => onChange('sport', e.target.value)}
        >
          <option value="">All Sports</option>
          {sports.map((sport) => (
            <option key={sport.id} value={sport.id}>
              {sport.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
