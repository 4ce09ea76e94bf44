import { formatDateTime } from '@casino/browser/date-format.ts';
import { can } from '@casino/contract/operator-permissions.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { DecisionButtons } from '../../approvals/components/decision-buttons.tsx';
import { DecisionReasonField } from '../../approvals/components/decision-reason-field.tsx';
import { useAdjustmentDecision } from '../../approvals/hooks/use-adjustment-decision.ts';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type PendingAdjustment, readPendingAdjustments } from '../api/member-page-calls.ts';

/**
 * The member's adjustments waiting for a second operator. The proposer sees theirs without the buttons: the server
 * never lets them decide their own. `refresh` changes when a new one is proposed.
 */
export function PendingAdjustments({
  memberId,
  refresh,
  onDecided,
}: {
  memberId: number;
  refresh: number;
  onDecided: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { call, signIn } = useAdminSession();
  const [list, setList] = useState<PendingAdjustment[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setList(await readPendingAdjustments(call, memberId));
      setLoadError(null);
    } catch {
      setLoadError('signIn.error.network');
    }
  }, [call, memberId]);
  useEffect(() => {
    void refresh;
    void load();
  }, [load, refresh]);

  const decision = useAdjustmentDecision((decided) => {
    if (decided) onDecided();
    void load();
  });

  const error = decision.error ?? loadError;
  if (list.length === 0 && !error) return null;
  const mayDecide = signIn !== null && can(signIn.role, 'adjustments.approve');
  return (
    <section className="card" aria-labelledby="pending-title">
      <h2 id="pending-title">{t('members.approval.title')}</h2>
      {error && <ErrorNote message={t(error)} />}
      {mayDecide && <DecisionReasonField value={decision.reason} onChange={decision.setReason} />}
      <table data-testid="pending-adjustments">
        <thead>
          <tr>
            <th scope="col">{t('members.page.when')}</th>
            <th scope="col">{t('members.page.amount')}</th>
            <th scope="col">{t('members.approval.reasonGiven')}</th>
            <th scope="col">{t('members.approval.proposedBy')}</th>
            {mayDecide && <th scope="col">{t('desk.decision')}</th>}
          </tr>
        </thead>
        <tbody>
          {list.map((p) => (
            <tr key={p.id}>
              <td>{formatDateTime(Date.parse(p.created_at), i18n.language)}</td>
              <td className="amount" id={`pending-amount-${p.id}`}>
                {p.amount} {p.currency}
              </td>
              <td>{p.reason}</td>
              <td>{p.proposed_by}</td>
              {mayDecide && (
                <td>
                  <DecisionButtons
                    item={p}
                    busy={decision.busy}
                    describedBy={`pending-amount-${p.id}`}
                    onDecide={(approve) => void decision.decide(p, approve)}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
