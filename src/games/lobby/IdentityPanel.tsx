// The results identity of this browser: the country beside its name on the boards, moving it to another
// device with a one-time code, taking one from another device, or deleting every result of it.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useGamesServices } from '../session/gamesServices';
import { CountryPicker } from './CountryPicker';
import { selectText, useCopy } from './useCopy';

export const NO_IDENTITY =
  'This device has no verified results yet: play a practice with the game server to make some.';
export const COPY_REFUSED =
  'This browser would not let the page copy: select the code and copy it yourself, or write it down.';
export const DELETED = 'Your results are deleted, and this device has forgotten its identity.';

type Panel =
  | { kind: 'idle' }
  | { kind: 'code'; code: string }
  | { kind: 'redeem' }
  | { kind: 'confirm-delete' }
  | { kind: 'message'; text: string };

export function IdentityPanel({ onChanged }: { onChanged(): void }) {
  const { records } = useGamesServices();
  const [panel, setPanel] = useState<Panel>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState('');
  const codeRef = useRef<HTMLElement>(null);
  const inputId = useId();
  const { state: copyState, copy } = useCopy();
  const saved = records.identity.peek();

  const run = async (action: () => Promise<Panel>) => {
    setBusy(true);
    try {
      setPanel(await action());
    } catch (error) {
      setPanel({ kind: 'message', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const moveResults = () =>
    run(async () => {
      const now = records.identity.peek();
      if (now.kind !== 'secret') return { kind: 'message', text: NO_IDENTITY };
      const { code } = await records.client.transferCode(now.secret);
      return { kind: 'code', code };
    });

  const redeem = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim();
    if (!code) return;
    void run(async () => {
      const secret = records.identity.ensure();
      if (!secret)
        return {
          kind: 'message',
          text: records.identity.peek().kind === 'corrupt' ? CORRUPT : NO_IDENTITY,
        };
      const { name } = await records.client.redeem(secret, code);
      onChanged();
      return { kind: 'message', text: `This device now holds the results of ${name}.` };
    });
  };

  const deleteResults = () =>
    run(async () => {
      const now = records.identity.peek();
      if (now.kind === 'secret') {
        try {
          await records.client.deleteIdentity(now.secret);
        } catch (error) {
          // A secret that never made a verified run names no player: there is nothing to delete there.
          if ((error as { status?: number }).status !== 404) throw error;
        }
      }
      records.identity.forget();
      onChanged();
      return { kind: 'message', text: DELETED };
    });

  return (
    <section aria-label="Your results identity" className="rounded-xl bg-slate-50 p-4 text-sm">
      <CountryPicker onChanged={onChanged} />
      <h3 className="mt-4 font-bold text-navy-900">Your results on other devices</h3>
      {saved.kind === 'corrupt' && (
        <p role="alert" className="mt-1 text-red-800">
          {saved.message}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          onClick={() => void moveResults()}
        >
          Move my results to another device
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          onClick={() => setPanel({ kind: 'redeem' })}
        >
          Use a code
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          onClick={() => setPanel({ kind: 'confirm-delete' })}
        >
          Delete my results
        </button>
      </div>
      {panel.kind === 'code' && (
        <div className="mt-3" data-testid="transfer-code">
          <p>
            On the other device, open World records, press ‘Use a code’ and type:{' '}
            <strong ref={codeRef} className="font-mono text-lg tracking-widest">
              {panel.code}
            </strong>
          </p>
          <p className="text-slate-700">It works once, for 10 minutes.</p>
          <button
            type="button"
            className="mt-1 text-sky-800 underline"
            onClick={() =>
              void copy(panel.code).then(
                (result) => result === 'manual' && selectText(codeRef.current),
              )
            }
          >
            {copyState === 'copied' ? 'Copied!' : 'Copy the code'}
          </button>
          {copyState === 'manual' && <p role="alert">{COPY_REFUSED}</p>}
        </div>
      )}
      {panel.kind === 'redeem' && (
        <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={redeem}>
          <label htmlFor={inputId} className="flex flex-col font-semibold">
            Code from your other device
            <input
              id={inputId}
              value={typed}
              maxLength={16}
              autoComplete="off"
              onChange={(event) => setTyped(event.target.value)}
              className="mt-1 min-h-11 rounded-lg border border-slate-300 px-2 font-mono uppercase"
            />
          </label>
          <button type="submit" className="btn-primary" disabled={busy}>
            Use this code
          </button>
        </form>
      )}
      {panel.kind === 'confirm-delete' && (
        <div className="mt-3" role="alertdialog" aria-label="Delete my results">
          <p>Delete every verified result of yours from the boards? This cannot be undone.</p>
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              className="btn-primary"
              disabled={busy}
              onClick={() => void deleteResults()}
            >
              Delete them
            </button>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => setPanel({ kind: 'idle' })}
            >
              Keep them
            </button>
          </div>
        </div>
      )}
      {panel.kind === 'message' && (
        <p role="status" className="mt-3">
          {panel.text}
        </p>
      )}
    </section>
  );
}

const CORRUPT =
  'Your saved results identity could not be read: use ‘Delete my results’ to start again.';
