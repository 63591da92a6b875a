import { describe, expect, it } from 'vitest';
import { TARGET_CPU_THROTTLING, throttlingRate } from './frames.mjs';

describe('throttlingRate (BENCH_CPU_THROTTLING)', () => {
  it('is the targets’ rate when unset, and the number given from 1 to 20', () => {
    expect(throttlingRate(undefined)).toBe(TARGET_CPU_THROTTLING);
    expect(throttlingRate('')).toBe(TARGET_CPU_THROTTLING);
    expect(throttlingRate('1')).toBe(1);
    expect(throttlingRate('6')).toBe(6);
  });

  it('refuses what is not such a number, naming the variable', () => {
    for (const text of ['0', '0.5', '21', 'fast', 'NaN', '4x']) {
      expect(() => throttlingRate(text)).toThrow(
        /BENCH_CPU_THROTTLING must be a number from 1 to 20/,
      );
    }
  });
});
