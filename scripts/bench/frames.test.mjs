import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FRAME_RUNS,
  frameRuns,
  overTheFloor,
  TARGET_CPU_THROTTLING,
  throttlingRate,
} from './frames.mjs';
import { FLOOR_NAME } from './floorPlay.mjs';

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

describe('frameRuns (BENCH_FRAME_RUNS)', () => {
  it('is 3 plays when unset, and the whole number given from 1 to 9', () => {
    expect(frameRuns(undefined)).toBe(DEFAULT_FRAME_RUNS);
    expect(DEFAULT_FRAME_RUNS).toBe(3);
    expect(frameRuns('')).toBe(3);
    expect(frameRuns('1')).toBe(1);
    expect(frameRuns('5')).toBe(5);
  });

  it('refuses what is not such a number, naming the variable', () => {
    for (const text of ['0', '2.5', '10', 'three', '-1']) {
      expect(() => frameRuns(text)).toThrow(/BENCH_FRAME_RUNS must be a whole number from 1 to 9/);
    }
  });
});

describe('overTheFloor', () => {
  it('gives each play its rAF p95 less the floor’s of the same run', () => {
    const rows = [
      { game: FLOOR_NAME, rafP95Ms: 0.94 },
      { game: 'swimming', rafP95Ms: 1.31 },
      { game: 'swimming replay', rafP95Ms: 0.9 },
    ];
    expect(overTheFloor(rows)).toBe('swimming +0.37, swimming replay -0.04');
  });

  it('says nothing without a floor', () => {
    expect(overTheFloor([{ game: 'swimming', rafP95Ms: 1.31 }])).toBe('');
  });
});
