import { can, type OperatorPermission } from '@casino/contract/operator-permissions.ts';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { AgentsPage } from './features/agents/components/agents-page.tsx';
import { ApprovalsPage } from './features/approvals/components/approvals-page.tsx';
import { AuditPage } from './features/audit/components/audit-page.tsx';
import { ContentPage } from './features/content/components/content-page.tsx';
import { DashboardPage } from './features/dashboard/components/dashboard-page.tsx';
import { EngagementPage } from './features/engagement/components/engagement-page.tsx';
import { GamesPage } from './features/games/components/games-page.tsx';
import { LotteryPage } from './features/lottery/components/lottery-page.tsx';
import { LoyaltyPage } from './features/loyalty/components/loyalty-page.tsx';
import { MemberPage } from './features/members/components/member-page.tsx';
import { MembersPage } from './features/members/components/members-page.tsx';
import { DepositsPage } from './features/money-desk/components/deposits-page.tsx';
import { WithdrawalsPage } from './features/money-desk/components/withdrawals-page.tsx';
import { OperatorsPage } from './features/operators/components/operators-page.tsx';
import { LimitPoliciesPage } from './features/protection/components/limit-policies-page.tsx';
import { ReportsPage } from './features/reports/components/reports-page.tsx';
import { RiskPage } from './features/risk/components/risk-page.tsx';
import { EnrolAuthenticator } from './features/security/components/enrol-authenticator.tsx';
import { SecurityPage } from './features/security/components/security-page.tsx';
import { signOutOperator } from './features/sign-in/api/sign-in-calls.ts';
import { SignInPage } from './features/sign-in/components/sign-in-page.tsx';
import { useAdminSession } from './features/sign-in/hooks/admin-session.tsx';
import { SportsPage } from './features/sports/components/sports-page.tsx';
import { TournamentsPage } from './features/tournaments/components/tournaments-page.tsx';

/**
 * The back office: sign-in first; an operator whose role needs an authenticator and has none sets one up before
 * anything else (the server refuses every other call of that session); then the pages their role may use.
 */
export function AdminApp() {
  const { t } = useTranslation();
  const { signIn, setSignIn, call } = useAdminSession();
  if (!signIn) return <SignInPage />;
  if (signIn.second_factor === 'enrol') {
    return (
      <main className="sign-in">
        <p className="card">{t('security.required')}</p>
        <EnrolAuthenticator onDone={() => setSignIn({ ...signIn, second_factor: 'verified' })} />
      </main>
    );
  }
  const signOut = async () => {
    await signOutOperator(call).catch(() => undefined);
    setSignIn(null);
  };
  // The menus the role has the right to (the server's own table: it refuses the others whatever the page shows).
  const may = (permission: OperatorPermission) => can(signIn.role, permission);
  return (
    <div className="shell">
      <header className="top">
        <span className="brand">{t('app.title')}</span>
        <nav aria-label={t('app.menu')}>
          {may('reports.read') && <NavLink to="/dashboard">{t('dashboard.title')}</NavLink>}
          {may('reports.read') && <NavLink to="/reports">{t('reports.title')}</NavLink>}
          <NavLink to="/members">{t('members.title')}</NavLink>
          {may('members.read') && <NavLink to="/approvals">{t('approvals.title')}</NavLink>}
          <NavLink to="/deposits">{t('desk.deposit.title')}</NavLink>
          <NavLink to="/withdrawals">{t('desk.title')}</NavLink>
          <NavLink to="/audit">{t('audit.title')}</NavLink>
          {may('content.read') && <NavLink to="/content">{t('content.title')}</NavLink>}
          {may('agents.manage') && <NavLink to="/agents">{t('agents.title')}</NavLink>}
          {may('sports.manage') && <NavLink to="/sports">{t('sports.title')}</NavLink>}
          {may('lottery.manage') && <NavLink to="/lottery">{t('lottery.title')}</NavLink>}
          {may('games.manage') && <NavLink to="/games">{t('games.title')}</NavLink>}
          <NavLink to="/risk">{t('risk.title')}</NavLink>
          {may('members.protection') && <NavLink to="/limit-policies">{t('protection.policies.title')}</NavLink>}
          {may('promotions.manage') && <NavLink to="/loyalty">{t('loyalty.title')}</NavLink>}
          {may('promotions.manage') && <NavLink to="/tournaments">{t('tournaments.title')}</NavLink>}
          {may('promotions.manage') && <NavLink to="/engagement">{t('engagement.title')}</NavLink>}
          {may('operators.manage') && <NavLink to="/operators">{t('operators.title')}</NavLink>}
          <NavLink to="/security">{t('security.title')}</NavLink>
        </nav>
        <span className="who" data-testid="operator-name">
          {signIn.username} · {t(`role.${signIn.role}`)}
        </span>
        <button type="button" className="link" onClick={() => void signOut()}>
          {t('app.signOut')}
        </button>
      </header>
      <main>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/reports" element={<ReportsPage />} />
          <Route path="/members" element={<MembersPage />} />
          <Route path="/members/:id" element={<MemberPage />} />
          <Route path="/approvals" element={<ApprovalsPage />} />
          <Route path="/withdrawals" element={<WithdrawalsPage />} />
          <Route path="/deposits" element={<DepositsPage />} />
          <Route path="/audit" element={<AuditPage />} />
          <Route path="/content/*" element={<ContentPage />} />
          <Route path="/agents" element={<AgentsPage />} />
          <Route path="/lottery" element={<LotteryPage />} />
          <Route path="/sports" element={<SportsPage />} />
          <Route path="/games" element={<GamesPage />} />
          <Route path="/risk" element={<RiskPage />} />
          <Route path="/limit-policies" element={<LimitPoliciesPage />} />
          <Route path="/loyalty" element={<LoyaltyPage />} />
          <Route path="/tournaments" element={<TournamentsPage />} />
          <Route path="/engagement/*" element={<EngagementPage />} />
          <Route path="/operators" element={<OperatorsPage />} />
          <Route path="/security" element={<SecurityPage />} />
          <Route path="*" element={<Navigate to={may('reports.read') ? '/dashboard' : '/audit'} replace />} />
        </Routes>
      </main>
    </div>
  );
}
