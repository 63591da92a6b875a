import { memo } from 'react';
import { HOLD_TOLERANCE } from '../../../shared/games/weightlifting/constants';
import { holdGrade, type Lift } from '../../../shared/games/weightlifting/rules';

/** A person's hold says how close it was; a rival's lift just whether it went up. */
function outcome(lift: Lift) {
  if (lift.timeUp) return '⏱ time';
  const grade = lift.offBy === null ? null : holdGrade(lift.offBy);
  if (lift.success) return grade === 'perfect' ? '✓ perfect' : '✓ lifted';
  return grade === null ? '✗ failed' : `✗ ${(lift.offBy ?? 0) - HOLD_TOLERANCE} wide`;
}

/** The bar's weight, or for a slow lift what it counted of it: '40 of 100'. */
export const liftedOf = (lift: Lift) =>
  lift.success && lift.liftedKg < lift.weightKg
    ? `${lift.liftedKg} of ${lift.weightKg}`
    : `${lift.weightKg}`;

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
            {i + 1}: {lift ? `${liftedOf(lift)} kg ${outcome(lift)}` : '—'}
          </li>
        );
      })}
    </ol>
  );
});
