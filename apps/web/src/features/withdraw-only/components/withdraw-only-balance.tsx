import { formatMoney } from '@casino/browser/money-format.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOwnSessionOver, type OwnSession } from '../../../lib/api-client.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-field.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { returnAllBalances } from '../../wallet/api/balance-all-back.ts';
import type { MyCash } from '../../wallet/api/my-cash.ts';
import { balanceBackErrorText } from '../../wallet/balance-back-errors.ts';

type WithdrawOnlyBalanceProps = {
  cash: MyCash;
  currency: string;
  session: OwnSession;
  /** Money came back from the game wallets: the balances are read again. */
  onReturned: () => void;
};

/** The balance, and bringing back what game wallets still hold: only the main wallet can be withdrawn. */
export function WithdrawOnlyBalance({ cash, currency, session, onReturned }: WithdrawOnlyBalanceProps) {
  const { t, i18n } = useTranslation();
  const [returning, setReturning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (decimal: string) => formatMoney(decimal, currency, i18n.language);
  const inGames = cash.my_cash_list.some((wallet) => Number(wallet.cash) > 0);

  const bringBack = async () => {
    if (returning) return;
    setReturning(true);
    setError(null);
    try {
      const result = await returnAllBalances(session.token);
      showToast(result.returned.length > 0 ? t('wallet.return_success') : t('wallet.return_nothing'), {
        tone: result.returned.length > 0 ? 'success' : 'info',
      });
      onReturned();
    } catch (failure) {
      if (isOwnSessionOver(failure)) session.onOver();
      else setError(balanceBackErrorText(failure, t));
    } finally {
      setReturning(false);
    }
  };

  return (
    <section className="fund-card withdraw-only__balance" aria-labelledby="withdraw-only-balance-title">
      <h2 id="withdraw-only-balance-title" className="fund-card__heading">
        {t('withdraw_only.balance_title')}
      </h2>
      <dl className="withdrawal-summary">
        <div className="withdrawal-summary__item">
          <dt>{t('withdraw_only.total_balance')}</dt>
          <dd className="withdrawal-summary__balance" data-testid="withdraw-only-total">
            {money(cash.total)}
          </dd>
        </div>
        <div className="withdrawal-summary__item">
          <dt>{t('withdraw_only.main_balance')}</dt>
          <dd data-testid="withdraw-only-main">{money(cash.main_cash)}</dd>
        </div>
      </dl>
      {inGames ? (
        <div className="withdraw-only__return">
          <FormAlert message={error} />
          <p>{t('withdraw_only.return_note')}</p>
          <Button
            variant="secondary"
            onClick={() => void bringBack()}
            disabled={returning}
            aria-busy={returning || undefined}
            data-testid="withdraw-only-return"
          >
            {returning ? t('withdraw_only.returning') : t('withdraw_only.return_games')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
