import { useTranslation } from 'react-i18next';
import type { AgentTree } from '../api/agent-calls.ts';

type Figures = AgentTree['agent']['figures'];

/** The figures of a node's own members that the tree shows, in the order of the OperationTable. */
export const FIGURES: readonly (keyof Figures)[] = [
  'active_members',
  'first_deposits',
  'deposits',
  'withdrawals',
  'valid_bet',
  'net_revenue',
];

/** The agent at the top of the tree: who it is, its counts, and what its own members did in the period. */
export function TreeNodeSummary({ tree }: { tree: AgentTree }) {
  const { t } = useTranslation();
  const { agent } = tree;
  return (
    <section className="tree-agent" aria-labelledby="tree-agent-title">
      <h3 id="tree-agent-title">
        {t('agents.tree.agentTitle', { account: agent.account, id: agent.id })}{' '}
        <span className="badge">{t(agent.agent_active === 1 ? 'agents.tree.active' : 'agents.tree.inactive')}</span>
      </h3>
      <p className="muted">
        {t('agents.tree.period', { from: tree.start_date, to: tree.end_date, currency: tree.currency })}
        {agent.parent_id !== null && <> · {t('agents.tree.parent', { id: agent.parent_id })}</>}
      </p>
      <dl className="figures" data-testid="tree-agent-figures">
        <div>
          <dt>{t('agents.tree.members')}</dt>
          <dd>{agent.members}</dd>
        </div>
        <div>
          <dt>{t('agents.tree.subAgents')}</dt>
          <dd>{agent.sub_agents}</dd>
        </div>
        {FIGURES.map((figure) => (
          <div key={figure}>
            <dt>{t(`agents.tree.figure.${figure}`)}</dt>
            <dd>{agent.figures[figure]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
