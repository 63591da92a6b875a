import { memo, type Ref } from 'react';
import { formatClock } from '../../../shared/lib/format';

/** Whole seconds left, rounded up, as the clock shows them. */
export const secondsLeft = (msLeft: number) => Math.ceil(Math.max(0, msLeft) / 1000);

/** The last seconds show in amber. */
const URGENT_SECONDS = 10;

/** The clock shows in amber. */
export const urgentClock = (seconds: number) => seconds > 0 && seconds <= URGENT_SECONDS;

/**
 * The bout's clock, over the middle of the strip like the scoreboard above a real piste. The game's paint hook
 * writes each new second to `clockRef` (a PaintedSeconds of formatClock): the clock renders when the view does,
 * and the view renders for the clock only when it turns amber.
 */
export const BoutClock = memo(function BoutClock({
  seconds,
  clockRef,
}: {
  seconds: number;
  clockRef: Ref<HTMLParagraphElement>;
}) {
  const urgent = urgentClock(seconds);
  return (
    <p
      ref={clockRef}
      role="timer"
      aria-label="Time left"
      className={`absolute top-1 left-1/2 -translate-x-1/2 rounded-md bg-navy-950/80 px-2 font-mono text-lg leading-7 font-bold tabular-nums sm:top-2 sm:text-2xl sm:leading-9 ${
        urgent ? 'text-amber-300' : 'text-slate-50'
      }`}
    >
      {formatClock(seconds)}
    </p>
  );
});
