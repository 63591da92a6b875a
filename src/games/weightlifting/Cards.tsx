import { memo } from 'react';
import { HoldBar, LiftBar } from './Bars';
import type { LiftRefs } from './liftRefs';

// The view re-renders only when something discrete changes (see WeightliftingGame's sameView); the two cards
// re-render only when their button, the worth line's presence or the target changes. The bar, the percent,
// the worth line's text and the marker are painted in between (liftPainting.ts): they render only the values
// they mount with.
export const LiftCard = memo(
  function LiftCard({
    bar,
    worth,
    enabled,
    onLift,
    refs,
  }: {
    bar: number;
    /** What filling the bar now would lift ('Full 100 kg: 6 s', 'Worth 62 of 100 kg'), or ''. */
    worth: string;
    enabled: boolean;
    onLift(): void;
    refs: LiftRefs;
  }) {
    return (
      <div className="card flex flex-col gap-1.5 p-2 sm:gap-3 sm:p-4">
        <div className="flex items-center justify-between gap-2 text-xs font-medium text-slate-700 sm:text-sm">
          <span>Lift bar</span>
          {worth && (
            <span
              ref={refs.worth}
              className="font-semibold text-navy-900 tabular-nums"
              data-testid="lift-worth"
            >
              {worth}
            </span>
          )}
          <span ref={refs.liftPercent} className="tabular-nums">
            {`${Math.round(bar)}%`}
          </span>
        </div>
        <LiftBar value={bar} barRef={refs.liftBar} fillRef={refs.liftFill} />
        <button
          type="button"
          className="btn-primary min-h-12 touch-manipulation text-2xl tracking-wide select-none sm:min-h-14"
          disabled={!enabled}
          onClick={onLift}
        >
          LIFT!
        </button>
      </div>
    );
  },
  (a, b) =>
    a.enabled === b.enabled &&
    (a.worth === '') === (b.worth === '') &&
    a.onLift === b.onLift &&
    a.refs === b.refs,
);

export const HoldCard = memo(
  function HoldCard({
    marker,
    target,
    active,
    onHold,
    refs,
  }: {
    marker: number;
    target: number;
    active: boolean;
    onHold(): void;
    refs: LiftRefs;
  }) {
    return (
      <div className="card flex flex-col gap-1.5 p-2 sm:gap-3 sm:p-4">
        <div className="flex items-center justify-between text-xs font-medium text-slate-700 sm:text-sm">
          <span>Hold zone</span>
          <span className="tabular-nums">Target {target}</span>
        </div>
        <HoldBar
          marker={marker}
          target={target}
          active={active}
          meterRef={refs.holdMeter}
          markerRef={refs.marker}
        />
        <button
          type="button"
          className="btn min-h-12 touch-manipulation sm:min-h-14 bg-emerald-700 text-2xl tracking-wide text-white select-none hover:bg-emerald-800 disabled:hover:bg-emerald-700"
          disabled={!active}
          onClick={onHold}
        >
          HOLD!
        </button>
      </div>
    );
  },
  (a, b) =>
    a.target === b.target && a.active === b.active && a.onHold === b.onHold && a.refs === b.refs,
);
