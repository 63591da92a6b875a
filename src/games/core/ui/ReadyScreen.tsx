import { useEffect, useRef } from 'react';

interface ReadyScreenProps {
  icon: string;
  title: string;
  /** The spec's instruction text, shown exactly. */
  instructions: string;
  /** The spec's start button label, e.g. 'Start Swimming!'. */
  startLabel: string;
  /** Extra help, e.g. the keyboard keys. */
  hint?: string;
  onStart(): void;
}

/** The ready screen every mini-game opens with: instruction text and a start button (focused). */
export function ReadyScreen({
  icon,
  title,
  instructions,
  startLabel,
  hint,
  onStart,
}: ReadyScreenProps) {
  const startRef = useRef<HTMLButtonElement>(null);
  useEffect(() => startRef.current?.focus(), []);
  return (
    <div className="card mx-auto flex max-w-xl flex-col items-center gap-4 p-6 text-center sm:p-10">
      <span aria-hidden="true" className="text-6xl">
        {icon}
      </span>
      <h2 className="text-2xl font-bold text-navy-900">{title}</h2>
      <p className="text-lg text-slate-800">{instructions}</p>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      <button
        ref={startRef}
        type="button"
        className="btn-primary min-h-14 px-8 text-lg"
        onClick={onStart}
      >
        {startLabel}
      </button>
    </div>
  );
}
