import { createElement, Suspense, useCallback, useEffect } from 'react';
import { LogOut } from 'lucide-react';
import { findMiniGame } from '../catalog';
import { findGameView } from '../registry';
import type { GameResultEntry } from '../core/types';
import type { ActiveGame } from '../session/sessionState';
import { GameErrorBoundary } from './GameErrorBoundary';
import { GameLoading } from './GameLoading';
import { GameMessage } from './GameMessage';
import { keepMotionEventsInside } from '../core/ui/motionEvents';
import { warmAvatars } from '../avatars/warmAvatars';
import { timingLabel } from '../timing';
import { OnlineGameScreen } from './OnlineGameScreen';

export const NO_ACTIVE_GAME = 'Error: No active game.';
export const GAME_NOT_FOUND = 'Game not found';

interface GameScreenProps {
  active: ActiveGame | null;
  /** The sport to play; normally the active room's. */
  sport?: string;
  onFinish(playId: number, results: GameResultEntry[]): void;
  onLeave(): void;
}

/** SPEC §2 game screen: picks the view by sport and hands it the players, settings and a fresh seed. */
export function GameScreen({
  active,
  sport = active?.room.sport,
  onFinish,
  onLeave,
}: GameScreenProps) {
  const playId = active?.playId ?? 0;
  const finish = useCallback(
    (results: GameResultEntry[]) => onFinish(playId, results),
    [onFinish, playId],
  );
  // The leaderboard at the end shows every player's avatar: made while the game runs, not in that frame.
  const players = active?.players;
  useEffect(
    () => (players ? warmAvatars(players.map((player) => player.avatar)) : undefined),
    [players],
  );

  if (!active) return <GameMessage message={NO_ACTIVE_GAME} onBack={onLeave} />;
  if (active.online)
    return <OnlineGameScreen active={active} online={active.online} onLeave={onLeave} />;
  const View = sport === undefined ? undefined : findGameView(sport);
  if (!View) return <GameMessage message={GAME_NOT_FOUND} onBack={onLeave} />;
  const game = findMiniGame(sport ?? '');

  return (
    // Game buttons answer a press at once: no colour fade (it restyled the mashed button for 150 ms per press).
    <div ref={keepMotionEventsInside} className="flex flex-col gap-5 [&_button]:transition-none">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="text-3xl">
            {game?.icon}
          </span>
          <div>
            <h1 className="text-2xl font-bold text-navy-900">{game?.name ?? sport}</h1>
            <p className="text-sm text-slate-600">
              {active.room.name} · {active.players.length}{' '}
              {active.players.length === 1 ? 'player' : 'players'}
              {game && ` · ${timingLabel(game, active.settings.duration)}`}
            </p>
          </div>
        </div>
        <button type="button" className="btn-secondary" onClick={onLeave}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Leave game
        </button>
      </header>
      <GameErrorBoundary resetKey={`${sport}:${playId}`} onLeave={onLeave}>
        <Suspense fallback={<GameLoading />}>
          {/* The views are lazy components from the registry's static table, not made here. */}
          {createElement(View, {
            key: playId,
            players: active.players,
            settings: active.settings,
            seed: active.seed,
            onFinish: finish,
          })}
        </Suspense>
      </GameErrorBoundary>
    </div>
  );
}
