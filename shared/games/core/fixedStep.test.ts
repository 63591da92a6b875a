import { FIXED_STEP_MS, MAX_FRAME_MS, takeSteps } from './fixedStep';

describe('takeSteps', () => {
  it('turns elapsed time into whole fixed steps and carries the remainder', () => {
    const acc = { leftoverMs: 0 };
    expect(takeSteps(acc, 16.7)).toBe(1);
    expect(acc.leftoverMs).toBeCloseTo(6.7);
    expect(takeSteps(acc, 16.7)).toBe(2);
    expect(acc.leftoverMs).toBeCloseTo(3.4);
  });

  it('feeds the same game time at 60 Hz and at 120 Hz', () => {
    const at = (hz: number) => {
      const acc = { leftoverMs: 0 };
      let steps = 0;
      for (let frame = 0; frame < hz; frame++) steps += takeSteps(acc, 1000 / hz);
      return steps;
    };
    expect(at(60)).toBe(at(120));
    expect(at(60) * FIXED_STEP_MS).toBeGreaterThan(990);
  });

  it('ignores negative time and caps one frame', () => {
    const acc = { leftoverMs: 0 };
    expect(takeSteps(acc, -50)).toBe(0);
    expect(takeSteps(acc, MAX_FRAME_MS * 10)).toBe(MAX_FRAME_MS / FIXED_STEP_MS);
  });
});
