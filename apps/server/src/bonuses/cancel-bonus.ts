import { BonusCode, BonusOperatorCode } from '@casino/contract/calls/bonus-calls.ts';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { findSite } from '../sites/find-site.ts';
import { memberBonusOf, selectGrants } from './bonus-views.ts';
import { closeGrant } from './close-grant.ts';
import { operatorBonusOf } from './operator-bonuses.ts';

/**
 * The member gives up an active bonus (to withdraw before the requirement is met): what is left of the bonus goes back
 * to the promotions account, the member's cash stays (code 105 when the member holds no such active grant).
 */
export async function cancelMemberBonus(db: Db, member: MemberSession, id: number, lang: string) {
  const site = await findSite(db, member.siteId);
  await inTransaction(db, async (trx) => {
    const owned = await trx
      .selectFrom('bonus_grants')
      .select('id')
      .where('id', '=', BigInt(id))
      .where('member_id', '=', member.memberId)
      .executeTakeFirst();
    if (!owned) throw new Refusal(BonusCode.notFound, 'bonus.not_found');
    const closed = await closeGrant(db, trx, owned.id, 'forfeited', { reason: 'member_cancelled' });
    if (!closed.closed) throw new Refusal(BonusCode.notFound, 'bonus.not_found');
  });
  const [row] = await selectGrants(db, { id, limit: 1 });
  if (!row) throw new Error('grant not found after commit');
  return memberBonusOf(row, lang, site.default_language);
}

/** An operator cancels an active grant, audited in the same transaction (101 when none is active under that id). */
export async function cancelOperatorBonus(db: Db, operator: OperatorSession, input: { id: number; reason: string }, ip: string) {
  await inTransaction(db, async (trx) => {
    const closed = await closeGrant(db, trx, BigInt(input.id), 'cancelled', {
      operatorId: operator.operatorId,
      reason: input.reason || 'operator_cancelled',
    });
    if (!closed.closed) throw new Refusal(BonusOperatorCode.notFound, 'operator.not_found');
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'bonus.cancel',
      target: `bonus:${input.id}`,
      details: { forfeited: closed.amount.toString(), reason: input.reason },
      ip,
    });
  });
  const [row] = await selectGrants(db, { id: input.id, limit: 1 });
  if (!row) throw new Error('grant not found after commit');
  return operatorBonusOf(row);
}
