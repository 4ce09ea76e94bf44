import { formatDateTime } from '@casino/browser/date-format.ts';
import { formatMoney } from '@casino/browser/money-format.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { StatusBadge } from '../../fund/components/status-badge.tsx';
import type { useWithdrawOnlyRecords } from '../api/withdraw-only-queries.ts';

type WithdrawOnlyRecordsProps = { records: ReturnType<typeof useWithdrawOnlyRecords>; currency: string };

/** The member's withdrawals of the last 30 days, with their status. */
export function WithdrawOnlyRecords({ records, currency }: WithdrawOnlyRecordsProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();

  let body: ReactNode;
  if (records.isPending) {
    body = (
      <LoadingRegion label={t('common.loading')} className="fund-loading">
        <Skeleton height="2.75rem" />
        <Skeleton height="2.75rem" />
      </LoadingRegion>
    );
  } else if (records.data === undefined) {
    body = (
      <ErrorMessage
        compact
        title={t('withdraw_only.records_failed')}
        message={errorText(records.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void records.refetch()}
      />
    );
  } else if (records.data.list.length === 0) {
    body = <p className="fund-empty">{t('withdraw_only.records_empty')}</p>;
  } else {
    body = (
      <ul className="withdraw-only__records" data-testid="withdraw-only-records">
        {records.data.list.map((record) => (
          <li key={record.order_number} className="withdraw-only__record" data-testid="withdraw-only-record">
            <span className="withdraw-only__record-amount">{formatMoney(record.amount, currency, i18n.language)}</span>
            <StatusBadge status={record.status} />
            <span className="withdraw-only__record-time">{formatDateTime(record.created_at, i18n.language)}</span>
            <span className="withdraw-only__record-number fund-mono">{record.order_number}</span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="fund-card" aria-labelledby="withdraw-only-records-title" aria-busy={records.isFetching || undefined}>
      <h2 id="withdraw-only-records-title" className="fund-card__heading">
        {t('withdraw_only.records_title')}
      </h2>
      {body}
    </section>
  );
}
