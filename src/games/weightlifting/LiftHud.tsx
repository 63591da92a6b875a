import { memo } from 'react';
import type { LiftRefs } from './liftRefs';

interface LiftHudProps {
  attempt: string;
  total: string;
  weight: string;
  /** Time left on the attempt and its limit, in ms: the countdown mounts with these, then it is painted. */
  leftMs: number;
  limitMs: number;
  refs: LiftRefs;
}

/** Whole seconds left, as the countdown reads them: '28 s' until the last 1 ms of a second has gone. */
export const secondsLeft = (leftMs: number) => Math.ceil(leftMs / 1000);

/** The countdown bar's length, in whole percent of the attempt's limit. */
export const countdownPercent = (leftMs: number, limitMs: number) =>
  limitMs > 0 ? Math.round((leftMs / limitMs) * 100) : 0;

/** The countdown bar's colours, last in its fill's classes: red for the last 5 s, amber under a quarter. */
export const COUNTDOWN_TONES = ['bg-rose-600', 'bg-amber-500', 'bg-navy-700'] as const;
export const countdownTone = (seconds: number, percent: number) =>
  seconds <= 5 ? COUNTDOWN_TONES[0] : percent <= 25 ? COUNTDOWN_TONES[1] : COUNTDOWN_TONES[2];

/** The countdown's figure and what a screen reader hears of its bar. */
export const secondsText = (seconds: number) => `${seconds} s`;
export const secondsLeftText = (seconds: number) => `${seconds} seconds left`;

/**
 * The figures a lifter reads, in one row even on a phone (the shared HUD takes two rows there, and the
 * controls must fit one phone screen below it), with the attempt's countdown as a shrinking bar under them.
 * It re-renders when a figure but the countdown reads differently; the countdown is painted in between.
 */
export const LiftHud = memo(
  function LiftHud({ attempt, total, weight, leftMs, limitMs, refs }: LiftHudProps) {
    const seconds = secondsLeft(leftMs);
    const percent = countdownPercent(leftMs, limitMs);
    const items = [
      ['Attempt', attempt],
      ['Total', total],
      ['Weight', weight],
      ['Time left', secondsText(seconds)],
    ] as const;
    return (
      <div className="flex flex-col gap-1.5">
        <dl className="grid grid-cols-4 gap-1.5 sm:gap-3">
          {items.map(([label, value]) => (
            <div
              key={label}
              className="rounded-xl border border-slate-200 bg-white px-1 py-1 text-center shadow-sm sm:px-3 sm:py-2"
            >
              <dt className="text-[0.6875rem] font-medium tracking-wide text-slate-600 uppercase sm:text-xs">
                {label}
              </dt>
              <dd
                ref={label === 'Time left' ? refs.timeLeft : undefined}
                className="text-base font-bold text-navy-900 tabular-nums sm:text-xl"
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div
          ref={refs.countdown}
          role="progressbar"
          aria-label="Attempt time"
          aria-valuemin={0}
          aria-valuemax={Math.ceil(limitMs / 1000)}
          aria-valuenow={seconds}
          aria-valuetext={secondsLeftText(seconds)}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            ref={refs.countdownFill}
            className={`h-full ${countdownTone(seconds, percent)}`}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    );
  },
  (a, b) =>
    a.attempt === b.attempt &&
    a.total === b.total &&
    a.weight === b.weight &&
    a.limitMs === b.limitMs &&
    a.refs === b.refs,
);
