import { isControlKey, usePageKeys } from '../../../lib/use-page-keys.ts';

type SlotKeys = { spin: () => void; changeBet: (step: -1 | 1) => void; openPaytable: () => void };

/**
 * The slot's keys: Space or Enter spins (on a focused button they press that button instead), the arrows and + and -
 * change the bet, I opens the paytable. None of them act while a dialog is open.
 */
export function useSlotKeys(actions: SlotKeys, doc: Document = document) {
  usePageKeys((event) => {
    if (isControlKey(event)) return;
    const { spin, changeBet, openPaytable } = actions;
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
  }, doc);
}
