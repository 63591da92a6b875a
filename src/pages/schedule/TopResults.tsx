import { Medal as MedalIcon, Trophy } from 'lucide-react';
import type { EventResult, Medal } from '../../data/types';

const MEDAL_STYLE: Record<Medal, { label: string; className: string }> = {
  gold: { label: 'Gold medal', className: 'text-gold' },
  silver: { label: 'Silver medal', className: 'text-silver' },
  bronze: { label: 'Bronze medal', className: 'text-bronze' },
};

/** How many results a completed event card lists. */
export const PODIUM_SIZE = 3;

export function TopResults({ results }: { results: readonly EventResult[] }) {
  const winner = results[0];
  if (!winner) return null;
  return (
    <div className="mt-4 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
      <p className="flex items-center gap-2 text-sm text-slate-800">
        <Trophy aria-hidden="true" className="h-4 w-4 shrink-0 text-gold" />
        <span>
          <span className="font-semibold">Winner:</span> {winner.athlete.name} (
          {winner.athlete.country})
        </span>
      </p>
      <ol aria-label="Top three" className="mt-2 space-y-1.5">
        {results.slice(0, PODIUM_SIZE).map((result) => {
          const medal = result.medal ? MEDAL_STYLE[result.medal] : undefined;
          return (
            <li
              key={result.athlete.id}
              className="flex items-center gap-2 rounded-lg bg-white px-2.5 py-1.5 text-sm"
            >
              {medal && (
                <>
                  <MedalIcon aria-hidden="true" className={`h-4 w-4 shrink-0 ${medal.className}`} />
                  <span className="sr-only">{medal.label}</span>
                </>
              )}
              <span className="min-w-0 flex-1">
                <span className="font-medium text-slate-900">{result.athlete.name}</span>{' '}
                <span className="text-slate-600">{result.athlete.country}</span>
              </span>
              <span className="font-semibold text-slate-900 tabular-nums">{result.score}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
