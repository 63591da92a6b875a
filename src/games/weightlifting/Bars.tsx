import { HOLD_TOLERANCE } from '../../../shared/games/weightlifting/constants';

/** The lift bar: how far the mashing has got, 0..100. */
export function LiftBar({ value }: { value: number }) {
  return (
    <div
      role="progressbar"
      aria-label="Lift bar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-6 overflow-hidden rounded-full sm:h-8 border-2 border-slate-300 bg-slate-100"
    >
      <div
        className={`h-full ${value >= 100 ? 'bg-emerald-600' : value > 60 ? 'bg-amber-500' : 'bg-sky-700'}`}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}

/** The hold bar: the running marker and the target zone (target ± 10). */
export function HoldBar({
  marker,
  target,
  active,
}: {
  marker: number;
  target: number;
  active: boolean;
}) {
  const inZone = Math.abs(marker - target) <= HOLD_TOLERANCE;
  return (
    <div
      role="meter"
      aria-label="Hold marker"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={marker}
      aria-valuetext={`Marker at ${marker}, target ${target}, hold within ${HOLD_TOLERANCE}`}
      className="relative h-8 overflow-hidden rounded-full sm:h-10 border-2 border-slate-300 bg-slate-100"
    >
      <div
        className="absolute inset-y-0 bg-emerald-300"
        style={{ left: `${target - HOLD_TOLERANCE}%`, width: `${HOLD_TOLERANCE * 2}%` }}
      />
      <div className="absolute inset-y-0 w-0.5 bg-emerald-800" style={{ left: `${target}%` }} />
      {active && (
        <div
          className={`absolute inset-y-0 w-1.5 -translate-x-1/2 rounded ${inZone ? 'bg-emerald-900' : 'bg-rose-700'}`}
          style={{ left: `${marker}%` }}
        />
      )}
    </div>
  );
}
