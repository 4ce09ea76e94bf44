import { LoyaltyCode } from '@casino/contract/calls/loyalty-calls.ts';
import { promotionsAccount } from '../bonuses/bonus-accounts.ts';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';
import { runIdempotent } from '../ledger/idempotent-request.ts';
import { accountKey, ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { announceCash, formatAmount } from '../wallet/main-cash.ts';

/**
 * Exchanges a member's comp points for cash at the site's rate, once per idempotency key: the points leave the
 * balance by a conditional update (never below zero, however many exchanges run at once) and the cash comes from the
 * promotions account in the same transaction (ledger key loyalty-exchange:{member}:{key}). Codes 101 no exchange in
 * the member's currency, 102 not a whole number of steps, 103 not enough points.
 */
export async function exchangePoints(
  db: Db,
  member: MemberSession,
  input: { points: number },
  idempotencyKey: string,
  realtime?: Pick<Realtime, 'broadcast'>,
) {
  const main = ledgerAccounts.memberMain(member.memberId, member.currency);
  const answer = await runIdempotent(
    db,
    `member:${member.memberId}:/member/loyalty/exchange`,
    idempotencyKey,
    input,
    async (trx) => {
      const rate = await trx
        .selectFrom('loyalty_settings')
        .select(['exchange_points', 'exchange_cash'])
        .where('site_id', '=', member.siteId)
        .where('currency_code', '=', member.currency)
        .executeTakeFirst();
      if (!rate || rate.exchange_cash <= 0n) throw new Refusal(LoyaltyCode.exchangeClosed, 'loyalty.exchange_closed');
      if (input.points % rate.exchange_points !== 0) {
        throw new Refusal(LoyaltyCode.notAStep, 'loyalty.not_a_step', { step: rate.exchange_points });
      }
      const points = BigInt(input.points);
      const cash = (points / BigInt(rate.exchange_points)) * rate.exchange_cash;
      const spent = await trx
        .updateTable('member_loyalty')
        .set((eb) => ({ points: eb('points', '-', points), updated_at: new Date() }))
        .where('member_id', '=', member.memberId)
        .where('points', '>=', points)
        .returning('points')
        .executeTakeFirst();
      if (!spent) throw new Refusal(LoyaltyCode.notEnoughPoints, 'loyalty.not_enough_points');
      const posted = await postTransaction(db, trx, {
        key: `loyalty-exchange:${member.memberId}:${idempotencyKey}`,
        kind: 'points_exchange',
        reference: `points:${points}`,
        postings: [
          { account: promotionsAccount(member.currency), amount: -cash },
          { account: main, amount: cash },
        ],
      });
      await trx
        .insertInto('loyalty_exchanges')
        .values({
          member_id: member.memberId,
          points,
          cash,
          currency_code: member.currency,
          ledger_transaction_id: posted.id,
        })
        .execute();
      const mainCash = posted.balances.get(accountKey(main)) ?? 0n;
      return { points: Number(spent.points), cash: formatAmount(cash, member.currency), main_cash: mainCash.toString() };
    },
  );
  const mainCash = BigInt(answer.main_cash);
  if (realtime) announceCash(realtime, member.memberId, mainCash, member.currency);
  return { points: answer.points, cash: answer.cash, main_cash: formatAmount(mainCash, member.currency) };
}
