import { sql } from 'kysely';
import { LOTTERY_CLAIM_MS, LOTTERY_LOST_BET_MS } from './lottery-config.ts';
import type { LotteryContext } from './lottery-context.ts';
import { betTransactionId, inPool, rollbackTransactionId, tryWallet } from './lottery-wallet.ts';

type Claimed = { id: string; session_token: string; demo: boolean; cost: bigint };

/**
 * Gives back the stakes of bets marked `refunding` (their draw voided, their plan stopped by a win, their stake never
 * confirmed, their slip refused), and first marks so the bets still `placing` long after their row was written (the
 * process died between the row and the wallet's answer). Each bet is claimed (FOR UPDATE SKIP LOCKED, then a claim
 * time that lapses) so one node sends its rollback at a time; the rollback names the bet's stake transaction, so the
 * platform returns it once whatever happens, and a stake that arrives after its rollback is refused for good. Demo
 * bets get their cost back on the session's play money in the transaction that marks them. Answers how many bets
 * were refunded. `only`: just these bets (a refused slip's, at once), without the sweep of lost stakes.
 */
export async function refundBets(ctx: LotteryContext, options: { limit?: number; only?: string[] } = {}): Promise<number> {
  const now = ctx.clock();
  if (!options.only) {
    await ctx.db
      .updateTable('lottery_bets')
      .set({ status: 'refunding', refund_reason: 'not_confirmed' })
      .where('status', '=', 'placing')
      .where('created_at', '<', new Date(now - LOTTERY_LOST_BET_MS))
      .execute();
  }
  const lapsed = new Date(now - LOTTERY_CLAIM_MS);
  const only = options.only ? sql`and x.id = any(${options.only}::text[])` : sql``;
  const { rows: claimed } = await sql<Claimed>`
    update lottery_bets b set claimed_at = ${new Date(now)}
    where b.id in (
      select x.id from lottery_bets x
      where x.status = 'refunding' and (x.claimed_at is null or x.claimed_at < ${lapsed}) ${only}
      order by x.created_at limit ${options.limit ?? 500} for update skip locked)
    and b.status = 'refunding' and (b.claimed_at is null or b.claimed_at < ${lapsed})
    returning b.id, b.session_token, b.demo, b.cost`.execute(ctx.db);
  if (claimed.length === 0) return 0;

  const demo = claimed.filter((b) => b.demo).map((b) => b.id);
  let refunded = 0;
  if (demo.length > 0) refunded += await markRefunded(ctx, demo, true);

  const real = claimed.filter((b) => !b.demo);
  const answered = await inPool(real, ctx.walletConcurrency ?? 32, async (bet) => {
    const outcome = await tryWallet(ctx, 'rollback', {
      session_token: bet.session_token,
      transaction_id: rollbackTransactionId(bet.id),
      round_id: bet.id,
      rolled_back_transaction_id: betTransactionId(bet.id),
    });
    if ('unknown' in outcome) {
      ctx.log?.warn({ err: outcome.unknown, betId: bet.id }, 'lottery: refund not confirmed, sent again later');
      return undefined;
    }
    // A refusal is the platform's last word on this rollback (sending it again gets the same answer).
    if (outcome.answer.status !== 'ok')
      ctx.log?.error({ betId: bet.id, status: outcome.answer.status }, 'lottery: refund refused');
    return bet.id;
  });
  const done = answered.filter((id): id is string => id !== undefined);
  if (done.length > 0) refunded += await markRefunded(ctx, done, false);
  return refunded;
}

/** Marks claimed bets refunded (only while still refunding); demo bets get their cost back in the same transaction. */
async function markRefunded(ctx: LotteryContext, ids: string[], demo: boolean): Promise<number> {
  const at = new Date(ctx.clock());
  return ctx.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ session_token: string; cost: bigint }>`
      update lottery_bets set status = 'refunded', settled_at = ${at},
        rollback_transaction_id = case when demo then null else id || '-rollback' end
      where id = any(${ids}::text[]) and status = 'refunding'
      returning session_token, cost`.execute(trx);
    if (demo && rows.length > 0) {
      const byToken = new Map<string, bigint>();
      for (const row of rows) byToken.set(row.session_token, (byToken.get(row.session_token) ?? 0n) + BigInt(row.cost));
      await sql`
        update house_sessions h set demo_balance = coalesce(h.demo_balance, 0) + x.amount
        from unnest(${[...byToken.keys()]}::text[], ${[...byToken.values()].map(String)}::bigint[]) as x (token, amount)
        where h.token = x.token`.execute(trx);
    }
    return rows.length;
  });
}
