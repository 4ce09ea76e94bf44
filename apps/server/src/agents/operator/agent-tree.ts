import { AgentOperatorCode, type AgentTreeNode } from '@casino/contract/calls/agent-calls.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { Refusal } from '../../http/reply.ts';
import { writeAudit } from '../../operators/audit-log.ts';
import type { OperatorSession } from '../../operators/operator-sessions.ts';
import { operationFigures, reportPeriod } from '../centre/operation-report.ts';
import { STRATIFIED_LEVELS } from '../centre/stratified-report.ts';

export type AgentTreeQuery = {
  agent_id: number;
  start_date: string;
  end_date: string;
  level?: number;
  page: number;
  count: number;
};

type AgentRow = { id: number; account: string; agent_id: number | null; agent_active: boolean; status: number };

/**
 * An operator's view of one agent's tree: the agent, then its sub-agents level by level (at most STRATIFIED_LEVELS
 * below it), each level paged oldest agent first. Every node shows its member and sub-agent counts and what its own
 * members did in the period, from the same records as the OperationTable and the commission. The whole tree's ids are
 * walked (the next level hangs on every agent of this one), but figures are read for the page shown only. Each read
 * is audited: a tree shows members' money.
 */
export async function agentTree(db: Db, operator: OperatorSession, query: AgentTreeQuery, ip: string) {
  const period = reportPeriod(query);
  const root = await db
    .selectFrom('members')
    .select(['id', 'account', 'agent_id', 'agent_active', 'status', 'site_id', 'currency_code'])
    .where('id', '=', query.agent_id)
    .where('is_agent', '=', true)
    .executeTakeFirst();
  if (!root) throw new Refusal(AgentOperatorCode.noSuchAgent, 'operator.no_such_agent');
  const scope = { id: root.id, siteId: root.site_id, currency: root.currency_code };

  const nodesOf = async (rows: readonly AgentRow[]): Promise<AgentTreeNode[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const counts = await db
      .selectFrom('members')
      .select([
        'agent_id',
        sql<number>`count(*)::int`.as('members'),
        sql<number>`(count(*) filter (where is_agent))::int`.as('sub_agents'),
      ])
      .where('agent_id', 'in', ids)
      .groupBy('agent_id')
      .execute();
    const countOf = new Map(counts.map((row) => [row.agent_id, row]));
    const figures = await Promise.all(ids.map((id) => operationFigures(db, scope, [id], period)));
    return rows.map((row, index) => ({
      id: row.id,
      account: row.account,
      parent_id: row.agent_id,
      agent_active: row.agent_active ? 1 : 0,
      status: row.status,
      members: countOf.get(row.id)?.members ?? 0,
      sub_agents: countOf.get(row.id)?.sub_agents ?? 0,
      figures: (figures[index] as (typeof figures)[number]).figures,
    }));
  };

  const levels = [];
  const seen = new Set([root.id]);
  let parents = [root.id];
  for (let level = 1; level <= STRATIFIED_LEVELS && parents.length > 0; level += 1) {
    const below = await db
      .selectFrom('members')
      .select('id')
      .where('agent_id', 'in', parents)
      .where('is_agent', '=', true)
      .orderBy('id')
      .execute();
    // A cycle in the tree must not show an agent twice.
    const ids = below.map((row) => row.id).filter((id) => !seen.has(id));
    for (const id of ids) seen.add(id);
    if (ids.length > 0 && (query.level === undefined || query.level === level)) {
      const pageIds = ids.slice((query.page - 1) * query.count, query.page * query.count);
      const rows =
        pageIds.length === 0
          ? []
          : await db
              .selectFrom('members')
              .select(['id', 'account', 'agent_id', 'agent_active', 'status'])
              .where('id', 'in', pageIds)
              .orderBy('id')
              .execute();
      levels.push({ level, total: ids.length, page: query.page, list: await nodesOf(rows) });
    }
    parents = ids;
  }
  const [agent] = await nodesOf([root]);
  await writeAudit(db, {
    operatorId: operator.operatorId,
    action: 'agent.tree_view',
    target: `member:${root.id}`,
    details: { start_date: query.start_date, end_date: query.end_date, level: query.level ?? null, page: query.page },
    ip,
  });
  return {
    currency: root.currency_code,
    start_date: query.start_date,
    end_date: query.end_date,
    agent: agent as AgentTreeNode,
    levels,
  };
}
