import { memo, type ReactNode } from 'react';

/**
 * A polite live region: screen readers announce game state changes (countdown, score, result messages)
 * without taking focus. Render it with a message that changes only when something worth saying happens.
 */
export const Announcer = memo(function Announcer({ message }: { message: string }) {
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
});

/**
 * A game view's screen (the ready screen, then the game) with one live region that stays on the page
 * across the switch. Screen readers announce changes to a live region already there, not one that
 * arrives with its text: so the region is on the ready screen, empty, and the game's first words
 * (a countdown's '3', 'Race started') are heard.
 */
export function Announced({ message, children }: { message: string; children: ReactNode }) {
  return (
    <>
      {children}
      <Announcer message={message} />
    </>
  );
}
