import { useId } from 'react';

interface ToggleGroupProps<T extends string> {
  label: string;
  options: readonly T[];
  value: T;
  onChange(value: T): void;
  labelFor(value: T): string;
}

/** A row of buttons of which one is pressed (aria-pressed), e.g. Public/Private or the difficulty. */
export function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  labelFor,
}: ToggleGroupProps<T>) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <span id={labelId} className="text-sm font-semibold text-slate-800">
        {label}
      </span>
      <div className="mt-1 flex gap-2">
        {options.map((option) => {
          const pressed = option === value;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(option)}
              className={`min-h-11 flex-1 rounded-lg border px-3 text-sm font-semibold capitalize transition-colors motion-reduce:transition-none ${
                pressed
                  ? 'border-sky-700 bg-sky-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
              }`}
            >
              {labelFor(option)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
