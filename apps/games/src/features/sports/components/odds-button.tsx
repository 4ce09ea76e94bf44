import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '../../../lib/reduced-motion.ts';
import type { SportsEvent, SportsMarket } from '../api/sports-calls.ts';
import { isBettable } from '../lib/events.ts';
import { selectionName, shortPick } from '../lib/labels.ts';
import { oddsText, priceMove } from '../lib/odds.ts';
import { useOddsFormat } from './odds-context.ts';

const FLASH_MS = 1_000;

type OddsButtonProps = {
  event: SportsEvent;
  market: SportsMarket;
  selectionKey: string;
  selected: boolean;
  onToggle: (event: SportsEvent, market: SportsMarket, key: string, odds: string) => void;
  /** The row's compact label (1, X, 2, a line), else the selection's full name. */
  compact?: boolean;
};

/**
 * One price: a toggle of the slip, locked while its market or selection is suspended. A price that moved flashes up or
 * down for a second by a class set on the element itself, so the flash costs no render of its own.
 */
export function OddsButton({ event, market, selectionKey, selected, onToggle, compact }: OddsButtonProps) {
  const { t } = useTranslation();
  const format = useOddsFormat();
  const selection = market.selections.find((s) => s.key === selectionKey);
  const ref = useRef<HTMLButtonElement>(null);
  const shown = useRef(selection?.odds ?? '');
  const odds = selection?.odds ?? '';

  useEffect(() => {
    const before = shown.current;
    shown.current = odds;
    const button = ref.current;
    const move = priceMove(before, odds);
    if (!button || move === 0 || prefersReducedMotion()) return;
    const name = move > 0 ? 'odds-up' : 'odds-down';
    button.classList.remove('odds-up', 'odds-down');
    button.classList.add(name);
    const timer = setTimeout(() => button.classList.remove(name), FLASH_MS);
    return () => {
      clearTimeout(timer);
      button.classList.remove(name);
    };
  }, [odds]);

  if (!selection) return <span className="odds-empty" />;
  const open = isBettable(event, market, selection.active);
  const name = selectionName(t, market, selectionKey, compact ? undefined : event);
  const price = oddsText(selection.odds, format);
  return (
    <button
      ref={ref}
      type="button"
      className={`odds${selected ? ' selected' : ''}${open ? '' : ' locked'}`}
      aria-pressed={selected}
      aria-label={open ? t('sports.oddsLabel', { selection: name, odds: price }) : t('sports.lockedLabel', { selection: name })}
      disabled={!open && !selected}
      data-testid={`odds-${market.market_id}-${selectionKey}`}
      onClick={() => onToggle(event, market, selectionKey, selection.odds)}
    >
      <span className="pick">{compact ? shortPick(t, market, selectionKey) : name}</span>
      <span className="price">{open ? price : <LockIcon />}</span>
    </button>
  );
}

const LockIcon = () => (
  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
    <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);
