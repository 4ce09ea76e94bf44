import { formatDateTime } from '@casino/browser/date-format.ts';
import { CORRECTION_STATUSES } from '@casino/contract/calls/agent-calls.ts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { ChoiceTabs } from '../../../ui/choice-tabs.tsx';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type CommissionCorrection, type CorrectionStatus, readCorrections } from '../api/agent-calls.ts';
import { useCorrectionDecision } from '../hooks/use-correction-decision.ts';
import { agentError } from './agent-errors.ts';
import { CorrectionDecision } from './correction-decision.tsx';

/**
 * Corrections of commission statements by status, newest first. A waiting one is approved by an operator other than
 * its proposer (the server refuses the proposer's own, 124), or rejected with a reason; either way the list is read again.
 */
export function CommissionCorrections() {
  const { t, i18n } = useTranslation();
  const { call } = useAdminSession();
  const [status, setStatus] = useState<CorrectionStatus>('pending');
  const readPage = useCallback((before: number | null) => readCorrections(call, status, before), [call, status]);
  const { rows, error: loadError, hasMore, more, reload } = useCursorPages<CommissionCorrection, number>(readPage);
  const decision = useCorrectionDecision(() => void reload());
  const pending = status === 'pending';
  const when = (iso: string | null) => (iso ? formatDateTime(Date.parse(iso), i18n.language) : '—');

  return (
    <section className="card" aria-labelledby="corrections-title">
      <h2 id="corrections-title">{t('agents.corrections.title')}</h2>
      <p className="muted">{t('agents.corrections.intro')}</p>
      <ChoiceTabs
        label={t('agents.status')}
        choices={CORRECTION_STATUSES}
        chosen={status}
        onChoose={(next) => {
          decision.clear();
          setStatus(next);
        }}
        labelOf={(s) => t(`agents.corrections.status.${s}`)}
      />
      {loadError !== null && <ErrorNote message={t(agentError(loadError))} />}
      {pending && decision.error && <ErrorNote message={t(decision.error)} />}
      {pending && decision.done && (
        <p className="note" role="status">
          {decision.done}
        </p>
      )}
      {pending && rows !== null && rows.length > 0 && (
        <label className="filter">
          {t('agents.corrections.rejectReason')}
          <input
            name="reject-reason"
            maxLength={200}
            value={decision.reason}
            onChange={(e) => decision.setReason(e.currentTarget.value)}
          />
        </label>
      )}
      {rows === null ? (
        loadError === null && <p>{t('common.loading')}</p>
      ) : rows.length === 0 ? (
        <p>{t(`agents.corrections.empty.${status}`)}</p>
      ) : (
        <table data-testid="commission-corrections">
          <thead>
            <tr>
              <th scope="col">{t('agents.agent')}</th>
              <th scope="col">{t('agents.period')}</th>
              <th scope="col">{t('agents.corrections.version')}</th>
              <th scope="col" className="amount">
                {t('agents.corrections.commission')}
              </th>
              <th scope="col">{t('agents.corrections.reason')}</th>
              <th scope="col">{t('agents.corrections.proposedBy')}</th>
              {!pending && <th scope="col">{t('agents.corrections.decidedBy')}</th>}
              {pending && <th scope="col">{t('agents.decision')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id} data-testid={`correction-${c.id}`}>
                <td id={`correction-agent-${c.id}`}>
                  {c.agent_account}
                  <span className="muted"> · {t('agents.siteNumber', { site: c.site_id })}</span>
                </td>
                <td className="nowrap">{c.period.slice(0, 7)}</td>
                <td>
                  {c.from_version} → {c.version}
                  <span className="muted"> · {t(`agents.corrections.mode.${c.mode}`)}</span>
                </td>
                <td className="amount" id={`correction-amount-${c.id}`}>
                  {c.before.commission} → {c.after.commission} {c.currency}
                </td>
                <td className="wrap">{c.reason}</td>
                <td>
                  {c.proposed_by}
                  <span className="muted"> · {when(c.created_at)}</span>
                </td>
                {!pending && (
                  <td className="wrap">
                    {c.decided_by ?? '—'}
                    <span className="muted"> · {when(c.decided_at)}</span>
                    {c.decision_reason && <span className="muted"> · {c.decision_reason}</span>}
                  </td>
                )}
                {pending && (
                  <td>
                    <CorrectionDecision
                      correction={c}
                      busy={decision.busy}
                      describedBy={`correction-agent-${c.id} correction-amount-${c.id}`}
                      onApprove={() => void decision.approve(c)}
                      onReject={() => void decision.reject(c)}
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
