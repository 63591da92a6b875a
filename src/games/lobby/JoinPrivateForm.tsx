import { useId, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { INVITE_CODE_LENGTH } from '../../../shared/rooms/inviteCode';

/** 'Join a Private Game': an invite code and Join. Empty input is ignored (SPEC §5). */
export function JoinPrivateForm({ onJoin }: { onJoin(code: string): void }) {
  const [code, setCode] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    onJoin(code);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="card p-4 sm:p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-navy-900">
        <KeyRound aria-hidden="true" className="h-5 w-5 text-sky-700" />
        Join a Private Game
      </h2>
      <form onSubmit={submit} className="mt-3 flex gap-2">
        <label htmlFor={`${id}-code`} className="sr-only">
          Invite code
        </label>
        <input
          id={`${id}-code`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder="Enter invite code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={INVITE_CODE_LENGTH + 10}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 font-mono text-base tracking-widest text-slate-900 uppercase placeholder:font-sans placeholder:tracking-normal placeholder:text-slate-600 placeholder:normal-case"
        />
        <button type="submit" className="btn-primary">
          Join
        </button>
      </form>
    </section>
  );
}
