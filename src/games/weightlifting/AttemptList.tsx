import { memo } from 'react';
import type { Lift } from './rules';

const outcome = (lift: Lift) => (lift.success ? '✓ lifted' : lift.timeUp ? '⏱ time' : '✗ failed');

/** The three attempts: lifted, failed or still to come. */
export const AttemptList = memo(function AttemptList({
  lifts,
  attempts,
}: {
  lifts: readonly Lift[];
  attempts: number;
}) {
  return (
    <ol aria-label="Attempts" className="flex justify-center gap-2">
      {Array.from({ length: attempts }, (_, i) => {
        const lift = lifts[i];
        const tone = !lift
          ? 'border-slate-300 text-slate-700'
          : lift.success
            ? 'border-emerald-600 bg-emerald-50 text-emerald-800'
            : 'border-rose-600 bg-rose-50 text-rose-800';
        return (
          <li key={i} className={`rounded-full border-2 px-3 py-1 text-sm font-semibold ${tone}`}>
            {i + 1}: {lift ? `${lift.weightKg} kg ${outcome(lift)}` : '—'}
          </li>
        );
      })}
    </ol>
  );
});
