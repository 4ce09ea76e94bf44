import { can } from '@casino/contract/operator-permissions.ts';
import './risk.css';
import { useTranslation } from 'react-i18next';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { LockPeriod } from './lock-period.tsx';
import { SecurityEvents } from './security-events.tsx';

/** Operators who may change risk settings and lift locks (the server's risk.manage). */

/** Risk and security: members' security events, a site's withdraw-password lock period, lifting a member's lock. */
export function RiskPage() {
  const { t } = useTranslation();
  const { signIn } = useAdminSession();
  const canManage = signIn !== null && can(signIn.role, 'risk.manage');
  return (
    <section className="page risk-desk" aria-labelledby="risk-title">
      <h1 id="risk-title">{t('risk.title')}</h1>
      <LockPeriod canManage={canManage} />
      <SecurityEvents canManage={canManage} />
    </section>
  );
}
