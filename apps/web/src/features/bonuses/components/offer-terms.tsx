import type { BonusOffer } from '@casino/contract/calls/bonus-calls.ts';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/money-format.ts';

/** A bonus's terms in one or two sentences: what it gives and what has to be wagered in how long. */
export function useOfferText() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (offer: BonusOffer) => {
    const c = offer.currency;
    const gives =
      offer.kind === 'fixed'
        ? t('bonuses.offer_fixed', { amount: money(offer.amount, c) })
        : Number(offer.cap) > 0
          ? t('bonuses.offer_match', { percent: offer.percent, cap: money(offer.cap, c), min: money(offer.min_deposit, c) })
          : t('bonuses.offer_match_no_cap', { percent: offer.percent, min: money(offer.min_deposit, c) });
    const wager =
      offer.wagering_multiple === 0
        ? t('bonuses.offer_no_wagering')
        : t(offer.wagering_base === 'bonus' ? 'bonuses.offer_wagering' : 'bonuses.offer_wagering_deposit', {
            multiple: offer.wagering_multiple,
            days: offer.valid_days,
          });
    return { gives, wager };
  };
}

export function OfferTerms({ offer }: { offer: BonusOffer }) {
  const text = useOfferText()(offer);
  return (
    <p className="bonus-offer__terms" data-testid="bonus-offer-terms">
      <strong>{text.gives}</strong> {text.wager}
    </p>
  );
}
