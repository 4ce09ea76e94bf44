import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { InsufficientFunds, postTransaction } from '../../ledger/post-transaction.ts';
import { betReturn, resettle } from '../settle-bet.ts';
import { payoutReversalEntry, postPayout, readBetLegs, recordLegOutcomes } from './bet-legs.ts';

/**
 * Settles again the settled bets whose legs' markets were settled since (a corrected result, or a rollback followed
 * by new results), as decision 49 asks: the earlier payout is reversed in full and the new return paid, each under
 * its own key and payment row, and an unchanged return books nothing. A bet waits while any of its markets is rolled
 * back and not yet settled again. The bet's row is locked and the legs' settlement numbers compared inside the
 * transaction, so a correction is booked once however many runs reach it.
 */
export async function resettleBets(db: Db, options: { limit?: number } = {}): Promise<{ resettled: number; net: bigint }> {
  const due = await db
    .selectFrom('sports_bets as b')
    .innerJoin('sports_bet_legs as l', 'l.bet_id', 'b.id')
    .innerJoin('sports_markets as m', 'm.id', 'l.market_id')
    .select('b.id')
    .distinct()
    .where('b.status', '=', 'settled')
    .whereRef('m.settlement_no', '>', 'l.settlement_no')
    .where('m.status', 'in', ['settled', 'cancelled'])
    .orderBy('b.id')
    .limit(options.limit ?? 1_000)
    .execute();
  let resettled = 0;
  let net = 0n;
  for (const { id } of due) {
    let moved: bigint | null;
    try {
      moved = await resettleBet(db, id);
    } catch (error) {
      // The member has spent the winnings being taken back: this bet waits, the others go on.
      if (error instanceof InsufficientFunds) continue;
      throw error;
    }
    if (moved === null) continue;
    resettled += 1;
    net += moved;
  }
  return { resettled, net };
}

async function resettleBet(db: Db, betId: bigint): Promise<bigint | null> {
  return inTransaction(db, async (trx) => {
    const bet = await trx
      .selectFrom('sports_bets')
      .select(['member_id', 'gp_id', 'currency_code', 'stake', 'status', 'returned'])
      .where('id', '=', betId)
      .forUpdate()
      .executeTakeFirst();
    if (bet?.status !== 'settled' || bet.returned === null) return null;
    const read = await readBetLegs(trx, betId);
    if (!read.legs.some((leg) => leg.settlement_no > leg.leg_settlement_no)) return null;
    if (!read.allSettled) return null;
    const change = resettle(bet.returned, betReturn(bet.stake, read.settled));
    if (change) {
      const last = await trx
        .selectFrom('sports_bet_payments')
        .select(['round', 'amount'])
        .where('bet_id', '=', betId)
        .where('kind', '=', 'payout')
        .orderBy('round', 'desc')
        .executeTakeFirstOrThrow();
      const round = last.round + 1;
      // The wallet may no longer hold the earlier winnings: the reversal is then refused and the bet waits.
      // The earlier payout's amount goes back alone (a first settlement pays a whole batch in one movement).
      const reversal =
        last.amount > 0n
          ? await postTransaction(db, trx, payoutReversalEntry({ ...bet, id: betId }, last.round, last.amount))
          : null;
      await trx
        .insertInto('sports_bet_payments')
        .values({
          bet_id: betId,
          kind: 'reversal',
          round: last.round,
          amount: change.reverse,
          ledger_transaction_id: reversal?.id ?? null,
        })
        .execute();
      const paid = change.pay > 0n ? await postPayout(db, trx, { ...bet, id: betId }, round, change.pay) : null;
      await trx
        .insertInto('sports_bet_payments')
        .values({ bet_id: betId, kind: 'payout', round, amount: change.pay, ledger_transaction_id: paid })
        .execute();
      await trx
        .updateTable('sports_bets')
        .set({ returned: change.pay, settled_at: new Date() })
        .where('id', '=', betId)
        .execute();
    }
    await recordLegOutcomes(trx, betId, read);
    return change?.net ?? 0n;
  });
}
