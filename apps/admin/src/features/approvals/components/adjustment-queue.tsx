import { formatDateTime } from '@casino/browser/date-format.ts';
import { can } from '@casino/contract/operator-permissions.ts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { ChoiceTabs } from '../../../ui/choice-tabs.tsx';
import { ErrorNote } from '../../../ui/error-note.tsx';
import type { PendingAdjustment } from '../../members/api/member-page-calls.ts';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type AdjustmentStatus, readAdjustmentPage } from '../api/approval-calls.ts';
import { useAdjustmentDecision } from '../hooks/use-adjustment-decision.ts';
import { DecisionButtons } from './decision-buttons.tsx';
import { DecisionReasonField } from './decision-reason-field.tsx';

const STATUSES: AdjustmentStatus[] = ['pending', 'approved', 'rejected'];

/** Proposed adjustments of all members, one status at a time, newest first, a page at a time from the server. */
export function AdjustmentQueue() {
  const { t, i18n } = useTranslation();
  const { call, signIn } = useAdminSession();
  const [status, setStatus] = useState<AdjustmentStatus>('pending');
  const readPage = useCallback((beforeId: number | null) => readAdjustmentPage(call, status, beforeId), [call, status]);
  const { rows, error: loadError, hasMore, more, reload } = useCursorPages<PendingAdjustment, number>(readPage);
  // Decided or refused, the queue is read again: a refusal usually means someone else decided it meanwhile.
  const decision = useAdjustmentDecision(() => void reload());

  const when = (iso: string | null) => (iso ? formatDateTime(Date.parse(iso), i18n.language) : '—');
  const pending = status === 'pending';
  const mayDecide = pending && signIn !== null && can(signIn.role, 'adjustments.approve');
  const readError =
    loadError === null
      ? null
      : loadError instanceof AdminCallError && loadError.code === 403
        ? 'approvals.error.forbidden'
        : 'signIn.error.network';

  return (
    <section className="card" aria-labelledby="approvals-queue-title">
      <h2 id="approvals-queue-title">{t('approvals.queue.title')}</h2>
      <ChoiceTabs
        label={t('approvals.queue.status')}
        choices={STATUSES}
        chosen={status}
        onChoose={setStatus}
        labelOf={(s) => t(`approvals.status.${s}`)}
      />
      {readError && <ErrorNote message={t(readError)} />}
      {pending && decision.error && <ErrorNote message={t(decision.error)} />}
      {mayDecide && rows !== null && rows.length > 0 && (
        <DecisionReasonField value={decision.reason} onChange={decision.setReason} />
      )}
      {rows === null ? (
        readError ? null : (
          <p>{t('common.loading')}</p>
        )
      ) : rows.length === 0 ? (
        <p>{t(`approvals.queue.empty.${status}`)}</p>
      ) : (
        <table data-testid="approvals-queue">
          <thead>
            <tr>
              <th scope="col">{t('approvals.queue.member')}</th>
              <th scope="col">{t('approvals.queue.site')}</th>
              <th scope="col" className="amount">
                {t('approvals.queue.amount')}
              </th>
              <th scope="col">{t('members.approval.reasonGiven')}</th>
              <th scope="col">{t('members.approval.proposedBy')}</th>
              <th scope="col">{t('approvals.queue.proposedAt')}</th>
              {!pending && <th scope="col">{t('approvals.queue.decidedBy')}</th>}
              {!pending && <th scope="col">{t('approvals.queue.decisionReason')}</th>}
              {!pending && <th scope="col">{t('approvals.queue.decidedAt')}</th>}
              {mayDecide && <th scope="col">{t('approvals.queue.decision')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td id={`approval-member-${row.id}`}>
                  <Link to={`/members/${row.member_id}`}>{row.member_account}</Link>
                </td>
                <td>{row.site_id}</td>
                <td className="amount" id={`approval-amount-${row.id}`}>
                  {row.amount} {row.currency}
                </td>
                <td className="wrap">{row.reason}</td>
                <td>{row.proposed_by}</td>
                <td>{when(row.created_at)}</td>
                {!pending && <td>{row.decided_by ?? '—'}</td>}
                {!pending && <td className="wrap">{row.decision_reason || '—'}</td>}
                {!pending && <td>{when(row.decided_at)}</td>}
                {mayDecide && (
                  <td>
                    <DecisionButtons
                      item={row}
                      busy={decision.busy}
                      describedBy={`approval-member-${row.id} approval-amount-${row.id}`}
                      onDecide={(approve) => void decision.decide(row, approve)}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hasMore && (
        <button type="button" className="secondary" onClick={() => void more()}>
          {t('common.older')}
        </button>
      )}
    </section>
  );
}
