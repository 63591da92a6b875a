import { memo, useId, type KeyboardEvent, type Ref } from 'react';
import {
  ANGLE_MAX_DEG,
  ANGLE_MIN_DEG,
  POWER_STEP,
} from '../../../shared/games/basketball/constants';
import { sweetSpot } from '../../../shared/games/basketball/physics';
import type { ShotPhase } from '../../../shared/games/basketball/rules';

// Space on the focused slider charges too (the window keys leave form fields alone).
const sliderKey = (handler: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== ' ') return;
  event.preventDefault();
  if (!event.repeat) handler();
};

interface ShotControlsProps {
  angle: number;
  power: number;
  /** The power figure's elements, kept current by the view's paint hook while the shot charges. */
  powerTextRef: Ref<HTMLSpanElement>;
  powerMeterRef: Ref<HTMLDivElement>;
  powerFillRef: Ref<HTMLDivElement>;
  angleLocked: boolean;
  onAngle(degrees: number): void;
  onPress(): void;
  onRelease(): void;
}

/**
 * The angle slider and the power bar, each on one row (label and figure, then the control), so that on a
 * phone the court, these and the SHOOT button fit one screen.
 */
export const ShotControls = memo(function ShotControls({
  angle,
  power,
  powerTextRef,
  powerMeterRef,
  powerFillRef,
  angleLocked,
  onAngle,
  onPress,
  onRelease,
}: ShotControlsProps) {
  const angleId = useId();
  const powerId = useId();
  const bandId = useId();
  return (
    <div className="card flex flex-col gap-2 px-4 py-2 sm:py-3">
      <div className="flex items-center gap-3">
        <label
          htmlFor={angleId}
          className="flex w-28 shrink-0 justify-between font-semibold text-navy-900"
        >
          <span>Angle</span>
          <output htmlFor={angleId} className="tabular-nums">
            {angle}°
          </output>
        </label>
        <input
          id={angleId}
          type="range"
          min={ANGLE_MIN_DEG}
          max={ANGLE_MAX_DEG}
          step={1}
          value={angle}
          disabled={angleLocked}
          onChange={(event) => onAngle(Number(event.target.value))}
          onKeyDown={sliderKey(onPress)}
          onKeyUp={sliderKey(onRelease)}
          className="h-9 min-w-0 flex-1 sm:h-11 cursor-pointer accent-orange-700 disabled:cursor-not-allowed disabled:opacity-60"
        />
      </div>
      <div className="flex items-center gap-3">
        <p id={powerId} className="flex w-28 shrink-0 justify-between font-semibold text-navy-900">
          <span>Power</span>
          <span ref={powerTextRef} className="tabular-nums">
            {`${power}%`}
          </span>
        </p>
        <div
          ref={powerMeterRef}
          role="progressbar"
          aria-labelledby={powerId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={power}
          aria-describedby={bandId}
          className="relative h-5 min-w-0 flex-1 overflow-hidden rounded-full border border-slate-400 bg-slate-100"
        >
          <div
            ref={powerFillRef}
            className="h-full rounded-full bg-linear-to-r from-amber-500 via-orange-600 to-red-700"
            style={{ width: `${power}%` }}
          />
          <SweetSpotBand angle={angle} />
        </div>
      </div>
      <p id={bandId} className="sr-only">
        {bandText(angle)}
      </p>
    </div>
  );
});

function bandText(angle: number) {
  const band = sweetSpot(angle);
  if (!band) return `No power scores at ${angle}°: ${angle < 45 ? 'raise' : 'lower'} the angle.`;
  return `Sweet spot ${band.min === band.max ? band.min : `${band.min}–${band.max}`}%`;
}

/**
 * The powers that score at this angle, over the bar: the band covers each scoring step's half-step either
 * side, so the fill's edge lies inside it exactly while a release would score.
 */
function SweetSpotBand({ angle }: { angle: number }) {
  const band = sweetSpot(angle);
  if (!band) return null;
  return (
    <div
      data-testid="sweet-spot"
      role="img"
      aria-label={bandText(angle)}
      className="absolute inset-y-0 border-x-2 border-green-800 bg-green-500/35"
      style={{
        left: `${band.min - POWER_STEP / 2}%`,
        width: `${band.max - band.min + POWER_STEP}%`,
      }}
    />
  );
}

function buttonText(shot: ShotPhase | undefined) {
  if (!shot || shot === 'idle') return 'SHOOT';
  return shot === 'charging' ? 'Charging!' : 'Wait...';
}

/** SPEC §2: the button reads SHOOT, Charging! or Wait...; hold it (pointer, touch) to charge. */
export const ShootButton = memo(function ShootButton({
  shot,
  buttonRef,
  onPress,
  onRelease,
}: {
  shot: ShotPhase | undefined;
  buttonRef?: Ref<HTMLButtonElement>;
  onPress(): void;
  onRelease(): void;
}) {
  const waiting = shot !== undefined && shot !== 'idle' && shot !== 'charging';
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-disabled={waiting}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        onPress();
      }}
      onPointerUp={onRelease}
      onPointerCancel={onRelease}
      onContextMenu={(event) => event.preventDefault()}
      style={{ WebkitTouchCallout: 'none' }}
      className={`btn min-h-14 w-full scroll-mb-3 touch-none text-2xl tracking-wide text-white select-none sm:min-h-20 ${
        shot === 'charging'
          ? 'bg-red-700'
          : waiting
            ? 'cursor-wait bg-slate-600'
            : 'bg-orange-700 hover:bg-orange-800'
      }`}
    >
      {buttonText(shot)}
    </button>
  );
});
