// One line on whether rooms are real (issue 12): with no game server, rooms are simulated in this tab.
import { WifiOff } from 'lucide-react';

export type ServerStatus = 'connecting' | 'online' | 'offline';

export const OFFLINE_LINE = 'Game server unreachable: rooms are simulated on this device.';

export function ServerStatusLine({ status, onRetry }: { status: ServerStatus; onRetry(): void }) {
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
      className="fixed inset-x-3 bottom-3 z-30 mx-auto flex max-w-xl flex-wrap items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 shadow-lg"
      data-testid="server-status"
    >
      <WifiOff aria-hidden="true" className="h-4 w-4" />
      {OFFLINE_LINE}
      <button
        type="button"
        onClick={onRetry}
        className="ml-auto min-h-9 rounded-md px-2 font-semibold underline underline-offset-2"
      >
        Try again
      </button>
    </p>
  );
}
