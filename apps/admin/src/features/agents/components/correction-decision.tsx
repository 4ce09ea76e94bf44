import { useTranslation } from 'react-i18next';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import type { CommissionCorrection } from '../api/agent-calls.ts';

/**
 * Approve and Reject of one waiting correction. The proposer sees a note beside them: another operator approves (the
 * server refuses the proposer's approval and the page says why), but the proposer may withdraw it by rejecting.
 */
export function CorrectionDecision({
  correction,
  busy,
  describedBy,
  onApprove,
  onReject,
}: {
  correction: CommissionCorrection;
  busy: boolean;
  describedBy: string;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const { signIn } = useAdminSession();
  const own = correction.proposed_by === signIn?.username;
  return (
    <div className="decision">
      {own && <p className="muted">{t('agents.corrections.own')}</p>}
      <div className="actions">
        <button type="button" disabled={busy} aria-describedby={describedBy} onClick={onApprove}>
          {t('agents.approve')}
        </button>
        <button type="button" className="secondary" disabled={busy} aria-describedby={describedBy} onClick={onReject}>
          {t('agents.corrections.reject')}
        </button>
      </div>
    </div>
  );
}
