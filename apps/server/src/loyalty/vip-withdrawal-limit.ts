import { WithdrawCode } from '@casino/contract/calls/payment-calls.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { addDays, siteDay, siteDayStart } from '../engagement/site-day.ts';
import { Refusal } from '../http/reply.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { formatAmount } from '../wallet/main-cash.ts';

/**
 * The daily withdrawal limit of the member's VIP level (docs/decisions/0083): what the member asked to withdraw this
 * site day (orders waiting or paid) and `amount` together may not pass it (code 110 with {limit, used}). A level
 * without a limit, or level 0, leaves only the site's limits. Runs in the withdrawal's transaction, after the member's
 * row is locked, so that requests at once are counted one after another.
 */
export async function assertVipWithdrawalLimit(
  trx: Transaction<Database>,
  member: MemberSession,
  amount: bigint,
  now: Date = new Date(),
): Promise<void> {
  const level = await trx
    .selectFrom('member_loyalty')
    .innerJoin('vip_levels', (join) =>
      join
        .onRef('vip_levels.level', '=', 'member_loyalty.vip_level')
        .on('vip_levels.site_id', '=', member.siteId)
        .on('vip_levels.currency_code', '=', member.currency),
    )
    .select('vip_levels.daily_withdrawal_limit')
    .where('member_loyalty.member_id', '=', member.memberId)
    .executeTakeFirst();
  const limit = level?.daily_withdrawal_limit;
  if (limit == null) return;
  const today = siteDay(now);
  const used = await trx
    .selectFrom('withdrawal_orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
    .where('member_id', '=', member.memberId)
    .where('status', 'in', ['pending', 'paid'])
    .where('created_at', '>=', siteDayStart(today))
    .where('created_at', '<', siteDayStart(addDays(today, 1)))
    .executeTakeFirstOrThrow();
  const total = BigInt(used.total);
  if (total + amount > limit) {
    throw new Refusal(WithdrawCode.vipDailyLimit, 'withdraw.vip_daily_limit', {
      limit: formatAmount(limit, member.currency),
      used: formatAmount(total, member.currency),
    });
  }
}
