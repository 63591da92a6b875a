// The replay's controls render when the playback plays, pauses or changes speed; its position, which moves ten
// times a second while it plays, is painted into the scrubber and the time.
import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ReplayControls } from './ReplayControls';
import { ReplayPlayback, runTimeline } from '../core/replayGameSource';
import { STEADY_SWIMMING, steadySwimmingLog } from '../../test/steadySwimmingLog';
import { swimmingRules } from '../../../shared/games/swimming/rules';

describe('the replay controls', () => {
  afterEach(() => vi.useRealTimers());

  it('paint the position as the playback moves, and render only when it plays, pauses or changes speed', () => {
    // The playback's look every 100 ms is a timer, faked here.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const playback = new ReplayPlayback(runTimeline(steadySwimmingLog(), STEADY_SWIMMING.players));
    playback.bind(swimmingRules);
    const commits = vi.fn();
    const ignore = () => undefined;
    render(
      <Profiler id="controls" onRender={commits}>
        <ReplayControls
          playback={playback}
          copyState="idle"
          onToggle={() => playback.toggle()}
          onSpeed={(speed) => playback.setSpeed(speed)}
          onRestart={ignore}
          onSeek={(positionMs) => playback.seek(positionMs)}
          onCopy={ignore}
        />
      </Profiler>,
    );
    const scrubber = screen.getByRole('slider', { name: 'Replay position' }) as HTMLInputElement;
    expect(scrubber.value).toBe('0');
    const rendered = commits.mock.calls.length;
    // The view's frames move the playback 3 s on; the controls look at it.
    playback.view(0);
    playback.view(3_000);
    act(() => vi.advanceTimersByTime(100));
    expect(scrubber.value).toBe('3000');
    expect(scrubber).toHaveAttribute('aria-valuetext', expect.stringMatching(/^0:03 of 0:\d\d$/));
    expect(screen.getByTestId('replay-time')).toHaveTextContent(/^0:03 \/ 0:\d\d$/);
    expect(commits.mock.calls.length).toBe(rendered);
    // A seek is painted at once.
    act(() => playback.seek(1_500));
    expect(scrubber.value).toBe('1500');
    expect(commits.mock.calls.length).toBe(rendered);
    // Pausing and a new speed render.
    act(() => playback.toggle());
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    act(() => playback.setSpeed(2));
    expect(screen.getByRole('button', { name: '2×' })).toHaveAttribute('aria-pressed', 'true');
    expect(commits.mock.calls.length).toBe(rendered + 2);
    expect(scrubber.value).toBe('1500');
  });
});
