import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBonusOffers } from '../api/bonuses.ts';
import { useOfferText } from './offer-terms.tsx';
import './bonuses.css';

/**
 * Deposit page: the deposit-match bonuses the member may take with this deposit ("no bonus" first). Shows nothing when
 * none runs or the offers cannot be read (the deposit never depends on them).
 */
export function DepositBonusChoice({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const offers = useBonusOffers(null);
  const describe = useOfferText();
  const matches = (offers.data?.list ?? []).filter((o) => o.kind === 'deposit_match' && !o.claimed);
  if (matches.length === 0) return null;
  const chosen = matches.find((o) => o.promotion_id === value);
  return (
    <div className="bonus-choice" data-testid="deposit-bonus">
      <label className="bonus-choice__label" htmlFor={id}>
        {t('bonuses.deposit_bonus')}
      </label>
      <select
        id={id}
        className="bonus-choice__select"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        data-testid="deposit-bonus-select"
      >
        <option value="">{t('bonuses.no_bonus')}</option>
        {matches.map((o) => (
          <option key={o.promotion_id} value={o.promotion_id}>
            {o.title}
          </option>
        ))}
      </select>
      {chosen ? (
        <p className="bonus-choice__terms">
          {describe(chosen).gives} {describe(chosen).wager}
        </p>
      ) : null}
    </div>
  );
}
