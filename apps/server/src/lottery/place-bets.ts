import type { WalletAnswer } from '@casino/contract/provider-protocol.ts';
import { sql } from 'kysely';
import { findHouseSession, formatMoney, HouseError, parseMoney, walletRefusal } from '../house/house-play.ts';
import { betTypeOf } from './bet-type.ts';
import { isLotteryGameCode, type LotteryGameCode, lotteryGame } from './games.ts';
import { lotteryLimits, MAX_BETS_PER_CALL, MAX_SLIP_LINES } from './lottery-config.ts';
import type { LotteryContext } from './lottery-context.ts';
import { betTransactionId, drawLockShared, inPool, newBetId, newPlanId, ticketIdOf, tryWallet } from './lottery-wallet.ts';
import { refundBets } from './refund-bets.ts';
import { followingDraws } from './schedule.ts';
import { coverable } from './valid-stakes.ts';
import { type LotteryRefusal, validateBet } from './validate-bet.ts';

/** A slip refused before anything was taken: the rules' codes, and the lottery's own limits. */
export class LotteryBetError extends Error {
  constructor(
    readonly code: Exclude<LotteryRefusal, 'unknown_game'> | 'over_max_payout' | 'too_many_bets',
    readonly detail: { line?: number; max_payout?: string; max_stake?: string } = {},
  ) {
    super(code);
  }
}

export type SlipLine = { draw_id: string; bet_type: string; pick: number[]; stake: string };
export type Slip = { bets: SlipLine[]; follow?: { draws: number; stop_after_win: boolean } | undefined };

/** Odds in hundredths as the pages show them: decimal, stake included ("1.94"). */
export const oddsText = (hundredths: bigint | number) => {
  const n = BigInt(hundredths);
  return `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;
};

type BetRow = {
  id: string;
  ticket_id: string;
  draw_id: string;
  draws_at: Date;
  plan_id: string | null;
  bet_type: string;
  pick: number[];
  stake: bigint;
  cost: bigint;
  odds: number[];
};

export type PlacedSlip = {
  balance: string;
  cost: string;
  bets: {
    bet_id: string;
    draw_id: string;
    bet_type: string;
    pick: number[];
    stake: string;
    cost: string;
    odds: string[];
    plan_id: string | null;
  }[];
};

/**
 * Places a slip on the session's game, all or none (docs/decisions/0052). Every line is checked by the rules
 * (validate-bet.ts) on every draw it covers before anything is written; a follow plan puts its line on `draws`
 * consecutive draws from the line's own, each an ordinary bet, all paid now. The bets are written in one transaction
 * that holds each draw's shared lock while reading it still taking bets (its close not come, not void), so the
 * scheduler's close waits for them and a bet coming after the close finds nothing to write. Demo: the play money is taken in that
 * transaction. Real: the rows are written `placing` (each its rollback intent), each bet's cost is asked of the
 * platform as a bet of its own in the ticket's round, and the bets open only when every stake is confirmed; otherwise
 * those that went through are refunded and the slip is refused.
 */
export async function placeLotteryBets(ctx: LotteryContext, token: unknown, slip: Slip): Promise<PlacedSlip> {
  // The session's copy of the last seconds will do: the platform refuses a stake on a session that has ended.
  const session = await findHouseSession(ctx.db, token, { forPlay: true });
  if (!isLotteryGameCode(session.game_code)) throw new HouseError('unknown_game');
  const game: LotteryGameCode = session.game_code;
  const rules = lotteryGame(game);
  const settings = ctx.settings[game];
  const currency = session.currency_code;
  const limits = lotteryLimits(currency);
  const now = ctx.clock();
  const follow = slip.follow;
  if (slip.bets.length > MAX_SLIP_LINES || slip.bets.length * (follow?.draws ?? 1) > MAX_BETS_PER_CALL) {
    throw new LotteryBetError('too_many_bets');
  }

  const planned: (Omit<BetRow, 'ticket_id' | 'draws_at'> & { line: number; drawAt: number; closeAt: number })[] = [];
  const plans: { id: string; line: SlipLine; stake: bigint }[] = [];
  for (const [line, bet] of slip.bets.entries()) {
    const stake = parseMoney(bet.stake, currency);
    if (stake === undefined || stake <= 0n || stake % limits.step !== 0n) throw new LotteryBetError('stake_invalid', { line });
    let drawIds = [bet.draw_id];
    if (follow) {
      try {
        drawIds = followingDraws(rules.schedule, bet.draw_id, follow.draws, settings.closeSeconds).map((d) => d.drawId);
      } catch {
        throw new LotteryBetError('draw_unknown', { line });
      }
    }
    const planId = follow ? newPlanId() : null;
    if (planId) plans.push({ id: planId, line: bet, stake });
    for (const drawId of drawIds) {
      const checked = validateBet({ game, betType: bet.bet_type, pick: bet.pick, stake, drawId }, now, settings, limits);
      if (!checked.ok) {
        throw checked.refusal === 'unknown_game'
          ? new HouseError('unknown_game')
          : new LotteryBetError(checked.refusal, { line });
      }
      const odds = betTypeOf(rules, bet.bet_type)!.odds(bet.pick);
      // The most a bet may win, stake included: the best return of its odds (per hit, for lô).
      const best = odds.reduce((a, b) => (b > a ? b : a), 0n);
      if ((stake * best) / 100n > limits.maxPayout) {
        const largest = ((limits.maxPayout * 100n) / best / limits.step) * limits.step;
        throw new LotteryBetError('over_max_payout', {
          line,
          max_payout: formatMoney(limits.maxPayout, currency),
          max_stake: formatMoney(largest, currency),
        });
      }
      planned.push({
        line,
        id: newBetId(),
        draw_id: drawId,
        drawAt: checked.bet.drawAt,
        closeAt: checked.bet.closeAt,
        plan_id: planId,
        bet_type: bet.bet_type,
        pick: [...bet.pick],
        stake,
        cost: checked.bet.cost,
        odds: odds.map(Number),
      });
    }
  }
  const total = planned.reduce((sum, b) => sum + b.cost, 0n);
  const bets: BetRow[] = planned.map(({ line: _line, ...b }) => ({
    ...b,
    ticket_id: ticketIdOf(game, b.draw_id, session.token),
    draws_at: new Date(b.drawAt),
  }));

  const balanceAfterDemo = await ctx.db.transaction().execute(async (trx) => {
    const drawIds = [...new Set(bets.map((b) => b.draw_id))];
    // The draws' shared locks, held until the bets are in: the scheduler's close takes them exclusively, so it waits
    // for the bets in flight, and a bet coming after the close reads the draw closed. Advisory (lock manager) locks,
    // not row locks: thousands of bettors on one draw share them without writing to its row.
    await sql`select count(${drawLockShared(game)}) from (select d from unnest(${drawIds}::text[]) as d order by d) as s`.execute(
      trx,
    );
    const { rows: held } = await sql<{ draw_id: string; status: string; closes_at: Date; player: string | null }>`
      select d.draw_id, d.status, d.closes_at, (select h.player from house_sessions h where h.token = ${session.token}) as player
      from lottery_draws d where d.game = ${game} and d.draw_id = any(${drawIds}::text[])`.execute(trx);
    const state = new Map(held.map((r) => [r.draw_id, r]));
    for (const bet of planned) {
      const draw = state.get(bet.draw_id);
      const taking = draw && (draw.status === 'scheduled' || draw.status === 'open') && new Date(draw.closes_at).getTime() > now;
      if (taking) continue;
      const closed = draw ? draw.status !== 'void' : bet.closeAt <= ctx.clock();
      throw new LotteryBetError(closed ? 'betting_closed' : 'draw_not_open', { line: bet.line });
    }
    const player = held[0]?.player ?? null;
    let balance: bigint | undefined;
    if (session.demo) {
      const locked = await trx
        .selectFrom('house_sessions')
        .select('demo_balance')
        .where('token', '=', session.token)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const held = locked.demo_balance ?? 0n;
      if (total > held) throw new HouseError('insufficient_funds', formatMoney(held, currency));
      balance = held - total;
      await trx.updateTable('house_sessions').set({ demo_balance: balance }).where('token', '=', session.token).execute();
    }
    if (plans.length > 0) {
      await trx
        .insertInto('lottery_follow_plans')
        .values(
          plans.map((p) => ({
            id: p.id,
            session_token: session.token,
            game,
            bet_type: p.line.bet_type,
            pick: [...p.line.pick],
            stake: p.stake,
            first_draw_id: p.line.draw_id,
            draws: follow!.draws,
            stop_after_win: follow!.stop_after_win,
          })),
        )
        .execute();
    }
    const tickets = [...new Map(bets.map((b) => [b.ticket_id, b])).values()];
    await trx
      .insertInto('lottery_tickets')
      .values(
        tickets.map((b) => ({
          id: b.ticket_id,
          game,
          draw_id: b.draw_id,
          session_token: session.token,
          currency_code: currency,
          demo: session.demo,
        })),
      )
      // Any conflict: the same session's slips on the same draw, at once, make one ticket.
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('lottery_bets')
      .values(
        bets.map((b) => ({
          id: b.id,
          ticket_id: b.ticket_id,
          game,
          draw_id: b.draw_id,
          draws_at: b.draws_at,
          session_token: session.token,
          player: player ?? session.token,
          plan_id: b.plan_id,
          bet_type: b.bet_type,
          pick: b.pick,
          stake: b.stake,
          cost: b.cost,
          odds: b.odds,
          currency_code: currency,
          demo: session.demo,
          status: session.demo ? ('open' as const) : ('placing' as const),
          bet_transaction_id: session.demo ? null : betTransactionId(b.id),
          created_at: new Date(now),
        })),
      )
      .execute();
    return balance;
  });

  const placed = (balance: string): PlacedSlip => ({
    balance,
    cost: formatMoney(total, currency),
    bets: bets.map((b) => ({
      bet_id: b.id,
      draw_id: b.draw_id,
      bet_type: b.bet_type,
      pick: b.pick,
      stake: formatMoney(b.stake, currency),
      cost: formatMoney(b.cost, currency),
      odds: b.odds.map(oddsText),
      plan_id: b.plan_id,
    })),
  });
  if (session.demo) return placed(formatMoney(balanceAfterDemo ?? 0n, currency));

  const outcomes = await inPool(bets, ctx.walletConcurrency ?? 32, (bet) =>
    tryWallet(ctx, 'bet', {
      session_token: session.token,
      transaction_id: betTransactionId(bet.id),
      round_id: bet.ticket_id,
      amount: formatMoney(bet.cost, currency),
      // A bet on one side of an opposite pair may yet be covered by the other side: its risk is stated at settlement.
      ...(coverable(bet.bet_type) ? { valid_amount: formatMoney(0n, currency) } : {}),
    }),
  );
  const answers = outcomes.flatMap((o) => ('answer' in o ? [o.answer] : []));
  const allOk = answers.length === bets.length && answers.every((a) => a.status === 'ok');
  if (allOk) {
    const opened = await ctx.db
      .updateTable('lottery_bets')
      .set({ status: 'open' })
      .where(
        'id',
        'in',
        bets.map((b) => b.id),
      )
      .where('status', '=', 'placing')
      .returning('id')
      .execute();
    // All staked and open: the slip stands. The balance after the last of its stakes is the lowest answered.
    if (opened.length === bets.length) return placed(lowestBalance(answers, currency));
  }

  // Not all of the slip went through: what was refused moved nothing, and everything else is given back.
  const refused = bets.filter((_, i) => {
    const o = outcomes[i]!;
    return 'answer' in o && o.answer.status !== 'ok';
  });
  if (refused.length > 0) {
    await ctx.db
      .updateTable('lottery_bets')
      .set({ status: 'refused', settled_at: new Date(ctx.clock()) })
      .where(
        'id',
        'in',
        refused.map((b) => b.id),
      )
      .where('status', '=', 'placing')
      .execute();
  }
  await ctx.db
    .updateTable('lottery_bets')
    .set({ status: 'refunding', refund_reason: 'slip_refused', claimed_at: null })
    .where(
      'id',
      'in',
      bets.map((b) => b.id),
    )
    .where('status', 'in', ['placing', 'open'])
    .execute();
  await refundBets(ctx, { only: bets.map((b) => b.id) }).catch((error: unknown) =>
    ctx.log?.warn({ err: error }, 'lottery: refunds of a refused slip left to the scheduler'),
  );
  const refusal = answers.find((a) => a.status !== 'ok');
  if (refusal) throw walletRefusal(refusal);
  throw new HouseError('wallet_unavailable');
}

function lowestBalance(answers: WalletAnswer[], currency: string): string {
  let lowest: { minor: bigint; text: string } | undefined;
  for (const answer of answers) {
    const minor = parseMoney(answer.balance, currency);
    if (minor !== undefined && (lowest === undefined || minor < lowest.minor)) lowest = { minor, text: answer.balance };
  }
  return lowest?.text ?? '0';
}
