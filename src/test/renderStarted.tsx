import { Profiler, type ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { controlAnimationFrames } from './animationFrames';

/**
 * Renders a game view inside a Profiler that counts React's commits, presses its start button and runs one
 * animation frame `ms` long (which starts the clock). Returns the commit count, live.
 */
export function renderStartedCounted(
  view: ReactElement,
  startLabel: string,
  frames: ReturnType<typeof controlAnimationFrames>,
  ms: number,
) {
  const commits = { count: 0 };
  render(
    <Profiler id="game" onRender={() => commits.count++}>
      {view}
    </Profiler>,
  );
  fireEvent.click(screen.getByRole('button', { name: startLabel }));
  frames.run(1, ms);
  return commits;
}
