// The game screen of a room on the game server: the waiting room until the host starts, then the game's own
// view fed by the server (on its GameStage), with the room's players and their connections alongside.
import { createElement, Suspense } from 'react';
import { GameStage } from '../core/GameStage';
import type { GameResultEntry, GameViewProps } from '../../../shared/games/core/types';
import type { OnlineRoom } from '../online/onlineTypes';
import { findGameView } from './registry';
import { GameErrorBoundary } from './GameErrorBoundary';
import { GameLoading } from './GameLoading';
import { GameMessage } from './GameMessage';
import { useOnlineRoom } from './useOnlineRoom';
import { WaitingRoom } from './WaitingRoom';
import { RoomPlayers } from './RoomPlayers';

export const CONNECTING_TO_ROOM = 'Connecting to the room…';

interface OnlineRoomScreenProps {
  room: OnlineRoom;
  onLeave(): void;
}

// The server's results end the round (useOnlineRoundChanges); the view's own report is not needed.
const ignoreLocalResults = (_results: GameResultEntry[]) => {};

export function OnlineRoomScreen({ room, onLeave }: OnlineRoomScreenProps) {
  useOnlineRoom(room);
  const closed = room.closedReason();
  if (closed) return <GameMessage message={closed} onBack={onLeave} />;
  const view = room.view();
  const round = room.seatedRound();
  const playing = view.status === 'playing' && round !== null && round === view.round;
  if (!playing) return <WaitingRoom view={view} me={room.sessionId} onStart={() => room.start()} />;

  const View = findGameView(view.sport);
  if (!View) return <GameMessage message="Game not found" onBack={onLeave} />;
  const props: GameViewProps = {
    players: [],
    settings: { duration: view.duration, difficulty: view.difficulty, rounds: 1 },
    seed: 0,
    onFinish: ignoreLocalResults,
  };
  return (
    <div className="flex flex-col gap-4">
      <RoomPlayers
        members={view.members}
        hostId={view.hostId}
        me={room.sessionId}
        maxPlayers={view.maxPlayers}
        watching={view.watching ?? 0}
        compact
      />
      <GameErrorBoundary resetKey={`${view.sport}:${round}`} onLeave={onLeave}>
        <Suspense fallback={<GameLoading />}>
          <GameStage source={room}>{createElement(View, { key: round, ...props })}</GameStage>
        </Suspense>
      </GameErrorBoundary>
    </div>
  );
}
