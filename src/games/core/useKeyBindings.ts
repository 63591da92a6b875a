import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { GameSourceContext } from './gameSource';

export type KeyHandler = (event: KeyboardEvent) => void;

export interface KeyBindings {
  /** By KeyboardEvent.key, e.g. ' ', 'Enter', 'ArrowLeft', 'l'. */
  down?: Record<string, KeyHandler>;
  up?: Record<string, KeyHandler>;
  /** Let held-key auto-repeat fire `down` again (off by default so holding a key is not mashing). */
  allowRepeat?: boolean;
}

function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * Enter and Space on a focused link, or on a button in a header (the top bar's links, the game's 'Leave
 * game'), keep their usual action: a keyboard user can always leave the game or the page.
 */
function activatesFocusedControl(key: string, target: EventTarget | null): boolean {
  if (key !== 'Enter' && key !== ' ') return false;
  if (!(target instanceof Element)) return false;
  return target.closest('a[href]') !== null || target.closest('header button') !== null;
}

/**
 * Window-level keyboard controls for a game. Ignored while typing in a field, while a modal dialog is
 * open, and for Enter or Space on a link or a header's button. A bound key's default action (page scroll
 * on Space, button click on Enter) is prevented so one key press is one action.
 */
export function useKeyBindings(bindings: KeyBindings) {
  const ref = useRef(bindings);
  // A game only watched (a replay) takes no presses: its keys stay the page's own controls'.
  const watchOnly = useContext(GameSourceContext)?.watchOnly === true;
  // A layout effect, run within React's commit: a passive one would have React schedule a task of its own
  // after every render, and game views render on every animation frame.
  useLayoutEffect(() => {
    ref.current = bindings;
  });

  useEffect(() => {
    if (watchOnly) return;
    const handle = (kind: 'down' | 'up') => (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingInField(event.target) || document.querySelector('dialog[open]')) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if (activatesFocusedControl(key, event.target)) return;
      const handler = ref.current[kind]?.[key];
      // A key bound for keydown also has its keyup swallowed: Space on a focused button clicks on keyup.
      const bound = handler ?? (kind === 'up' ? ref.current.down?.[key] : undefined);
      if (!bound) return;
      event.preventDefault();
      if (!handler) return;
      if (kind === 'down' && event.repeat && !ref.current.allowRepeat) return;
      handler(event);
    };
    const onDown = handle('down');
    const onUp = handle('up');
    window.addEventListener('keydown', onDown);
    window.addEventListener('keyup', onUp);
    return () => {
      window.removeEventListener('keydown', onDown);
      window.removeEventListener('keyup', onUp);
    };
  }, [watchOnly]);
}
