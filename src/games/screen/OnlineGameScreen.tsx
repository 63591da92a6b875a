// The game screen's frame for a room on the game server: its header (the room's live name, players and
// timing) and the room's own screen (waiting room, then the game).
import { findMiniGame } from '../catalog';
import type { OnlineRoom } from '../online/onlineTypes';
import type { ActiveGame } from '../session/sessionState';
import { timingLabel } from '../timing';
import { frameDetails, GameFrame } from './GameFrame';
import { OnlineRoomScreen } from './OnlineRoomScreen';
import { useOnlineRoom } from './useOnlineRoom';

export function OnlineGameScreen({
  active,
  online,
  onLeave,
}: {
  active: ActiveGame;
  online: OnlineRoom;
  onLeave(): void;
}) {
  useOnlineRoom(online);
  const view = online.view();
  const game = findMiniGame(view?.sport ?? active.room.sport);
  // During a round, everyone racing (AI seats too); before it, who is in the room.
  const playing = view?.status === 'playing' && online.seatedRound() === view.round;
  const players =
    (playing ? online.roundPlayers()?.length : undefined) ?? view?.members.length ?? 0;
  return (
    <GameFrame
      icon={game?.icon}
      title={game?.name ?? active.room.sport}
      details={frameDetails(
        view?.name ?? active.room.name,
        players,
        game && view && timingLabel(game, view.duration),
        'Online',
      )}
      onLeave={onLeave}
    >
      <OnlineRoomScreen room={online} onLeave={onLeave} />
    </GameFrame>
  );
}
