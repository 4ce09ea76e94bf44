import { AgentCode, type DownlineMember } from '@casino/contract/calls/agent-calls.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { Refusal } from '../../http/reply.ts';
import { formatAmount } from '../../wallet/main-cash.ts';
import { isInTree } from './require-agent.ts';

export type DownlineQuery = {
  parentId?: number;
  keyword: string;
  kind: 'all' | 'member' | 'agent';
  status: number;
  page: number;
  count: number;
};

/**
 * The members directly under the agent, or under one of the sub-agents of its own tree (106 for anyone else's), newest
 * first: account, agent flags, status, main wallet balance, sign-up and last sign-in, and how many members each has
 * under it. A keyword matches the start of the account.
 */
export async function listDownline(
  db: Db,
  agent: { id: number },
  query: DownlineQuery,
): Promise<{ list: DownlineMember[]; total: number; page: number }> {
  const parentId = query.parentId ?? agent.id;
  if (parentId !== agent.id && !(await isInTree(db, agent.id, parentId))) {
    throw new Refusal(AgentCode.notInTree, 'agent.not_in_tree');
  }
  let select = db.selectFrom('members as m').where('m.agent_id', '=', parentId);
  if (query.keyword)
    select = select.where(sql<boolean>`lower(m.account) like ${`${query.keyword.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`);
  if (query.kind === 'agent') select = select.where('m.is_agent', '=', true);
  if (query.kind === 'member') select = select.where('m.is_agent', '=', false);
  if (query.status > 0) select = select.where('m.status', '=', query.status);
  const { total } = await select.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow();
  const rows = await select
    .select([
      'm.id',
      'm.account',
      'm.is_agent',
      'm.agent_active',
      'm.status',
      'm.currency_code',
      'm.created_at',
      sql<Date | null>`(select max(s.created_at) from member_sessions s where s.member_id = m.id and s.login_id is null)`.as(
        'last_login_at',
      ),
      sql<string>`coalesce((select a.balance from ledger_accounts a
        where a.code = 'member:' || m.id || ':main' and a.currency_code = m.currency_code), 0)::text`.as('balance'),
      sql<number>`(select count(*)::int from members d where d.agent_id = m.id)`.as('downline'),
    ])
    .orderBy('m.id', 'desc')
    .limit(query.count)
    .offset((query.page - 1) * query.count)
    .execute();
  return {
    list: rows.map((row) => ({
      id: row.id,
      account: row.account,
      is_agent: row.is_agent ? 1 : 0,
      agent_active: row.agent_active ? 1 : 0,
      status: row.status,
      currency: row.currency_code,
      balance: formatAmount(BigInt(row.balance), row.currency_code),
      created_at: row.created_at.toISOString(),
      last_login_at: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
      downline: Number(row.downline),
    })),
    total: Number(total),
    page: query.page,
  };
}
