// The games paint their running time (core/paintedSeconds.ts): a second going by shows on the HUD and renders nothing.
import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Lets a second of a started game go by (`runSecond`) and checks that the HUD's time reads one second less while
 * React committed nothing (`commits` counts its commits).
 */
export function expectSecondPainted(runSecond: () => void, commits: () => number) {
  const time = screen.getByText(/^\d+s$/);
  const secondsBefore = Number.parseInt(time.textContent!, 10);
  const commitsBefore = commits();
  runSecond();
  expect(Number.parseInt(time.textContent!, 10)).toBe(secondsBefore - 1);
  expect(commits()).toBe(commitsBefore);
}
