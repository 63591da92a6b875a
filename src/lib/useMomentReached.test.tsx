import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { latestReached, MAX_SLEEP_MS, useMomentReached } from './useMomentReached';

const T0 = Date.parse('2026-06-15T07:20:00Z');
const HOUR = 3_600_000;

/** React's commits of the probe, counted by a Profiler. */
let renders = 0;
function Shows({ moments }: { moments: readonly number[] }) {
  const reached = useMomentReached(moments);
  return <output data-testid="reached">{Number.isFinite(reached) ? reached - T0 : 'none'}</output>;
}
function Probe({ moments }: { moments: readonly number[] }) {
  return (
    <Profiler id="probe" onRender={() => renders++}>
      <Shows moments={moments} />
    </Profiler>
  );
}
const shown = () => screen.getByTestId('reached').textContent;

describe('latestReached', () => {
  it('is the latest moment at or before now, or -Infinity', () => {
    expect(latestReached([10, 20, 30], 5)).toBe(-Infinity);
    expect(latestReached([10, 20, 30], 10)).toBe(10);
    expect(latestReached([10, 20, 30], 29)).toBe(20);
    expect(latestReached([10, 20, 30], 99)).toBe(30);
    expect(latestReached([], 99)).toBe(-Infinity);
  });
});

describe('useMomentReached', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    renders = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('moves on when the clock passes each moment, and only then', () => {
    const moments = [T0 - HOUR, T0 + 1000, T0 + 2 * HOUR];
    render(<Probe moments={moments} />);
    expect(shown()).toBe(String(-HOUR));
    const before = renders;
    act(() => vi.advanceTimersByTime(999));
    expect(shown()).toBe(String(-HOUR));
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('1000');
    const atFirst = renders;
    // Nearly two hours of minute-long sleeps: not one more render.
    act(() => vi.advanceTimersByTime(2 * HOUR - 1001));
    expect(renders).toBe(atFirst);
    expect(shown()).toBe('1000');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(String(2 * HOUR));
    // Two changes, a render each (StrictMode is not on here).
    expect(renders - before).toBe(2);
    // Past the last moment nothing is left running.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps one timer, never more than a minute away, and stops it on unmount', () => {
    const sleeps = vi.spyOn(globalThis, 'setTimeout');
    const { unmount } = render(<Probe moments={[T0 + 10 * HOUR]} />);
    expect(vi.getTimerCount()).toBe(1);
    const before = renders;
    act(() => vi.advanceTimersByTime(3 * MAX_SLEEP_MS));
    expect(vi.getTimerCount()).toBe(1);
    expect(renders).toBe(before);
    const delays = sleeps.mock.calls.map(([, ms]) => ms ?? 0);
    expect(delays).toEqual([0, MAX_SLEEP_MS, MAX_SLEEP_MS, MAX_SLEEP_MS, MAX_SLEEP_MS]);
    sleeps.mockRestore();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('catches up after the clock jumps (a sleeping machine, a tab shown again), landing on the latest moment', () => {
    const moments = [T0 + HOUR, T0 + 2 * HOUR, T0 + 3 * HOUR];
    render(<Probe moments={moments} />);
    expect(shown()).toBe('none');
    // The machine sleeps: the wall clock moves 2.5 hours, no timer runs meanwhile.
    vi.setSystemTime(T0 + 2.5 * HOUR);
    act(() => vi.advanceTimersByTime(MAX_SLEEP_MS));
    expect(shown()).toBe(String(2 * HOUR));
    // A hidden tab's timers may not run at all; showing it looks at the clock at once.
    vi.setSystemTime(T0 + 3 * HOUR + 1);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(shown()).toBe(String(3 * HOUR));
  });

  it('starts from the clock at its first render, not from an old visit', () => {
    vi.setSystemTime(T0 + 5 * HOUR);
    render(<Probe moments={[T0, T0 + 4 * HOUR, T0 + 6 * HOUR]} />);
    expect(shown()).toBe(String(4 * HOUR));
  });
});
