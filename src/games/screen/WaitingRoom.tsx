// An online room before its game starts: the game's ready screen (the spec's instruction text),
// the room's name, its invite code when private, the players (live), and the start button for the host.
import { useEffect, useRef } from 'react';
import { findMiniGame } from '../../../shared/games/catalog';
import { READY_TEXTS } from '../../../shared/games/readyTexts';
import type { OnlineRoomView } from '../online/onlineTypes';
import { RoomPlayers } from './RoomPlayers';
import { aiLevelText } from '../core/ui/ReadyScreen';
import { aiJoinText, STARTS_WITH_COUNT } from '../../../shared/rooms/quickMatch';

export const WAITING_FOR_HOST = 'Waiting for the host to start…';
export const ROUND_UNDER_WAY = 'A round is under way: you play in the next one.';

interface WaitingRoomProps {
  view: OnlineRoomView;
  me: string;
  onStart(): void;
}

export function WaitingRoom({ view, me, onStart }: WaitingRoomProps) {
  const game = findMiniGame(view.sport);
  const ready = READY_TEXTS[view.sport];
  const isHost = view.hostId === me;
  const canStart = isHost && view.status === 'waiting';
  const startRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (canStart) startRef.current?.focus();
  }, [canStart]);
  const humans = view.members.filter((m) => !m.isAI).length;
  const others = view.members.length - 1;
  // AI seats play at the room's level: the sample rooms' bots, or the seats a host alone gets at the start.
  const playsAI = view.members.some((m) => m.isAI) || (humans === 1 && others === 0);
  // A quick-match room counts down to its AI players (not a live region: a line a second would be noise).
  const aiJoinIn = view.status === 'waiting' && view.round === 0 ? (view.aiJoinIn ?? 0) : 0;

  return (
    <div
      // As wide as the page allows, whatever the names in it: a long one is cut short, not the card stretched.
      className="card mx-auto flex w-full max-w-xl flex-col gap-5 p-6 sm:p-8"
      data-testid="waiting-room"
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <span aria-hidden="true" className="text-6xl">
          {game?.icon}
        </span>
        <h2 className="text-2xl font-bold text-navy-900">{view.name}</h2>
        <p className="text-lg text-slate-800">{ready.instructions}</p>
        {playsAI && (
          <p className="text-sm font-semibold text-slate-700" data-testid="ai-level">
            {aiLevelText(view.difficulty)}
          </p>
        )}
        {view.inviteCode && (
          <p className="text-slate-700">
            Invite code{' '}
            <span
              className="font-mono text-lg font-bold tracking-widest text-navy-900"
              data-testid="room-code"
            >
              {view.inviteCode}
            </span>
          </p>
        )}
      </div>
      <RoomPlayers
        members={view.members}
        hostId={view.hostId}
        me={me}
        maxPlayers={view.maxPlayers}
        watching={view.watching ?? 0}
      />
      {aiJoinIn > 0 && (
        <p
          role="timer"
          className="text-center font-semibold text-navy-900"
          data-testid="ai-join-countdown"
        >
          {aiJoinText(aiJoinIn, view.maxPlayers - view.members.length)}
        </p>
      )}
      <div className="flex flex-col items-center gap-2 text-center" aria-live="polite">
        {canStart ? (
          <>
            <button
              ref={startRef}
              type="button"
              className="btn-primary min-h-14 px-8 text-lg"
              onClick={onStart}
            >
              {ready.startLabel}
            </button>
            <p className="text-sm text-slate-600">
              {humans === 1 && others === 0
                ? 'You can start alone: AI opponents take the empty seats.'
                : 'Everyone in the room plays this round.'}
            </p>
          </>
        ) : (
          <p className="font-semibold text-navy-900">
            {view.status === 'playing'
              ? ROUND_UNDER_WAY
              : aiJoinIn > 0
                ? STARTS_WITH_COUNT
                : WAITING_FOR_HOST}
          </p>
        )}
      </div>
    </div>
  );
}
