import { DEFAULT_TIMEZONE } from '@casino/contract/constants.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/date-format.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import type { DayRange } from '../../../lib/site-dates.ts';
import { Button } from '../../../ui/button.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { FormAlert } from '../../../ui/form-field.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { OPERATION_MAX_DAYS, type OperationReport, useOperation } from '../api/operation.ts';
import { periodError, thisMonth } from '../period.ts';
import './agent-centre.css';

/** The figures of the report, in the order the table shows them; counts first, then money. */
const COUNTS = ['sign_ups', 'first_deposits', 'active_members'] as const;
const AMOUNTS = ['deposits', 'withdrawals', 'valid_bet', 'gross_revenue', 'bonuses', 'rebates', 'net_revenue'] as const;

/**
 * OperationTable (/proxy/ProxyCenter/OperationTable): what the agent's own members did over a period of site days,
 * this month at first: sign-ups, first deposits, active members, and the money they moved and played.
 */
export function OperationTable() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const errorText = useErrorText();
  const [initial] = useState<DayRange>(() => thisMonth());
  const [draft, setDraft] = useState<DayRange>(initial);
  const [period, setPeriod] = useState<DayRange>(initial);
  const [error, setError] = useState<string | null>(null);
  const query = useOperation({ start_date: period.start, end_date: period.end });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = periodError(draft);
    if (problem) {
      setError(t(`agents.err_period_${problem}`, { days: OPERATION_MAX_DAYS }));
      return;
    }
    setError(null);
    setPeriod(draft);
  };

  return (
    <div className="agent-operation" data-testid="agent-operation">
      <form className="agent-filters agent-filters--period" aria-label={t('agents.period_label')} onSubmit={onSubmit} noValidate>
        <DateField
          label={t('wallet.tx.start')}
          value={draft.start}
          onValueChange={(start) => setDraft((d) => ({ ...d, start }))}
          max={draft.end || undefined}
          testId="operation-start"
        />
        <DateField
          label={t('wallet.tx.end')}
          value={draft.end}
          onValueChange={(end) => setDraft((d) => ({ ...d, end }))}
          min={draft.start || undefined}
          testId="operation-end"
        />
        <Button type="submit" className="agent-filters__search" data-testid="operation-search">
          {t('agents.search')}
        </Button>
        <div className="agent-filters__wide">
          <FormAlert message={error} />
        </div>
        <p className="agent-filters__note agent-filters__wide">{t('wallet.tx.time_zone_note', { zone: DEFAULT_TIMEZONE })}</p>
      </form>
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
        <Figures report={query.data} busy={query.isFetching} />
      )}
    </div>
  );
}

function Figures({ report, busy }: { report: OperationReport; busy: boolean }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { figures, currency } = report;
  return (
    <dl className="agent-figures" aria-busy={busy || undefined} data-testid="operation-figures">
      {COUNTS.map((name) => (
        <div key={name} className="agent-figure" data-testid={`operation-${name}`}>
          <dt>{t(`agents.figure_${name}`)}</dt>
          <dd>{figures[name]}</dd>
        </div>
      ))}
      {AMOUNTS.map((name) => (
        <div
          key={name}
          className={`agent-figure${name === 'net_revenue' ? ' agent-figure--total' : ''}`}
          data-testid={`operation-${name}`}
        >
          <dt>{t(`agents.figure_${name}`)}</dt>
          <dd>{money(figures[name], currency)}</dd>
        </div>
      ))}
    </dl>
  );
}
