import { memo, type Ref } from 'react';

/** The cooldown after a button's keys: ' · 0.7 s'. */
export const cooldownText = (seconds: number) => ` · ${seconds.toFixed(1)} s`;

interface MoveButtonProps {
  label: string;
  /** The keys shown on the button. */
  keys: readonly string[];
  /** aria-keyshortcuts value. */
  shortcuts: string;
  disabled: boolean;
  /**
   * Seconds of cooldown left, shown while the move is blocked. The view renders when it starts or ends; the
   * game's paint hook keeps its figure current in between, through `cooldownRef`.
   */
  cooldownS: number;
  cooldownRef: Ref<HTMLSpanElement>;
  /** A prompt shown while the move is the right one now (e.g. 'Parry now!'). */
  cue: string;
  onPress(): void;
}

/**
 * A Lunge or Parry button with its keys; while blocked it is disabled and shows the cooldown left. Memoised:
 * the button renders only when its state, cue or rendered cooldown changes, not when the rest of the view does.
 */
export const MoveButton = memo(function MoveButton({
  label,
  keys,
  shortcuts,
  disabled,
  cooldownS,
  cooldownRef,
  cue,
  onPress,
}: MoveButtonProps) {
  return (
    <button
      type="button"
      onClick={onPress}
      disabled={disabled}
      aria-keyshortcuts={shortcuts}
      className={`btn-primary min-h-20 touch-manipulation flex-col gap-1 text-xl select-none ${
        cue ? 'ring-4 ring-amber-500 ring-offset-2' : ''
      }`}
    >
      <span className="font-bold tracking-wide">{label}</span>
      <span className="text-sm font-medium">
        {cue ||
          keys.map((key, i) => (
            <span key={key}>
              {i > 0 && ' / '}
              <kbd className="rounded bg-white/20 px-1.5 font-sans">{key}</kbd>
            </span>
          ))}
        {cooldownS > 0 && (
          // One text node, which the paint hook rewrites.
          <span ref={cooldownRef} className="tabular-nums">
            {cooldownText(cooldownS)}
          </span>
        )}
      </span>
    </button>
  );
});
