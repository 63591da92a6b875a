// The one clock: shows a game's source (the rules on this device by default, see gameSource.ts) on
// requestAnimationFrame, pauses while the tab is hidden (no jump on return), stops when the game is over and on
// unmount. Views never start timers, and neither the clock nor a view knows where the game runs.
import {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { GameSourceContext, type GhostView } from './gameSource';
import { localGames } from './localGameSource';
import type { GameRules, RulesState } from '../../../shared/games/core/types';

export interface GameHandle<S, I> {
  state: S;
  /** The action of this device's player. */
  act(input: I): void;
  /** This device's player id: 'you', or the seat the game server gave it. */
  me: string;
  /** A ghost to draw beside this player (a ghost race), else null. */
  ghost: GhostView<S> | null;
  /**
   * The newest state, which `state` may not show yet (a press's render is a transition, and painted changes are
   * not rendered at all): for an input worked out from the game as it is (say an angle one step on).
   */
  latest(): S;
}

/**
 * @param sameView optional (its identity may change from render to render): true when the view would show `next`
 *   exactly as it shows `shown`, the state it last rendered. The clock then keeps `next` (the rules and
 *   `act` always see the latest state) without re-rendering the view; it renders on the next frame whose
 *   state shows differently, on every action of the player (with `paint`: that shows differently) and when
 *   the game is over. For games whose rules move on in ticks (every 100 ms) while the time between ticks
 *   is only carried over, and with `paint`, for games whose continuously moving parts are painted.
 * @param paint optional (its identity may change too): writes the parts of the view (and of the ghost, if any)
 *   that move every frame (a transform, a running timer's text) straight to the DOM from the newest state.
 *   The clock calls it on every frame the state changes, after every action, and after every render of the
 *   view is committed (so a newly mounted element is painted before the browser draws it), the last with
 *   `rendered` true: React may just have written other values than the ones painted last, so a paint that
 *   skips what it painted before must write everything then. Its `sameView` then ignores what it paints, and
 *   React renders only when something discrete changes. It must be harmless to call while the elements it
 *   writes to are not mounted (the ready screen).
 * @param hear optional (its identity may change too): called with the state before and every newest state, on
 *   each frame it changes and after each action, before any render; a game's sounds (see useStateCues), which
 *   must follow every press and tick though the view renders only some of them.
 */
export function useGameClock<S extends RulesState, I>(
  rules: GameRules<S, I>,
  createState: () => S,
  sameView?: (shown: S, next: S) => boolean,
  paint?: (state: S, ghost: GhostView<S> | null, rendered: boolean) => void,
  hear?: (previous: S, next: S) => void,
): GameHandle<S, I> {
  // Inside a GameSourceContext the game runs where its binder says (a server room); else on this device.
  const binder = useContext(GameSourceContext) ?? localGames;
  const source = useMemo(
    () => binder.bind(rules as GameRules<S, unknown>, createState),
    // createState is read once, when a source is made; views pass a new one on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [binder, rules],
  );
  const [state, setState] = useState(() => source.latest() ?? createState());
  const stateRef = useRef(state);
  // Held in refs, so a view that passes a new function on every render neither restarts the loop (which
  // dropped that frame's time) nor has to memoise them.
  const sameViewRef = useRef(sameView);
  const paintRef = useRef(paint);
  const hearRef = useRef(hear);
  useLayoutEffect(() => {
    sameViewRef.current = sameView;
    paintRef.current = paint;
    hearRef.current = hear;
  });
  /** The state last handed to React. */
  const shownRef = useRef(state);
  const [ghost, setGhost] = useState<GhostView<S> | null>(() => source.ghost?.() ?? null);
  /** The ghost last handed to React; the ghost's newest state is only painted when it shows the same. */
  const shownGhostRef = useRef(ghost);
  /** The ghost at the newest frame, which paint draws. */
  const ghostRef = useRef(ghost);
  const over = rules.isOver(state);

  // After each commit of the view: what React just drew may be older than the newest state.
  useLayoutEffect(() => {
    paintRef.current?.(stateRef.current, ghostRef.current, true);
  });

  useEffect(() => {
    if (over) return;
    let frame = 0;

    const tick = (now: number) => {
      frame = 0;
      if (document.hidden) return;
      {
        const next = source.view(now) ?? stateRef.current;
        const nextGhost = source.ghost?.() ?? null;
        const ghostMoved = nextGhost !== ghostRef.current;
        ghostRef.current = nextGhost;
        if (next !== stateRef.current) {
          hearRef.current?.(stateRef.current, next);
          stateRef.current = next;
          const sameView = sameViewRef.current;
          if (!sameView || rules.isOver(next) || !sameView(shownRef.current, next)) {
            shownRef.current = next;
            setState(next);
          }
          // React renders in a task of its own, maybe after this frame is drawn: paint it now.
          paintRef.current?.(next, nextGhost, false);
        } else if (ghostMoved) paintRef.current?.(next, nextGhost, false);
        const shownGhost = shownGhostRef.current;
        if (nextGhost && nextGhost.state !== shownGhost?.state) {
          const sameView = sameViewRef.current;
          if (!shownGhost || !sameView || !sameView(shownGhost.state, nextGhost.state)) {
            shownGhostRef.current = nextGhost;
            setGhost(nextGhost);
          }
        }
        if (rules.isOver(next)) return;
      }
      frame = requestAnimationFrame(tick);
    };
    const start = () => {
      if (frame || document.hidden) return;
      source.pause();
      frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      source.pause();
    };
    const onVisibility = () => (document.hidden ? stop() : start());

    document.addEventListener('visibilitychange', onVisibility);
    start();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [rules, over, source]);

  const act = useCallback(
    (input: I) => {
      source.send(input, performance.now());
      const next = source.latest() ?? stateRef.current;
      if (next === stateRef.current) return;
      hearRef.current?.(stateRef.current, next);
      stateRef.current = next;
      const sameView = sameViewRef.current;
      const paint = paintRef.current;
      // With a paint hook, an action that changes only what it paints (say the aim) is painted, not rendered.
      if (!paint || !sameView || rules.isOver(next) || !sameView(shownRef.current, next)) {
        shownRef.current = next;
        // With a paint hook the press shows at once (painted below); what it renders (a result, a new pose)
        // is a transition, which React renders in slices a frame may come between, so the press's next frame
        // does not wait for the whole render.
        if (paint) startTransition(() => setState(next));
        else setState(next);
      }
      paint?.(next, ghostRef.current, false);
    },
    [rules, source],
  );

  const latest = useCallback(() => stateRef.current, []);

  return { state, act, me: source.me, ghost, latest };
}
