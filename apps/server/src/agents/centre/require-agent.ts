import { AgentCode } from '@casino/contract/calls/agent-calls.ts';
import type { Db } from '../../db/database.ts';
import { Refusal } from '../../http/reply.ts';
import type { MemberSession } from '../../members/session-tokens.ts';

/** The caller as an agent: refused (101) unless it is an agent of its site and active. */
export async function requireActiveAgent(
  db: Db,
  member: MemberSession,
): Promise<{ id: number; siteId: number; currency: string }> {
  const row = await db
    .selectFrom('members')
    .select(['id', 'site_id', 'currency_code', 'is_agent', 'agent_active', 'status'])
    .where('id', '=', member.memberId)
    .executeTakeFirst();
  if (!row?.is_agent || !row.agent_active || row.status !== 1) throw new Refusal(AgentCode.notAgent, 'agent.not_agent');
  return { id: row.id, siteId: row.site_id, currency: row.currency_code };
}

/**
 * Whether `memberId` is in the tree under `agentId` (its members, their members, ...), read upwards from the member so
 * that the walk is as long as the member is deep, never as wide as the tree. A cycle stops the walk.
 */
export async function isInTree(db: Db, agentId: number, memberId: number): Promise<boolean> {
  let current: number | null = memberId;
  const seen = new Set<number>();
  while (current !== null && !seen.has(current) && seen.size < 64) {
    seen.add(current);
    const row: { agent_id: number | null } | undefined = await db
      .selectFrom('members')
      .select('agent_id')
      .where('id', '=', current)
      .executeTakeFirst();
    if (!row) return false;
    if (row.agent_id === agentId) return true;
    current = row.agent_id;
  }
  return false;
}
