import type { Executor } from '../ledger/executor.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { exponentOf, formatAmount, readMainCash } from '../wallet/main-cash.ts';
import { DEFAULT_WITHDRAWAL_LIMITS } from './payment-codes.ts';
import type { PaymentsContext } from './payments-context.ts';

export type WithdrawalLimits = { min: bigint; max: bigint; maxPending: number };

/** The withdrawal limits of a site and currency in minor units (withdrawal_limits, else the defaults). */
export async function readWithdrawalLimits(executor: Executor, siteId: number, currency: string): Promise<WithdrawalLimits> {
  const row = await executor
    .selectFrom('withdrawal_limits')
    .select(['min_amount', 'max_amount', 'max_pending'])
    .where('site_id', '=', siteId)
    .where('currency_code', '=', currency)
    .executeTakeFirst();
  if (row) return { min: row.min_amount, max: row.max_amount, maxPending: row.max_pending };
  const unit = 10n ** BigInt(exponentOf(currency));
  return {
    min: DEFAULT_WITHDRAWAL_LIMITS.min * unit,
    max: DEFAULT_WITHDRAWAL_LIMITS.max * unit,
    maxPending: DEFAULT_WITHDRAWAL_LIMITS.maxPending,
  };
}

export async function getWithdrawSettings(ctx: PaymentsContext, member: MemberSession) {
  const limits = await readWithdrawalLimits(ctx.db, member.siteId, member.currency);
  const row = await ctx.db
    .selectFrom('members')
    .select('withdraw_password_hash')
    .where('id', '=', member.memberId)
    .executeTakeFirstOrThrow();
  return {
    currency: member.currency,
    min_amount: formatAmount(limits.min, member.currency),
    max_amount: formatAmount(limits.max, member.currency),
    main_cash: formatAmount(await readMainCash(ctx.db, member.memberId, member.currency), member.currency),
    is_withdraw_password: (row.withdraw_password_hash ? 1 : 0) as 0 | 1,
  };
}
