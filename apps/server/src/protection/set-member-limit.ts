import { LimitCode, type memberLimitSetCall } from '@casino/contract/calls/protection-calls.ts';
import type { CallRequest } from '@casino/contract/define-call.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { Refusal } from '../http/reply.ts';
import { afterLimitChange, parseLimitAmount } from './after-limit-change.ts';
import { memberPolicies, recordLimitChange, refuseAboveMaximum } from './limit-policies.ts';
import { changeBase } from './limit-policy-rules.ts';
import { changeLimit } from './limit-rules.ts';
import { readMemberLimits, storedLimits } from './member-limits.ts';

/**
 * Sets one of the member's limits (docs/decisions/0078): lower holds at once, higher or removed after the cooling-off.
 * The member's row is locked so that two changes at once apply one after the other, each to what the other left.
 */
export async function setMemberLimit(
  db: Kysely<Database>,
  member: { memberId: number; currency: string },
  body: CallRequest<typeof memberLimitSetCall>,
  now: number,
) {
  // Money in minor units; a session limit in minutes (docs/decisions/0082).
  const wanted = parseLimitAmount(body, member.currency);
  if (wanted === undefined || wanted === 0n) throw new Refusal(LimitCode.invalidAmount, 'protection.invalid_amount');
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('members').select('id').where('id', '=', member.memberId).forNoKeyUpdate().execute();
    const current = (await storedLimits(trx, member.memberId)).find((s) => s.kind === body.kind && s.period === body.period);
    // The site's maximum caps what may be asked; a default counts as the member's own limit (docs/decisions/0084).
    const policy = (await memberPolicies(trx, member.memberId)).find((p) => p.kind === body.kind && p.period === body.period);
    refuseAboveMaximum(wanted, policy, member.currency);
    const base = changeBase(current?.stored ?? null, policy, wanted, now);
    const next = changeLimit(base, wanted, now);
    await recordLimitChange(trx, {
      memberId: member.memberId,
      kind: body.kind,
      period: body.period,
      base,
      asked: wanted,
      next,
      now,
    });
    const key = { member_id: member.memberId, kind: body.kind, period: body.period };
    if (next === null) {
      await trx
        .deleteFrom('member_limits')
        .where('member_id', '=', key.member_id)
        .where('kind', '=', key.kind)
        .where('period', '=', key.period)
        .execute();
    } else {
      const values = {
        amount: next.amount,
        pending_amount: next.pendingAmount,
        pending_at: next.pendingAt,
        updated_at: new Date(now),
      };
      await trx
        .insertInto('member_limits')
        .values({ ...key, ...values })
        .onConflict((oc) => oc.columns(['member_id', 'kind', 'period']).doUpdateSet(values))
        .execute();
    }
    await afterLimitChange(trx, member.memberId, body.kind, now);
    return readMemberLimits(trx, member, now);
  });
}
