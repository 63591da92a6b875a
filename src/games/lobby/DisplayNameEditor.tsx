// The name other players see in a room, set from the player banner. Kept in the profile.
import { useId, useState, type FormEvent } from 'react';
import { Pencil } from 'lucide-react';
import {
  DISPLAY_NAME_MAX,
  cleanDisplayName,
  displayNameProblem,
} from '../../../shared/names/displayName';

interface DisplayNameEditorProps {
  name: string;
  onSave(name: string): void;
}

export function DisplayNameEditor({ name, onSave }: DisplayNameEditorProps) {
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = displayNameProblem(typed);
    setProblem(found);
    if (found) return;
    onSave(cleanDisplayName(typed));
    setEditing(false);
  };

  if (!editing) {
    return (
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-sky-100">
        <span data-testid="display-name">
          {name ? `Others see you as ${name}` : 'Others see you as a guest'}
        </span>
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-1 rounded-md px-1.5 font-semibold text-white underline underline-offset-2 hover:bg-white/10 sm:min-h-8"
          onClick={() => {
            setTyped(name);
            setProblem(null);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
          {name ? 'Change name' : 'Set a name'}
        </button>
      </p>
    );
  }

  return (
    <form onSubmit={save} className="mt-2 flex flex-wrap items-start gap-2" noValidate>
      <label htmlFor={`${id}-name`} className="sr-only">
        Name other players see
      </label>
      <input
        id={`${id}-name`}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
        maxLength={DISPLAY_NAME_MAX * 2}
        autoComplete="nickname"
        // A new control the visitor asked for: focus goes to it.
        autoFocus
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className="min-h-10 w-44 rounded-lg border border-white/40 bg-white px-2 text-slate-900"
      />
      <button
        type="submit"
        className="min-h-10 rounded-lg bg-amber-400 px-3 font-semibold text-navy-900"
      >
        Save
      </button>
      <button
        type="button"
        className="min-h-10 rounded-lg px-3 font-semibold text-white hover:bg-white/10"
        onClick={() => setEditing(false)}
      >
        Cancel
      </button>
      {problem && (
        <p
          id={`${id}-problem`}
          role="alert"
          className="w-full text-sm font-semibold text-amber-200"
        >
          {problem}
        </p>
      )}
    </form>
  );
}
