import { BonusOperatorCode } from '@casino/contract/calls/bonus-calls.ts';
import type { Db } from '../db/database.ts';
import { FieldError, Refusal } from '../http/reply.ts';
import { runIdempotent } from '../ledger/idempotent-request.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { parseAmount } from '../wallet/main-cash.ts';
import { refusalOf } from './apply-bonus.ts';
import { requirementOf } from './bonus-rules.ts';
import { selectGrants } from './bonus-views.ts';
import { grantBonus } from './grant-bonus.ts';
import { operatorBonusOf } from './operator-bonuses.ts';

export type OperatorGrantInput = {
  site_id: number;
  member_account: string;
  amount: string;
  wagering_multiple: number;
  weights: Record<string, number>;
  valid_days: number;
  note: string;
};

/**
 * An operator gives a member a bonus in the member's currency, once per idempotency key: the requirement is a
 * multiple of the bonus, the money comes from the promotions account, and the grant is audited in its transaction
 * (101 no such member, 103 the member holds an active bonus already).
 */
export async function grantOperatorBonus(
  db: Db,
  operator: OperatorSession,
  input: OperatorGrantInput,
  idempotencyKey: string,
  ip: string,
) {
  const grantId = await runIdempotent(
    db,
    `operator:${operator.operatorId}:/operator/bonuses/grant`,
    idempotencyKey,
    input,
    async (trx) => {
      const member = await trx
        .selectFrom('members')
        .select(['id', 'currency_code'])
        .where('site_id', '=', input.site_id)
        .where('account', '=', input.member_account)
        .executeTakeFirst();
      if (!member) throw new Refusal(BonusOperatorCode.notFound, 'operator.not_found');
      const amount = parseAmount(input.amount, member.currency_code);
      if (amount === undefined || amount <= 0n) throw new FieldError({ amount: ['amount_format'] });
      const outcome = await grantBonus(db, trx, {
        memberId: member.id,
        siteId: input.site_id,
        currency: member.currency_code,
        promotionId: null,
        source: 'operator',
        amount,
        requirement: requirementOf(amount, 0n, input.wagering_multiple, 'bonus'),
        weights: input.weights,
        expiresAt: new Date(Date.now() + input.valid_days * 86_400_000),
        grantedBy: operator.operatorId,
      });
      if (!outcome.granted) {
        if (outcome.reason === 'bonus_active') throw new Refusal(BonusOperatorCode.bonusActive, 'bonus.bonus_active');
        throw refusalOf(outcome.reason);
      }
      await writeAudit(trx, {
        operatorId: operator.operatorId,
        action: 'bonus.grant',
        target: `member:${member.id}`,
        details: { bonus: String(outcome.id), amount: input.amount, multiple: input.wagering_multiple, note: input.note },
        ip,
      });
      return String(outcome.id);
    },
  );
  const [row] = await selectGrants(db, { id: BigInt(grantId), limit: 1 });
  if (!row) throw new Error('grant not found after commit');
  return operatorBonusOf(row);
}
