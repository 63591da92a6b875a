import { BadgeCheck, CircleSlash, Clapperboard } from 'lucide-react';
import { Link } from 'react-router';
import { replayHref } from '../session/gamesUrl';
import { verdictLines } from '../records/verdictText';
import type { Verdict } from '../records/recordsServiceTypes';

/**
 * 'Verified' with its places and the world record, or 'Not verified' and why; a link to the boards, and to the
 * run's replay, a ghost race's too (a daily challenge's is published when its day is over, so not linked here).
 */
export function VerdictPanel({ verdict, onBoards }: { verdict: Verdict; onBoards(): void }) {
  const { title, lines } = verdictLines(verdict);
  const verified = verdict.status === 'verified';
  return (
    <section
      aria-live="polite"
      data-testid="verdict"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4 ${verified ? 'border-emerald-300 bg-emerald-50' : 'border-slate-200 bg-slate-50'}`}
    >
      <div className="min-w-0">
        <p className="inline-flex items-center gap-2 font-bold text-navy-900">
          {verified ? (
            <BadgeCheck aria-hidden="true" className="h-5 w-5 text-emerald-700" />
          ) : verdict.status !== 'pending' ? (
            <CircleSlash aria-hidden="true" className="h-5 w-5 text-slate-600" />
          ) : null}
          {title}
        </p>
        {lines.map((line) => (
          <p key={line} className="text-sm text-slate-800">
            {line}
          </p>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        {verdict.status === 'verified' && verdict.kind !== 'daily' && (
          <Link to={replayHref(verdict.resultId)} className="btn-secondary">
            <Clapperboard aria-hidden="true" className="h-4 w-4" />
            Watch replay
          </Link>
        )}
        {verdict.status !== 'offline' && (
          <button type="button" className="btn-secondary" onClick={onBoards}>
            Boards
          </button>
        )}
      </div>
    </section>
  );
}
