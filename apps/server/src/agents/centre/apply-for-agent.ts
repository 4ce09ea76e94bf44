import { AgentApplyCode } from '@casino/contract/calls/agent-calls.ts';
import type { Db } from '../../db/database.ts';
import { Refusal } from '../../http/reply.ts';
import { inTransaction } from '../../ledger/executor.ts';
import type { MemberSession } from '../../members/session-tokens.ts';

const MEMBER_ACTIVE = 1;

/**
 * The caller's agent status and last application; with `apply` an application to become an agent, waiting for an
 * operator (101 when the account is disabled or frozen, 104 when the member is an agent already or has one waiting).
 * The unique index of waiting applications keeps two applies at once to one.
 */
export async function applyForAgent(db: Db, member: MemberSession, apply: boolean) {
  if (apply) {
    await inTransaction(db, async (trx) => {
      const row = await trx
        .selectFrom('members')
        .select(['status', 'is_agent'])
        .where('id', '=', member.memberId)
        .forNoKeyUpdate()
        .executeTakeFirstOrThrow();
      if (row.status !== MEMBER_ACTIVE) throw new Refusal(AgentApplyCode.notEligible, 'agent.not_eligible');
      if (row.is_agent) throw new Refusal(AgentApplyCode.alreadyApplied, 'agent.already_applied');
      const inserted = await trx
        .insertInto('agent_applications')
        .values({ member_id: member.memberId, site_id: member.siteId })
        .onConflict((oc) => oc.column('member_id').where('status', '=', 'pending').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new Refusal(AgentApplyCode.alreadyApplied, 'agent.already_applied');
    });
  }
  const [row, last] = await Promise.all([
    db.selectFrom('members').select(['is_agent', 'agent_active']).where('id', '=', member.memberId).executeTakeFirstOrThrow(),
    db
      .selectFrom('agent_applications')
      .select(['status', 'reason', 'created_at'])
      .where('member_id', '=', member.memberId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    is_agent: row.is_agent ? (1 as const) : (0 as const),
    agent_active: row.agent_active ? (1 as const) : (0 as const),
    status: last?.status ?? ('none' as const),
    applied_at: last ? last.created_at.toISOString() : null,
    reason: last?.status === 'refused' ? last.reason : '',
  };
}
