import { formatDateTime } from '@casino/browser/date-format.ts';
import { can } from '@casino/contract/operator-permissions.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { decideAdjustment, type PendingAdjustment, readPendingAdjustments } from '../api/member-page-calls.ts';

/** Roles that may approve or reject another operator's adjustment (the server refuses the others). */

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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setList(await readPendingAdjustments(call, memberId));
    } catch {
      setError('signIn.error.network');
    }
  }, [call, memberId]);
  useEffect(() => {
    void refresh;
    void load();
  }, [load, refresh]);

  const decide = async (item: PendingAdjustment, approve: boolean) => {
    if (busy) return;
    if (reason.trim().length < 3) {
      setError('members.actions.reasonNeeded');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await decideAdjustment(call, item.id, approve, reason.trim());
      setReason('');
      onDecided();
    } catch (failure) {
      const code = failure instanceof AdminCallError ? failure.code : 0;
      setError(code === 104 ? 'members.error.short' : code === 103 ? 'members.approval.notDecidable' : 'signIn.error.network');
    } finally {
      setBusy(false);
      void load();
    }
  };

  if (list.length === 0 && !error) return null;
  const mayDecide = signIn !== null && can(signIn.role, 'adjustments.approve');
  return (
    <section className="card" aria-labelledby="pending-title">
      <h2 id="pending-title">{t('members.approval.title')}</h2>
      {error && <ErrorNote message={t(error)} />}
      {mayDecide && (
        <label>
          {t('members.approval.reason')}
          <input
            name="decision-reason"
            minLength={3}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </label>
      )}
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
              <td className="amount">
                {p.amount} {p.currency}
              </td>
              <td>{p.reason}</td>
              <td>{p.proposed_by}</td>
              {mayDecide && (
                <td>
                  {p.proposed_by === signIn?.username ? (
                    t('members.approval.own')
                  ) : (
                    <div className="actions">
                      <button type="button" disabled={busy} onClick={() => void decide(p, true)}>
                        {t('members.approval.approve')}
                      </button>
                      <button type="button" className="secondary" disabled={busy} onClick={() => void decide(p, false)}>
                        {t('members.approval.reject')}
                      </button>
                    </div>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
