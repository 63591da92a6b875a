/**
 * A polite live region: screen readers announce game state changes (countdown, score, result messages)
 * without taking focus. Render it with a message that changes only when something worth saying happens.
 */
export function Announcer({ message }: { message: string }) {
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
