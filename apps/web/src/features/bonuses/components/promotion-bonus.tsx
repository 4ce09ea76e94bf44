import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { useSession } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useApplyBonus, useBonusOffers } from '../api/bonuses.ts';
import { OfferTerms } from './offer-terms.tsx';
import './bonuses.css';

/**
 * On a promotion's page (/discount/{id}): the bonus it carries for the member's currency, and the button that takes
 * it. Nothing for visitors or when the promotion carries no bonus.
 */
export function PromotionBonus({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const money = useMoneyFormat();
  const errorText = useErrorText();
  const offers = useBonusOffers(promotionId);
  const apply = useApplyBonus();
  if (!session) return null;
  const offer = offers.data?.list[0];
  if (!offer) return null;
  return (
    <aside className="bonus-offer" aria-labelledby="bonus-offer-title" data-testid="promotion-bonus">
      <h2 className="bonus-offer__title" id="bonus-offer-title">
        {t('bonuses.offer_title')}
      </h2>
      <OfferTerms offer={offer} />
      {offer.claimed ? (
        <p className="bonus-offer__claimed" data-testid="bonus-claimed">
          {t('bonuses.claimed')}
        </p>
      ) : (
        <Button
          disabled={apply.isPending}
          data-testid="bonus-apply"
          onClick={() =>
            apply.mutate(promotionId, {
              onSuccess: (bonus) =>
                showToast(t('bonuses.applied', { amount: money(bonus.amount, bonus.currency) }), { tone: 'success' }),
              onError: (e) => showToast(errorText(e), { tone: 'error' }),
            })
          }
        >
          {offer.kind === 'deposit_match' ? t('bonuses.apply_match') : t('bonuses.apply')}
        </Button>
      )}
    </aside>
  );
}
