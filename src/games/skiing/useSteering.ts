import { useCallback, useEffect, useRef } from 'react';
import type { SkiingInput, SteerDirection } from '../../../shared/games/skiing/rules';

/**
 * Turns held input from one source (the slope halves, an arrow button) into steer actions: pressing sends
 * held: true, switching sides swaps, and releasing sends held: false, so the rules never see a stale hold.
 */
export function useHeldDirection(act: (input: SkiingInput) => void) {
  const current = useRef<SteerDirection | null>(null);
  const hold = useCallback(
    (direction: SteerDirection | null) => {
      const previous = current.current;
      if (previous === direction) return;
      current.current = direction;
      if (previous) act({ type: 'steer', direction: previous, held: false });
      if (direction) act({ type: 'steer', direction, held: true });
    },
    [act],
  );
  return hold;
}

/** Lets go of both directions when the window loses focus (a key held then would never see its keyup). */
export function useReleaseOnBlur(act: (input: SkiingInput) => void) {
  useEffect(() => {
    const release = () => {
      act({ type: 'steer', direction: 'left', held: false });
      act({ type: 'steer', direction: 'right', held: false });
    };
    window.addEventListener('blur', release);
    return () => window.removeEventListener('blur', release);
  }, [act]);
}
