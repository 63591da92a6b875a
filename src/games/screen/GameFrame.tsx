// The frame around a game, offline or online: its header (icon, name, the room's line and Leave game) above
// the game. On a phone the name and the buttons keep to one row and the room's line to the one under it, so the
// game and its controls fit the screen below.
import { useEffect, useRef, type ReactNode } from 'react';
import { LogOut } from 'lucide-react';
import { keepMotionEventsInside } from '../core/ui/motionEvents';
import { SoundToggle } from '../sound/SoundToggle';

/** The header's line under the name: the parts given, left out when empty, joined by ' · '. */
export function frameDetails(
  roomName: string,
  players: number,
  ...more: (string | false | null | undefined)[]
): string {
  const count = `${players} ${players === 1 ? 'player' : 'players'}`;
  return [roomName, count, ...more].filter(Boolean).join(' · ');
}

export function GameFrame({
  icon,
  title,
  details,
  onLeave,
  badge,
  focusTitle = false,
  children,
}: {
  icon: string | undefined;
  title: string;
  /** The room's line under the name: its name, players and timing. */
  details: string;
  onLeave(): void;
  /** A word beside the title (not on a phone), e.g. 'Watching' for a spectator, whose room's line says it too. */
  badge?: string;
  /** The title takes the focus when the frame appears (a spectator's screen has no button to start at). */
  focusTitle?: boolean;
  children: ReactNode;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    // Game buttons answer a press at once: no colour fade (it restyled the mashed button for 150 ms per press).
    <div
      ref={keepMotionEventsInside}
      className="flex flex-col gap-2 sm:gap-5 [&_button]:transition-none"
    >
      <header className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1">
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <span aria-hidden="true" className="text-2xl leading-none sm:text-3xl">
            {icon}
          </span>
          <h1
            ref={titleRef}
            tabIndex={-1}
            className="truncate text-lg font-bold text-navy-900 focus:outline-none sm:text-2xl"
          >
            {title}
          </h1>
          {/* On a phone the row is the name's: the room's line under it says the same ('Watching live'). */}
          {badge && (
            <span
              className="shrink-0 rounded-full bg-sky-700 px-2 py-0.5 text-xs font-semibold text-white max-sm:hidden"
              data-testid="game-badge"
            >
              {badge}
            </span>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <SoundToggle />
          <button type="button" className="btn-secondary shrink-0" onClick={onLeave}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {/* 'Leave' on a phone leaves the name its row; the accessible name stays 'Leave game'. */}
            <span>
              Leave<span className="max-sm:sr-only"> game</span>
            </span>
          </button>
        </div>
        {/* Its own row under the name and the buttons, so on a phone it is one line, not four beside them. */}
        <p className="col-span-2 text-xs text-slate-600 sm:text-sm">{details}</p>
      </header>
      {children}
    </div>
  );
}
