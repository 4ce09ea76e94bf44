import type { operatorMemberSearchCall } from '@casino/contract/calls/operator-member-calls.ts';
import type { CallRequest, CallResponse } from '@casino/contract/define-call.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { writeAudit } from './audit-log.ts';
import type { OperatorSession } from './operator-sessions.ts';

const PAGE = 50;
const INT4_MAX = 2_147_483_647;

type Row = {
  id: number;
  site_id: number;
  account: string;
  currency_code: string;
  member_phone: string;
  member_email: string;
  status: number;
  is_agent: boolean;
  agent_account: string | null;
  created_at: Date;
  main: string | null;
};

/**
 * Members an operator looks for: an exact account (any case), phone, email (any case) or id, each on its index, or
 * the members of an agent (by the agent's account), newest first and paged. The search is written to the audit log
 * with what was searched, since it shows members' contact details.
 */
export async function searchMembers(
  db: Db,
  operator: OperatorSession,
  input: CallRequest<typeof operatorMemberSearchCall>,
  ip: string,
): Promise<CallResponse<typeof operatorMemberSearchCall>> {
  const q = input.q.trim();
  const by = input.by ?? 'any';
  const asId = /^\d{1,10}$/.test(q) && Number(q) <= INT4_MAX ? Number(q) : null;
  const wanted = [
    by === 'account' || by === 'any' ? sql`lower(m.account) = lower(${q})` : null,
    by === 'phone' || by === 'any' ? sql`m.member_phone = ${q}` : null,
    by === 'email' || (by === 'any' && q.includes('@')) ? sql`lower(m.member_email) = lower(${q})` : null,
    (by === 'id' || by === 'any') && asId !== null ? sql`m.id = ${asId}` : null,
    by === 'agent' ? sql`m.agent_id in (select g.id from members g where lower(g.account) = lower(${q}) and g.is_agent)` : null,
  ].filter((c) => c !== null);
  let rows: Row[] = [];
  if (wanted.length > 0) {
    const { rows: found } = await sql<Row>`
      select m.id, m.site_id, m.account, m.currency_code, m.member_phone, m.member_email, m.status, m.is_agent,
        a.account as agent_account, m.created_at, la.balance::text as main
      from members m
      left join members a on a.id = m.agent_id
      left join ledger_accounts la on la.code = 'member:' || m.id || ':main' and la.currency_code = m.currency_code
      where (${sql.join(wanted, sql` or `)})
        ${input.site_id ? sql`and m.site_id = ${input.site_id}` : sql``}
        ${input.before_id ? sql`and m.id < ${input.before_id}` : sql``}
      order by m.id desc
      limit ${PAGE}`.execute(db);
    rows = found;
  }
  await writeAudit(db, {
    operatorId: operator.operatorId,
    action: 'member.search',
    target: q,
    details: { by, found: rows.length, ...(input.site_id ? { site_id: input.site_id } : {}) },
    ip,
  });
  return {
    list: rows.map((r) => ({
      id: r.id,
      site_id: r.site_id,
      account: r.account,
      currency: r.currency_code,
      phone: r.member_phone,
      email: r.member_email,
      status: r.status,
      is_agent: r.is_agent,
      agent_account: r.agent_account,
      created_at: new Date(r.created_at).toISOString(),
      main_cash: formatAmount(BigInt(r.main ?? '0'), r.currency_code),
    })),
  };
}
