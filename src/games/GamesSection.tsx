import type { ReactNode } from 'react';

/**
 * The /games route's column, around the lobby, a game and the leaderboard. A game sits closer to the top bar
 * on a phone, so its controls and every score fit one screen.
 */
export function GamesSection({
  playing = false,
  children,
}: {
  playing?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`mx-auto max-w-7xl px-4 sm:px-6 sm:py-8 ${playing ? 'pt-3 pb-8' : 'py-8'}`}>
      {children}
    </section>
  );
}
