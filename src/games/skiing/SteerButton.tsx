import { memo, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import type { SteerDirection } from '../../../shared/games/skiing/rules';

interface SteerButtonProps {
  direction: SteerDirection;
  /** Whether this direction is held; the game's paint hook keeps aria-pressed current in between renders. */
  held: boolean;
  buttonRef: Ref<HTMLButtonElement>;
  onHold(direction: SteerDirection | null): void;
}

const isPressKey = (event: KeyboardEvent) => event.key === ' ' || event.key === 'Enter';

/** An on-screen arrow you hold to steer (pointer capture keeps the hold while a finger slides off). */
export const SteerButton = memo(function SteerButton({
  direction,
  held,
  buttonRef,
  onHold,
}: SteerButtonProps) {
  const left = direction === 'left';
  const press = (event: PointerEvent<HTMLButtonElement>) => {
    // The button sits on the slope, which steers by halves: this press is the button's alone.
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    onHold(direction);
  };
  const release = () => onHold(null);
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={left ? 'Steer left' : 'Steer right'}
      aria-pressed={held}
      aria-keyshortcuts={left ? 'ArrowLeft' : 'ArrowRight'}
      className="btn-secondary min-h-14 min-w-16 touch-none text-2xl opacity-90 shadow-md select-none aria-pressed:bg-sky-100"
      onPointerDown={press}
      onPointerUp={(event) => {
        event.stopPropagation();
        release();
      }}
      onPointerCancel={(event) => {
        event.stopPropagation();
        release();
      }}
      onLostPointerCapture={release}
      onContextMenu={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (!isPressKey(event)) return;
        event.preventDefault();
        onHold(direction);
      }}
      onKeyUp={(event) => {
        if (!isPressKey(event)) return;
        event.preventDefault();
        release();
      }}
    >
      <span aria-hidden="true">{left ? '◀' : '▶'}</span>
    </button>
  );
});
