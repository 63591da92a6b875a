// Whether the page has had the visitor's gesture, which browsers require before any sound. Chromium and
// Safari say so themselves (navigator.userActivation); elsewhere the first press, click or key counts.
const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

let seen = false;
let listening = false;
/** What waits for the first gesture (see afterGesture). */
const waiting = new Set<() => void>();

function markSeen() {
  seen = true;
  for (const type of GESTURES) window.removeEventListener(type, markSeen, true);
  for (const run of [...waiting]) run();
  waiting.clear();
}

export function watchGestures(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // A gesture made before the games watched (the click that opened one) counts; from here on the listeners see
  // every gesture, so the games' clock, which asks on every frame, asks no browser API.
  if ((navigator as Partial<Navigator>).userActivation?.hasBeenActive === true) {
    seen = true;
    return;
  }
  for (const type of GESTURES)
    window.addEventListener(type, markSeen, { capture: true, passive: true });
}

/** True once the page has had a gesture (see watchGestures, which must have been called). */
export function hasGesture(): boolean {
  return seen;
}

/**
 * Runs `run` once the page has had a gesture: now if it has (see watchGestures, which must have been called), else
 * at the first one. Returns a function that forgets it if it has not run yet.
 */
export function afterGesture(run: () => void): () => void {
  if (seen) {
    run();
    return () => undefined;
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
