// The game screen's frame for a room on the game server: its header (the room's live name, players and
// timing) and the room's own screen (waiting room, then the game).
import { LogOut } from 'lucide-react';
import { findMiniGame } from '../catalog';
import type { OnlineRoom } from '../online/onlineTypes';
import type { ActiveGame } from '../session/sessionState';
import { timingLabel } from '../timing';
import { keepMotionEventsInside } from '../core/ui/motionEvents';
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
    <div ref={keepMotionEventsInside} className="flex flex-col gap-5 [&_button]:transition-none">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="text-3xl">
            {game?.icon}
          </span>
          <div>
            <h1 className="text-2xl font-bold text-navy-900">{game?.name ?? active.room.sport}</h1>
            <p className="text-sm text-slate-600">
              {view?.name ?? active.room.name} · {players} {players === 1 ? 'player' : 'players'}
              {game && view && ` · ${timingLabel(game, view.duration)}`} · Online
            </p>
          </div>
        </div>
        <button type="button" className="btn-secondary" onClick={onLeave}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Leave game
        </button>
      </header>
      <OnlineRoomScreen room={online} onLeave={onLeave} />
    </div>
  );
}
