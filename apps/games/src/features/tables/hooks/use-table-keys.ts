import { isControlKey, usePageKeys } from '../../../lib/use-page-keys.ts';
import type { BlackjackAction } from '../api/table-calls.ts';
import type { TableKind } from '../api/table-page-data.ts';

type TableKeys = {
  kind: TableKind;
  /** False until the session is read: no key acts before. */
  ready: boolean;
  inPlay: boolean;
  chipCount: number;
  play: () => void;
  act: (action: BlackjackAction) => void;
  stake: (spot: string) => void;
  clear: () => void;
  rebet: () => void;
  selectChip: (index: number) => void;
  openRules: () => void;
};

const BLACKJACK_KEYS: Record<string, BlackjackAction> = {
  h: 'hit',
  s: 'stand',
  d: 'double',
  p: 'split',
  y: 'insurance',
  n: 'no_insurance',
};
/** The spots a letter stakes on, by game: B the main bet, S and B small and big, A and B andar and bahar. */
const SPOT_KEYS: Record<TableKind, Record<string, string>> = {
  blackjack: { b: 'main' },
  sic_bo: { s: 'small', b: 'big' },
  andar_bahar: { a: 'andar', b: 'bahar' },
};

/**
 * The tables' keys: Enter or Space plays (on a focused button they press that button instead), the game's letters
 * stake or decide (blackjack: H hit, S stand, D double, P split, Y and N insurance, B a chip on the bet), 1 to 5 pick
 * a chip, R rebets, Escape or Backspace clears, I opens the rules. None of them act while a dialog is open.
 */
export function useTableKeys(actions: TableKeys, doc: Document = document) {
  usePageKeys((event) => {
    const keys = actions;
    if (!keys.ready || isControlKey(event)) return;
    const key = event.key.toLowerCase();
    const decision = keys.kind === 'blackjack' ? BLACKJACK_KEYS[key] : undefined;
    const spot = SPOT_KEYS[keys.kind][key];
    if (key === 'enter' || key === ' ') {
      event.preventDefault();
      if (!keys.inPlay) keys.play();
    } else if (decision && keys.inPlay) keys.act(decision);
    else if (spot) keys.stake(spot);
    else if (key === 'escape' || key === 'backspace') keys.clear();
    else if (key === 'r') keys.rebet();
    else if (/^[1-5]$/.test(key) && Number(key) <= keys.chipCount) keys.selectChip(Number(key) - 1);
    else if (key === 'i') keys.openRules();
  }, doc);
}
