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

/**
 * A row of labelled figures above a game (timer, distance, energy…). Game views re-render on every animation
 * frame; the HUD only when one of its figures reads differently.
 */
export const GameHud = memo(function GameHud({ items }: { items: readonly HudItem[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-3">
      {items.map(({ label, value, valueRef }) => (
        <div
          key={label}
          className="rounded-xl border border-slate-200 bg-white px-3 py-2 text-center shadow-sm sm:min-w-28"
        >
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
          <dd ref={valueRef} className="text-xl font-bold text-navy-900 tabular-nums">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}, sameItems);
