import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { postTransaction } from '../../ledger/post-transaction.ts';
import { betReturn } from '../settle-bet.ts';
import { type LegRow, marketSettled, payoutEntry, settledLeg } from './bet-legs.ts';

/** Bets settled per database transaction: big enough that 100,000 bets take few round trips, small enough that the
 * book's accounts (which every stake also moves) are held for well under a second. */
export const SETTLE_BATCH = 1_000;

type DueBet = { id: string; member_id: number; gp_id: number; currency_code: string; stake: string };
type DueLeg = LegRow & { bet_id: string; leg_no: number; settlement_no: number };

/**
 * Settles open bets whose every leg's market is settled or cancelled (docs/decisions/0053), a batch per database
 * transaction: the batch's bets are claimed (FOR UPDATE SKIP LOCKED, still open), so two nodes or runs settle
 * different bets and none twice; each return is computed from the selections' results (settle-bet.ts: a cancelled
 * market or a selection left without a result is void); the returns are paid from the book in one ledger movement,
 * and the payments, legs and bets written with one statement each. Answers the bets
 * settled and the total paid, up to `limit` bets.
 */
export async function settleBets(
  db: Db,
  options: { limit?: number; batchSize?: number } = {},
): Promise<{ settled: number; paid: bigint }> {
  const limit = options.limit ?? 10 * SETTLE_BATCH;
  const batchSize = options.batchSize ?? SETTLE_BATCH;
  let settled = 0;
  let paid = 0n;
  while (settled < limit) {
    const batch = await settleBatch(db, Math.min(batchSize, limit - settled));
    settled += batch.settled;
    paid += batch.paid;
    if (batch.settled === 0) break;
  }
  return { settled, paid };
}

async function settleBatch(db: Db, size: number): Promise<{ settled: number; paid: bigint }> {
  return inTransaction(db, async (trx) => {
    const { rows: claimed } = await sql<DueBet>`
      select b.id::text, b.member_id, b.gp_id, b.currency_code, b.stake::text
      from sports_bets b
      where b.status = 'open'
        and not exists (
          select 1 from sports_bet_legs l join sports_markets m on m.id = l.market_id
          where l.bet_id = b.id and m.status not in ('settled', 'cancelled'))
      -- The open bets' index in its order, so that the scan stops at the batch's size.
      order by b.placed_at
      limit ${size}
      for update of b skip locked`.execute(trx);
    if (claimed.length === 0) return { settled: 0, paid: 0n };

    const { rows: legRows } = await sql<DueLeg>`
      select l.bet_id::text, l.leg_no, l.event_id, l.market_id, l.selection_key, l.odds, m.status as market_status,
        m.settlement_no, s.result, s.dead_heat_num, s.dead_heat_den
      from sports_bet_legs l
      join sports_markets m on m.id = l.market_id
      join sports_selections s on s.market_id = l.market_id and s.key = l.selection_key
      where l.bet_id = any(${claimed.map((b) => b.id)}::bigint[])
      order by l.bet_id, l.leg_no`.execute(trx);
    const legsOf = new Map<string, DueLeg[]>();
    for (const leg of legRows) legsOf.set(leg.bet_id, [...(legsOf.get(leg.bet_id) ?? []), leg]);

    // A market rolled back since the claim's look leaves its bets open for a later run.
    const due = claimed.filter((bet) => (legsOf.get(bet.id) ?? []).every(marketSettled));
    if (due.length === 0) return { settled: 0, paid: 0n };
    const returns = due.map((bet) => betReturn(BigInt(bet.stake), (legsOf.get(bet.id) ?? []).map(settledLeg)));

    // The batch's returns are one ledger movement from the book to the winners' wallets (each wallet's returns added
    // up): a movement per bet costs a millisecond each in the ledger, and the bets' claim already makes each paid once.
    // Each bet's payment row names the movement and its own amount; a correction reverses that amount alone.
    const winners = due.flatMap((bet, i) => (returns[i]! > 0n ? [{ bet, amount: returns[i]! }] : []));
    const payout =
      winners.length === 0
        ? null
        : await postTransaction(db, trx, {
            key: `sports:settlement:${createHash('sha256')
              .update(winners.map(({ bet }) => bet.id).join(','))
              .digest('base64url')}`,
            kind: 'sports_payout',
            reference: `sports:settlement:${winners[0]!.bet.id}`,
            postings: winners.flatMap(({ bet, amount }) => payoutEntry({ ...bet, id: BigInt(bet.id) }, 1, amount).postings),
          });
    const transactionOf = new Map(winners.map(({ bet }) => [bet.id, payout!.id.toString()]));
    await sql`
      insert into sports_bet_payments (bet_id, kind, round, amount, ledger_transaction_id)
      select x.bet_id, 'payout', 1, x.amount, x.transaction_id
      from unnest(${due.map((b) => b.id)}::bigint[], ${returns.map(String)}::bigint[],
        ${due.map((b) => transactionOf.get(b.id) ?? null)}::bigint[]) as x (bet_id, amount, transaction_id)`.execute(trx);

    const legs = due.flatMap((bet) => legsOf.get(bet.id) ?? []);
    const outcomes = legs.map((leg) => settledLeg(leg).outcome);
    await sql`
      update sports_bet_legs l
      set result = x.result, dead_heat_num = x.dead_heat_num, dead_heat_den = x.dead_heat_den, settlement_no = x.settlement_no
      from unnest(${legs.map((l) => l.bet_id)}::bigint[], ${legs.map((l) => l.leg_no)}::integer[],
        ${outcomes.map((o) => o.result)}::text[], ${outcomes.map((o) => o.deadHeat.num.toString())}::bigint[],
        ${outcomes.map((o) => o.deadHeat.den.toString())}::bigint[], ${legs.map((l) => l.settlement_no)}::integer[])
        as x (bet_id, leg_no, result, dead_heat_num, dead_heat_den, settlement_no)
      where l.bet_id = x.bet_id and l.leg_no = x.leg_no`.execute(trx);
    await sql`
      update sports_bets b set status = 'settled', returned = x.amount, settled_at = ${new Date()}
      from unnest(${due.map((b) => b.id)}::bigint[], ${returns.map(String)}::bigint[]) as x (id, amount)
      where b.id = x.id`.execute(trx);
    return { settled: due.length, paid: returns.reduce((sum, amount) => sum + amount, 0n) };
  });
}
