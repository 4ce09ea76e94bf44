import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { InsufficientFunds, postTransaction, reverseTransaction } from '../../ledger/post-transaction.ts';
import type { SelectionOutcome } from '../model.ts';
import { betReturn, resettle, type SettledLeg } from '../settle-bet.ts';
import { sportsbookAccounts } from './sportsbook-accounts.ts';

const VOID: SelectionOutcome = { result: 'void', deadHeat: { num: 1n, den: 1n } };

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
      .select(['member_id', 'currency_code', 'stake', 'status', 'returned'])
      .where('id', '=', betId)
      .forUpdate()
      .executeTakeFirst();
    if (bet?.status !== 'settled' || bet.returned === null) return null;
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
        'l.settlement_no as leg_settlement_no',
        'm.status as market_status',
        'm.settlement_no',
        's.result',
        's.dead_heat_num',
        's.dead_heat_den',
      ])
      .where('l.bet_id', '=', betId)
      .orderBy('l.leg_no')
      .execute();
    if (!legs.some((leg) => leg.settlement_no > leg.leg_settlement_no)) return null;
    if (legs.some((leg) => leg.market_status !== 'settled' && leg.market_status !== 'cancelled')) return null;
    const corrected: SettledLeg[] = legs.map((leg) => ({
      eventId: leg.event_id,
      marketId: leg.market_id,
      selectionKey: leg.selection_key,
      odds: leg.odds,
      outcome:
        leg.market_status === 'cancelled' || leg.result === null
          ? VOID
          : { result: leg.result, deadHeat: { num: leg.dead_heat_num, den: leg.dead_heat_den } },
    }));
    const change = resettle(bet.returned, betReturn(bet.stake, corrected));
    if (change) {
      const last = await trx
        .selectFrom('sports_bet_payments')
        .select(['round', 'ledger_transaction_id'])
        .where('bet_id', '=', betId)
        .where('kind', '=', 'payout')
        .orderBy('round', 'desc')
        .executeTakeFirstOrThrow();
      const round = last.round + 1;
      // The wallet may no longer hold the earlier winnings: the reversal is then refused and the bet waits.
      const reversal = last.ledger_transaction_id
        ? await reverseTransaction(db, trx, last.ledger_transaction_id, `sports:bet:${betId}:reversal:${last.round}`)
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
      let paid: bigint | null = null;
      if (change.pay > 0n) {
        paid = (
          await postTransaction(db, trx, {
            key: `sports:bet:${betId}:payout:${round}`,
            kind: 'sports_payout',
            reference: `sports:bet:${betId}`,
            postings: [
              { account: sportsbookAccounts.book(bet.currency_code, bet.member_id), amount: -change.pay },
              { account: sportsbookAccounts.wallet(bet.member_id, bet.currency_code), amount: change.pay },
            ],
          })
        ).id;
      }
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
    for (const [i, leg] of legs.entries()) {
      const outcome = corrected[i]!.outcome;
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
    return change?.net ?? 0n;
  });
}
