import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { postTransaction } from '../../ledger/post-transaction.ts';
import type { SelectionOutcome } from '../model.ts';
import { betReturn, type SettledLeg } from '../settle-bet.ts';
import { sportsbookAccounts } from './sportsbook-accounts.ts';

const VOID: SelectionOutcome = { result: 'void', deadHeat: { num: 1n, den: 1n } };

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
      .select(['id', 'member_id', 'currency_code', 'stake', 'status'])
      .where('id', '=', betId)
      .forUpdate()
      .executeTakeFirst();
    if (bet?.status !== 'open') return null;
    const legs = await trx
      .selectFrom('sports_bet_legs as l')
      .innerJoin('sports_markets as m', 'm.id', 'l.market_id')
      .innerJoin('sports_selections as s', (join) =>
        join.onRef('s.market_id', '=', 'l.market_id').onRef('s.key', '=', 'l.selection_key'),
      )
      .select([
        'l.leg_no',
        'l.event_id',
        'l.market_id',
        'l.selection_key',
        'l.odds',
        'm.status as market_status',
        'm.settlement_no',
        's.result',
        's.dead_heat_num',
        's.dead_heat_den',
      ])
      .where('l.bet_id', '=', betId)
      .orderBy('l.leg_no')
      .execute();
    if (legs.some((leg) => leg.market_status !== 'settled' && leg.market_status !== 'cancelled')) return null;
    const settledLegs: SettledLeg[] = legs.map((leg) => ({
      eventId: leg.event_id,
      marketId: leg.market_id,
      selectionKey: leg.selection_key,
      odds: leg.odds,
      outcome:
        leg.market_status === 'cancelled' || leg.result === null
          ? VOID
          : { result: leg.result, deadHeat: { num: leg.dead_heat_num, den: leg.dead_heat_den } },
    }));
    const amount = betReturn(bet.stake, settledLegs);
    let transactionId: bigint | null = null;
    if (amount > 0n) {
      const posted = await postTransaction(db, trx, {
        key: `sports:bet:${betId}:payout:1`,
        kind: 'sports_payout',
        reference: `sports:bet:${betId}`,
        postings: [
          { account: sportsbookAccounts.book(bet.currency_code, bet.member_id), amount: -amount },
          { account: sportsbookAccounts.wallet(bet.member_id, bet.currency_code), amount },
        ],
      });
      transactionId = posted.id;
    }
    await trx
      .insertInto('sports_bet_payments')
      .values({ bet_id: betId, kind: 'payout', round: 1, amount, ledger_transaction_id: transactionId })
      .execute();
    for (const [i, leg] of legs.entries()) {
      const outcome = settledLegs[i]!.outcome;
      await trx
        .updateTable('sports_bet_legs')
        .set({
          result: outcome.result,
          dead_heat_num: outcome.deadHeat.num,
          dead_heat_den: outcome.deadHeat.den,
          settlement_no: leg.settlement_no,
        })
        .where('bet_id', '=', betId)
        .where('leg_no', '=', leg.leg_no)
        .execute();
    }
    await trx
      .updateTable('sports_bets')
      .set({ status: 'settled', returned: amount, settled_at: new Date() })
      .where('id', '=', betId)
      .execute();
    return amount;
  });
}
