// @vitest-environment node
import { TickScheduler, type TickTimers } from './tickScheduler';

/** A clock the test moves by hand, with the one pending timer the scheduler keeps. */
function fakeTimers() {
  let nowMs = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  let nextHandle = 1;
  const timers: TickTimers = {
    now: () => nowMs,
    setTimeout: (run, delayMs) => {
      const handle = nextHandle++;
      pending.set(handle, { at: nowMs + delayMs, run });
      return handle;
    },
    clearTimeout: (handle) => pending.delete(handle as number),
  };
  /** Moves the clock to `untilMs`, firing timers as they come due (late by `lateMs` each). */
  function advance(untilMs: number, lateMs = 0) {
    for (;;) {
      const [handle, next] = [...pending].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (!next || next.at + lateMs > untilMs) break;
      pending.delete(handle!);
      nowMs = next.at + lateMs;
      next.run();
    }
    nowMs = untilMs;
  }
  return { timers, advance, pendingCount: () => pending.size, now: () => nowMs };
}

describe('tick scheduler', () => {
  it('ticks every room once a period, spread over the period in slots, without drift', () => {
    const clock = fakeTimers();
    const scheduler = new TickScheduler(50, 10, clock.timers);
    const ticks: number[][] = Array.from({ length: 30 }, () => []);
    ticks.forEach((times) =>
      scheduler.add(
        () => times.push(clock.now()),
        () => {},
      ),
    );
    expect(scheduler.slotSizes).toEqual(Array(10).fill(3));
    // Each firing is 2 ms late: the schedule stays on absolute times all the same.
    clock.advance(5_000, 2);
    for (const times of ticks) {
      expect(times.length).toBeGreaterThanOrEqual(99);
      const gaps = times.slice(1).map((t, i) => t - times[i]!);
      expect(Math.max(...gaps)).toBeLessThanOrEqual(50);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(50);
    }
    // Rooms of different slots tick at different moments: ten moments a period, three rooms each.
    const moments = new Set(ticks.map((times) => times[10]! % 50));
    expect(moments.size).toBe(10);
  });

  it('stops a room’s ticks when it is removed, and keeps no timer with no rooms', () => {
    const clock = fakeTimers();
    const scheduler = new TickScheduler(50, 10, clock.timers);
    let a = 0;
    let b = 0;
    const stopA = scheduler.add(
      () => (a += 1),
      () => {},
    );
    const stopB = scheduler.add(
      () => (b += 1),
      () => {},
    );
    clock.advance(500);
    stopA();
    clock.advance(1000);
    expect(a).toBe(10);
    expect(b).toBe(20);
    stopB();
    expect(clock.pendingCount()).toBe(0);
  });

  it('a tick that throws goes to its room; the other rooms tick on', () => {
    const clock = fakeTimers();
    const scheduler = new TickScheduler(50, 1, clock.timers);
    const errors: unknown[] = [];
    let fine = 0;
    scheduler.add(
      () => {
        throw new Error('broken rules');
      },
      (error) => errors.push(error),
    );
    scheduler.add(
      () => (fine += 1),
      () => {},
    );
    clock.advance(200);
    expect(fine).toBe(4);
    expect(errors).toHaveLength(4);
  });

  it('after a stall it goes on from now instead of running the missed ticks in a burst', () => {
    const clock = fakeTimers();
    const scheduler = new TickScheduler(50, 10, clock.timers);
    let count = 0;
    scheduler.add(
      () => (count += 1),
      () => {},
    );
    clock.advance(1_000, 400);
    expect(count).toBeLessThanOrEqual(3);
  });
});
