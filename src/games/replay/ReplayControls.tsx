import { memo, useId } from 'react';
import { Check, Copy, Pause, Play, RotateCcw } from 'lucide-react';
import { REPLAY_SPEEDS, type PlaybackSnapshot, type ReplaySpeed } from '../core/replayGameSource';
import { clockText } from './replayText';
import type { CopyState } from '../lobby/useCopy';

const speedLabel = (speed: ReplaySpeed) => `${speed}×`;

/** Pause / play, the speeds, restart, the scrubber and Copy link, under the replay's view. */
export function ReplayControls({
  snapshot,
  copyState,
  onToggle,
  onSpeed,
  onRestart,
  onSeek,
  onCopy,
}: {
  snapshot: PlaybackSnapshot;
  copyState: CopyState;
  onToggle(): void;
  onSpeed(speed: ReplaySpeed): void;
  onRestart(): void;
  onSeek(positionMs: number): void;
  onCopy(): void;
}) {
  const scrubberId = useId();
  const { positionMs, durationMs, playing, speed } = snapshot;
  const position = `${clockText(positionMs)} / ${clockText(durationMs)}`;
  return (
    <div className="card flex flex-col gap-3 p-3" data-testid="replay-controls">
      <div className="flex items-center gap-3">
        <label htmlFor={scrubberId} className="shrink-0 text-sm font-semibold text-slate-800">
          Replay position
        </label>
        <input
          id={scrubberId}
          type="range"
          min={0}
          max={durationMs}
          step={10}
          value={positionMs}
          aria-valuetext={`${clockText(positionMs)} of ${clockText(durationMs)}`}
          onChange={(event) => onSeek(Number(event.target.value))}
          className="min-w-0 flex-1 accent-sky-700"
        />
        <span className="shrink-0 text-sm text-slate-700 tabular-nums" data-testid="replay-time">
          {position}
        </span>
      </div>
      <ReplayButtons
        playing={playing}
        speed={speed}
        copyState={copyState}
        onToggle={onToggle}
        onSpeed={onSpeed}
        onRestart={onRestart}
        onCopy={onCopy}
      />
      <p className="text-xs text-slate-600">Space pauses · ← → move 5 s</p>
    </div>
  );
}

/**
 * Pause / play, restart, the speeds and Copy link: the same while the position moves (ten times a second while
 * it plays), so they render only when one of them changes.
 */
const ReplayButtons = memo(function ReplayButtons({
  playing,
  speed,
  copyState,
  onToggle,
  onSpeed,
  onRestart,
  onCopy,
}: {
  playing: boolean;
  speed: ReplaySpeed;
  copyState: CopyState;
  onToggle(): void;
  onSpeed(speed: ReplaySpeed): void;
  onRestart(): void;
  onCopy(): void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className="btn-primary min-w-28" onClick={onToggle}>
        {playing ? (
          <Pause aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Play aria-hidden="true" className="h-4 w-4" />
        )}
        {playing ? 'Pause' : 'Play'}
      </button>
      <button type="button" className="btn-secondary" onClick={onRestart}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        Restart
      </button>
      <div role="group" aria-label="Speed" className="flex gap-1">
        {REPLAY_SPEEDS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === speed}
            onClick={() => onSpeed(option)}
            className={`min-h-11 min-w-12 rounded-lg border px-2 text-sm font-semibold ${
              option === speed
                ? 'border-sky-700 bg-sky-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
            }`}
          >
            {speedLabel(option)}
          </button>
        ))}
      </div>
      <button type="button" className="btn-secondary ml-auto" onClick={onCopy}>
        {copyState === 'copied' ? (
          <Check aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Copy aria-hidden="true" className="h-4 w-4" />
        )}
        {copyState === 'copied' ? 'Copied!' : 'Copy link'}
      </button>
    </div>
  );
});
