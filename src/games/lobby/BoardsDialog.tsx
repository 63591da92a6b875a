// The world boards: per game Today, This week and All time, a country filter, the
// top rows and this player's own row with the rows around it, and the identity panel. Loaded from the game
// server when opened; without one it says so.
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { MINI_GAMES } from '../../../shared/games/catalog';
import type { GameId } from '../../../shared/games/core/types';
import { Avatar } from '../avatars/Avatar';
import { dateOf, flagOf, medalEmoji, PERIOD_LABELS, scoreText } from '../records/boardText';
import { countryName, countryOptions } from '../records/countries';
import type { Board, BoardPeriod, BoardRow } from '../records/resultsClient';
import { useGamesServices } from '../session/gamesServices';
import { replayHref } from '../session/gamesUrl';
import { IdentityPanel } from './IdentityPanel';
import { Modal } from './Modal';

export const NO_BOARDS = 'The boards need the game server, and it did not answer. Try again later.';
export const REPORT_REASON = 'The name is offensive or impersonates someone.';
const PERIODS: readonly BoardPeriod[] = ['today', 'week', 'all'];

type Loaded =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ok'; board: Board };

export function BoardsDialog({
  open,
  game,
  onClose,
  onSelectGame,
}: {
  open: boolean;
  game: GameId;
  onClose(): void;
  onSelectGame(game: GameId): void;
}) {
  return (
    <Modal open={open} title="World records" onClose={onClose} wide>
      <BoardsContent game={game} onSelectGame={onSelectGame} />
    </Modal>
  );
}

function BoardsContent({ game, onSelectGame }: { game: GameId; onSelectGame(game: GameId): void }) {
  const { records } = useGamesServices();
  const [period, setPeriod] = useState<BoardPeriod>('all');
  const [country, setCountry] = useState('');
  // What the last request answered, with the choice it was for: another choice is loading until its answer.
  const [answer, setAnswer] = useState<{ key: string; loaded: Loaded } | null>(null);
  const [reload, setReload] = useState(0);
  const gameLabel = useId();
  const countryLabel = useId();

  const key = `${game}|${period}|${country}|${reload}`;
  useEffect(() => {
    let live = true;
    const setLoaded = (loaded: Loaded) => live && setAnswer({ key, loaded });
    void (async () => {
      if (!(await records.probe())) {
        setLoaded({ status: 'error', message: NO_BOARDS });
        return;
      }
      const saved = records.identity.peek();
      try {
        const board = await records.client.board(game, {
          period,
          ...(country ? { country } : {}),
          secret: saved.kind === 'secret' ? saved.secret : null,
        });
        setLoaded({ status: 'ok', board });
      } catch (error) {
        setLoaded({ status: 'error', message: (error as Error).message });
      }
    })();
    return () => {
      live = false;
    };
  }, [country, game, key, period, records]);

  const loaded: Loaded = answer?.key === key ? answer.loaded : { status: 'loading' };
  const board = loaded.status === 'ok' ? loaded.board : null;
  const countries = useMemo(() => countryOptions(), []);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-semibold text-slate-800" htmlFor={gameLabel}>
          Game
          <select
            id={gameLabel}
            value={game}
            onChange={(event) => onSelectGame(event.target.value as GameId)}
            className="mt-1 min-h-11 rounded-lg border border-slate-300 px-2"
          >
            {MINI_GAMES.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
        <div role="group" aria-label="Period" className="flex gap-2">
          {PERIODS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === period}
              onClick={() => setPeriod(option)}
              className={`min-h-11 rounded-lg border px-3 text-sm font-semibold ${
                option === period
                  ? 'border-sky-700 bg-sky-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
              }`}
            >
              {PERIOD_LABELS[option]}
            </button>
          ))}
        </div>
        <label
          className="flex max-w-full flex-col text-sm font-semibold text-slate-800"
          htmlFor={countryLabel}
        >
          Country
          <select
            id={countryLabel}
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            className="mt-1 min-h-11 w-56 max-w-full rounded-lg border border-slate-300 px-2"
          >
            <option value="">All countries</option>
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {loaded.status === 'loading' && <p className="text-slate-700">Loading the board…</p>}
      {loaded.status === 'error' && (
        <p role="alert" className="text-slate-800">
          {loaded.message}
        </p>
      )}
      {board && <BoardTable board={board} />}
      <IdentityPanel onChanged={() => setReload((n) => n + 1)} />
    </div>
  );
}

function BoardTable({ board }: { board: Board }) {
  const you = board.you ?? null;
  const inTop = you !== null && board.rows.some((row) => row.playerId === you.playerId);
  const around = you && !inTop ? (board.around ?? []) : [];
  if (board.rows.length === 0) {
    return <p className="text-slate-700">No verified results on this board yet.</p>;
  }
  return (
    <div className="max-h-[50vh] overflow-auto">
      <table className="w-full text-left text-sm [&_:is(th,td)]:px-2" data-testid="board">
        <caption className="sr-only">
          {PERIOD_LABELS[board.period]}: {board.total} {board.total === 1 ? 'player' : 'players'}
        </caption>
        <thead>
          <tr className="text-slate-700">
            <th scope="col">Place</th>
            <th scope="col">Player</th>
            <th scope="col" className="text-right">
              Score
            </th>
            <th scope="col">Date</th>
            <th scope="col">
              <span className="sr-only">Replay and report</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {board.rows.map((row) => (
            <BoardRowView key={row.resultId} row={row} mine={row.playerId === you?.playerId} />
          ))}
          {around.length > 0 && (
            <tr aria-hidden="true">
              <td colSpan={5} className="text-center text-slate-500">
                ⋯
              </td>
            </tr>
          )}
          {around.map((row) => (
            <BoardRowView key={row.resultId} row={row} mine={row.playerId === you?.playerId} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BoardRowView({ row, mine }: { row: BoardRow; mine: boolean }) {
  const { records } = useGamesServices();
  const [report, setReport] = useState<'idle' | 'sent' | string>('idle');
  const sendReport = async () => {
    const saved = records.identity.peek();
    try {
      await records.client.report(
        saved.kind === 'secret' ? saved.secret : null,
        row.resultId,
        REPORT_REASON,
      );
      setReport('sent');
    } catch (error) {
      setReport((error as Error).message);
    }
  };
  const flag = flagOf(row.country);
  return (
    <tr
      data-testid="board-row"
      aria-current={mine ? 'true' : undefined}
      className={`border-t border-slate-100 ${mine ? 'bg-sky-50 font-semibold' : ''}`}
    >
      <td className="py-1 tabular-nums">
        {row.place}
        {row.medal && <span aria-label={`${row.medal} medal`}> {medalEmoji(row.medal)}</span>}
      </td>
      <td className="py-1">
        <span className="inline-flex items-center gap-2">
          <Avatar seed={row.avatar} name={row.name} size={24} />
          <span>{row.name}</span>
          {mine && <span className="text-xs text-sky-800">(you)</span>}
          {flag && row.country && (
            <span role="img" aria-label={countryName(row.country)}>
              {flag}
            </span>
          )}
        </span>
      </td>
      <td className="py-1 text-right tabular-nums">{scoreText(row.score)}</td>
      <td className="py-1 tabular-nums">{dateOf(row.date)}</td>
      <td className="py-1 text-right">
        {/* The server says when a replay is not given out yet (today's daily challenge, until midnight UTC). */}
        {row.replayable && (
          <Link to={replayHref(row.resultId)} className="mr-3 text-xs text-sky-800 underline">
            Watch replay<span className="sr-only"> of {row.name}’s run</span>
          </Link>
        )}
        {report === 'idle' ? (
          <button
            type="button"
            className="text-xs text-sky-800 underline"
            onClick={() => void sendReport()}
          >
            Report name
          </button>
        ) : (
          <span className="text-xs text-slate-700" role="status">
            {report === 'sent' ? 'Reported' : report}
          </span>
        )}
      </td>
    </tr>
  );
}
