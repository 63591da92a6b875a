// One line on whether rooms are real: with no game server, rooms are simulated in this tab.
import { WifiOff } from 'lucide-react';
import type { OfflineReason } from '../online/onlineService';

export type ServerStatus = 'connecting' | 'online' | 'offline';

export const OFFLINE_LINE = 'Game server unreachable: rooms are simulated on this device.';
export const NO_CONNECTION_LINE =
  'The game server answered but its connection could not open: rooms are simulated on this device.';
export const BUSY_LINE =
  'Too many tries from your connection: rooms are simulated on this device for a minute.';

const OFFLINE_LINES: Record<OfflineReason, string> = {
  'no-server': OFFLINE_LINE,
  'no-connection': NO_CONNECTION_LINE,
  busy: BUSY_LINE,
};

export function ServerStatusLine({
  status,
  reason,
  onRetry,
}: {
  status: ServerStatus;
  reason?: OfflineReason | null;
  onRetry(): void;
}) {
  if (status !== 'offline') {
    // A polite status for screen readers, and nothing to see while all is well.
    return (
      <p className="sr-only" role="status">
        {status === 'connecting' ? 'Connecting to the game server…' : ''}
      </p>
    );
  }
  // Pinned to the bottom of the screen rather than placed above the rooms: the health check answers after the
  // lobby has painted, and a line pushed in above the rooms would shift them under the visitor's eyes.
  return (
    <p
      role="status"
      className="fixed inset-x-2 bottom-2 z-30 mx-auto flex max-w-xl items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 py-1 pr-1 pl-3 text-xs text-amber-900 shadow-lg sm:bottom-3 sm:text-sm"
      data-testid="server-status"
    >
      <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="flex-1">{OFFLINE_LINES[reason ?? 'no-server']}</span>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 shrink-0 rounded-md px-2 font-semibold underline underline-offset-2"
      >
        Try again
      </button>
    </p>
  );
}
