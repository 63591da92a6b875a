import { act } from '@testing-library/react';

/**
 * Takes over requestAnimationFrame for a test (call in beforeEach, restore the mocks after): the frames
 * queued run only when the test says, `ms` apart, each inside act() so React commits what it renders.
 */
export function controlAnimationFrames() {
  let queued: FrameRequestCallback[] = [];
  let now = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    queued.push(callback);
    return queued.length;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  return {
    run(count: number, ms: number) {
      for (let i = 0; i < count; i++) {
        now += ms;
        const due = queued;
        queued = [];
        act(() => due.forEach((callback) => callback(now)));
      }
    },
  };
}
