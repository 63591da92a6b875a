import { useRef, type RefObject } from 'react';
import { Check, Copy, Link } from 'lucide-react';
import { inviteHref } from '../session/gamesUrl';
import { Modal } from './Modal';
import { selectText, useCopy } from './useCopy';

interface PrivateGameDialogProps {
  /** The new room's invite code; null when closed. */
  code: string | null;
  onClose(): void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const MANUAL_HINT = 'Press Ctrl+C (or long-press) to copy';

export function PrivateGameDialog({ code, onClose, returnFocusTo }: PrivateGameDialogProps) {
  const copyRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={code !== null}
      title="Private Game Created!"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      initialFocus={copyRef}
    >
      {code !== null && <ShareCode code={code} copyRef={copyRef} onDone={onClose} />}
    </Modal>
  );
}

function ShareCode({
  code,
  copyRef,
  onDone,
}: {
  code: string;
  copyRef: RefObject<HTMLButtonElement | null>;
  onDone(): void;
}) {
  const codeCopy = useCopy();
  const linkCopy = useCopy();
  const codeRef = useRef<HTMLSpanElement>(null);
  const linkRef = useRef<HTMLParagraphElement>(null);
  const link = inviteHref(code, window.location.origin);

  const copyCode = async () => {
    if ((await codeCopy.copy(code)) === 'manual') selectText(codeRef.current);
  };
  const copyLink = async () => {
    if ((await linkCopy.copy(link)) === 'manual') selectText(linkRef.current);
  };
  const status =
    codeCopy.state === 'manual' || linkCopy.state === 'manual'
      ? MANUAL_HINT
      : codeCopy.state === 'copied'
        ? 'Invite code copied.'
        : linkCopy.state === 'copied'
          ? 'Invite link copied.'
          : '';

  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">
        Share this code with your friends to invite them to the game.
      </p>
      <div className="flex items-center gap-3 rounded-xl border-2 border-dashed border-sky-700 bg-sky-50 p-3">
        <p className="flex-1 text-center font-mono text-3xl font-bold tracking-[0.3em] text-navy-900">
          <span className="sr-only">Invite code: </span>
          <span ref={codeRef} className="select-all" data-testid="invite-code">
            {code}
          </span>
        </p>
        <button ref={copyRef} type="button" onClick={copyCode} className="btn-primary min-w-28">
          {codeCopy.state === 'copied' ? (
            <Check aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Copy aria-hidden="true" className="h-4 w-4" />
          )}
          {codeCopy.state === 'copied' ? 'Copied!' : 'Copy'}
        </button>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <p
          ref={linkRef}
          className="min-w-0 flex-1 truncate font-mono text-sm text-slate-700 select-all"
          title={link}
        >
          {link}
        </p>
        <button type="button" onClick={copyLink} className="btn-secondary">
          <Link aria-hidden="true" className="h-4 w-4" />
          {linkCopy.state === 'copied' ? 'Link copied!' : 'Copy invite link'}
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm font-medium text-slate-800">
        {status}
      </p>
      <button type="button" onClick={onDone} className="btn-secondary min-h-12 text-base">
        Done
      </button>
    </div>
  );
}
