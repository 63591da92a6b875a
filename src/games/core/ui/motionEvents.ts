// Game figures glide by CSS transitions (and splash by CSS animations) many times a second, and buttons fade
// their colours when they turn on and off. Each fires transition events (run, start, then end or cancel when
// the next change arrives first), and every one of them bubbles to React's root listener, which dispatches it
// through React although nothing of the site listens to them: at 4x CPU throttling that was close to a
// millisecond of script per frame in Sprint, and up to 23 ms in the frame a race ended. The game screen
// (src/games/screen/GameScreen.tsx) stops them all; a game that needs onTransitionEnd must listen below it
// with a native listener.

const MOTION_EVENTS = [
  'transitionrun',
  'transitionstart',
  'transitionend',
  'transitioncancel',
  'animationstart',
  'animationiteration',
  'animationend',
  'animationcancel',
] as const;

const stop = (event: Event) => event.stopPropagation();

/**
 * A ref callback for the element around the games: transition and animation events inside it stop there
 * instead of reaching React. Module-level, so React attaches it once, not on every render.
 */
export function keepMotionEventsInside(element: Element | null) {
  if (!element) return undefined;
  for (const type of MOTION_EVENTS) element.addEventListener(type, stop);
  return () => {
    for (const type of MOTION_EVENTS) element.removeEventListener(type, stop);
  };
}
