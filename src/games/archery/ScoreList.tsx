// The archery scores beside the target: every archer, their arrows and score, best first.
import { memo } from 'react';
import { Bot } from 'lucide-react';
import type { Archer } from '../../../shared/games/archery/rules';
import { sameEach } from '../core/sameView';
import { colourOf } from './markColours';

/** The same archers with the same figures: the list would read the same. */
const sameScores = (a: { archers: readonly Archer[] }, b: { archers: readonly Archer[] }) =>
  sameEach(
    a.archers,
    b.archers,
    (archer, other) =>
      archer.player === other.player &&
      archer.score === other.score &&
      archer.shots === other.shots,
  );

/** Every archer's score and arrows, best first; re-renders only when those figures change. */
export const ScoreList = memo(
  function ScoreList({ archers, viewerId }: { archers: readonly Archer[]; viewerId: string }) {
    const ranked = archers
      .map((archer) => ({ archer, colour: colourOf(archers, viewerId, archer) }))
      .sort((a, b) => b.archer.score - a.archer.score);
    return (
      <section aria-labelledby="archery-scores" className="card p-4">
        <h2 id="archery-scores" className="text-lg font-bold text-navy-900">
          Scores
        </h2>
        <ol className="mt-2 flex flex-col gap-2">
          {ranked.map(({ archer, colour }) => (
            <li key={archer.player.id} className="flex items-center gap-2 text-slate-800">
              <span
                aria-hidden="true"
                className="h-3 w-3 shrink-0 rounded-full"
                style={{ backgroundColor: colour }}
              />
              {archer.player.isAI && (
                <Bot role="img" aria-label="AI" className="h-4 w-4 shrink-0" />
              )}
              <span className="min-w-0 flex-1 truncate font-medium">{archer.player.name}</span>
              <span className="text-sm text-slate-600 tabular-nums">
                {archer.shots} {archer.shots === 1 ? 'arrow' : 'arrows'}
              </span>
              <span className="w-12 text-right font-bold text-navy-900 tabular-nums">
                {archer.score}
              </span>
            </li>
          ))}
        </ol>
      </section>
    );
  },
  (a, b) => a.viewerId === b.viewerId && sameScores(a, b),
);
