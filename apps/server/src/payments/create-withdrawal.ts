import { WithdrawCode, withdrawCreateCall } from '@casino/contract/calls/payment-calls.ts';
import { verifyWithdrawPassword } from '../accounts/withdraw-password-guard.ts';
import { assertWageringDone } from '../bonuses/withdrawal-guard.ts';
import { FieldError, Refusal } from '../http/reply.ts';
import { runIdempotent } from '../ledger/idempotent-request.ts';
import { accountKey, ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { InsufficientFunds, postTransaction } from '../ledger/post-transaction.ts';
import { assertVipWithdrawalLimit } from '../loyalty/vip-withdrawal-limit.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { announceCash, formatAmount, parseAmount, readMainCash } from '../wallet/main-cash.ts';
import { insertWithOrderNumber } from './create-deposit.ts';
import type { PaymentsContext } from './payments-context.ts';
import { readWithdrawalLimits } from './withdraw-settings.ts';

export type WithdrawalRequest = { amount: string; bank_account_id: number; withdraw_password: string };
export type WithdrawalAnswer = { order_number: string; status: string; amount: string; main_cash: string };

const maskNumber = (n: string) => `${'*'.repeat(Math.max(n.length - 4, 0))}${n.slice(-4)}`;

/**
 * A member asks to withdraw to one of their bound bank accounts. The withdraw password is checked first (101 wrong,
 * 102 none set, 108 locked after wrong tries); then, once per idempotency key and in one database transaction, the
 * account must be the member's (103), the amount within the site's limits (104, 105), fewer than the allowed orders
 * waiting (107), within the daily limit of the VIP level (110), and the main wallet must cover it (106): the order is
 * written and the amount moves from the main wallet to the member's withdrawal hold, where it waits for an operator
 * to pay or reject it.
 */
export async function createWithdrawal(
  ctx: PaymentsContext,
  member: MemberSession,
  input: WithdrawalRequest,
  idempotencyKey: string,
): Promise<WithdrawalAnswer> {
  const secret = await ctx.db
    .selectFrom('members')
    .select('withdraw_password_hash')
    .where('id', '=', member.memberId)
    .executeTakeFirstOrThrow();
  if (!secret.withdraw_password_hash) throw new Refusal(WithdrawCode.noWithdrawPassword, 'withdraw.no_withdraw_password');
  const hash = { id: member.memberId, withdrawPasswordHash: secret.withdraw_password_hash };
  if (!(await verifyWithdrawPassword(ctx, hash, input.withdraw_password, 'withdraw.create'))) {
    throw new Refusal(WithdrawCode.wrongWithdrawPassword, 'withdraw.wrong_withdraw_password');
  }

  const scope = `member:${member.memberId}:${withdrawCreateCall.path}`;
  // The password is not part of what is kept under the key: a stored hash of it could be searched through.
  const request = { amount: input.amount, bank_account_id: input.bank_account_id };
  const answer = await runIdempotent(ctx.db, scope, idempotencyKey, request, async (trx) => {
    // The member's requests run one at a time, so that orders waiting are counted right.
    await trx.selectFrom('members').select('id').where('id', '=', member.memberId).forNoKeyUpdate().execute();
    const bank = await trx
      .selectFrom('member_bank_accounts')
      .selectAll()
      .where('id', '=', input.bank_account_id)
      .where('member_id', '=', member.memberId)
      .executeTakeFirst();
    if (!bank) throw new Refusal(WithdrawCode.noBankAccount, 'withdraw.no_bank_account');
    // An open wagering requirement keeps the money in play (109 with what is left to wager).
    await assertWageringDone(ctx.db, trx, member);
    const amount = parseAmount(input.amount, member.currency);
    if (amount === undefined) throw new FieldError({ amount: ['amount_format'] });
    const limits = await readWithdrawalLimits(trx, member.siteId, member.currency);
    if (amount < limits.min) throw new Refusal(WithdrawCode.belowMinimum, 'withdraw.below_minimum');
    if (amount > limits.max) throw new Refusal(WithdrawCode.aboveMaximum, 'withdraw.above_maximum');
    const pending = await trx
      .selectFrom('withdrawal_orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', member.memberId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    if (Number(pending.n) >= limits.maxPending) throw new Refusal(WithdrawCode.tooManyPending, 'withdraw.too_many_pending');
    // The member's VIP level may cap what leaves in a site day (110).
    await assertVipWithdrawalLimit(trx, member, amount);

    const { orderNumber, row } = await insertWithOrderNumber('W', (orderNumber) =>
      trx
        .insertInto('withdrawal_orders')
        .values({
          order_number: orderNumber,
          member_id: member.memberId,
          site_id: member.siteId,
          currency_code: member.currency,
          amount,
          bank_account_id: bank.id,
          bank_name: bank.bank_name,
          bank_account_name: bank.account_name,
          bank_account_number: maskNumber(bank.account_number),
          bank_branch: bank.branch,
          hold_transaction_id: null,
          settle_transaction_id: null,
          decided_by: null,
        })
        .onConflict((oc) => oc.column('order_number').doNothing())
        .returning('id')
        .executeTakeFirst(),
    );
    const main = ledgerAccounts.memberMain(member.memberId, member.currency);
    let posted: Awaited<ReturnType<typeof postTransaction>>;
    try {
      posted = await postTransaction(ctx.db, trx, {
        key: `withdrawal:${orderNumber}:hold`,
        kind: 'withdrawal',
        reference: orderNumber,
        postings: [
          { account: main, amount: -amount },
          { account: ledgerAccounts.memberWithdrawalHold(member.memberId, member.currency), amount },
        ],
      });
    } catch (error) {
      if (error instanceof InsufficientFunds)
        throw new Refusal(WithdrawCode.insufficientBalance, 'withdraw.insufficient_balance');
      throw error;
    }
    await trx.updateTable('withdrawal_orders').set({ hold_transaction_id: posted.id }).where('id', '=', row.id).execute();
    return {
      order_number: orderNumber,
      status: 'pending',
      amount: formatAmount(amount, member.currency),
      main_cash: formatAmount(posted.balances.get(accountKey(main)) ?? 0n, member.currency),
    };
  });
  announceCash(ctx.realtime, member.memberId, await readMainCash(ctx.db, member.memberId, member.currency), member.currency);
  return answer;
}
