import { memo, useEffect, useId, useRef, useSyncExternalStore, type RefObject } from 'react';
import { Check, Copy, Pause, Play, RotateCcw } from 'lucide-react';
import { REPLAY_SPEEDS, type ReplayPlayback, type ReplaySpeed } from '../core/replayGameSource';
import { paintText } from '../core/paint';
import { clockText } from './replayText';
import type { CopyState } from '../lobby/useCopy';

const speedLabel = (speed: ReplaySpeed) => `${speed}×`;
const timeText = (positionMs: number, durationMs: number) =>
  `${clockText(positionMs)} / ${clockText(durationMs)}`;
const positionText = (positionMs: number, durationMs: number) =>
  `${clockText(positionMs)} of ${clockText(durationMs)}`;

interface ReplayHandlers {
  copyState: CopyState;
  onToggle(): void;
  onSpeed(speed: ReplaySpeed): void;
  onRestart(): void;
  onSeek(positionMs: number): void;
  onCopy(): void;
}

/** Writes the position into the scrubber (its value and what a screen reader hears) and the time beside it. */
function paintPosition(
  scrubber: HTMLInputElement | null,
  time: HTMLSpanElement | null,
  positionMs: number,
  durationMs: number,
) {
  if (scrubber) {
    scrubber.value = String(positionMs);
    scrubber.setAttribute('aria-valuetext', positionText(positionMs, durationMs));
  }
  paintText(time, timeText(positionMs, durationMs));
}

/**
 * Paints the playback's position into the scrubber and the time beside it as it moves (ten times a second while
 * it plays, see ReplayPlayback.subscribe): the controls render only when the playback plays, pauses or changes
 * speed. The scrubber is uncontrolled, so React never puts back a value it rendered earlier.
 */
function usePaintedPosition(
  playback: ReplayPlayback,
  scrubber: RefObject<HTMLInputElement | null>,
  time: RefObject<HTMLSpanElement | null>,
) {
  useEffect(() => {
    let painted: number | null = null;
    const paint = () => {
      const { positionMs, durationMs } = playback.getSnapshot();
      if (positionMs === painted) return;
      painted = positionMs;
      paintPosition(scrubber.current, time.current, positionMs, durationMs);
    };
    paint();
    return playback.subscribe(paint);
  }, [playback, scrubber, time]);
}

/** Pause / play, the speeds, restart, the scrubber and Copy link, under the replay's view. */
export function ReplayControls({
  playback,
  copyState,
  onToggle,
  onSpeed,
  onRestart,
  onSeek,
  onCopy,
}: { playback: ReplayPlayback } & ReplayHandlers) {
  const { playing, speed } = useSyncExternalStore(playback.subscribe, playback.getControls);
  const scrubberId = useId();
  const scrubber = useRef<HTMLInputElement>(null);
  const time = useRef<HTMLSpanElement>(null);
  usePaintedPosition(playback, scrubber, time);
  // What the paint shows now; after this render it keeps them current.
  const { positionMs, durationMs } = playback.getSnapshot();
  return (
    <div className="card flex flex-col gap-3 p-3" data-testid="replay-controls">
      <div className="flex items-center gap-3">
        <label htmlFor={scrubberId} className="shrink-0 text-sm font-semibold text-slate-800">
          Replay position
        </label>
        <input
          ref={scrubber}
          id={scrubberId}
          type="range"
          min={0}
          max={durationMs}
          step={10}
          defaultValue={positionMs}
          aria-valuetext={positionText(positionMs, durationMs)}
          onChange={(event) => onSeek(Number(event.target.value))}
          className="min-w-0 flex-1 accent-sky-700"
        />
        <span
          ref={time}
          className="shrink-0 text-sm text-slate-700 tabular-nums"
          data-testid="replay-time"
        >
          {timeText(positionMs, durationMs)}
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
