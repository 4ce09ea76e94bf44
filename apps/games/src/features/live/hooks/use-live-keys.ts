import { usePageKeys } from '../../../lib/use-page-keys.ts';

type LiveKeys = {
  selectChip: (i: number) => void;
  confirm: () => void;
  clear: () => void;
  rebet: () => void;
  openRules: () => void;
  openHistory: () => void;
};

/**
 * The table's keys: 1–5 a chip, the arrows from spot to spot (Space or Enter on a spot lays a chip), Enter elsewhere
 * places the bets, Escape clears the chips not placed, R bets again, I the rules, H the history. None act while a
 * dialog is open.
 */
export function useLiveKeys(actions: LiveKeys, doc: Document = document) {
  usePageKeys((event) => {
    const target = event.target;
    const onButton = target instanceof HTMLButtonElement;
    const keys = actions;
    if (/^[1-5]$/.test(event.key)) keys.selectChip(Number(event.key) - 1);
    else if (event.key === 'Enter' && !onButton) keys.confirm();
    else if (event.key === 'Escape') keys.clear();
    else if (event.key === 'r' || event.key === 'R') keys.rebet();
    else if (event.key === 'i' || event.key === 'I') keys.openRules();
    else if (event.key === 'h' || event.key === 'H') keys.openHistory();
    else if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) {
      const spots = [...doc.querySelectorAll<HTMLElement>('[data-spot]')];
      const at = target instanceof HTMLElement ? spots.indexOf(target) : -1;
      const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown';
      const next = at < 0 ? spots[0] : spots[(at + (forward ? 1 : -1) + spots.length) % spots.length];
      next?.focus();
    } else return;
    event.preventDefault();
  }, doc);
}
