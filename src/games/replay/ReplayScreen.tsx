// /games?replay=ID: a stored verified run (or room round, with every seat) played back in its game's own view (the
// lazy chunk the game plays in),
// with whose run it is, the score and the date above, and pause / play, speeds, restart, a scrubber and Copy link
// below. A link that names no replay, a server that does not answer, a withheld or missing run, a damaged log or
// a run of other rules versions shows a clear message and the way back instead.
import { createElement, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ArrowLeft, Ghost } from 'lucide-react';
import { Link } from 'react-router';
import { findMiniGame } from '../../../shared/games/catalog';
import { GHOST_GAMES } from '../../../shared/games/ghostGames';
import { HUMAN_PLAYER_ID } from '../../../shared/games/core/players';
import type {
  GameId,
  GamePlayer,
  GameResultEntry,
  GameSettings,
} from '../../../shared/games/core/types';
import { decodeRunLog } from '../../../shared/runs/runLogDecode';
import type { RunLog } from '../../../shared/runs/runLog';
import { practicePlayers } from '../../../shared/runs/replayRun';
import { parseRoomLog, roomPlayers, roomSeatId } from '../../../shared/runs/roomLog';
import { RULES_VERSIONS } from '../../../shared/runs/rulesVersions';
import { GameStage } from '../core/GameStage';
import type { GhostRun } from '../core/ghostGameSource';
import {
  ReplayPlayback,
  replayGames,
  roomTimeline,
  runTimeline,
  type ReplaySpeed,
  type ReplayTimeline,
} from '../core/replayGameSource';
import { dateOf, scoreText } from '../records/boardText';
import { selectText, useCopy } from '../lobby/useCopy';
import { GameErrorBoundary } from '../screen/GameErrorBoundary';
import { GameLoading } from '../screen/GameLoading';
import { findGameView } from '../screen/registry';
import { ghostHref, REPLAY_ID, replayHref } from '../session/gamesUrl';
import { fetchReplay, ReplayLoadError, REPLAY_NO_ANSWER, type StoredReplay } from './replayClient';
import { ReplayControls } from './ReplayControls';
import {
  BAD_REPLAY_LINK,
  DAMAGED_REPLAY,
  GHOST_RACE_AGAINST,
  GHOST_RACE_RUN,
  NOT_RANKED,
  rulesChangedText,
} from './replayText';
import { useReplayKeys } from './useReplayKeys';

/** A replay ready to play: its seats, settings and seed as the view takes them, whose seat is the run's, and its timeline. */
interface Playable {
  players: GamePlayer[];
  settings: GameSettings;
  seed: number;
  me: string;
  timeline: ReplayTimeline;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ok'; replay: StoredReplay; playable: Playable };

/**
 * A stored run's log when it decodes as a run of `game` under the running rules; the rules version it was played
 * under when that is another; null when it is damaged or of another game.
 */
function runLogOf(game: GameId, log: string): RunLog | number | null {
  const decoded = decodeRunLog(log);
  if (!decoded.ok || decoded.log.game !== game) return null;
  const { rulesVersion } = decoded.log;
  return rulesVersion === RULES_VERSIONS[game] ? decoded.log : rulesVersion;
}

/**
 * A practice run's seats: its player named (names never change what the rules do, tested); a ghost race's with
 * its ghost, when the ghost's run could be loaded and is of the same game, seed and rules.
 */
function runPlayable(
  replay: StoredReplay,
  log: string,
  ghost: GhostRun | null,
): Playable | number | null {
  const run = runLogOf(replay.game, log);
  if (run === null || typeof run === 'number') return run;
  const { seed, aiSeats, settings } = run;
  const players = practicePlayers(seed, aiSeats).map((player) =>
    player.id === HUMAN_PLAYER_ID
      ? { ...player, name: replay.playerName, avatar: replay.playerName }
      : player,
  );
  const raced = ghost && ghost.log.seed === seed ? ghost : undefined;
  const timeline = runTimeline(run, players, raced);
  return { players, settings, seed, me: HUMAN_PLAYER_ID, timeline };
}

/**
 * The run a ghost race raced, to play beside it: loaded like any replay. Null when there is none, or it is gone,
 * withheld, damaged or of other rules: the race then plays alone.
 */
async function ghostOf(replay: StoredReplay, origin: string): Promise<GhostRun | null> {
  if (!replay.ghost || replay.played.kind !== 'run') return null;
  try {
    const ghost = await fetchReplay(String(replay.ghost.resultId), origin);
    if (ghost.played.kind !== 'run') return null;
    const log = runLogOf(replay.game, ghost.played.log);
    return log !== null && typeof log !== 'number' ? { name: replay.ghost.playerName, log } : null;
  } catch {
    return null;
  }
}

/** A room round's seats as the room named them; the run is its seat's. */
function roomPlayable(round: unknown, seat: number): Playable | null {
  const parsed = parseRoomLog(round);
  if (!parsed.ok || seat < 0 || seat >= parsed.log.seats.length) return null;
  const { log } = parsed;
  const players = roomPlayers(log);
  const timeline = roomTimeline(log);
  return { players, settings: log.settings, seed: log.seed, me: roomSeatId(seat), timeline };
}

/** What a stored replay can show: its run, or why not. */
function checkReplay(replay: StoredReplay, ghost: GhostRun | null = null): Loaded {
  const running = RULES_VERSIONS[replay.game];
  const rulesChanged = (recorded: number): Loaded => {
    const name = findMiniGame(replay.game)?.name ?? replay.game;
    return { status: 'error', message: rulesChangedText(name, recorded, running) };
  };
  if (replay.rulesVersion !== running) return rulesChanged(replay.rulesVersion);
  const { played } = replay;
  const playable =
    played.kind === 'run'
      ? runPlayable(replay, played.log, ghost)
      : roomPlayable(played.round, played.seat);
  if (typeof playable === 'number') return rulesChanged(playable);
  if (!playable) return { status: 'error', message: DAMAGED_REPLAY };
  return { status: 'ok', replay, playable };
}

export default function ReplayScreen({ id, onBack }: { id: string; onBack(): void }) {
  const valid = REPLAY_ID.test(id);
  const [answer, setAnswer] = useState<{ id: string; loaded: Loaded } | null>(null);

  useEffect(() => {
    if (!valid) return;
    let live = true;
    void (async () => {
      let loaded: Loaded;
      try {
        const replay = await fetchReplay(id, window.location.origin);
        loaded = checkReplay(replay, await ghostOf(replay, window.location.origin));
      } catch (error) {
        loaded = {
          status: 'error',
          message: error instanceof ReplayLoadError ? error.message : REPLAY_NO_ANSWER,
        };
      }
      if (live) setAnswer({ id, loaded });
    })();
    return () => {
      live = false;
    };
  }, [id, valid]);

  const loaded: Loaded = !valid
    ? { status: 'error', message: BAD_REPLAY_LINK }
    : answer?.id === id
      ? answer.loaded
      : { status: 'loading' };

  if (loaded.status === 'loading') {
    return (
      <div className="flex min-h-64 items-center justify-center" role="status">
        <span className="text-slate-700">Loading the replay…</span>
      </div>
    );
  }
  if (loaded.status === 'error') {
    return (
      <div className="card mx-auto max-w-lg p-8 text-center" data-testid="replay-message">
        <h1 className="text-xl font-bold text-navy-900">Replay</h1>
        <p role="alert" className="mt-3 text-slate-800">
          {loaded.message}
        </p>
        <button type="button" className="btn-primary mt-6" onClick={onBack}>
          Back to games
        </button>
      </div>
    );
  }
  return (
    <ReplayPlayer key={id} replay={loaded.replay} playable={loaded.playable} onBack={onBack} />
  );
}

function ReplayPlayer({
  replay,
  playable,
  onBack,
}: {
  replay: StoredReplay;
  playable: Playable;
  onBack(): void;
}) {
  const game = findMiniGame(replay.game);
  const View = findGameView(replay.game);
  const { players, settings, seed, me, timeline } = playable;
  const playback = useMemo(() => new ReplayPlayback(timeline), [timeline]);
  const binder = useMemo(() => replayGames(playback, me), [playback, me]);
  // The page starts at the replay's heading, also for a screen reader, wherever the link to it was.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);
  // A view whose game was over has stopped its clock: going back in time mounts it again.
  const [viewKey, setViewKey] = useState(0);
  const moved = useCallback(() => {
    if (playback.leftTheEnd()) setViewKey((key) => key + 1);
  }, [playback]);
  useReplayKeys(playback, moved);

  const [finalScore, setFinalScore] = useState<number | null>(null);
  const finish = useCallback(
    (results: GameResultEntry[]) => {
      const you = results.find((entry) => entry.playerId === me);
      if (you) setFinalScore(you.score);
    },
    [me],
  );

  const link = replayHref(replay.resultId, window.location.origin);
  const { state: copyState, copy } = useCopy();
  const linkRef = useRef<HTMLSpanElement>(null);
  const copyLink = async () => {
    if ((await copy(link)) === 'manual') selectText(linkRef.current);
  };

  return (
    <div className="flex flex-col gap-3">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <span aria-hidden="true" className="text-2xl leading-none sm:text-3xl">
            {game?.icon}
          </span>
          <div className="min-w-0">
            <h1
              ref={heading}
              tabIndex={-1}
              className="truncate text-lg font-bold text-navy-900 focus:outline-none sm:text-2xl"
            >
              {game?.name ?? replay.game} replay
            </h1>
            <p className="text-xs text-slate-700 sm:text-sm" data-testid="replay-header">
              {replay.playerName}’s run · {scoreText(replay.score)} points · {dateOf(replay.date)}
              {replay.ghostRace && !replay.ghost && ` · ${GHOST_RACE_RUN}`}
              {replay.ghost && (
                <>
                  {' · '}
                  {GHOST_RACE_AGAINST}
                  <Link className="text-sky-800 underline" to={replayHref(replay.ghost.resultId)}>
                    {replay.ghost.playerName}
                  </Link>
                  {NOT_RANKED}
                </>
              )}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {/* A practice run of a game with ghosts can be raced: its ghost link opens that practice. */}
          {replay.played.kind === 'run' && GHOST_GAMES.includes(replay.game) && (
            <Link className="btn-secondary" to={ghostHref(replay.resultId, replay.game)}>
              <Ghost aria-hidden="true" className="h-4 w-4" />
              Race this run
            </Link>
          )}
          <button type="button" className="btn-secondary" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to games
          </button>
        </div>
      </header>
      <ReplayControls
        playback={playback}
        copyState={copyState}
        onToggle={() => {
          playback.toggle();
          moved();
        }}
        onSpeed={(speed: ReplaySpeed) => playback.setSpeed(speed)}
        onRestart={() => {
          playback.restart();
          moved();
        }}
        onSeek={(positionMs) => {
          playback.seek(positionMs);
          moved();
        }}
        onCopy={() => void copyLink()}
      />
      {copyState === 'manual' && (
        <p className="text-sm text-slate-800">
          Copy this link by hand:{' '}
          <span ref={linkRef} className="font-mono select-all">
            {link}
          </span>
        </p>
      )}
      <p role="status" className="min-h-5 text-sm font-semibold text-slate-800">
        {finalScore !== null ? `Final score ${scoreText(finalScore)}` : ''}
      </p>
      {View ? (
        <GameErrorBoundary resetKey={`${replay.resultId}`} onLeave={onBack}>
          <Suspense fallback={<GameLoading />}>
            <GameStage source={binder} quiet>
              {createElement(View, {
                key: viewKey,
                players,
                settings,
                seed,
                onFinish: finish,
              })}
            </GameStage>
          </Suspense>
        </GameErrorBoundary>
      ) : (
        <p role="alert">{DAMAGED_REPLAY}</p>
      )}
    </div>
  );
}
