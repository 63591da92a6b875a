import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9: the copy confirmation shows for 2 s. */
export const COPIED_FOR_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'manual';

/**
 * Copies text to the clipboard. Where the clipboard is missing or refuses, it reports 'manual' so the view
 * can select the text and ask the visitor to copy it by hand; it never throws.
 */
export function useCopy() {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string): Promise<CopyState> => {
    window.clearTimeout(timer.current);
    let result: CopyState = 'manual';
    try {
      if (navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(text);
        result = 'copied';
      }
    } catch {
      result = 'manual';
    }
    setState(result);
    if (result === 'copied') {
      // A UI confirmation, not a game rule: a plain timeout cleared on unmount.
      timer.current = window.setTimeout(() => setState('idle'), COPIED_FOR_MS);
    }
    return result;
  }, []);

  return { state, copy };
}

/** Selects an element's text so the visitor can copy it with the keyboard or a long press. */
export function selectText(element: HTMLElement | null) {
  if (!element) return;
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
