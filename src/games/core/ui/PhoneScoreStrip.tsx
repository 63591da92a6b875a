// On a phone a game's full score list sits below its controls; this one line keeps every player's score on
// screen during play. It repeats that list, which stays in the page for screen readers, so it is hidden
// from them rather than read twice.
import { memo } from 'react';
import { HUMAN_PLAYER_NAME } from '../../../../shared/games/core/players';
import { sameEach } from '../sameView';

export interface StripScore {
  id: string;
  name: string;
  score: number;
  /** The player's colour in the game (their ball, their arrows). */
  colour: string;
  you: boolean;
}

const sameScores = (a: { scores: readonly StripScore[] }, b: { scores: readonly StripScore[] }) =>
  sameEach(
    a.scores,
    b.scores,
    (x, y) =>
      x.id === y.id &&
      x.name === y.name &&
      x.score === y.score &&
      x.colour === y.colour &&
      x.you === y.you,
  );

/** Every player's score, best first, on one line; shown below the `sm` breakpoint only. */
export const PhoneScoreStrip = memo(function PhoneScoreStrip({
  scores,
}: {
  scores: readonly StripScore[];
}) {
  const ordered = [...scores].sort((a, b) => b.score - a.score);
  return (
    <ol
      aria-hidden="true"
      data-testid="phone-scores"
      className="-mt-1 flex min-w-0 gap-x-3 overflow-hidden text-sm whitespace-nowrap text-slate-800 sm:hidden"
    >
      {ordered.map((entry) => (
        <li key={entry.id} className="flex min-w-0 items-center gap-1">
          <span
            className="h-2.5 w-2.5 shrink-0 rounded-full border border-slate-700"
            style={{ backgroundColor: entry.colour }}
          />
          <span className={`min-w-0 truncate ${entry.you ? 'font-bold' : ''}`}>
            {entry.you ? HUMAN_PLAYER_NAME : entry.name}
          </span>
          <span className="font-bold text-navy-900 tabular-nums">{entry.score}</span>
        </li>
      ))}
    </ol>
  );
}, sameScores);
