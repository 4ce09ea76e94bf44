import { sql } from 'kysely';
import { formatMoney } from '../house/house-play.ts';
import type { LotteryGameCode, LotteryOutcome } from './games.ts';
import { LOTTERY_CLAIM_MS } from './lottery-config.ts';
import type { LotteryContext } from './lottery-context.ts';
import { betTransactionId, inPool, tryWallet, validTransactionId, winTransactionId } from './lottery-wallet.ts';
import { settleBet } from './settle-bet.ts';
import { coverableValidParts } from './valid-stakes.ts';

/**
 * Settlement of a drawn draw (docs/decisions/0052-lottery-draw-scheduling.md). The unit is the ticket (one game
 * session's bets on the draw): a batch of tickets is claimed (FOR UPDATE SKIP LOCKED; open -> settling, or a settling
 * claim that lapsed) together with their open bets, which the claim freezes; each bet is settled by the rules
 * (settle-bet.ts), the ticket's winnings go to the platform as one win under the ticket's transaction id, and then the
 * tickets and bets are marked settled in one transaction, while still settling. A ticket settled twice, by a retry
 * or a second node, sends the same win with the same bets and amount, which the platform books once; a ticket with
 * nothing won needs no call. A won bet of a follow plan that stops after a win cancels (refunds) the plan's later bets
 * in that transaction; a ticket whose plan bet has an earlier draw still unsettled waits for it, so a plan is settled
 * in draw order.
 */

type ClaimedTicket = { id: string; session_token: string; currency_code: string; demo: boolean };
type FrozenBet = {
  id: string;
  ticket_id: string;
  bet_type: string;
  pick: number[];
  stake: bigint;
  plan_id: string | null;
  stop_after_win: boolean | null;
  draws_at: Date;
};

export type DrawToSettle = { game: LotteryGameCode; draw_id: string; result: LotteryOutcome };

/** Claims and settles up to `limit` tickets of the draw; answers how many were claimed and how many settled. */
export async function settleTickets(
  ctx: LotteryContext,
  draw: DrawToSettle,
  limit = 1_000,
): Promise<{ claimed: number; settled: number }> {
  const now = ctx.clock();
  const lapsed = new Date(now - LOTTERY_CLAIM_MS);
  const claimable = sql`(t.status = 'open' or (t.status = 'settling' and t.claimed_at < ${lapsed}))`;
  const { rows: tickets } = await sql<ClaimedTicket>`
    with claimed as (
      update lottery_tickets t set status = 'settling', claimed_at = ${new Date(now)}
      where t.id in (
        select t.id from lottery_tickets t
        where t.game = ${draw.game} and t.draw_id = ${draw.draw_id} and ${claimable}
          -- A bet of a plan that stops after a win waits for the plan's earlier draws.
          and not exists (
            select 1 from lottery_bets b
            join lottery_follow_plans p on p.id = b.plan_id and p.stop_after_win
            join lottery_bets e on e.plan_id = b.plan_id and e.draws_at < b.draws_at
              and e.status in ('placing', 'open', 'settling')
            where b.ticket_id = t.id and b.status in ('open', 'settling'))
        order by t.id limit ${limit} for update skip locked)
      and ${claimable}
      returning t.id, t.session_token, t.currency_code, t.demo),
    frozen as (
      update lottery_bets b set status = 'settling', claimed_at = ${new Date(now)}
      from claimed c where b.ticket_id = c.id and b.status = 'open')
    select * from claimed`.execute(ctx.db);
  if (tickets.length === 0) return { claimed: 0, settled: 0 };

  const { rows: bets } = await sql<FrozenBet>`
    select b.id, b.ticket_id, b.bet_type, b.pick, b.stake, b.plan_id, p.stop_after_win, b.draws_at
    from lottery_bets b left join lottery_follow_plans p on p.id = b.plan_id
    where b.ticket_id = any(${tickets.map((t) => t.id)}::text[]) and b.status = 'settling'`.execute(ctx.db);

  const settled = new Map<string, { result: 'won' | 'lost'; payout: bigint }>();
  const wins = new Map<string, bigint>();
  for (const bet of bets) {
    const outcome = settleBet({ game: draw.game, betType: bet.bet_type, pick: bet.pick, stake: BigInt(bet.stake) }, draw.result);
    settled.set(bet.id, { result: outcome.result, payout: outcome.payout });
    wins.set(bet.ticket_id, (wins.get(bet.ticket_id) ?? 0n) + outcome.payout);
  }

  // What the real tickets' bets on an opposite side carried (valid-stakes.ts), with every bet of their players in.
  const { valid, waiting } = await coverableValidParts(
    ctx,
    draw,
    tickets.filter((t) => !t.demo).map((t) => t.id),
  );

  // Real tickets: the valid part of each covered-or-not side bet that carried risk, then the winnings as one win; at
  // most walletConcurrency tickets in flight.
  const paid = await inPool(tickets, ctx.walletConcurrency ?? 32, async (ticket) => {
    if (ticket.demo) return true;
    if (waiting.has(ticket.id)) return false;
    if (!(await stateValidParts(ctx, ticket, bets, valid))) return false;
    const win = wins.get(ticket.id) ?? 0n;
    if (win === 0n) return true;
    const outcome = await tryWallet(ctx, 'win', {
      session_token: ticket.session_token,
      transaction_id: winTransactionId(ticket.id),
      round_id: ticket.id,
      amount: formatMoney(win, ticket.currency_code),
    });
    if ('unknown' in outcome) {
      ctx.log?.warn(
        { err: outcome.unknown, ticketId: ticket.id },
        'lottery: win not confirmed, the claim lapses and it is sent again',
      );
      return false;
    }
    if (outcome.answer.status !== 'ok') {
      ctx.log?.error({ ticketId: ticket.id, status: outcome.answer.status }, 'lottery: win refused by the platform');
      return false;
    }
    return true;
  });
  const done = tickets.filter((_, i) => paid[i]);
  if (done.length === 0) return { claimed: tickets.length, settled: 0 };
  const settledCount = await markSettled(ctx, draw, done, wins, bets, settled);
  return { claimed: tickets.length, settled: settledCount };
}

/**
 * Each of the ticket's bets on an opposite side was sent as carrying no risk; the part that did is stated through a
 * win of nothing naming the bet (`{bet}-valid`), which the platform applies to the bet's wagering and valid bet in one
 * transaction, the same value however often it is sent. A part of nothing needs no call.
 */
async function stateValidParts(
  ctx: LotteryContext,
  ticket: ClaimedTicket,
  bets: readonly FrozenBet[],
  valid: ReadonlyMap<string, bigint>,
): Promise<boolean> {
  for (const bet of bets) {
    const part = valid.get(bet.id);
    if (bet.ticket_id !== ticket.id || part === undefined || part === 0n) continue;
    const outcome = await tryWallet(ctx, 'win', {
      session_token: ticket.session_token,
      transaction_id: validTransactionId(bet.id),
      round_id: ticket.id,
      amount: formatMoney(0n, ticket.currency_code),
      bet_transaction_id: betTransactionId(bet.id),
      valid_amount: formatMoney(part, ticket.currency_code),
    });
    if ('unknown' in outcome || outcome.answer.status !== 'ok') {
      ctx.log?.warn({ betId: bet.id }, 'lottery: valid part not confirmed, the claim lapses and it is sent again');
      return false;
    }
  }
  return true;
}

async function markSettled(
  ctx: LotteryContext,
  draw: DrawToSettle,
  tickets: ClaimedTicket[],
  wins: Map<string, bigint>,
  bets: FrozenBet[],
  settled: Map<string, { result: 'won' | 'lost'; payout: bigint }>,
): Promise<number> {
  const at = new Date(ctx.clock());
  return ctx.db.transaction().execute(async (trx) => {
    const { rows: marked } = await sql<{ id: string; session_token: string; demo: boolean; win: bigint }>`
      update lottery_tickets t set status = 'settled', win = x.win, settled_at = ${at},
        win_transaction_id = case when t.demo or x.win = 0 then null else t.id || '-win' end
      from unnest(${tickets.map((t) => t.id)}::text[], ${tickets.map((t) => String(wins.get(t.id) ?? 0n))}::bigint[]) as x (id, win)
      where t.id = x.id and t.status = 'settling'
      returning t.id, t.session_token, t.demo, t.win`.execute(trx);
    if (marked.length === 0) return 0;
    const markedIds = new Set(marked.map((t) => t.id));
    const ownBets = bets.filter((b) => markedIds.has(b.ticket_id));
    await sql`
      update lottery_bets b set status = 'settled', result = x.result, payout = x.payout, settled_at = ${at}
      from unnest(${ownBets.map((b) => b.id)}::text[], ${ownBets.map((b) => settled.get(b.id)!.result)}::text[],
        ${ownBets.map((b) => String(settled.get(b.id)!.payout))}::bigint[]) as x (id, result, payout)
      where b.id = x.id and b.status = 'settling'`.execute(trx);

    const demoWins = new Map<string, bigint>();
    for (const t of marked)
      if (t.demo && BigInt(t.win) > 0n) demoWins.set(t.session_token, (demoWins.get(t.session_token) ?? 0n) + BigInt(t.win));
    if (demoWins.size > 0) {
      await sql`
        update house_sessions h set demo_balance = coalesce(h.demo_balance, 0) + x.amount
        from unnest(${[...demoWins.keys()]}::text[], ${[...demoWins.values()].map(String)}::bigint[]) as x (token, amount)
        where h.token = x.token`.execute(trx);
    }

    // A won draw of a plan that stops after a win: its later draws' bets are cancelled and refunded.
    const stops = ownBets.filter((b) => b.plan_id !== null && b.stop_after_win && settled.get(b.id)!.result === 'won');
    if (stops.length > 0) {
      const plans = stops.map((b) => b.plan_id!);
      const times = stops.map((b) => new Date(b.draws_at).toISOString());
      await sql`
        update lottery_bets b set status = 'refunding', refund_reason = 'plan_stopped', claimed_at = null
        from unnest(${plans}::text[], ${times}::timestamptz[]) as s (plan_id, draws_at)
        where b.plan_id = s.plan_id and b.draws_at > s.draws_at and b.status in ('placing', 'open')`.execute(trx);
      await sql`
        update lottery_follow_plans p set stopped_by_draw = ${draw.draw_id}, stopped_at = ${at}
        where p.id = any(${plans}::text[]) and p.stopped_by_draw is null`.execute(trx);
    }
    return marked.length;
  });
}

/**
 * Settles what can be settled of every drawn draw, oldest first, until nothing is left or `budgetMs` (of real time)
 * has passed; a draw none of whose tickets is open or settling any more is marked settled. Answers the tickets and
 * draws settled.
 */
export async function settleDrawnDraws(
  ctx: LotteryContext,
  budgetMs = 10_000,
): Promise<{ tickets: number; draws: number; settled: { game: string; draw_id: string }[] }> {
  const deadline = Date.now() + budgetMs;
  // Drawn draws that took no bet are settled as they are, in one statement.
  const empty = await ctx.db
    .updateTable('lottery_draws as d')
    .set({ status: 'settled', settled_at: new Date(ctx.clock()) })
    .where('d.status', '=', 'drawn')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lottery_tickets as t')
            .select('t.id')
            .whereRef('t.game', '=', 'd.game')
            .whereRef('t.draw_id', '=', 'd.draw_id'),
        ),
      ),
    )
    .returning(['d.game', 'd.draw_id'])
    .execute();
  const drawn = await ctx.db
    .selectFrom('lottery_draws')
    .select(['game', 'draw_id', 'result'])
    .where('status', '=', 'drawn')
    .orderBy('draws_at')
    .limit(500)
    .execute();
  let tickets = 0;
  const settled = empty.map((d) => ({ game: d.game, draw_id: d.draw_id }));
  for (const draw of drawn) {
    const toSettle: DrawToSettle = { game: draw.game, draw_id: draw.draw_id, result: draw.result ?? [] };
    for (;;) {
      if (Date.now() > deadline) return { tickets, draws: settled.length, settled };
      const batch = await settleTickets(ctx, toSettle);
      tickets += batch.settled;
      if (batch.claimed === 0 || batch.settled === 0) break;
    }
    const finished = await ctx.db
      .updateTable('lottery_draws')
      .set({ status: 'settled', settled_at: new Date(ctx.clock()) })
      .where('game', '=', draw.game)
      .where('draw_id', '=', draw.draw_id)
      .where('status', '=', 'drawn')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('lottery_tickets')
              .select('id')
              .where('game', '=', draw.game)
              .where('draw_id', '=', draw.draw_id)
              .where('status', 'in', ['open', 'settling']),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(finished.numUpdatedRows) > 0) settled.push({ game: draw.game, draw_id: draw.draw_id });
  }
  return { tickets, draws: settled.length, settled };
}
