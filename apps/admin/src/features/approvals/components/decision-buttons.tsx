import { useTranslation } from 'react-i18next';
import type { PendingAdjustment } from '../../members/api/member-page-calls.ts';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';

/**
 * Approve and Reject for one proposed adjustment; the proposer sees a note instead, as the server never lets them
 * decide their own. `describedBy` names what the row is about, for a screen reader moving between the buttons.
 */
export function DecisionButtons({
  item,
  busy,
  describedBy,
  onDecide,
}: {
  item: PendingAdjustment;
  busy: boolean;
  describedBy?: string;
  onDecide: (approve: boolean) => void;
}) {
  const { t } = useTranslation();
  const { signIn } = useAdminSession();
  if (item.proposed_by === signIn?.username) return <>{t('members.approval.own')}</>;
  return (
    <div className="actions">
      <button type="button" disabled={busy} aria-describedby={describedBy} onClick={() => onDecide(true)}>
        {t('members.approval.approve')}
      </button>
      <button type="button" className="secondary" disabled={busy} aria-describedby={describedBy} onClick={() => onDecide(false)}>
        {t('members.approval.reject')}
      </button>
    </div>
  );
}
