import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_PRESSES_PER_SECOND, MIN_PRESS_INTERVAL_MS, bookPress } from './inputCeiling';

/** Presses at the given times; returns the times that counted. */
function accepted(times: readonly number[]): number[] {
  let next = 0;
  const counted: number[] = [];
  for (const t of times) {
    const booked = bookPress(next, t);
    if (booked === null) continue;
    next = booked;
    counted.push(t);
  }
  return counted;
}

describe('the 15-a-second press ceiling', () => {
  it('never refuses a steady 15-a-second hand on the 10 ms clock grid', () => {
    const times = Array.from(
      { length: 300 },
      (_, i) => Math.ceil((i * MIN_PRESS_INTERVAL_MS) / 10) * 10,
    );
    expect(accepted(times)).toHaveLength(300);
  });

  it('lets a flood of presses (one every 10 ms) through at 15 a second and no more', () => {
    const times = Array.from({ length: 3000 }, (_, i) => i * 10);
    const counted = accepted(times);
    expect(counted.length).toBeLessThanOrEqual(30 * MAX_PRESSES_PER_SECOND + 1);
    expect(counted.length).toBeGreaterThanOrEqual(30 * MAX_PRESSES_PER_SECOND - 1);
  });

  it('never counts more than 15 presses (plus one of slack) in any second, whatever the times', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 400 }), (raw) => {
        const counted = accepted([...raw].sort((a, b) => a - b));
        for (let i = 0; i < counted.length; i++) {
          const inWindow = counted.filter((t) => t >= counted[i]! && t < counted[i]! + 1000);
          expect(inWindow.length).toBeLessThanOrEqual(MAX_PRESSES_PER_SECOND + 1);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a press that comes too soon, and then the next slot is unchanged', () => {
    expect(bookPress(0, 0)).toBeCloseTo(MIN_PRESS_INTERVAL_MS);
    expect(bookPress(MIN_PRESS_INTERVAL_MS, 20)).toBeNull();
    expect(bookPress(MIN_PRESS_INTERVAL_MS, 60)).toBeCloseTo(2 * MIN_PRESS_INTERVAL_MS);
  });
});
