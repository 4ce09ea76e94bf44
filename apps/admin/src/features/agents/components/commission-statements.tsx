import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommissionSettlement, CommissionStatement } from '../api/agent-calls.ts';
import { CorrectionProposeForm } from './correction-propose-form.tsx';

/** Every agent's statement of one settled month; from a row an operator proposes a correction of it. */
export function CommissionStatements({
  settlement,
  statements,
  onProposed,
}: {
  settlement: CommissionSettlement;
  statements: CommissionStatement[];
  onProposed: () => void;
}) {
  const { t } = useTranslation();
  const [correcting, setCorrecting] = useState<CommissionStatement | null>(null);
  const month = settlement.period.slice(0, 7);

  return (
    <>
      <table data-testid="commission-statements">
        <caption>{t('agents.statementsOf', { period: month })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agents.agent')}</th>
            <th scope="col">{t('agents.activeMembers')}</th>
            <th scope="col" className="amount">
              {t('agents.validBet')}
            </th>
            <th scope="col" className="amount">
              {t('agents.netRevenue')}
            </th>
            <th scope="col" className="amount">
              {t('agents.rate')}
            </th>
            <th scope="col" className="amount">
              {t('agents.commissionPaid')}
            </th>
            <th scope="col" className="amount">
              {t('agents.carriedOut')}
            </th>
            <th scope="col">{t('agents.correction.column')}</th>
          </tr>
        </thead>
        <tbody>
          {statements.map((s) => (
            <tr key={s.agent_id} data-testid={`statement-${s.agent_id}`}>
              <td>
                {s.agent_account}
                {s.version > 1 && <span className="muted"> · {t('agents.corrected', { version: s.version })}</span>}
              </td>
              <td>
                {s.active_members} / {s.members}
              </td>
              <td className="amount">{s.valid_bet}</td>
              <td className="amount">{s.net_revenue}</td>
              <td className="amount">{s.rate_percent} %</td>
              <td className="amount">{s.commission}</td>
              <td className="amount">{s.carried_out}</td>
              <td>
                <button
                  type="button"
                  className="link"
                  aria-label={t('agents.correction.proposeOf', { account: s.agent_account, period: month })}
                  onClick={() => setCorrecting(s)}
                >
                  {t('agents.correction.propose')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {correcting && (
        <CorrectionProposeForm
          key={correcting.agent_id}
          settlement={settlement}
          statement={correcting}
          onClose={() => setCorrecting(null)}
          onProposed={onProposed}
        />
      )}
    </>
  );
}
