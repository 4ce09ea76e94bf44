import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import type { OperationReport } from '../api/operation.ts';

/** The figures of a report, in the order the tables show them; counts first, then money. */
const COUNTS = ['sign_ups', 'first_deposits', 'active_members'] as const;
const AMOUNTS = ['deposits', 'withdrawals', 'valid_bet', 'gross_revenue', 'bonuses', 'rebates', 'net_revenue'] as const;

/** One set of the operation figures (the OperationTable's, or one level of the StratifiedTable's). */
export function OperationFigures({
  figures,
  currency,
  busy,
  testIdPrefix,
}: {
  figures: OperationReport['figures'];
  currency: string;
  busy: boolean;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <dl className="agent-figures" aria-busy={busy || undefined} data-testid={`${testIdPrefix}-figures`}>
      {COUNTS.map((name) => (
        <div key={name} className="agent-figure" data-testid={`${testIdPrefix}-${name}`}>
          <dt>{t(`agents.figure_${name}`)}</dt>
          <dd>{figures[name]}</dd>
        </div>
      ))}
      {AMOUNTS.map((name) => (
        <div
          key={name}
          className={`agent-figure${name === 'net_revenue' ? ' agent-figure--total' : ''}`}
          data-testid={`${testIdPrefix}-${name}`}
        >
          <dt>{t(`agents.figure_${name}`)}</dt>
          <dd>{money(figures[name], currency)}</dd>
        </div>
      ))}
    </dl>
  );
}
