import { memo } from 'react';
import { Bot } from 'lucide-react';
import { sameEach } from '../core/sameView';
import { POINTS_PER_BASKET } from '../../../shared/games/basketball/constants';
import type { CourtShooter } from './Court';

/** The same shooters with the same figures and the same basket in the air: the list would read the same. */
const sameScores = (
  a: { shooters: readonly CourtShooter[] },
  b: { shooters: readonly CourtShooter[] },
) =>
  sameEach(
    a.shooters,
    b.shooters,
    ({ shooter, colour }, other) =>
      colour === other.colour &&
      shooter.player === other.shooter.player &&
      shooter.score === other.shooter.score &&
      shooter.shots === other.shooter.shots &&
      shooter.scored === other.shooter.scored,
  );

/**
 * Every shooter (as many as the room seats) with their ball's colour, shots and points, best first. A row
 * lights up with '+2' while that shooter's basket is fresh (from the ball dropping in to the shot's reset),
 * so the opponents' baskets are seen, not only yours.
 */
export const ScoreList = memo(function ScoreList({
  shooters,
}: {
  shooters: readonly CourtShooter[];
}) {
  return (
    <section aria-labelledby="basketball-scores" className="card p-4">
      <h2 id="basketball-scores" className="text-lg font-bold text-navy-900">
        Scores
      </h2>
      <ol className="mt-2 flex flex-col gap-1">
        {[...shooters]
          .sort((a, b) => b.shooter.score - a.shooter.score)
          .map(({ shooter, colour, human }) => (
            <li
              key={shooter.player.id}
              data-scored={shooter.scored || undefined}
              className={`flex items-center gap-2 rounded-lg px-2 py-1 text-slate-800 ${
                shooter.scored ? 'bg-green-100 ring-2 ring-green-700' : ''
              }`}
            >
              <span
                aria-hidden="true"
                className="h-3 w-3 shrink-0 rounded-full border border-slate-700"
                style={{ backgroundColor: colour }}
              />
              {shooter.player.isAI && (
                <Bot role="img" aria-label="AI" className="h-4 w-4 shrink-0" />
              )}
              <span className={`min-w-0 flex-1 truncate ${human ? 'font-bold' : 'font-medium'}`}>
                {shooter.player.name}
              </span>
              {shooter.scored && (
                <span className="rounded bg-green-800 px-1.5 text-sm font-bold text-white">
                  +{POINTS_PER_BASKET}
                </span>
              )}
              <span className="text-sm text-slate-600 tabular-nums">
                {shooter.shots} {shooter.shots === 1 ? 'shot' : 'shots'}
              </span>
              <span className="w-10 text-right font-bold text-navy-900 tabular-nums">
                {shooter.score}
              </span>
            </li>
          ))}
      </ol>
    </section>
  );
}, sameScores);
