import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/date-format.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import type { DayRange } from '../../../lib/site-dates.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { useStratified } from '../api/stratified.ts';
import { thisMonth } from '../period.ts';
import { OperationFigures } from './operation-figures.tsx';
import { PeriodForm } from './period-form.tsx';
import './agent-centre.css';

/**
 * StratifiedTable (/proxy/ProxyCenter/StratifiedTable): the operation figures per level of the agent's tree over a
 * period of site days, this month at first: level 1 its own members, level 2 its sub-agents' members, and so on.
 */
export function StratifiedTable() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const errorText = useErrorText();
  const [period, setPeriod] = useState<DayRange>(() => thisMonth());
  const query = useStratified({ start_date: period.start, end_date: period.end });

  return (
    <div className="agent-operation" data-testid="agent-stratified">
      <PeriodForm initial={period} onPeriod={setPeriod} testIdPrefix="stratified" />
      <h2 className="agent-section-title" data-testid="stratified-caption">
        {t('agents.period_caption', { start: dates.date(period.start), end: dates.date(period.end) })}
      </h2>
      {query.isPending ? (
        <LoadingRegion label={t('common.loading')} className="agent-loading">
          <Skeleton height="5rem" radius="var(--radius-md)" />
        </LoadingRegion>
      ) : query.data === undefined ? (
        <ErrorMessage
          title={t('agents.stratified_failed')}
          message={errorText(query.error)}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        query.data.levels.map((level) => (
          <section
            key={level.level}
            aria-labelledby={`stratified-level-${level.level}`}
            data-testid={`stratified-level-${level.level}`}
          >
            <h3 id={`stratified-level-${level.level}`} className="agent-section-title">
              {t('agents.level_caption', { level: level.level, members: level.members, agents: level.agents })}
            </h3>
            <OperationFigures
              figures={level.figures}
              currency={query.data.currency}
              busy={query.isFetching}
              testIdPrefix={`stratified-${level.level}`}
            />
          </section>
        ))
      )}
    </div>
  );
}
