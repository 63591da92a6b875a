export interface HudItem {
  label: string;
  value: string;
}

/** A row of labelled figures above a game (timer, distance, energy…). */
export function GameHud({ items }: { items: readonly HudItem[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-3">
      {items.map(({ label, value }) => (
        <div
          key={label}
          className="rounded-xl border border-slate-200 bg-white px-3 py-2 text-center shadow-sm sm:min-w-28"
        >
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
          <dd className="text-xl font-bold text-navy-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
