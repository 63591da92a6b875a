// The one clock: drives a game's rules on requestAnimationFrame in fixed steps, pauses while the tab is
// hidden (no jump on return), stops when the game is over and on unmount. Views never start timers.
import {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { GameSourceContext } from './gameSource';
import { advanceSteps, perform } from './runner';
import { FIXED_STEP_MS, takeSteps, type StepAccumulator } from './fixedStep';
import type { GameRules, RulesState } from './types';
import { HUMAN_PLAYER_ID } from './players';
import { RunRecorderContext } from './runRecorderContext';

export interface GameHandle<S, I> {
  state: S;
  /** The action of this device's player. */
  act(input: I): void;
  /** This device's player id: 'you', or the seat the game server gave it. */
  me: string;
}

/**
 * @param sameView optional (its identity may change from render to render): true when the view would show `next`
 *   exactly as it shows `shown`, the state it last rendered. The clock then keeps `next` (the rules and
 *   `act` always see the latest state) without re-rendering the view; it renders on the next frame whose
 *   state shows differently, on every action of the player (with `paint`: that shows differently) and when
 *   the game is over. For games whose rules move on in ticks (every 100 ms) while the time between ticks
 *   is only carried over, and with `paint`, for games whose continuously moving parts are painted.
 * @param paint optional (its identity may change too): writes the parts of the view
 *   that move every frame (a transform, a running timer's text) straight to the DOM from the newest state.
 *   The clock calls it on every frame the state changes, after every action, and after every render of the
 *   view is committed (so a newly mounted element is painted before the browser draws it). Its `sameView`
 *   then ignores what it paints, and React renders only when something discrete changes. It must be
 *   harmless to call while the elements it writes to are not mounted (the ready screen).
 */
export function useGameClock<S extends RulesState, I>(
  rules: GameRules<S, I>,
  createState: () => S,
  sameView?: (shown: S, next: S) => boolean,
  paint?: (state: S) => void,
): GameHandle<S, I> {
  // Inside a GameSourceProvider the game runs on the game server: the state comes from there.
  const binder = useContext(GameSourceContext);
  const remote = useMemo(
    () => binder?.bind(rules as GameRules<S, unknown>) ?? null,
    [binder, rules],
  );
  // A verified run's recorder (runRecorder.ts): the steps, this player's inputs and the pauses of a local game.
  const recorder = useContext(RunRecorderContext);
  const recorderRef = useRef(remote ? null : recorder);
  const [state, setState] = useState(() => remote?.view(performance.now()) ?? createState());
  const stateRef = useRef(state);
  // Held in refs, so a view that passes a new function on every render neither restarts the loop (which
  // dropped that frame's time) nor has to memoise them.
  const sameViewRef = useRef(sameView);
  const paintRef = useRef(paint);
  useLayoutEffect(() => {
    sameViewRef.current = sameView;
    paintRef.current = paint;
    recorderRef.current = remote ? null : recorder;
  });
  /** The state last handed to React. */
  const shownRef = useRef(state);
  const over = rules.isOver(state);

  // After each commit of the view: what React just drew may be older than the newest state.
  useLayoutEffect(() => {
    paintRef.current?.(stateRef.current);
  });

  useEffect(() => {
    if (over) return;
    let frame = 0;
    let last: number | null = null;
    /** The last frame whose time reached the rules before the tab was hidden (a pause to record). */
    let hiddenSince: number | null = null;
    const acc: StepAccumulator = { leftoverMs: 0 };

    const tick = (now: number) => {
      frame = 0;
      if (document.hidden) return;
      if (hiddenSince !== null) {
        recorderRef.current?.pause(now - hiddenSince);
        hiddenSince = null;
      }
      if (last !== null) {
        let next: S;
        if (remote) next = remote.view(now) ?? stateRef.current;
        else {
          const steps = takeSteps(acc, now - last);
          next = advanceSteps(rules, stateRef.current, steps, FIXED_STEP_MS);
          recorderRef.current?.stepped(steps);
        }
        if (next !== stateRef.current) {
          stateRef.current = next;
          const sameView = sameViewRef.current;
          if (!sameView || rules.isOver(next) || !sameView(shownRef.current, next)) {
            shownRef.current = next;
            setState(next);
          }
          // React renders in a task of its own, maybe after this frame is drawn: paint it now.
          paintRef.current?.(next);
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
    const onVisibility = () => {
      if (!document.hidden) return start();
      // The time since the last frame never reached the rules: it is part of the pause.
      if (frame) hiddenSince ??= last ?? performance.now();
      stop();
    };

    document.addEventListener('visibilitychange', onVisibility);
    start();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [rules, over, remote]);

  const act = useCallback(
    (input: I) => {
      let next: S;
      if (remote) {
        const now = performance.now();
        remote.send(input, now);
        next = remote.view(now) ?? stateRef.current;
      } else {
        next = perform(rules, stateRef.current, HUMAN_PLAYER_ID, input);
        if (next !== stateRef.current) recorderRef.current?.input(input);
      }
      if (next === stateRef.current) return;
      stateRef.current = next;
      const sameView = sameViewRef.current;
      const paint = paintRef.current;
      // With a paint hook, an action that changes only what it paints (say the aim) is painted, not rendered.
      if (!paint || !sameView || rules.isOver(next) || !sameView(shownRef.current, next)) {
        shownRef.current = next;
        setState(next);
      }
      paint?.(next);
    },
    [rules, remote],
  );

  return { state, act, me: remote?.me ?? HUMAN_PLAYER_ID };
}
