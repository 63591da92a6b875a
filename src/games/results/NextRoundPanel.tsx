// The host's results in a room on the game server: who of the others is ready for the next round, live.
import { useId } from 'react';
import { Check, Clock, UserPlus, WifiOff } from 'lucide-react';
import { readinessText, type GuestReadiness } from '../leaderboard/nextRound';

const ICON = {
  ready: Check,
  'not-ready': Clock,
  'joined-since': UserPlus,
} as const;

export function NextRoundPanel({ guests }: { guests: readonly GuestReadiness[] }) {
  const headingId = useId();
  if (guests.length === 0) return null;
  const ready = guests.filter((g) => g.readiness === 'ready').length;
  return (
    <section
      aria-labelledby={headingId}
      className="card flex flex-col gap-2 p-4"
      data-testid="next-round"
    >
      <h2 id={headingId} className="text-base font-bold text-navy-900">
        Next round{' '}
        <span className="font-medium text-slate-700">
          ({ready} of {guests.length} ready)
        </span>
      </h2>
      {/* Polite: each guest's Play Again is read out to the host as it arrives. */}
      <ul aria-live="polite" className="flex flex-col gap-1.5">
        {guests.map((guest) => {
          const Icon = ICON[guest.readiness];
          return (
            <li
              key={guest.id}
              data-testid="next-round-guest"
              data-readiness={guest.readiness}
              className={`flex items-center gap-2 text-sm ${
                guest.readiness === 'ready' ? 'font-semibold text-emerald-800' : 'text-slate-700'
              }`}
            >
              <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span>{readinessText(guest)}</span>
              {!guest.connected && (
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-red-800">
                  <WifiOff aria-hidden="true" className="h-3.5 w-3.5" />
                  Disconnected
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
