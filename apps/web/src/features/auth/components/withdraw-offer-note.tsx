import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { keepWithdrawOnlyToken, WITHDRAW_ONLY_PATH } from '../../withdraw-only/withdraw-only-token.ts';
import { authModals } from '../auth-modals.ts';
import type { WithdrawOffer } from '../reply-codes.ts';

/** Under a 108 refusal: the account stays closed, but its balance can be withdrawn on a page of its own. */
export function WithdrawOfferNote({ offer }: { offer: WithdrawOffer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const open = () => {
    keepWithdrawOnlyToken(offer.token);
    authModals.close();
    void navigate(WITHDRAW_ONLY_PATH);
  };

  return (
    <div className="form__withdraw-offer" data-testid="login-withdraw-offer">
      <p className="form__withdraw-note">{offer.note}</p>
      <Button variant="secondary" onClick={open} data-testid="login-withdraw-balance">
        {t('withdraw_only.open')}
      </Button>
    </div>
  );
}
