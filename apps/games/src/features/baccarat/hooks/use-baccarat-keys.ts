import { isControlKey, usePageKeys } from '../../../lib/use-page-keys.ts';
import type { BaccaratSpot } from '../api/baccarat-calls.ts';

type BaccaratKeys = {
  /** False until the session is read: no key acts before. */
  ready: boolean;
  chipCount: number;
  deal: () => void;
  stake: (spot: BaccaratSpot) => void;
  clear: () => void;
  rebet: () => void;
  selectChip: (index: number) => void;
  openRules: () => void;
};

const SPOT_KEYS: Record<string, BaccaratSpot> = { p: 'player', b: 'banker', t: 'tie' };

/**
 * Baccarat's keys: Enter or Space deals (on a focused button they press that button instead), P, B and T stake on
 * Player, Banker and Tie, 1 to 5 pick a chip, R rebets, Backspace or Escape clears, I opens the rules. None of them
 * act while a dialog is open.
 */
export function useBaccaratKeys(actions: BaccaratKeys, doc: Document = document) {
  usePageKeys((event) => {
    const keys = actions;
    if (!keys.ready || isControlKey(event)) return;
    const key = event.key.toLowerCase();
    const spot = SPOT_KEYS[key];
    if (key === 'enter' || key === ' ') {
      event.preventDefault();
      keys.deal();
    } else if (spot) keys.stake(spot);
    else if (key === 'backspace' || key === 'escape') keys.clear();
    else if (key === 'r') keys.rebet();
    else if (/^[1-5]$/.test(key) && Number(key) <= keys.chipCount) keys.selectChip(Number(key) - 1);
    else if (key === 'i') keys.openRules();
  }, doc);
}
