import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/date-format.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import type { DayRange } from '../../../lib/site-dates.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { useOperation } from '../api/operation.ts';
import { thisMonth } from '../period.ts';
import { OperationFigures } from './operation-figures.tsx';
import { PeriodForm } from './period-form.tsx';
import './agent-centre.css';

/**
 * OperationTable (/proxy/ProxyCenter/OperationTable): what the agent's own members did over a period of site days,
 * this month at first: sign-ups, first deposits, active members, and the money they moved and played.
 */
export function OperationTable() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const errorText = useErrorText();
  const [period, setPeriod] = useState<DayRange>(() => thisMonth());
  const query = useOperation({ start_date: period.start, end_date: period.end });

  return (
    <div className="agent-operation" data-testid="agent-operation">
      <PeriodForm initial={period} onPeriod={setPeriod} testIdPrefix="operation" />
      <h2 className="agent-section-title" data-testid="operation-caption">
        {t('agents.period_caption', { start: dates.date(period.start), end: dates.date(period.end) })}
      </h2>
      {query.isPending ? (
        <LoadingRegion label={t('common.loading')} className="agent-loading">
          <Skeleton height="5rem" radius="var(--radius-md)" />
          <Skeleton height="5rem" radius="var(--radius-md)" />
        </LoadingRegion>
      ) : query.data === undefined ? (
        <ErrorMessage
          title={t('agents.operation_failed')}
          message={errorText(query.error)}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <OperationFigures
          figures={query.data.figures}
          currency={query.data.currency}
          busy={query.isFetching}
          testIdPrefix="operation"
        />
      )}
    </div>
  );
}
