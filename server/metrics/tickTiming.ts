// Wraps a room's tick so it is timed: how long it ran and how late it came. One closure per room, made once;
// nothing is allocated per tick.
import { performance } from 'node:perf_hooks';
import { tickDuration, tickLateness } from './tickHistogram';

export function timedTick(tick: () => void, periodMs: number): () => void {
  let last = 0;
  return () => {
    const start = performance.now();
    if (last !== 0) tickLateness.observe(Math.max(0, start - last - periodMs) / 1000);
    last = start;
    tick();
    tickDuration.observe((performance.now() - start) / 1000);
  };
}
