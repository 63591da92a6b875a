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

/**
 * Space pauses and plays, the arrow keys seek 5 s back or on, wherever the focus is but a text field (on the
 * scrubber too, instead of its own small steps). A focused button's Space click on keyup is swallowed too, so
 * one press is one pause; the game view's own keys reach a source that ignores them.
 */
export function useReplayKeys(playback: ReplayPlayback, onMoved: () => void) {
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingInField(event.target) || document.querySelector('dialog[open]')) return;
      if (event.key === ' ') {
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
    const up = (event: KeyboardEvent) => {
      if (event.key === ' ' && !typingInField(event.target)) event.preventDefault();
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [playback, onMoved]);
}
