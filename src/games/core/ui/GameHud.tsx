import { memo, type Ref } from 'react';
import { sameEach } from '../sameView';

export interface HudItem {
  label: string;
  value: string;
  /**
   * The figure's element, for a game whose paint hook writes a figure that changes every frame (a running
   * timer) between renders; `value` is then what the render shows, the hook keeps it current.
   */
  valueRef?: Ref<HTMLElement>;
}

const sameItems = (a: { items: readonly HudItem[] }, b: { items: readonly HudItem[] }) =>
  sameEach(
    a.items,
    b.items,
    (item, other) =>
      item.label === other.label && item.value === other.value && item.valueRef === other.valueRef,
  );

/** Up to four figures share one row on a phone, so the game and its controls fit under them. */
const PHONE_COLUMNS = ['grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4'];

/**
 * A row of labelled figures above a game (timer, distance, energy…). Game views re-render on every animation
 * frame; the HUD only when one of its figures reads differently.
 */
export const GameHud = memo(function GameHud({ items }: { items: readonly HudItem[] }) {
  const columns = PHONE_COLUMNS[Math.min(items.length, PHONE_COLUMNS.length) - 1] ?? 'grid-cols-2';
  return (
    <dl className={`grid ${columns} gap-2 sm:flex sm:flex-wrap sm:gap-3`}>
      {items.map(({ label, value, valueRef }) => (
        <div
          key={label}
          className="flex flex-col justify-center rounded-xl border border-slate-200 bg-white px-1 py-1 text-center shadow-sm sm:min-w-28 sm:px-3 sm:py-2"
        >
          <dt className="text-[0.6875rem] leading-tight font-medium tracking-wide text-slate-600 uppercase sm:text-xs">
            {label}
          </dt>
          <dd
            ref={valueRef}
            className="text-base font-bold whitespace-nowrap text-navy-900 tabular-nums sm:text-xl"
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}, sameItems);
