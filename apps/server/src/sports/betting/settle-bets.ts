import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { betReturn } from '../settle-bet.ts';
import { postPayout, readBetLegs, recordLegOutcomes } from './bet-legs.ts';

/**
 * Settles open bets whose every leg's market is settled or cancelled (docs/decisions/0053), each in a transaction of
 * its own: the bet's row is locked and must still be open, the return computed from the selections' results
 * (settle-bet.ts: a cancelled market or a selection left without a result is void), and paid from the book under the
 * bet's own ledger key and payment row. A bet is paid once however many nodes or runs reach it at the same time.
 * Resettlement of a corrected result (markets whose settlement number moved past the bet's) comes next.
 */
export async function settleBets(db: Db, options: { limit?: number } = {}): Promise<{ settled: number; paid: bigint }> {
  const due = await db
    .selectFrom('sports_bets as b')
    .select('b.id')
    .where('b.status', '=', 'open')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sports_bet_legs as l')
            .innerJoin('sports_markets as m', 'm.id', 'l.market_id')
            .select(sql`1`.as('one'))
            .whereRef('l.bet_id', '=', 'b.id')
            .where('m.status', 'not in', ['settled', 'cancelled']),
        ),
      ),
    )
    .orderBy('b.id')
    .limit(options.limit ?? 1_000)
    .execute();
  let settled = 0;
  let paid = 0n;
  for (const { id } of due) {
    const amount = await settleBet(db, id);
    if (amount === null) continue;
    settled += 1;
    paid += amount;
  }
  return { settled, paid };
}

/** Settles one bet; null when it was no longer open (another run settled it) or a market reopened. */
async function settleBet(db: Db, betId: bigint): Promise<bigint | null> {
  return inTransaction(db, async (trx) => {
    const bet = await trx
      .selectFrom('sports_bets')
      .select(['id', 'member_id', 'gp_id', 'currency_code', 'stake', 'status'])
      .where('id', '=', betId)
      .forUpdate()
      .executeTakeFirst();
    if (bet?.status !== 'open') return null;
    const read = await readBetLegs(trx, betId);
    if (!read.allSettled) return null;
    const amount = betReturn(bet.stake, read.settled);
    const transactionId = amount > 0n ? await postPayout(db, trx, bet, 1, amount) : null;
    await trx
      .insertInto('sports_bet_payments')
      .values({ bet_id: betId, kind: 'payout', round: 1, amount, ledger_transaction_id: transactionId })
      .execute();
    await recordLegOutcomes(trx, betId, read);
    await trx
      .updateTable('sports_bets')
      .set({ status: 'settled', returned: amount, settled_at: new Date() })
      .where('id', '=', betId)
      .execute();
    return amount;
  });
}
