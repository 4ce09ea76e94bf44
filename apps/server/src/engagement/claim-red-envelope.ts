import { randomInt } from 'node:crypto';
import { RedEnvelopeCode } from '@casino/contract/calls/engagement-calls.ts';
import { sql } from 'kysely';
import { Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { accountKey, ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { IdempotencyConflict, postTransaction } from '../ledger/post-transaction.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { announceCash, formatAmount } from '../wallet/main-cash.ts';
import type { EngagementContext } from './engagement-context.ts';
import { envelopeRequirement, runningEnvelopes } from './find-red-envelope.ts';

/** The system account every promotion pays from, one per currency (may go negative: the house's promotion cost). */
export const PROMOTIONS_ACCOUNT = 'promotions';

const UNIQUE_VIOLATION = '23505';

/** A uniform fraction in [0, 1) with 15 decimals, as a numeric literal for the database. */
function uniformFraction(): string {
  const high = randomInt(0, 1_000_000);
  const low = randomInt(0, 1_000_000_000);
  return `0.${String(high).padStart(6, '0')}${String(low).padStart(9, '0')}`;
}

/**
 * Opens a red envelope once. In one transaction: the claim row (a second claim of the member waits on its key and is
 * refused), the eligibility, the draw taken off the budget by one UPDATE that rereads the remainder under the row
 * lock (uniform between the minimum and the smaller of the maximum and what is left, never more than is left), and
 * the ledger posting from the promotions account under a key of the promotion and member. Refusals: 101 requirement
 * not met, 102 nothing to claim (claimed, not running, cancelled, budget spent).
 */
export async function claimRedEnvelope(ctx: EngagementContext, member: MemberSession, promotionId: number) {
  const gone = () => new Refusal(RedEnvelopeCode.gone, 'red_envelope.gone');
  const main = ledgerAccounts.memberMain(member.memberId, member.currency);
  let paid: { amount: bigint; cash: bigint };
  try {
    paid = await inTransaction(ctx.db, async (trx) => {
      const envelope = await runningEnvelopes(trx, member).where('p.id', '=', promotionId).executeTakeFirst();
      if (!envelope) throw gone();
      const claimed = await trx
        .insertInto('red_envelope_claims')
        .values({ promotion_id: promotionId, member_id: member.memberId, currency_code: member.currency })
        .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
        .returning('member_id')
        .executeTakeFirst();
      if (!claimed) throw gone();
      const { met } = await envelopeRequirement(trx, member.memberId, envelope);
      if (!met) throw new Refusal(RedEnvelopeCode.notEligible, 'red_envelope.not_eligible');
      // The remainder and the cancellation are read again under the budget row's lock.
      const { rows } = await sql<{ amount: bigint }>`
        with drawn as (
          select b.promotion_id, b.currency_code,
                 b.min_amount + floor(${uniformFraction()}::numeric * (least(b.max_amount, b.remaining) - b.min_amount + 1))::bigint as amount
          from red_envelope_budgets b
          join red_envelope_promotions p on p.id = b.promotion_id
          where b.promotion_id = ${promotionId} and b.currency_code = ${member.currency}
            and p.cancelled_at is null and p.ends_at > now()
          for update of b
        )
        update red_envelope_budgets b set remaining = b.remaining - drawn.amount
        from drawn
        where b.promotion_id = drawn.promotion_id and b.currency_code = drawn.currency_code
          and b.remaining >= drawn.amount and drawn.amount >= b.min_amount
        returning drawn.amount`.execute(trx);
      const amount = rows[0]?.amount;
      if (amount === undefined) throw gone();
      const posted = await postTransaction(ctx.db, trx, {
        key: `red-envelope:${promotionId}:${member.memberId}`,
        kind: 'red_envelope',
        reference: `red-envelope:${promotionId}`,
        postings: [
          { account: main, amount },
          { account: ledgerAccounts.system(PROMOTIONS_ACCOUNT, member.currency), amount: -amount },
        ],
      });
      if (posted.replayed) throw gone();
      await trx
        .updateTable('red_envelope_claims')
        .set({ amount, ledger_transaction_id: posted.id })
        .where('promotion_id', '=', promotionId)
        .where('member_id', '=', member.memberId)
        .execute();
      return { amount, cash: posted.balances.get(accountKey(main)) ?? 0n };
    });
  } catch (error) {
    // The same member claiming twice at once: the second waits for the first and finds the claim or the key taken.
    if (error instanceof IdempotencyConflict || (error as { code?: string })?.code === UNIQUE_VIOLATION) throw gone();
    throw error;
  }
  announceCash(ctx.realtime, member.memberId, paid.cash, member.currency);
  return {
    id: promotionId,
    cash: formatAmount(paid.amount, member.currency),
    currency: member.currency,
    main_cash: formatAmount(paid.cash, member.currency),
  };
}
