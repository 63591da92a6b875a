import { memo } from 'react';
import { HoldBar, LiftBar } from './Bars';

// The view re-renders on every animation frame; the two cards re-render only when their bar, marker or button
// state changes (the lifter, attempts and rivals likewise).
export const LiftCard = memo(function LiftCard({
  bar,
  worth,
  enabled,
  onLift,
}: {
  bar: number;
  /** What filling the bar now would lift ('Full 100 kg: 6 s', 'Worth 62 of 100 kg'), or ''. */
  worth: string;
  enabled: boolean;
  onLift(): void;
}) {
  return (
    <div className="card flex flex-col gap-1.5 p-2 sm:gap-3 sm:p-4">
      <div className="flex items-center justify-between gap-2 text-xs font-medium text-slate-700 sm:text-sm">
        <span>Lift bar</span>
        {worth && (
          <span className="font-semibold text-navy-900 tabular-nums" data-testid="lift-worth">
            {worth}
          </span>
        )}
        <span className="tabular-nums">{Math.round(bar)}%</span>
      </div>
      <LiftBar value={bar} />
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
});

export const HoldCard = memo(function HoldCard({
  marker,
  target,
  active,
  onHold,
}: {
  marker: number;
  target: number;
  active: boolean;
  onHold(): void;
}) {
  return (
    <div className="card flex flex-col gap-1.5 p-2 sm:gap-3 sm:p-4">
      <div className="flex items-center justify-between text-xs font-medium text-slate-700 sm:text-sm">
        <span>Hold zone</span>
        <span className="tabular-nums">Target {target}</span>
      </div>
      <HoldBar marker={marker} target={target} active={active} />
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
});
