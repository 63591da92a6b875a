import { useEffect } from 'react';
import type { ReplayPlayback } from '../core/replayGameSource';

/** The arrow keys move a replay by this much. */
export const SEEK_STEP_MS = 5000;

function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return target.type !== 'range';
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** A focused button presses itself with Space (Restart, a speed, Copy link, Back to games): Space is its own. */
function pressedBySpace(target: EventTarget | null): boolean {
  return target instanceof HTMLButtonElement || typingInField(target);
}

/**
 * Space pauses and plays, the arrow keys seek 5 s back or on, wherever the focus is but a text field (on the
 * scrubber too, instead of its own small steps); Space on a focused button presses that button, as anywhere
 * else. The game view's own keys reach a source that ignores them.
 */
export function useReplayKeys(playback: ReplayPlayback, onMoved: () => void) {
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingInField(event.target) || document.querySelector('dialog[open]')) return;
      if (event.key === ' ' && !pressedBySpace(event.target)) {
        event.preventDefault();
        if (event.repeat) return;
        playback.toggle();
        onMoved();
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        const { positionMs } = playback.getSnapshot();
        playback.seek(positionMs + (event.key === 'ArrowLeft' ? -SEEK_STEP_MS : SEEK_STEP_MS));
        onMoved();
      }
    };
    window.addEventListener('keydown', down);
    return () => {
      window.removeEventListener('keydown', down);
    };
  }, [playback, onMoved]);
}
