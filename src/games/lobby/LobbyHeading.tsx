import type { ReactNode } from 'react';

/** Focused when a visitor comes back from a game, so screen readers start at the top of the lobby. */
export const LOBBY_HEADING_ID = 'games-lobby-heading';

/** The lobby's column: its heading, the player banner and the tabs, one under the other. */
export function LobbyStack({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-6">{children}</div>;
}

export function LobbyHeading() {
  return (
    <h1
      id={LOBBY_HEADING_ID}
      tabIndex={-1}
      className="text-3xl font-bold text-navy-900 focus:outline-none"
    >
      Play Games
    </h1>
  );
}
