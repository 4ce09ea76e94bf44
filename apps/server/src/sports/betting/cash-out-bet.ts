import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { postTransaction } from '../../ledger/post-transaction.ts';
import { type CashOutRefusal, cashOutValue, partialCashOut } from '../cash-out.ts';
import { potentialReturn } from '../settle-bet.ts';
import { cashOutLeg, readLegsNow } from './legs-now.ts';
import { sportsbookAccounts } from './sportsbook-accounts.ts';

export type CashOutResult =
  | { ok: true; paid: bigint; remainingStake: bigint }
  | { ok: false; code: CashOutRefusal | 'unknown_bet' | 'bet_not_open' }
  | { ok: false; code: 'cash_out_changed'; value: bigint };

/**
 * Sells a member's open bet back to the book, whole or in part (cash-out.ts prices it). In one transaction the bet's
 * row is locked (two cash-outs of one bet, or a cash-out and its settlement, go one after the other) and its events
 * locked for share, so the price it is sold at is the book's of one moment, as for a bet. It is sold only at no less
 * than the value the player accepted (`expected`, for the whole open stake); the payment is posted under the bet's
 * cash-out round and the part sold leaves the bet's stake, so settlement pays only what stayed on.
 */
export async function cashOutBet(
  db: Db,
  input: { memberId: number; betId: bigint; part?: bigint; expected: bigint; marginBp: number },
): Promise<CashOutResult> {
  return inTransaction(db, async (trx) => {
    const bet = await trx
      .selectFrom('sports_bets')
      .select(['id', 'member_id', 'gp_id', 'currency_code', 'stake', 'status'])
      .where('id', '=', input.betId)
      .where('member_id', '=', input.memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!bet) return { ok: false, code: 'unknown_bet' };
    if (bet.status !== 'open' || bet.stake === 0n) return { ok: false, code: 'bet_not_open' };
    const eventIds = await trx.selectFrom('sports_bet_legs').select('event_id').distinct().where('bet_id', '=', bet.id).execute();
    await trx
      .selectFrom('sports_events')
      .select('id')
      .where(
        'id',
        'in',
        eventIds.map((e) => e.event_id),
      )
      .orderBy('id')
      .forShare()
      .execute();
    const legs = await readLegsNow(trx, [bet.id]);
    const priced = legs.map(cashOutLeg);
    const full = cashOutValue(bet.stake, priced, input.marginBp);
    if (!full.ok) return full;
    if (full.value < input.expected) return { ok: false, code: 'cash_out_changed', value: full.value };
    const sold = partialCashOut(bet.stake, input.part ?? bet.stake, priced, input.marginBp);
    if (!sold.ok) return sold;
    const earlier = await trx
      .selectFrom('sports_bet_payments')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('bet_id', '=', bet.id)
      .where('kind', '=', 'cash_out')
      .executeTakeFirstOrThrow();
    const round = Number(earlier.count) + 1;
    const posted = await postTransaction(db, trx, {
      key: `sports:bet:${bet.id}:cash_out:${round}`,
      kind: 'sports_cash_out',
      reference: `sports:bet:${bet.id}`,
      postings: [
        { account: sportsbookAccounts.book(bet.currency_code, bet.member_id), amount: -sold.paid },
        { account: sportsbookAccounts.wallet(bet.member_id, bet.gp_id, bet.currency_code), amount: sold.paid },
      ],
    });
    await trx
      .insertInto('sports_bet_payments')
      .values({ bet_id: bet.id, kind: 'cash_out', round, amount: sold.paid, ledger_transaction_id: posted.id })
      .execute();
    const closed = sold.remainingStake === 0n;
    await trx
      .updateTable('sports_bets')
      .set((eb) => ({
        stake: sold.remainingStake,
        cashed_out: eb('cashed_out', '+', sold.paid),
        potential_return: potentialReturn(
          sold.remainingStake,
          legs.map((l) => l.odds),
        ),
        ...(closed ? { status: 'cashed_out' as const, settled_at: new Date() } : {}),
      }))
      .where('id', '=', bet.id)
      .execute();
    return { ok: true, paid: sold.paid, remainingStake: sold.remainingStake };
  });
}
