// The players of an online room, live: who hosts, who is a bot, who dropped, who plays the next round.
import { Bot, Crown, Eye, WifiOff } from 'lucide-react';
import { Avatar } from '../avatars/Avatar';
import type { MemberView } from '../../../shared/protocol/protocol';
import { HUMAN_PLAYER_NAME } from '../../../shared/games/core/players';

interface RoomPlayersProps {
  members: readonly MemberView[];
  hostId: string;
  me: string;
  maxPlayers: number;
  /** One wrapping row of small chips (during play), instead of a list. */
  compact?: boolean;
  /** How many spectators watch (they are not players and take no seat). */
  watching?: number;
}

export function RoomPlayers({
  members,
  hostId,
  me,
  maxPlayers,
  compact = false,
  watching = 0,
}: RoomPlayersProps) {
  return (
    <section aria-label="Players in this room">
      <h3 className={compact ? 'sr-only' : 'text-sm font-semibold text-slate-700'}>
        Players{' '}
        <span className="tabular-nums">
          {members.length}/{maxPlayers}
        </span>
      </h3>
      <ul
        className={compact ? 'flex flex-wrap gap-1.5' : 'mt-2 flex flex-col gap-2'}
        data-testid="room-members"
      >
        {members.map((member) => {
          const you = member.id === me;
          const name = you ? HUMAN_PLAYER_NAME : member.name;
          return (
            <li
              key={member.id}
              data-testid="room-member"
              className={
                compact
                  ? 'flex max-w-full min-w-0 items-center gap-1.5 rounded-full bg-white px-2 py-0.5 text-sm shadow-sm'
                  : 'flex items-center gap-3 rounded-xl bg-slate-50 px-3 py-2'
              }
            >
              <Avatar seed={member.avatar} name={member.name} size={compact ? 20 : 32} />
              <span className={`min-w-0 flex-1 truncate ${you ? 'font-bold' : 'font-medium'}`}>
                {name}
              </span>
              {member.id === hostId && (
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-amber-800">
                  <Crown aria-hidden="true" className="h-3.5 w-3.5" />
                  Host
                </span>
              )}
              {member.isAI && (
                <span className="inline-flex items-center gap-1 text-xs text-slate-600">
                  <Bot aria-hidden="true" className="h-3.5 w-3.5" />
                  AI
                </span>
              )}
              {!member.connected && !member.isAI && (
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-red-800">
                  <WifiOff aria-hidden="true" className="h-3.5 w-3.5" />
                  Disconnected
                </span>
              )}
              {member.waitingForNextRound && (
                <span className="text-xs text-slate-600">Next round</span>
              )}
            </li>
          );
        })}
      </ul>
      {watching > 0 && (
        <p
          className={`inline-flex items-center gap-1 text-xs text-slate-600 ${compact ? 'mt-1' : 'mt-2'}`}
          data-testid="room-watching"
        >
          <Eye aria-hidden="true" className="h-3.5 w-3.5" />
          {watching} watching
        </p>
      )}
    </section>
  );
}
