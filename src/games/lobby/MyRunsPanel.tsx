// 'My runs' on the player's profile: the last 50 verified runs of this browser's identity, newest first, with the
// game, score, date, where it was played (and so whether it ranked) and 'Watch replay' where the server says the
// replay route gives the run out. Asked for only when opened, and only when this browser holds an identity.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { findMiniGame } from '../../../shared/games/catalog';
import { dateOf, scoreText } from '../records/boardText';
import type { MyRun, MyRunKind } from '../records/resultsClient';
import { useGamesServices } from '../session/gamesServices';
import { replayHref } from '../session/gamesUrl';

export const MY_RUNS_NONE_YET =
  'Your verified runs appear here once you finish a practice with the game server.';
export const MY_RUNS_EMPTY =
  'No verified runs yet: finish a practice with the game server and it appears here.';
export const MY_RUNS_UNREACHABLE =
  'Your runs need the game server, and it did not answer. Nothing is lost: try again later.';

const KIND_TEXT: Record<MyRunKind, string> = {
  practice: 'Practice',
  daily: 'Daily challenge',
  ghost: 'Ghost race',
  room: 'Room',
};

type Loaded =
  | { status: 'none'; message: string }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ok'; runs: MyRun[] };

export function MyRunsPanel() {
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  return (
    <details
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      onToggle={(event) => {
        const nowOpen = event.currentTarget.open;
        setOpen(nowOpen);
        // Each opening asks again: a run finished since the last look shows.
        if (nowOpen) setAttempt((n) => n + 1);
      }}
    >
      <summary className="min-h-11 cursor-pointer py-2 text-lg font-semibold text-slate-900">
        My runs
      </summary>
      {open && <MyRunsContent attempt={attempt} onRetry={() => setAttempt((n) => n + 1)} />}
    </details>
  );
}

function MyRunsContent({ attempt, onRetry }: { attempt: number; onRetry(): void }) {
  const { records } = useGamesServices();
  const [answer, setAnswer] = useState<{ attempt: number; loaded: Loaded } | null>(null);

  useEffect(() => {
    let live = true;
    const setLoaded = (loaded: Loaded) => live && setAnswer({ attempt, loaded });
    const saved = records.identity.peek();
    if (saved.kind !== 'secret') {
      setLoaded({
        status: 'none',
        message: saved.kind === 'corrupt' ? saved.message : MY_RUNS_NONE_YET,
      });
      return;
    }
    void (async () => {
      if (!(await records.probe())) {
        setLoaded({ status: 'error', message: MY_RUNS_UNREACHABLE });
        return;
      }
      try {
        setLoaded({ status: 'ok', runs: await records.client.myRuns(saved.secret) });
      } catch (error) {
        const { message, status } = error as { message: string; status?: number };
        // No answer at all reads as the server being away; a refusal is the server's own line.
        setLoaded({ status: 'error', message: status === 0 ? MY_RUNS_UNREACHABLE : message });
      }
    })();
    return () => {
      live = false;
    };
  }, [attempt, records]);

  const loaded: Loaded = answer?.attempt === attempt ? answer.loaded : { status: 'loading' };
  if (loaded.status === 'loading') return <p className="text-slate-700">Loading your runs…</p>;
  if (loaded.status === 'none') return <p className="text-slate-700">{loaded.message}</p>;
  if (loaded.status === 'error') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-slate-800">
          {loaded.message}
        </p>
        <button type="button" className="btn-secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (loaded.runs.length === 0) return <p className="text-slate-700">{MY_RUNS_EMPTY}</p>;
  return <MyRunsTable runs={loaded.runs} />;
}

function MyRunsTable({ runs }: { runs: readonly MyRun[] }) {
  const caption = useId();
  return (
    <div className="max-h-[50vh] overflow-auto">
      <table className="w-full text-left text-sm [&_:is(th,td)]:px-2" aria-describedby={caption}>
        <caption id={caption} className="pb-2 text-left text-slate-700">
          Your last {runs.length === 1 ? 'verified run' : `${runs.length} verified runs`}, newest
          first.
        </caption>
        <thead>
          <tr className="text-slate-700">
            <th scope="col">Game</th>
            <th scope="col" className="text-right">
              Score
            </th>
            <th scope="col">Date</th>
            <th scope="col">Played as</th>
            <th scope="col">
              <span className="sr-only">Replay</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <MyRunRow key={run.resultId} run={run} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MyRunRow({ run }: { run: MyRun }) {
  const game = findMiniGame(run.game);
  const name = game?.name ?? run.game;
  const date = dateOf(run.date);
  return (
    <tr data-testid="my-run" className="border-t border-slate-100">
      <td className="py-1">
        {game && <span aria-hidden="true">{game.icon} </span>}
        {name}
      </td>
      <td className="py-1 text-right tabular-nums">{scoreText(run.score)}</td>
      <td className="py-1 tabular-nums">{date}</td>
      <td className="py-1">
        {KIND_TEXT[run.kind]}
        {!run.ranked && <span className="text-slate-600"> · not ranked</span>}
      </td>
      <td className="py-1 text-right">
        {run.replayable && (
          <Link to={replayHref(run.resultId)} className="text-xs text-sky-800 underline">
            Watch replay
            <span className="sr-only">
              {' '}
              of your {name} run of {date}
            </span>
          </Link>
        )}
      </td>
    </tr>
  );
}
