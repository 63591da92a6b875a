import type { Ref } from 'react';
import { HOLD_TOLERANCE } from '../../../shared/games/weightlifting/constants';
import { isInZone } from '../../../shared/games/weightlifting/rules';

// Both bars render once an attempt and phase; the game's paint hook keeps what moves (the bar, the marker)
// current in between (see liftPainting.ts), with these same words and colours.

/** The lift bar's colours, last in its fill's classes: sky, amber over 60, emerald when full. */
export const LIFT_TONES = ['bg-emerald-600', 'bg-amber-500', 'bg-sky-700'] as const;
export const liftTone = (value: number) =>
  value >= 100 ? LIFT_TONES[0] : value > 60 ? LIFT_TONES[1] : LIFT_TONES[2];

/** The hold marker's colours, last in its classes: dark green in the zone, red out of it. */
export const MARKER_TONES = ['bg-emerald-900', 'bg-rose-700'] as const;
export const markerTone = (marker: number, target: number) =>
  isInZone(marker, target) ? MARKER_TONES[0] : MARKER_TONES[1];

/** What a screen reader hears of the hold marker. */
export const markerText = (marker: number, target: number) =>
  `Marker at ${marker}, target ${target}, hold within ${HOLD_TOLERANCE}`;

/** The lift bar: how far the mashing has got, 0..100. */
export function LiftBar({
  value,
  barRef,
  fillRef,
}: {
  value: number;
  barRef: Ref<HTMLDivElement>;
  fillRef: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={barRef}
      role="progressbar"
      aria-label="Lift bar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-6 overflow-hidden rounded-full sm:h-8 border-2 border-slate-300 bg-slate-100"
    >
      <div ref={fillRef} className={`h-full ${liftTone(value)}`} style={{ width: `${value}%` }} />
    </div>
  );
}

/** The hold bar: the running marker and the target zone (target ± 10). */
export function HoldBar({
  marker,
  target,
  active,
  meterRef,
  markerRef,
}: {
  marker: number;
  target: number;
  active: boolean;
  meterRef: Ref<HTMLDivElement>;
  markerRef: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={meterRef}
      role="meter"
      aria-label="Hold marker"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={marker}
      aria-valuetext={markerText(marker, target)}
      className="relative h-8 overflow-hidden rounded-full sm:h-10 border-2 border-slate-300 bg-slate-100"
    >
      <div
        className="absolute inset-y-0 bg-emerald-300"
        style={{ left: `${target - HOLD_TOLERANCE}%`, width: `${HOLD_TOLERANCE * 2}%` }}
      />
      <div className="absolute inset-y-0 w-0.5 bg-emerald-800" style={{ left: `${target}%` }} />
      {active && (
        <div
          ref={markerRef}
          className={`absolute inset-y-0 w-1.5 -translate-x-1/2 rounded ${markerTone(marker, target)}`}
          style={{ left: `${marker}%` }}
        />
      )}
    </div>
  );
}
