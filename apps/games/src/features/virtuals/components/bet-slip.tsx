import { useTranslation } from 'react-i18next';
import type { MoneyFormat } from '../../../lib/money-format.ts';
import type { SlipPick } from '../hooks/use-virtual-game.ts';
import { slipReturns, type VirtualWords } from '../hooks/virtual-words.ts';
import { ChipArt } from './virtual-art.tsx';

type SlipProps = {
  pick: SlipPick | null;
  stakes: string[];
  stakeIndex: number;
  onStake: (index: number) => void;
  balance: string | null;
  /** Place is offered only with a pick, while nothing is being placed and the connection and session are there. */
  canPlace: boolean;
  onPlace: () => void;
  note: string;
  money: MoneyFormat;
  words: VirtualWords;
};

/** The slip: the pick at its price, balance and returns, the stake chips (a radio group, arrow keys) and Place. */
export function BetSlip({ pick, stakes, stakeIndex, onStake, balance, canPlace, onPlace, note, money, words }: SlipProps) {
  const { t } = useTranslation();
  const stake = stakes[stakeIndex];
  const choice = pick
    ? `${words.eventName(pick.event_no)} · ${words.marketName(pick.market)}: ${words.selectionName(pick.market, pick.selection, pick.sides)} @ ${pick.odds}`
    : t('virtuals.pickSelection');
  const move = (step: 1 | -1, from: HTMLElement) => {
    const n = stakes.length;
    if (n === 0) return;
    const next = (stakeIndex + (step === 1 ? 1 : n - 1)) % n;
    onStake(next);
    (from.parentElement?.children[next] as HTMLElement | undefined)?.focus();
  };
  return (
    <section className="slip" aria-labelledby="slip-title">
      <h2 id="slip-title">{t('virtuals.betSlip')}</h2>
      <p id="slip-choice" className="choice" data-testid="virtual-slip">
        {choice}
      </p>
      <div className="meters">
        <div className="meter">
          <span>{t('virtuals.balance')}</span>
          <strong id="balance" data-testid="house-balance">
            {money(balance)}
          </strong>
        </div>
        <div className="meter">
          <span>{t('virtuals.returns')}</span>
          <strong id="returns">{pick && stake !== undefined ? money(slipReturns(stake, pick.odds)) : '–'}</strong>
        </div>
      </div>
      <div className="chips" id="chips" role="radiogroup" aria-label={t('virtuals.stake')}>
        {stakes.map((amount, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a chip is a drawn button that acts as one of a radio group
          <button
            key={amount}
            type="button"
            className={`chip chip-${i}`}
            role="radio"
            aria-checked={i === stakeIndex}
            aria-keyshortcuts={String(i + 1)}
            tabIndex={i === stakeIndex ? 0 : -1}
            data-testid={`virtual-stake-${i}`}
            onClick={() => onStake(i)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              event.preventDefault();
              move(event.key === 'ArrowRight' ? 1 : -1, event.currentTarget);
            }}
          >
            <ChipArt />
            <span>{money(amount)}</span>
          </button>
        ))}
      </div>
      <button
        type="button"
        id="place"
        className="primary"
        data-testid="virtual-place"
        aria-keyshortcuts="Enter"
        disabled={!canPlace}
        onClick={onPlace}
      >
        {t('virtuals.placeBet')}
      </button>
      <p className="note" id="note" role="status" data-testid="virtual-note">
        {note}
      </p>
    </section>
  );
}
