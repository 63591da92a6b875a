// Your last arrows' points, under the target.
import { memo } from 'react';

export const RecentArrows = memo(function RecentArrows({ points }: { points: string }) {
  return (
    <section aria-labelledby="archery-arrows" className="card p-4">
      <h2 id="archery-arrows" className="text-lg font-bold text-navy-900">
        Your arrows
      </h2>
      <p className="mt-2 text-slate-800 tabular-nums">{points}</p>
    </section>
  );
});
