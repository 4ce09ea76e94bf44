import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type LedgerEntry, postTransaction } from '../../ledger/post-transaction.ts';
import type { SelectionOutcome } from '../model.ts';
import type { SettledLeg } from '../settle-bet.ts';
import { sportsbookAccounts } from './sportsbook-accounts.ts';

type Trx = Transaction<Database>;

const VOID: SelectionOutcome = { result: 'void', deadHeat: { num: 1n, den: 1n } };

/** A leg's row beside its market's state and its selection's result. */
export type LegRow = {
  event_id: string;
  market_id: string;
  selection_key: string;
  odds: bigint;
  market_status: string;
  result: SelectionOutcome['result'] | null;
  dead_heat_num: bigint;
  dead_heat_den: bigint;
};

/** Whether a leg's market has its last word: settled, or cancelled (which voids the leg). */
export const marketSettled = (leg: Pick<LegRow, 'market_status'>) =>
  leg.market_status === 'settled' || leg.market_status === 'cancelled';

/** A leg as it settles: a cancelled market or a selection left without a result is void. */
export const settledLeg = (leg: LegRow): SettledLeg => ({
  eventId: leg.event_id,
  marketId: leg.market_id,
  selectionKey: leg.selection_key,
  odds: leg.odds,
  outcome:
    leg.market_status === 'cancelled' || leg.result === null
      ? VOID
      : { result: leg.result, deadHeat: { num: leg.dead_heat_num, den: leg.dead_heat_den } },
});

/** A bet's legs with their markets' state now, and each leg's outcome as it settles (a cancelled market or a selection
 * left without a result is void). */
export async function readBetLegs(trx: Trx, betId: bigint) {
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
  const allSettled = legs.every(marketSettled);
  const settled: SettledLeg[] = legs.map(settledLeg);
  return { legs, settled, allSettled };
}

/** Writes each leg's outcome and the settlement number of its market it was settled at. */
export async function recordLegOutcomes(trx: Trx, betId: bigint, read: Awaited<ReturnType<typeof readBetLegs>>) {
  for (const [i, leg] of read.legs.entries()) {
    const outcome = read.settled[i]!.outcome;
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
}

type PaidBet = { id: bigint; member_id: number; gp_id: number; currency_code: string };

/** The ledger movement of a bet's return, from the book into the member's sportsbook wallet, under its round's key. */
export const payoutEntry = (bet: PaidBet, round: number, amount: bigint): LedgerEntry => ({
  key: `sports:bet:${bet.id}:payout:${round}`,
  kind: 'sports_payout',
  reference: `sports:bet:${bet.id}`,
  postings: [
    { account: sportsbookAccounts.book(bet.currency_code, bet.member_id), amount: -amount },
    { account: sportsbookAccounts.wallet(bet.member_id, bet.gp_id, bet.currency_code), amount },
  ],
});

/** A payout of `round` taken back from the member's sportsbook wallet into the book, under the bet's own key. */
export const payoutReversalEntry = (bet: PaidBet, round: number, amount: bigint): LedgerEntry => ({
  key: `sports:bet:${bet.id}:reversal:${round}`,
  kind: 'sports_payout_reversal',
  reference: `sports:bet:${bet.id}`,
  postings: payoutEntry(bet, round, amount).postings.map((posting) => ({ ...posting, amount: -posting.amount })),
});

/** Pays a bet's return from the book into the member's sportsbook wallet under the key of its payout round. */
export async function postPayout(db: Db, trx: Trx, bet: PaidBet, round: number, amount: bigint): Promise<bigint> {
  return (await postTransaction(db, trx, payoutEntry(bet, round, amount))).id;
}
