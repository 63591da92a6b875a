import { createElement, Suspense, useCallback, useEffect } from 'react';
import { findMiniGame } from '../catalog';
import { findGameView } from '../registry';
import type { GameResultEntry } from '../core/types';
import type { ActiveGame } from '../session/sessionState';
import { GameErrorBoundary } from './GameErrorBoundary';
import { GameLoading } from './GameLoading';
import { GameMessage } from './GameMessage';
import { frameDetails, GameFrame } from './GameFrame';
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
    <GameFrame
      icon={game?.icon}
      title={game?.name ?? sport ?? ''}
      details={frameDetails(
        active.room.name,
        active.players.length,
        game && timingLabel(game, active.settings.duration),
      )}
      onLeave={onLeave}
    >
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
    </GameFrame>
  );
}
