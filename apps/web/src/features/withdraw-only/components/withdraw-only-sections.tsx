import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isOwnSessionOver, type OwnSession } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { WithdrawalForm } from '../../fund/components/withdrawal-page.tsx';
import { BindForm } from '../../member/components/bank-accounts.tsx';
import {
  useWithdrawOnlyAccounts,
  useWithdrawOnlyCash,
  useWithdrawOnlyRecords,
  useWithdrawOnlySettings,
  withdrawOnlyKeys,
} from '../api/withdraw-only-queries.ts';
import { WithdrawOnlyBalance } from './withdraw-only-balance.tsx';
import { WithdrawOnlyRecords } from './withdraw-only-records.tsx';

type WithdrawOnlySectionsProps = { session: OwnSession; onFinish: () => void; finishing: boolean };

/** The balance, the bank accounts (or binding one), the withdrawal form and the records, all with the session's token. */
export function WithdrawOnlySections({ session, onFinish, finishing }: WithdrawOnlySectionsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const cash = useWithdrawOnlyCash(session.token);
  const settings = useWithdrawOnlySettings(session.token);
  const accounts = useWithdrawOnlyAccounts(session.token);
  const records = useWithdrawOnlyRecords(session.token);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: withdrawOnlyKeys.all });

  const over = [cash.error, settings.error, accounts.error, records.error].some(isOwnSessionOver);
  useEffect(() => {
    if (over) session.onOver();
  }, [over, session]);

  if (cash.isPending || settings.isPending || accounts.isPending || over) {
    return (
      <LoadingRegion label={t('common.loading')} className="fund-loading">
        <Skeleton height="7rem" radius="var(--radius-lg)" />
        <Skeleton height="2.75rem" />
        <Skeleton height="2.75rem" />
        <Skeleton height="2.75rem" />
      </LoadingRegion>
    );
  }
  const failed = [cash, settings, accounts].find((query) => query.data === undefined);
  if (failed || cash.data === undefined || settings.data === undefined || accounts.data === undefined) {
    return (
      <ErrorMessage
        title={t('withdraw_only.load_failed')}
        message={errorText(failed?.error)}
        retryLabel={t('common.retry')}
        onRetry={refresh}
      />
    );
  }

  const list = accounts.data.list;
  const noPassword = settings.data.is_withdraw_password === 0;
  return (
    <>
      <WithdrawOnlyBalance cash={cash.data} currency={settings.data.currency} session={session} onReturned={refresh} />
      {noPassword ? (
        <p className="fund-notice" data-testid="withdraw-only-no-password">
          {t('withdraw_only.no_withdraw_password')}
        </p>
      ) : list.length === 0 ? (
        <section className="fund-card" aria-labelledby="bank-bind-title" data-testid="withdraw-only-bind">
          <h2 id="bank-bind-title" className="fund-card__heading">
            {t('withdraw_only.bind_title')}
          </h2>
          <p className="withdraw-only__hint">{t('withdraw_only.bind_needed')}</p>
          <BindForm holderNameKnown={false} session={session} onBound={refresh} />
        </section>
      ) : (
        <section className="fund-card" aria-labelledby="withdraw-only-form-title">
          <h2 id="withdraw-only-form-title" className="fund-card__heading">
            {t('withdraw_only.withdraw_title')}
          </h2>
          <WithdrawalForm settings={settings.data} accounts={list} session={session} onCreated={refresh} />
        </section>
      )}
      <WithdrawOnlyRecords records={records} currency={settings.data.currency} />
      <div className="withdraw-only__actions">
        <Button
          variant="secondary"
          size="lg"
          onClick={onFinish}
          disabled={finishing}
          aria-busy={finishing || undefined}
          data-testid="withdraw-only-done"
        >
          {finishing ? t('withdraw_only.finishing') : t('withdraw_only.done')}
        </Button>
      </div>
    </>
  );
}
