import { useId, type MouseEvent } from 'react';
import { Clock, Eye, Globe, KeyRound, Lock, Users } from 'lucide-react';
import { findMiniGame } from '../../../shared/games/catalog';
import { isCardFull, isCardWatchable, type RoomCardData } from '../rooms/roomCards';
import { DifficultyBadge } from './DifficultyBadge';
import { timingLabel } from '../../../shared/games/timing';

interface RoomCardProps {
  room: RoomCardData;
  onJoin(roomId: string): void;
  /** Watch a public room in progress, with no seat (rooms on the game server only). */
  onWatch?(roomId: string): void;
  /** For the host's own private rooms: show the invite code to share. */
  showInviteCode?: boolean;
}

/** Ignores the second click of a double click (e.g. one that landed here after a dialog closed). */
export function isRepeatClick(event: MouseEvent): boolean {
  return event.detail > 1;
}

/** SPEC §2 room card: name, type, players current/max, duration in seconds, difficulty, Join Game. */
export function RoomCard({ room, onJoin, onWatch, showInviteCode = false }: RoomCardProps) {
  const nameId = useId();
  // A room you are already inside never locks you out, even when its seats are taken.
  const full = isCardFull(room);
  const game = findMiniGame(room.sport);
  const watchable = onWatch && isCardWatchable(room);
  return (
    <li className="card flex flex-col gap-3 p-4" data-testid="room-card">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="text-3xl leading-none">
          {game?.icon ?? '🎮'}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="font-bold text-navy-900">
            {room.name}
          </h3>
          <p className="text-sm text-slate-600">
            {game?.name ?? room.sport} ·{' '}
            {room.status === 'playing' ? 'In progress' : 'Waiting for players'}
          </p>
          {room.youAreIn && (
            <p
              className="mt-1 inline-block rounded-full bg-sky-700 px-2 py-0.5 text-xs font-semibold text-white"
              data-testid="your-room"
            >
              {room.youHost ? 'Your room' : 'You are in this room'}
            </p>
          )}
        </div>
        <DifficultyBadge difficulty={room.difficulty} />
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="inline-flex items-center gap-1 capitalize">
          {room.type === 'private' ? (
            <Lock aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Globe aria-hidden="true" className="h-4 w-4" />
          )}
          {room.type}
        </li>
        <li className="inline-flex items-center gap-1">
          <Users aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">Players: </span>
          <span data-testid="room-players">
            {room.players}/{room.maxPlayers}
          </span>
        </li>
        <li className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{game?.timing === 'run' ? 'Course: ' : 'Duration: '}</span>
          <span data-testid="room-duration">
            {game ? timingLabel(game, room.duration) : `${room.duration}s`}
          </span>
        </li>
        {showInviteCode && room.inviteCode && (
          <li className="inline-flex items-center gap-1">
            <KeyRound aria-hidden="true" className="h-4 w-4" />
            Code <span className="font-mono font-semibold text-navy-900">{room.inviteCode}</span>
          </li>
        )}
      </ul>
      <button
        type="button"
        disabled={full}
        aria-describedby={nameId}
        onClick={(event) => !isRepeatClick(event) && onJoin(room.id)}
        className={full ? 'btn-secondary mt-auto' : 'btn-primary mt-auto'}
      >
        {/* SPEC §2's two words; a room this tab is in says so in its badge ('Your room'). */}
        {full ? 'Room Full' : 'Join Game'}
      </button>
      {watchable && (
        <button
          type="button"
          aria-label={`Watch ${room.name}`}
          onClick={(event) => !isRepeatClick(event) && onWatch(room.id)}
          className="btn-secondary"
        >
          <Eye aria-hidden="true" className="h-4 w-4" />
          Watch
        </button>
      )}
    </li>
  );
}
