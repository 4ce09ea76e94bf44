import { AdjustCode } from '@casino/contract/calls/operator-calls.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { FieldError, Refusal } from '../http/reply.ts';
import { runIdempotent } from '../ledger/idempotent-request.ts';
import { accountKey, ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { InsufficientFunds, postTransaction } from '../ledger/post-transaction.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { findSite } from '../sites/find-site.ts';
import { announceCash, formatAmount, parseAmount } from '../wallet/main-cash.ts';
import { writeAudit } from './audit-log.ts';
import { refuseAboveThreshold } from './member-page/adjustment-approvals.ts';
import type { OperatorSession } from './operator-sessions.ts';
import { adjustmentLimit } from './roles.ts';

/** The ledger account on the other side of every adjustment, one per currency (a system account, may go negative). */
export const ADJUSTMENTS_ACCOUNT = 'adjustments';

export type AdjustInput = { member_account: string; site_id: number; amount: string; reason: string };

export type AdjustResult = {
  transaction_id: string;
  member_id: number;
  member_account: string;
  site_id: number;
  currency: string;
  amount: string;
  main_cash: string;
};

/**
 * Credits or debits a member's main wallet by an operator's decision: one ledger transaction of kind 'adjustment'
 * against the adjustments account, and its audit row, in one database transaction under the client's idempotency
 * key. A debit larger than the balance is refused (the database keeps member balances at zero or more, so
 * concurrent debits cannot overdraw). A replay answers as the first request did and moves nothing.
 */
export async function adjustMemberBalance(
  ctx: { db: Db; realtime: Pick<Realtime, 'broadcast'> },
  operator: OperatorSession,
  input: AdjustInput,
  request: { idempotencyKey: string; ip: string },
): Promise<AdjustResult> {
  const { db } = ctx;
  await findSite(db, input.site_id);
  const member = await db
    .selectFrom('members')
    .select(['id', 'account', 'currency_code'])
    .where('site_id', '=', input.site_id)
    .where(sql<string>`lower(account)`, '=', input.member_account.trim().toLowerCase())
    .executeTakeFirst();
  if (!member) throw new Refusal(AdjustCode.memberNotFound, 'operator.member_not_found');
  const amount = parseAmount(input.amount, member.currency_code);
  if (amount === undefined) throw new FieldError({ amount: ['amount_precision'] });
  // Refused before anything is written, so an attempt above the limit moves nothing and leaves no audit row.
  const limit = adjustmentLimit(operator.role, member.currency_code);
  if (amount > limit || -amount > limit) {
    throw new Refusal(AdjustCode.overLimit, 'operator.adjust_over_limit', {
      limit: formatAmount(limit, member.currency_code),
      currency: member.currency_code,
    });
  }
  // Above the site's two-person threshold the adjustment is proposed instead (decision 76).
  await refuseAboveThreshold(db, input.site_id, member.currency_code, amount);

  const currency = member.currency_code;
  const main = ledgerAccounts.memberMain(member.id, currency);
  let posted: { transactionId: string; cash: bigint } | undefined;
  const result = await runIdempotent(db, `operator-adjust:${operator.operatorId}`, request.idempotencyKey, input, async (trx) => {
    let transaction: Awaited<ReturnType<typeof postTransaction>>;
    try {
      transaction = await postTransaction(db, trx, {
        key: `operator-adjust:${operator.operatorId}:${request.idempotencyKey}`,
        kind: 'adjustment',
        postings: [
          { account: main, amount },
          { account: ledgerAccounts.system(ADJUSTMENTS_ACCOUNT, currency), amount: -amount },
        ],
      });
    } catch (error) {
      if (error instanceof InsufficientFunds) throw new Refusal(AdjustCode.insufficientFunds, 'operator.insufficient_funds');
      throw error;
    }
    const cash = transaction.balances.get(accountKey(main)) ?? 0n;
    const answer: AdjustResult = {
      transaction_id: transaction.id.toString(),
      member_id: member.id,
      member_account: member.account,
      site_id: input.site_id,
      currency,
      amount: formatAmount(amount, currency),
      main_cash: formatAmount(cash, currency),
    };
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'member.adjust',
      target: `member:${member.id}`,
      details: { ...answer, reason: input.reason, idempotency_key: request.idempotencyKey },
      ip: request.ip,
    });
    posted = { transactionId: answer.transaction_id, cash };
    return answer;
  });
  // Only the request that moved the money tells the member's pages; a replay's balance may be old news. After a
  // deadlock retry the work may have run in a rolled-back attempt and the answer be another request's: compare ids.
  if (posted && posted.transactionId === result.transaction_id) announceCash(ctx.realtime, member.id, posted.cash, currency);
  return result;
}
