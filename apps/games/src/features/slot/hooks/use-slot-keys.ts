import { useEffect, useRef } from 'react';

type SlotKeys = { spin: () => void; changeBet: (step: -1 | 1) => void; openPaytable: () => void };

/**
 * The slot's keys: Space or Enter spins (on a focused button they press that button instead), the arrows and + and -
 * change the bet, I opens the paytable. None of them act while a dialog is open.
 */
export function useSlotKeys(actions: SlotKeys, doc: Document = document) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (doc.querySelector('dialog[open]')) return;
      const target = event.target;
      const isButton = target instanceof HTMLElement && target.closest('button, a[href], summary') !== null;
      if (isButton && (event.key === 'Enter' || event.key === ' ')) return;
      if (target instanceof HTMLElement && target.closest('input, select, textarea')) return;
      const { spin, changeBet, openPaytable } = latest.current;
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        spin();
      } else if (event.key === 'ArrowUp' || event.key === 'ArrowRight' || event.key === '+') {
        event.preventDefault();
        changeBet(1);
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowLeft' || event.key === '-') {
        event.preventDefault();
        changeBet(-1);
      } else if (event.key === 'i' || event.key === 'I') {
        openPaytable();
      }
    };
    doc.addEventListener('keydown', onKey);
    return () => doc.removeEventListener('keydown', onKey);
  }, [doc]);
}
