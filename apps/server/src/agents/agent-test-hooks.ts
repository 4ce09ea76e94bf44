import { API_PREFIX } from '@casino/contract/define-call.ts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { failure, ok } from '../http/reply.ts';

/**
 * For browser tests only (TEST_HOOKS=1, never in production): moves what the members of some agents did (their seamless
 * bets and wins, paid deposits and the ledger movements of both) one month back, and the site's commission plans to
 * two months back, so that a test can settle a month that has ended with play it made a minute ago.
 */
export function registerAgentTestHooks(app: FastifyInstance, db: Db): void {
  app.post<{ Body: { agent_ids?: unknown } }>(`${API_PREFIX}/__test/agents/last-month`, async (request, reply) => {
    const ids = request.body?.agent_ids;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31)) {
      return reply.code(400).send(failure(400, 'agent_ids'));
    }
    const agentIds = ids as number[];
    const members = sql`(select id from members where agent_id = any(${agentIds}::int[]))`;
    await db.transaction().execute(async (trx) => {
      await sql`update ledger_transactions set created_at = created_at - interval '1 month' where id in (
        select ledger_transaction_id from provider_transactions where member_id in ${members}
          and ledger_transaction_id is not null)`.execute(trx);
      await sql`update provider_transactions set created_at = created_at - interval '1 month'
        where member_id in ${members}`.execute(trx);
      await sql`update deposit_orders set created_at = created_at - interval '1 month',
        paid_at = paid_at - interval '1 month' where member_id in ${members}`.execute(trx);
      await sql`update agent_commission_plans set created_at = least(created_at, now() - interval '2 months')`.execute(trx);
    });
    return ok({ moved: agentIds.length });
  });
}
