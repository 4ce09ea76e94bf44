import { can } from '@casino/contract/operator-permissions.ts';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { AdjustmentQueue } from './adjustment-queue.tsx';
import { AdjustmentThresholds } from './adjustment-thresholds.tsx';
import './approvals.css';

/**
 * Two-person balance adjustments (docs/decisions/0076) across all members: the queue of proposals to approve or
 * reject, and the thresholds above which an adjustment needs a second operator.
 */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const { signIn } = useAdminSession();
  if (signIn && !can(signIn.role, 'members.read')) return <Navigate to="/audit" replace />;
  return (
    <section className="page approvals-page" aria-labelledby="approvals-title">
      <h1 id="approvals-title">{t('approvals.title')}</h1>
      <p className="muted">{t('approvals.intro')}</p>
      <AdjustmentQueue />
      <AdjustmentThresholds />
    </section>
  );
}
