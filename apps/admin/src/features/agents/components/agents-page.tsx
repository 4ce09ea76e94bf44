import { can } from '@casino/contract/operator-permissions.ts';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ChoiceTabs } from '../../../ui/choice-tabs.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { AgentApplications } from './agent-applications.tsx';
import { AgentTreeView } from './agent-tree-view.tsx';
import { CommissionCorrections } from './commission-corrections.tsx';
import { CommissionPlans } from './commission-plans.tsx';
import { CommissionSettlements } from './commission-settlements.tsx';
import { LevelNames } from './level-names.tsx';
import './agents.css';

const TABS = ['applications', 'settlements', 'corrections', 'plans', 'levels', 'tree'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/**
 * Agents (docs/decisions/0051 and 0069): applications to decide, settled months with every agent's statement and their
 * corrections (a second operator approves), the commission plans and level names of a site, and an agent's tree. The
 * tab shown is in the address (?tab=), so that a reload or a shared link opens the same one.
 */
export function AgentsPage() {
  const { t } = useTranslation();
  const { signIn } = useAdminSession();
  const [params, setParams] = useSearchParams();
  if (signIn && !can(signIn.role, 'agents.manage')) return <Navigate to="/audit" replace />;
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'applications';

  return (
    <section className="page agents-page" aria-labelledby="agents-title">
      <h1 id="agents-title">{t('agents.title')}</h1>
      <ChoiceTabs
        label={t('agents.sections')}
        choices={TABS}
        chosen={tab}
        onChoose={(choice) => setParams({ tab: choice })}
        labelOf={(choice) => t(`agents.tab.${choice}`)}
      />
      <div role="tabpanel" aria-label={t(`agents.tab.${tab}`)}>
        {tab === 'applications' && <AgentApplications />}
        {tab === 'settlements' && <CommissionSettlements />}
        {tab === 'corrections' && <CommissionCorrections />}
        {tab === 'plans' && <CommissionPlans />}
        {tab === 'levels' && <LevelNames />}
        {tab === 'tree' && <AgentTreeView />}
      </div>
    </section>
  );
}
