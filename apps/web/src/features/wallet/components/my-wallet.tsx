import type { ProviderWallet } from '@casino/contract/calls/wallet-calls.ts';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { balanceGetBackKey, useReturnProviderBalance } from '../api/balance-get-back.ts';
import { useMyCash } from '../api/my-cash.ts';
import { balanceBackErrorText } from '../balance-back-errors.ts';
import { directionOf } from '../cash-format.ts';
import { refreshCash, useMemberCash } from '../hooks/use-member-cash.ts';
import { useReturnAll } from '../hooks/use-return-all.ts';
import { RefreshCashButton, ReturnAllButton } from './wallet-actions.tsx';
import { WalletBalance } from './wallet-balance.tsx';
import './my-wallet.css';

/**
 * The member centre's wallet (/user/MyWallet): the main wallet, one row per game provider wallet (highlighted when it
 * holds money) with its own return, the total, refresh and the one-key return.
 */
export function MyWallet() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const query = useMyCash();
  const cash = useMemberCash();
  const returnAll = useReturnAll();
  const returnOne = useReturnProviderBalance();
  const returningOne = useIsMutating({ mutationKey: balanceGetBackKey }) > 0;
  const busy = returningOne || returnAll.pending;

  const returnWallet = (wallet: ProviderWallet) => {
    if (busy) return;
    returnOne.mutate(wallet.gp_id, {
      onSuccess: (result) => {
        const amount = result.returned.find((r) => r.gp_id === wallet.gp_id)?.amount;
        if (amount) {
          showToast(t('wallet.return_one_success', { amount: money(amount, cash.currency), name: wallet.gp_name }), {
            tone: 'success',
          });
        } else {
          showToast(t('wallet.return_one_nothing', { name: wallet.gp_name }), { tone: 'info' });
        }
      },
      onError: (error) => showToast(balanceBackErrorText(error, t), { tone: 'error' }),
      onSettled: () => void refreshCash(queryClient),
    });
  };

  const wallets = query.data?.my_cash_list;
  const pendingGpId = returnOne.isPending ? returnOne.variables : null;

  return (
    <div className="my-wallet" data-testid="my-wallet">
      <section className="my-wallet__summary" aria-label={t('wallet.summary_label')}>
        <div className="my-wallet__figure my-wallet__figure--main">
          <h2 className="my-wallet__figure-label">{t('wallet.main_wallet')}</h2>
          <p className="my-wallet__figure-value" data-testid="my-wallet-main">
            <WalletBalance placeholderWidth="9rem" placeholderHeight="1.75rem" />
          </p>
        </div>
        <div className="my-wallet__figure">
          <h2 className="my-wallet__figure-label">{t('wallet.total')}</h2>
          <p className="my-wallet__figure-value my-wallet__figure-value--muted" data-testid="my-wallet-total">
            {query.data && !cash.refreshing ? (
              money(query.data.total, cash.currency)
            ) : query.isError ? (
              '–'
            ) : (
              <Skeleton width="7rem" height="1.75rem" />
            )}
          </p>
        </div>
        <div className="my-wallet__actions">
          <RefreshCashButton testIdPrefix="my-" />
          <ReturnAllButton testIdPrefix="my-" />
        </div>
      </section>

      <section className="my-wallet__providers" aria-labelledby="my-wallet-providers-title">
        <h2 id="my-wallet-providers-title" className="my-wallet__heading">
          {t('wallet.game_wallets')}
        </h2>
        {query.isPending ? (
          <LoadingRegion label={t('common.loading')} className="my-wallet__loading">
            {[1, 2, 3, 4].map((row) => (
              <Skeleton key={row} height="4rem" radius="var(--radius-md)" />
            ))}
          </LoadingRegion>
        ) : query.isError ? (
          <ErrorMessage
            compact
            title={t('wallet.load_failed')}
            message={errorText(query.error)}
            retryLabel={t('common.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : !wallets || wallets.length === 0 ? (
          <p className="empty-state" data-testid="my-wallet-empty">
            {t('wallet.empty')}
          </p>
        ) : (
          <ul className="my-wallet__list" aria-busy={cash.refreshing || undefined}>
            {wallets.map((wallet) => (
              <ProviderWalletRow
                key={wallet.gp_id}
                wallet={wallet}
                currency={cash.currency}
                returning={pendingGpId === wallet.gp_id}
                disabled={busy}
                onReturn={() => returnWallet(wallet)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

type ProviderWalletRowProps = {
  wallet: ProviderWallet;
  currency: string;
  returning: boolean;
  disabled: boolean;
  onReturn: () => void;
};

function ProviderWalletRow({ wallet, currency, returning, disabled, onReturn }: ProviderWalletRowProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const light = wallet.is_light === 1;
  const empty = directionOf(wallet.cash) === 'none';
  return (
    <li
      className={light ? 'wallet-row wallet-row--light' : 'wallet-row'}
      data-testid="wallet-row"
      data-gp-id={wallet.gp_id}
      data-light={light ? '1' : '0'}
    >
      <FallbackImage
        src={wallet.icon_dark}
        alt=""
        className="wallet-row__icon"
        loading="lazy"
        fallback={
          <span className="wallet-row__icon wallet-row__icon--initial" aria-hidden="true">
            {wallet.gp_name.slice(0, 1).toUpperCase()}
          </span>
        }
      />
      <div className="wallet-row__text">
        <h3 className="wallet-row__name">{wallet.gp_name}</h3>
        {light ? <span className="wallet-row__badge">{t('wallet.holds_money')}</span> : null}
      </div>
      <p className="wallet-row__cash" data-testid="wallet-row-cash">
        {money(wallet.cash, currency)}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="wallet-row__return"
        onClick={onReturn}
        disabled={disabled || empty}
        aria-busy={returning || undefined}
        aria-label={t('wallet.return_one_named', { name: wallet.gp_name })}
        data-testid="wallet-row-return"
      >
        {returning ? t('wallet.returning') : t('wallet.return_one')}
      </Button>
    </li>
  );
}
