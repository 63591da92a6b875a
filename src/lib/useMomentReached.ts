import { useEffect, useRef, useState } from 'react';

/** The longest the hook sleeps between looks at the clock: a clock set forward is caught up with within it. */
export const MAX_SLEEP_MS = 60_000;

/** The latest of the ascending `moments` at or before nowMs, or -Infinity when none is. */
export function latestReached(moments: readonly number[], nowMs: number): number {
  let latest = -Infinity;
  for (const moment of moments) {
    if (moment > nowMs) break;
    latest = moment;
  }
  return latest;
}

/**
 * The latest of `moments` (ms since the epoch, ascending) that the clock has reached, or -Infinity before the
 * first; the component re-renders when the clock passes the next one, and only then. It keeps one timeout, set
 * for the next moment (or a minute ahead, whichever is sooner), and looks at the clock when the tab is shown
 * again. The time is read from Date.now() at every wake and each wake sets the next one itself, so a throttled
 * background tab, a machine woken from sleep or a fake clock that jumps or runs many wakes at once
 * (Playwright's clock.fastForward and runFor, Vitest's fake timers) lands on the moment it should. Stopped on
 * unmount.
 */
export function useMomentReached(moments: readonly number[]): number {
  const [reached, setReached] = useState(() => latestReached(moments, Date.now()));
  // What was last shown, so a wake that finds nothing new does not even ask React for an update.
  const shown = useRef(reached);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      clearTimeout(timer);
      const now = Date.now();
      const latest = latestReached(moments, now);
      if (latest !== shown.current) {
        shown.current = latest;
        setReached(latest);
      }
      const next = moments.find((moment) => moment > now);
      timer = next === undefined ? undefined : setTimeout(look, Math.min(next - now, MAX_SLEEP_MS));
    };
    const onShow = () => {
      if (document.visibilityState === 'visible') look();
    };
    // The first look is at once: a moment may have passed since the render.
    timer = setTimeout(look, 0);
    document.addEventListener('visibilitychange', onShow);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [moments]);
  return reached;
}
