import { memo } from 'react';

export interface HudItem {
  label: string;
  value: string;
}

const sameItems = (a: { items: readonly HudItem[] }, b: { items: readonly HudItem[] }) =>
  a.items.length === b.items.length &&
  a.items.every((item, i) => item.label === b.items[i]?.label && item.value === b.items[i]?.value);

/**
 * A row of labelled figures above a game (timer, distance, energy…). Game views re-render on every animation
 * frame; the HUD only when one of its figures reads differently.
 */
export const GameHud = memo(function GameHud({ items }: { items: readonly HudItem[] }) {
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
}, sameItems);
