import { SignInCode } from '@casino/contract/calls/engagement-calls.ts';
import { Refusal } from '../http/reply.ts';
import { inTransaction } from '../ledger/executor.ts';
import { accountKey, ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { IdempotencyConflict, postTransaction } from '../ledger/post-transaction.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { announceCash, formatAmount } from '../wallet/main-cash.ts';
import { PROMOTIONS_ACCOUNT } from './claim-red-envelope.ts';
import type { EngagementContext } from './engagement-context.ts';
import { memberActivitySince } from './member-activity.ts';
import { runningCalendar } from './sign-in-calendars.ts';
import { claimsBetween, nextStreak } from './sign-in-status.ts';
import { addDays, siteDay, siteDayStart } from './site-day.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * Today's check-in (SPEC section 4, click_signin): refused when no calendar runs (101, is_signin_noopen), when
 * checked in already (102, is_signin_true) or when today's turnover is short (103, is_signin_pass). In one
 * transaction the check-in row, keyed by member and site day so that a second one at the same moment is refused,
 * and the reward's ledger posting from the promotions account under a key of the member and day.
 */
export async function claimSignIn(ctx: EngagementContext, member: MemberSession, now = new Date()) {
  const today = siteDay(now);
  const currency = member.currency;
  const main = ledgerAccounts.memberMain(member.memberId, currency);
  const already = () => new Refusal(SignInCode.alreadySigned, 'sign_in.already_signed');
  let paid: { streak: number; amount: bigint; cash: bigint };
  try {
    paid = await inTransaction(ctx.db, async (trx) => {
      const calendar = await runningCalendar(trx, member.siteId, currency, today);
      if (!calendar) throw new Refusal(SignInCode.notOpen, 'sign_in.not_open');
      const recent = await claimsBetween(trx, member.memberId, addDays(today, -1), today);
      if (recent.some((c) => c.site_day === today)) throw already();
      if (calendar.min_turnover > 0n) {
        const turnover = await memberActivitySince(trx, member.memberId, currency, 'wager', siteDayStart(today));
        if (turnover < calendar.min_turnover) {
          throw new Refusal(SignInCode.turnoverShort, 'sign_in.turnover_short', {
            min_turnover: formatAmount(calendar.min_turnover, currency),
            turnover: formatAmount(turnover > 0n ? turnover : 0n, currency),
          });
        }
      }
      const streak = nextStreak(
        calendar,
        recent.find((c) => c.site_day === addDays(today, -1)),
      );
      const amount = calendar.rewards[streak - 1] ?? 0n;
      const inserted = await trx
        .insertInto('sign_in_claims')
        .values({ calendar_id: calendar.id, member_id: member.memberId, site_day: today, streak, amount })
        .onConflict((oc) => oc.columns(['member_id', 'site_day']).doNothing())
        .returning('streak')
        .executeTakeFirst();
      if (!inserted) throw already();
      const posted = await postTransaction(ctx.db, trx, {
        key: `sign-in:${member.memberId}:${today}`,
        kind: 'sign_in_reward',
        reference: `sign-in:${calendar.id}`,
        postings: [
          { account: main, amount },
          { account: ledgerAccounts.system(PROMOTIONS_ACCOUNT, currency), amount: -amount },
        ],
      });
      if (posted.replayed) throw already();
      await trx
        .updateTable('sign_in_claims')
        .set({ ledger_transaction_id: posted.id })
        .where('member_id', '=', member.memberId)
        .where('site_day', '=', today)
        .execute();
      return { streak, amount, cash: posted.balances.get(accountKey(main)) ?? 0n };
    });
  } catch (error) {
    if (error instanceof IdempotencyConflict || (error as { code?: string })?.code === UNIQUE_VIOLATION) throw already();
    throw error;
  }
  announceCash(ctx.realtime, member.memberId, paid.cash, currency);
  return {
    streak: paid.streak,
    amount: formatAmount(paid.amount, currency),
    currency,
    main_cash: formatAmount(paid.cash, currency),
  };
}
