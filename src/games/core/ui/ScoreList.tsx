// A game's score list beside its field of play (archery's target, basketball's court): every player with their
// colour in the game, an AI mark, their attempts and score, best first. A game whose rows light up (a fresh
// basket) passes `lightsUp`, and each row's `badge` ('+2') while it is lit.
import { memo } from 'react';
import { Bot } from 'lucide-react';
import { sameEach } from '../sameView';

export interface ScoreEntry {
  id: string;
  name: string;
  isAI: boolean;
  /** The player's colour in the game (their arrows, their ball). */
  colour: string;
  score: number;
  /** Attempts so far (arrows, shots). */
  attempts: number;
  /** The name in bold (the player at this screen, where the game marks them so). */
  strong?: boolean;
  /** While set, the row lights up with this badge. */
  badge?: string;
}

export interface ScoreListProps {
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  entries: readonly ScoreEntry[];
  /** What one attempt and several are called: ['arrow', 'arrows']. */
  attemptWords: readonly [one: string, many: string];
  /** Rows are padded and rounded so that a lit row's ring fits. */
  lightsUp?: boolean;
  /** Dots with a dark ring (colours that would fade into the card). */
  outlinedDots?: boolean;
  /** Room for the widest score: 'w-12' (three digits and more) or 'w-10'. */
  scoreWidth?: 'w-10' | 'w-12';
}

const sameEntry = (a: ScoreEntry, b: ScoreEntry) =>
  a.id === b.id &&
  a.name === b.name &&
  a.isAI === b.isAI &&
  a.colour === b.colour &&
  a.score === b.score &&
  a.attempts === b.attempts &&
  a.strong === b.strong &&
  a.badge === b.badge;

/** The same entries with the same figures and the same look: the list would read the same. */
const sameList = (a: ScoreListProps, b: ScoreListProps) =>
  a.headingId === b.headingId &&
  a.attemptWords[0] === b.attemptWords[0] &&
  a.attemptWords[1] === b.attemptWords[1] &&
  a.lightsUp === b.lightsUp &&
  a.outlinedDots === b.outlinedDots &&
  a.scoreWidth === b.scoreWidth &&
  sameEach(a.entries, b.entries, sameEntry);

/** Every player's score and attempts, best first; re-renders only when those figures change. */
export const ScoreList = memo(function ScoreList({
  headingId,
  entries,
  attemptWords: [one, many],
  lightsUp = false,
  outlinedDots = false,
  scoreWidth = 'w-12',
}: ScoreListProps) {
  const ranked = [...entries].sort((a, b) => b.score - a.score);
  return (
    <section aria-labelledby={headingId} className="card p-4">
      <h2 id={headingId} className="text-lg font-bold text-navy-900">
        Scores
      </h2>
      <ol className={`mt-2 flex flex-col ${lightsUp ? 'gap-1' : 'gap-2'}`}>
        {ranked.map((entry) => (
          <li
            key={entry.id}
            data-scored={(lightsUp && entry.badge !== undefined) || undefined}
            className={
              lightsUp
                ? `flex items-center gap-2 rounded-lg px-2 py-1 text-slate-800 ${
                    entry.badge !== undefined ? 'bg-green-100 ring-2 ring-green-700' : ''
                  }`
                : 'flex items-center gap-2 text-slate-800'
            }
          >
            <span
              aria-hidden="true"
              className={`h-3 w-3 shrink-0 rounded-full${outlinedDots ? ' border border-slate-700' : ''}`}
              style={{ backgroundColor: entry.colour }}
            />
            {entry.isAI && <Bot role="img" aria-label="AI" className="h-4 w-4 shrink-0" />}
            <span
              className={`min-w-0 flex-1 truncate ${entry.strong ? 'font-bold' : 'font-medium'}`}
            >
              {entry.name}
            </span>
            {lightsUp && entry.badge !== undefined && (
              <span className="rounded bg-green-800 px-1.5 text-sm font-bold text-white">
                {entry.badge}
              </span>
            )}
            <span className="text-sm text-slate-600 tabular-nums">
              {entry.attempts} {entry.attempts === 1 ? one : many}
            </span>
            <span className={`${scoreWidth} text-right font-bold text-navy-900 tabular-nums`}>
              {entry.score}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}, sameList);
