import type { EventStatus } from '../../data/types';

const BADGES: Record<EventStatus, { label: string; className: string }> = {
  live: { label: 'Live', className: 'bg-red-100 text-red-800 ring-red-200' },
  completed: { label: 'Completed', className: 'bg-emerald-100 text-emerald-800 ring-emerald-200' },
  upcoming: { label: 'Upcoming', className: 'bg-sky-100 text-sky-800 ring-sky-200' },
};

export function StatusBadge({ status }: { status: EventStatus }) {
  const { label, className } = BADGES[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${className}`}
    >
      {status === 'live' && (
        <span
          aria-hidden="true"
          className="h-2 w-2 animate-pulse rounded-full bg-red-600 motion-reduce:animate-none"
        />
      )}
      {label}
    </span>
  );
}
