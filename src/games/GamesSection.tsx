import type { ReactNode } from 'react';

/** The /games route's column, around the lobby, a game and the leaderboard. */
export function GamesSection({ children }: { children: ReactNode }) {
  return <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6">{children}</section>;
}
