import { AgentOperatorCode } from '@casino/contract/calls/agent-calls.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { Refusal } from '../../http/reply.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { writeAudit } from '../../operators/audit-log.ts';
import type { OperatorSession } from '../../operators/operator-sessions.ts';

/** Member type of an agent (SPEC section 2: the agent menu shows for members whose member_type is not 1). */
const AGENT_MEMBER_TYPE = 2;

const view = (row: {
  id: number;
  member_id: number;
  account: string;
  site_id: number;
  status: 'pending' | 'approved' | 'refused';
  reason: string;
  created_at: Date;
  decided_at: Date | null;
}) => ({
  id: row.id,
  member_id: row.member_id,
  member_account: row.account,
  site_id: row.site_id,
  status: row.status,
  reason: row.reason,
  created_at: row.created_at.toISOString(),
  decided_at: row.decided_at ? row.decided_at.toISOString() : null,
});

export async function listAgentApplications(
  db: Db,
  query: { site_id?: number; status?: 'pending' | 'approved' | 'refused'; limit: number },
) {
  let select = db
    .selectFrom('agent_applications as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .select(['a.id', 'a.member_id', 'm.account', 'a.site_id', 'a.status', 'a.reason', 'a.created_at', 'a.decided_at']);
  if (query.site_id !== undefined) select = select.where('a.site_id', '=', query.site_id);
  if (query.status !== undefined) select = select.where('a.status', '=', query.status);
  const rows = await select.orderBy('a.id', 'desc').limit(query.limit).execute();
  return { list: rows.map(view) };
}

/**
 * Approves or refuses a waiting application (105 when it is not waiting). Approval makes the member an active agent
 * (member type 2) under the agent it already had, so its tree does not move. Audited.
 */
export async function decideAgentApplication(
  db: Db,
  operator: OperatorSession,
  input: { id: number; decision: 'approve' | 'refuse'; reason: string },
  ip: string,
) {
  return inTransaction(db, async (trx) => {
    const decided = await trx
      .updateTable('agent_applications')
      .set({
        status: input.decision === 'approve' ? 'approved' : 'refused',
        reason: input.reason,
        decided_by: operator.operatorId,
        decided_at: new Date(),
      })
      .where('id', '=', input.id)
      .where('status', '=', 'pending')
      .returning(['id', 'member_id', 'site_id', 'status', 'reason', 'created_at', 'decided_at'])
      .executeTakeFirst();
    if (!decided) throw new Refusal(AgentOperatorCode.noPendingApplication, 'operator.no_pending_application');
    if (input.decision === 'approve') {
      await trx
        .updateTable('members')
        .set({
          is_agent: true,
          agent_active: true,
          member_type: sql<number>`case when member_type = 1 then ${AGENT_MEMBER_TYPE} else member_type end`,
        })
        .where('id', '=', decided.member_id)
        .execute();
    }
    const member = await trx
      .selectFrom('members')
      .select('account')
      .where('id', '=', decided.member_id)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'agent.application_decide',
      target: `member:${decided.member_id}`,
      details: { application: decided.id, decision: input.decision },
      ip,
    });
    return view({ ...decided, account: member.account });
  });
}
