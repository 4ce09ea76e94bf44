import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/date-format.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useLayoutMode } from '../../../lib/layout-mode.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { RecordList } from '../../../ui/record-list.tsx';
import { type CommissionStatement, useStatements } from '../api/statements.ts';
import { monthEnd } from '../period.ts';
import './agent-centre.css';

/** What each statement shows, money first as the agent reads it: what was earned on what. */
const AMOUNTS = ['net_revenue', 'carried_in', 'commission_base', 'commission', 'upline_share', 'carried_out'] as const;

/**
 * PerformanceSettlement (/proxy/ProxyCenter/PerformanceSettlement): the agent's commission statements, one a settled
 * month, newest first: the members, the net revenue and the loss carried, the rate, and what was paid; its version,
 * and the day an operator's correction made it (docs/decisions/0069-commission-corrections.md).
 */
export function PerformanceSettlement() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mode = useLayoutMode();
  const query = useStatements();
  return (
    <div className="agent-statements" data-testid="agent-statements">
      <p className="agent-note">{t('agents.statements_intro')}</p>
      <RecordList
        query={query}
        describeError={errorText}
        labels={{
          loading: t('common.loading'),
          failed: t('agents.statements_failed'),
          retry: t('common.retry'),
          empty: t('agents.statements_empty'),
        }}
        placeholders={3}
        loadingClassName="agent-loading"
        emptyClassName="empty-state"
        emptyTestId="statements-empty"
      >
        {(list) => (
          <ul className={`agent-statement-list agent-statement-list--${mode}`} data-testid="statements-list">
            {list.map((statement) => (
              <Statement key={`${statement.period}-${statement.currency}`} statement={statement} />
            ))}
          </ul>
        )}
      </RecordList>
    </div>
  );
}

function Statement({ statement }: { statement: CommissionStatement }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const money = useMoneyFormat();
  const shown = (amount: string) => money(amount, statement.currency);
  const period = t('agents.period_caption', {
    start: dates.date(statement.period),
    end: dates.date(monthEnd(statement.period)),
  });
  return (
    <li className="agent-card agent-statement" data-testid="statement" data-period={statement.period}>
      <div className="agent-statement__head">
        <div className="agent-statement__title">
          <h3 className="agent-statement__period">{period}</h3>
          <p className="agent-statement__version" data-testid="statement-version">
            <span>{t('agents.statement_version', { version: statement.version })}</span>
            {statement.corrected_at ? (
              <span className="agent-statement__corrected" data-testid="statement-corrected">
                {t('agents.statement_corrected', { date: dates.date(statement.corrected_at) })}
              </span>
            ) : null}
          </p>
        </div>
        <p className="agent-statement__paid">
          <span>{t('agents.figure_commission')}</span>
          <strong data-testid="statement-commission">{shown(statement.commission)}</strong>
        </p>
      </div>
      <dl className="agent-pairs agent-pairs--wide">
        <div>
          <dt>{t('agents.figure_members')}</dt>
          <dd>{t('agents.members_active', { members: statement.members, active: statement.active_members })}</dd>
        </div>
        <div>
          <dt>{t('agents.figure_rate')}</dt>
          <dd>{t('agents.rate_percent', { rate: statement.rate_percent })}</dd>
        </div>
        {AMOUNTS.filter((name) => name !== 'commission').map((name) => (
          <div key={name}>
            <dt>{t(`agents.figure_${name}`)}</dt>
            <dd>{shown(statement[name])}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
