import { usePageKeys } from '../../../lib/use-page-keys.ts';

type VirtualKeys = {
  /** Keys 1–5: the stake of that chip. */
  stake: (index: number) => void;
  place: () => void;
  openHistory: () => void;
  openRules: () => void;
};

/**
 * The page's keys: 1–5 choose the stake, Enter places the bet (also from the price just chosen: a second Enter on it;
 * on any other button Enter presses that button), H opens the history and I the rules. None act while a dialog is open.
 */
export function useVirtualKeys(actions: VirtualKeys, doc: Document = document) {
  usePageKeys((event) => {
    const target = event.target;
    const onControl = target instanceof Element && target.closest('button, a, input, select, textarea') !== null;
    const { stake, place, openHistory, openRules } = actions;
    if (/^[1-5]$/.test(event.key)) stake(Number(event.key) - 1);
    else if (
      event.key === 'Enter' &&
      (!onControl || (target instanceof Element && target.closest('.price[aria-pressed="true"]') !== null))
    ) {
      event.preventDefault();
      place();
    } else if (event.key === 'h' || event.key === 'H') openHistory();
    else if (event.key === 'i' || event.key === 'I') openRules();
  }, doc);
}
