import { useEffect, useRef } from 'react';

/**
 * Listens for a game page's keys on the document: `onKey` hears a key unless it comes with Alt, Ctrl or Meta, was
 * already handled (its default prevented), or a dialog is open (the dialog's keys are its own). The latest `onKey` is
 * called, so a page passes its current state without listening again.
 */
export function usePageKeys(onKey: (event: KeyboardEvent) => void, doc: Document = document) {
  const latest = useRef(onKey);
  latest.current = onKey;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (doc.querySelector('dialog[open]')) return;
      latest.current(event);
    };
    doc.addEventListener('keydown', listener);
    return () => doc.removeEventListener('keydown', listener);
  }, [doc]);
}

/** Whether a key is the focused control's rather than the game's: Enter or Space on a button or link, any key in a field. */
export function isControlKey(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  if ((event.key === 'Enter' || event.key === ' ') && target.closest('button, a[href], summary') !== null) return true;
  return target.closest('input, select, textarea') !== null;
}
