// Game figures glide by CSS transitions (and splash by CSS animations) many times a second. Each glide fires
// transition events (run, start, then end or cancel when the next position arrives first), and every one of
// them bubbles to React's root listener, which dispatches it through React although no game listens to them:
// at 4x CPU throttling that was close to a millisecond of script per frame in Sprint.

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
 * A ref callback for the element around a game's gliding figures: their transition and animation events stop
 * there instead of reaching React. Module-level, so React attaches it once, not on every render.
 */
export function keepMotionEventsInside(element: Element | null) {
  if (!element) return undefined;
  for (const type of MOTION_EVENTS) element.addEventListener(type, stop);
  return () => {
    for (const type of MOTION_EVENTS) element.removeEventListener(type, stop);
  };
}
