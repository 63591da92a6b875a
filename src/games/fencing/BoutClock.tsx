import { memo } from 'react';
import { formatClock } from '../../../shared/lib/format';

/** Whole seconds left, rounded up, as the clock shows them. */
export const secondsLeft = (msLeft: number) => Math.ceil(Math.max(0, msLeft) / 1000);

/** The last seconds show in amber. */
const URGENT_SECONDS = 10;

/**
 * The bout's clock, over the middle of the strip like the scoreboard above a real piste. Takes whole seconds,
 * so it renders once a second, not on every 100 ms tick.
 */
export const BoutClock = memo(function BoutClock({ seconds }: { seconds: number }) {
  const urgent = seconds > 0 && seconds <= URGENT_SECONDS;
  return (
    <p
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
