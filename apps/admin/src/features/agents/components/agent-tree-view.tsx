import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalDetail } from '../../../lib/use-refusal-detail.ts';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type AgentTree, readTree, TREE_PAGE_SIZE } from '../api/agent-calls.ts';
import { agentError } from './agent-errors.ts';
import { TreeLevelTable } from './tree-level-table.tsx';
import { TreeNodeSummary } from './tree-node-summary.tsx';

const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * An agent's tree: the agent, then its sub-agents level by level (down to five), each with its member and sub-agent
 * counts and what its own members did in the period. Each level is paged on its own; only the latest answer is shown.
 */
export function AgentTreeView() {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const refusalDetail = useRefusalDetail();
  const today = new Date();
  const [agentId, setAgentId] = useState('');
  const [startDate, setStartDate] = useState(() => day(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [endDate, setEndDate] = useState(() => day(today));
  const [tree, setTree] = useState<AgentTree | null>(null);
  const [error, setError] = useState<{ key: string; detail?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Every read counts: an answer that is not the latest one asked (another agent, another page) is dropped.
  const latest = useRef(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = Number(agentId.trim());
    if (!Number.isInteger(id) || id < 1) {
      setError({ key: 'agents.tree.badId' });
      return;
    }
    const request = ++latest.current;
    setBusy(true);
    setError(null);
    try {
      const answer = await readTree(call, {
        agent_id: id,
        start_date: startDate,
        end_date: endDate,
        page: 1,
        count: TREE_PAGE_SIZE,
      });
      if (request === latest.current) setTree(answer);
    } catch (failure) {
      if (request === latest.current) {
        setTree(null);
        setError({ key: agentError(failure), detail: refusalDetail(failure) });
      }
    } finally {
      if (request === latest.current) setBusy(false);
    }
  };

  const turnPage = async (level: number, page: number) => {
    if (!tree) return;
    const request = ++latest.current;
    const query = {
      agent_id: tree.agent.id,
      start_date: tree.start_date,
      end_date: tree.end_date,
      level,
      page,
      count: TREE_PAGE_SIZE,
    };
    setError(null);
    try {
      const answer = await readTree(call, query);
      const [shown] = answer.levels;
      if (request !== latest.current || !shown) return;
      setTree((old) => old && { ...old, levels: old.levels.map((l) => (l.level === level ? shown : l)) });
    } catch (failure) {
      if (request === latest.current) setError({ key: agentError(failure), detail: refusalDetail(failure) });
    }
  };

  return (
    <section className="card" aria-labelledby="tree-title">
      <h2 id="tree-title">{t('agents.tree.title')}</h2>
      <form className="search" onSubmit={(e) => void submit(e)} noValidate>
        <label>
          {t('agents.tree.agentId')}
          <input
            name="agent_id"
            inputMode="numeric"
            required
            value={agentId}
            onChange={(e) => setAgentId(e.currentTarget.value)}
          />
        </label>
        <label>
          {t('agents.tree.from')}
          <input name="start_date" type="date" required value={startDate} onChange={(e) => setStartDate(e.currentTarget.value)} />
        </label>
        <label>
          {t('agents.tree.to')}
          <input name="end_date" type="date" required value={endDate} onChange={(e) => setEndDate(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('common.wait') : t('agents.tree.show')}
        </button>
      </form>
      <p className="muted">{t('agents.tree.hint')}</p>
      {error && <ErrorNote message={t(error.key)} detail={error.detail} />}
      {tree && (
        <div data-testid="agent-tree">
          <TreeNodeSummary tree={tree} />
          {tree.levels.length === 0 ? (
            <p>{t('agents.tree.noSubAgents')}</p>
          ) : (
            tree.levels.map((level) => (
              <TreeLevelTable key={level.level} level={level} onPage={(page) => void turnPage(level.level, page)} />
            ))
          )}
        </div>
      )}
    </section>
  );
}
