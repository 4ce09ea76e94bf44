import { useTranslation } from 'react-i18next';
import { type AgentTreeLevel, TREE_PAGE_SIZE } from '../api/agent-calls.ts';
import { FIGURES } from './tree-node-summary.tsx';

/** One level of the tree: a page of its agents (oldest first) with their counts and figures, and its pager. */
export function TreeLevelTable({ level, onPage }: { level: AgentTreeLevel; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(level.total / TREE_PAGE_SIZE));
  const titleId = `tree-level-${level.level}-title`;

  return (
    <section className="tree-level" aria-labelledby={titleId} data-testid={`tree-level-${level.level}`}>
      <h3 id={titleId}>{t('agents.tree.levelTitle', { level: level.level, count: level.total })}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('agents.agent')}</th>
            <th scope="col">{t('agents.tree.parentColumn')}</th>
            <th scope="col">{t('agents.tree.members')}</th>
            <th scope="col">{t('agents.tree.subAgents')}</th>
            {FIGURES.map((figure) => (
              <th key={figure} scope="col" className="amount">
                {t(`agents.tree.figure.${figure}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {level.list.map((node) => (
            <tr key={node.id}>
              <th scope="row">
                {node.account} <span className="muted">#{node.id}</span>
                {node.agent_active !== 1 && <span className="muted"> · {t('agents.tree.inactive')}</span>}
              </th>
              <td>{node.parent_id ?? '—'}</td>
              <td>{node.members}</td>
              <td>{node.sub_agents}</td>
              {FIGURES.map((figure) => (
                <td key={figure} className="amount">
                  {node.figures[figure]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className="pager" aria-label={t('agents.tree.pagesOf', { level: level.level })}>
          <button
            type="button"
            className="secondary"
            disabled={level.page <= 1}
            aria-label={t('agents.tree.previousOf', { level: level.level })}
            onClick={() => onPage(level.page - 1)}
          >
            {t('agents.tree.previous')}
          </button>
          <span aria-live="polite">{t('agents.tree.page', { page: level.page, pages })}</span>
          <button
            type="button"
            className="secondary"
            disabled={level.page >= pages}
            aria-label={t('agents.tree.nextOf', { level: level.level })}
            onClick={() => onPage(level.page + 1)}
          >
            {t('agents.tree.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
