import { useId } from 'react';
import type { GhostRaceChoice } from './readyContext';

/** 'Race a ghost' on a ready screen: no ghost, the world record, your best, or the run a link named. */
export function GhostPicker({ choice }: { choice: GhostRaceChoice }) {
  const id = useId();
  const reasonId = `${id}-reason`;
  return (
    <div className="flex w-full flex-col items-center gap-1" data-testid="ghost-picker">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        Race a ghost
      </label>
      <select
        id={id}
        // As wide as the card allows, not as its longest option: a disabled option's reason is long.
        className="min-h-11 w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
        value={choice.unavailable ? '' : choice.chosen}
        disabled={choice.unavailable !== undefined}
        aria-describedby={choice.unavailable ? reasonId : undefined}
        onChange={(event) => choice.choose(event.target.value)}
      >
        {choice.options.map((option) => (
          <option key={option.value} value={option.value} disabled={!!option.disabledReason}>
            {option.disabledReason ? `${option.label} (${option.disabledReason})` : option.label}
          </option>
        ))}
      </select>
      {choice.unavailable && (
        <p id={reasonId} className="text-sm text-slate-700">
          {choice.unavailable}
        </p>
      )}
    </div>
  );
}
