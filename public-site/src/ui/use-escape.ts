import { useEffect, useRef } from 'react';

/**
 * While `open`, Escape anywhere on the page calls `onEscape` (menus and popovers close on it and
 * hand the focus back to what opened them; issue 16).
 */
export function useEscape(open: boolean, onEscape: () => void): void {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
