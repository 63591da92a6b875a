import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { X } from 'lucide-react';

interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  /** Where focus goes after closing; by default the element focused when the dialog opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** What gets focus on opening; by default the browser picks the first control (the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A wide dialog (a table), rather than a form's width. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A modal on the native <dialog> (showModal): the browser makes the page behind inert, keeps focus inside
 * and closes on Escape. No dialog library: their scroll locks inject <style> elements the CSP refuses.
 * The content mounts only while open, so a form starts fresh each time.
 */
export function Modal({
  open,
  title,
  onClose,
  returnFocusTo,
  initialFocus,
  wide = false,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  // Closing while still open in the DOM (unmount while open) must not leave the page inert.
  useEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  const handleClose = () => {
    // 'close' arrives after a task; ignore it if the dialog has been shown again since.
    if (dialogRef.current?.open) return;
    const target = returnFocusTo?.current ?? openerRef.current;
    openerRef.current = null;
    if (open) onCloseRef.current();
    // The dialog has gone (and with it the page's inertness) by now; put focus back where it came from.
    if (target?.isConnected) target.focus();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={handleClose}
      className={`m-auto w-[calc(100%-2rem)] ${wide ? 'max-w-3xl' : 'max-w-md'} rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-navy-950/70`}
    >
      {open && (
        <div className="relative p-5 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-xl font-bold text-navy-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-mt-2 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
