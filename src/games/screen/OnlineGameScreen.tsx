// The game screen's frame for a room on the game server: its header (the room's live name, players and
// timing) and the room's own screen (waiting room, then the game).
import { findMiniGame } from '../../../shared/games/catalog';
import type { OnlineRoom } from '../online/onlineTypes';
import { timingLabel } from '../../../shared/games/timing';
import { frameDetails, GameFrame } from './GameFrame';
import { OnlineRoomScreen } from './OnlineRoomScreen';
import { useOnlineRoom } from './useOnlineRoom';

export function OnlineGameScreen({ online, onLeave }: { online: OnlineRoom; onLeave(): void }) {
  useOnlineRoom(online);
  const view = online.view();
  const game = findMiniGame(view.sport);
  // During a round, everyone racing (AI seats too); before it, who is in the room.
  const playing = view.status === 'playing' && online.seatedRound() === view.round;
  const spectator = online.watchOnly === true;
  // Once the room has closed there is nothing live to watch: the line and the badge say so no longer.
  const watching = spectator && online.closedReason() === null;
  const players = (playing ? online.roundPlayers()?.length : undefined) ?? view.members.length;
  return (
    <GameFrame
      icon={game?.icon}
      title={game?.name ?? view.sport}
      details={frameDetails(
        view.name,
        players,
        game && timingLabel(game, view.duration),
        watching ? 'Watching live' : !spectator && 'Online',
      )}
      onLeave={onLeave}
      {...(watching ? { badge: 'Watching' } : {})}
      focusTitle={spectator}
    >
      <OnlineRoomScreen room={online} onLeave={onLeave} />
    </GameFrame>
  );
}
