// Whether the page has had the visitor's gesture, which browsers require before any sound. Chromium and
// Safari say so themselves (navigator.userActivation); elsewhere the first press, click or key counts.
const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

let seen = false;
let listening = false;

function markSeen() {
  seen = true;
  for (const type of GESTURES) window.removeEventListener(type, markSeen, true);
}

export function watchGestures(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  for (const type of GESTURES)
    window.addEventListener(type, markSeen, { capture: true, passive: true });
}

export function hasGesture(): boolean {
  return seen || (navigator as Partial<Navigator>).userActivation?.hasBeenActive === true;
}
