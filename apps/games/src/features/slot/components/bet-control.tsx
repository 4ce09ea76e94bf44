import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../../../ui/icons.tsx';

type BetControlProps = {
  /** The stake, as shown. */
  bet: string;
  canLower: boolean;
  canRaise: boolean;
  onChange: (step: -1 | 1) => void;
};

/** The stake of the next spin, one of the game's bets, lowered and raised a step at a time (also with the arrows). */
export function BetControl({ bet, canLower, canRaise, onChange }: BetControlProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="bet" aria-label={t('house.bet')}>
      <button type="button" id="bet-down" aria-label={t('slot.betDown')} disabled={!canLower} onClick={() => onChange(-1)}>
        <MinusIcon />
      </button>
      <output id="bet" data-testid="house-bet" aria-live="polite">
        {bet || '–'}
      </output>
      <button type="button" id="bet-up" aria-label={t('slot.betUp')} disabled={!canRaise} onClick={() => onChange(1)}>
        <PlusIcon />
      </button>
    </fieldset>
  );
}
