import { useEffect, useId, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { MINI_GAMES } from '../../../shared/games/catalog';
import type { SportFilter } from '../../../shared/protocol/lobbyPage';
import { CreateGameDialog } from './CreateGameDialog';
import type { LobbyRooms } from '../rooms/lobbyRooms';
import type { OfflineReason } from '../online/onlineService';
import { ServerStatusLine, type ServerStatus } from './ServerStatusLine';
import type { NewRoom } from '../../../shared/rooms/types';
import { JoinPrivateForm } from './JoinPrivateForm';
import { PrivateGameDialog } from './PrivateGameDialog';
import { RoomCard } from './RoomCard';
import { QuickMatchPanel } from './QuickMatchPanel';
import type { GameId } from '../../../shared/games/core/types';

interface MultiplayerPanelProps {
  rooms: LobbyRooms;
  /** Whether a game server answers; without one the rooms are simulated in this tab. */
  serverStatus: ServerStatus;
  /** Why the rooms are simulated, when they are. */
  offlineReason?: OfflineReason | null;
  onRetryServer(): void;
  onJoinRoom(roomId: string): void;
  /** Watches a public room in progress: given only when the rooms are the game server's. */
  onWatchRoom?(roomId: string): void;
  onJoinCode(code: string): void;
  /** 'Play now' on a game: into the fullest waiting room of it, or a new one (resolves once settled). */
  onQuickMatch?(gameId: GameId): Promise<void>;
}

export function MultiplayerPanel({
  rooms,
  serverStatus,
  offlineReason = null,
  onRetryServer,
  onJoinRoom,
  onWatchRoom,
  onJoinCode,
  onQuickMatch,
}: MultiplayerPanelProps) {
  const [filter, setFilter] = useState<SportFilter>('all');
  const [creating, setCreating] = useState(false);
  // The private room just made: its code is shared, then its host goes in.
  const [made, setMade] = useState<{ roomId: string; code: string } | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const id = useId();

  // The game server lists the first page of the filter's rooms: it is told the filter, and the list is
  // filtered here too (pages of the previous filter may still be on their way).
  const { filterSport } = rooms;
  useEffect(() => filterSport(filter), [filterSport, filter]);
  const publicRooms = rooms.publicRooms.filter((room) => filter === 'all' || room.sport === filter);
  const publicTotal = rooms.publicTotal(filter);
  // Private rooms stay off the public list; the host finds theirs here, with the code to share.
  const yourPrivateRooms = rooms.yourPrivateRooms;

  const create = async (values: NewRoom) => {
    setCreating(false);
    const outcome = await rooms.create(values);
    if (!outcome.ok) {
      window.alert(outcome.message);
      return;
    }
    // The new room heads the list, marked as yours, whatever the filter was. A public room's host goes
    // straight into it; a private room first shows its code to share (SPEC §4), and Done takes the host in.
    setFilter('all');
    if (outcome.inviteCode) setMade({ roomId: outcome.roomId, code: outcome.inviteCode });
    else onJoinRoom(outcome.roomId);
  };

  // However the share dialog closes (Done, Close, Escape), the host goes into the room: the code stays on
  // its waiting screen to share again.
  const shared = () => {
    if (!made) return;
    setMade(null);
    onJoinRoom(made.roomId);
  };

  return (
    // Room under the pinned offline line, so it never hides the last room card.
    <div
      className={`flex flex-col gap-6 ${serverStatus === 'offline' ? 'pb-24' : ''}`}
      data-server={serverStatus}
    >
      <ServerStatusLine status={serverStatus} reason={offlineReason} onRetry={onRetryServer} />
      <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
        <JoinPrivateForm onJoin={onJoinCode} />
        <button
          ref={createButton}
          type="button"
          onClick={() => setCreating(true)}
          className="btn-primary min-h-12 px-6 text-base"
        >
          <Plus aria-hidden="true" className="h-5 w-5" />
          Create Game
        </button>
      </div>

      {onQuickMatch && <QuickMatchPanel onPlayNow={onQuickMatch} />}

      {yourPrivateRooms.length > 0 && (
        <section aria-labelledby={`${id}-yours`}>
          <h2 id={`${id}-yours`} className="text-xl font-bold text-navy-900">
            Your Private Games
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {yourPrivateRooms.map((room) => (
              <RoomCard key={room.id} room={room} onJoin={onJoinRoom} showInviteCode />
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={`${id}-public`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-public`} className="text-xl font-bold text-navy-900">
            Public Games
          </h2>
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-filter`} className="text-sm font-semibold text-slate-800">
              Sport
            </label>
            <select
              id={`${id}-filter`}
              value={filter}
              onChange={(e) => setFilter(e.target.value as SportFilter)}
              className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-slate-900"
            >
              <option value="all">All Sports</option>
              {MINI_GAMES.map((game) => (
                <option key={game.id} value={game.id}>
                  {game.name}
                </option>
              ))}
            </select>
          </div>
        </div>

        {publicRooms.length > 0 ? (
          <>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {publicRooms.map((room) => (
                <RoomCard
                  key={room.id}
                  room={room}
                  onJoin={onJoinRoom}
                  {...(onWatchRoom ? { onWatch: onWatchRoom } : {})}
                />
              ))}
            </ul>
            {publicTotal > publicRooms.length && (
              <p className="mt-4 text-slate-700" data-testid="more-rooms">
                Showing the newest {publicRooms.length} of {publicTotal} public games.
                {filter === 'all' && ' Pick a sport to narrow the list.'}
              </p>
            )}
          </>
        ) : (
          <div className="card mt-4 p-8 text-center">
            <p className="text-lg font-semibold text-navy-900">No public games available</p>
            <p className="mt-1 text-slate-700">Try creating your own game!</p>
          </div>
        )}
      </section>

      <CreateGameDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreate={(values) => void create(values)}
        returnFocusTo={createButton}
      />
      <PrivateGameDialog code={made?.code ?? null} onClose={shared} returnFocusTo={createButton} />
    </div>
  );
}
