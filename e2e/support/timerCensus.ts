// An init script that counts the page's live animation frames, intervals, timeouts and idle callbacks, so a
// test can check that leaving a game leaves nothing running.
import type { Page } from '@playwright/test';

export interface TimerCensus {
  frames: number;
  intervals: number;
  timeouts: number;
  idleCallbacks: number;
}

export async function installTimerCensus(page: Page) {
  await page.addInitScript(() => {
    const live = {
      frames: new Set<number>(),
      intervals: new Set<number>(),
      timeouts: new Set<number>(),
      idleCallbacks: new Set<number>(),
    };
    const raf = window.requestAnimationFrame.bind(window);
    const caf = window.cancelAnimationFrame.bind(window);
    const st = window.setTimeout.bind(window);
    const ct = window.clearTimeout.bind(window);
    const si = window.setInterval.bind(window);
    const ci = window.clearInterval.bind(window);
    const ric = window.requestIdleCallback.bind(window);
    const cic = window.cancelIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) => {
      const id = ric((deadline) => {
        live.idleCallbacks.delete(id);
        callback(deadline);
      }, options);
      live.idleCallbacks.add(id);
      return id;
    };
    window.cancelIdleCallback = (id) => {
      live.idleCallbacks.delete(id);
      cic(id);
    };
    window.requestAnimationFrame = (callback) => {
      const id = raf((time) => {
        live.frames.delete(id);
        callback(time);
      });
      live.frames.add(id);
      return id;
    };
    window.cancelAnimationFrame = (id) => {
      live.frames.delete(id);
      caf(id);
    };
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = st(() => {
        live.timeouts.delete(id);
        if (typeof handler === 'function') handler(...args);
      }, ms);
      live.timeouts.add(id);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = (id) => {
      if (id !== undefined) live.timeouts.delete(id as number);
      ct(id);
    };
    window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = si(handler, ms, ...args);
      live.intervals.add(id);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = (id) => {
      if (id !== undefined) live.intervals.delete(id as number);
      ci(id);
    };
    Object.defineProperty(window, '__timerCensus', {
      value: () => ({
        frames: live.frames.size,
        intervals: live.intervals.size,
        timeouts: live.timeouts.size,
        idleCallbacks: live.idleCallbacks.size,
      }),
    });
  });
}

export function readTimerCensus(page: Page): Promise<TimerCensus> {
  return page.evaluate(() =>
    (
      window as unknown as {
        __timerCensus(): TimerCensus;
      }
    ).__timerCensus(),
  );
}
