// The one clock: drives a game's rules on requestAnimationFrame in fixed steps, pauses while the tab is
// hidden (no jump on return), stops when the game is over and on unmount. Views never start timers.
import { useCallback, useEffect, useRef, useState } from 'react';
import { advanceSteps, perform } from './runner';
import { FIXED_STEP_MS, takeSteps, type StepAccumulator } from './fixedStep';
import type { GameRules, RulesState } from './types';
import { HUMAN_PLAYER_ID } from './players';

export interface GameHandle<S, I> {
  state: S;
  /** The human player's action. */
  act(input: I): void;
}

/**
 * @param sameView optional, and stable (a module-level function): true when the view would show `next`
 *   exactly as it shows `shown`, the state it last rendered. The clock then keeps `next` (the rules and
 *   `act` always see the latest state) without re-rendering the view; it renders on the next frame whose
 *   state shows differently, on every action of the player and when the game is over. For games whose
 *   rules move on in ticks (every 100 ms) while the time between ticks is only carried over.
 */
export function useGameClock<S extends RulesState, I>(
  rules: GameRules<S, I>,
  createState: () => S,
  sameView?: (shown: S, next: S) => boolean,
): GameHandle<S, I> {
  const [state, setState] = useState(createState);
  const stateRef = useRef(state);
  /** The state last handed to React. */
  const shownRef = useRef(state);
  const over = rules.isOver(state);

  useEffect(() => {
    if (over) return;
    let frame = 0;
    let last: number | null = null;
    const acc: StepAccumulator = { leftoverMs: 0 };

    const tick = (now: number) => {
      frame = 0;
      if (document.hidden) return;
      if (last !== null) {
        const steps = takeSteps(acc, now - last);
        const next = advanceSteps(rules, stateRef.current, steps, FIXED_STEP_MS);
        if (next !== stateRef.current) {
          stateRef.current = next;
          if (!sameView || rules.isOver(next) || !sameView(shownRef.current, next)) {
            shownRef.current = next;
            setState(next);
          }
        }
        if (rules.isOver(next)) return;
      }
      last = now;
      frame = requestAnimationFrame(tick);
    };
    const start = () => {
      if (frame || document.hidden) return;
      last = null;
      frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      last = null;
    };
    const onVisibility = () => (document.hidden ? stop() : start());

    document.addEventListener('visibilitychange', onVisibility);
    start();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [rules, over, sameView]);

  const act = useCallback(
    (input: I) => {
      const next = perform(rules, stateRef.current, HUMAN_PLAYER_ID, input);
      if (next !== stateRef.current) {
        stateRef.current = next;
        shownRef.current = next;
        setState(next);
      }
    },
    [rules],
  );

  return { state, act };
}
