import { sql } from 'kysely';
import { validShares } from '../bonuses/valid-stake.ts';
import { formatMoney } from '../house/house-play.ts';
import { WalletUnavailable } from '../house/wallet-client.ts';
import type { LiveContext } from './live-context.ts';
import { LIVE_GAMES, type LiveOutcome, type LiveTableCode } from './live-games.ts';

/** A bet as settlement and rollback need it. */
export type BetRow = {
  id: string;
  session_token: string;
  demo: boolean;
  currency_code: string;
  bets: Record<string, number>;
  amount: bigint;
};

/** The wallet transactions of a bet: named after the bet, so a repeat is the same transaction (paid once). */
export const betTransactions = (betId: string) => ({
  bet: `${betId}-bet`,
  win: `${betId}-win`,
  rollback: `${betId}-rollback`,
});

export function winOf(table: LiveTableCode, outcome: LiveOutcome, bets: Record<string, number>): bigint {
  const returns = LIVE_GAMES[table].settle(outcome, bets);
  return BigInt(Object.values(returns).reduce((sum, v) => sum + v, 0));
}

/**
 * Pays one placed bet of a dealt round, once. Demo: the bet is claimed (placed to settled) and the play money
 * credited in one transaction. Real: the win (zero included, which closes the bet at the platform) is sent under the
 * bet's win transaction id, then the bet is marked settled; a repeat after a crash or from another node is the same
 * transaction, which the platform answers from what it stored. Answers whether the bet is settled now.
 */
export async function payBet(ctx: LiveContext, table: LiveTableCode, outcome: LiveOutcome, bet: BetRow): Promise<boolean> {
  const win = winOf(table, outcome, bet.bets);
  const settledAt = new Date(ctx.now());
  if (bet.demo) {
    return ctx.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('live_bets')
        .set({ status: 'settled', win, settled_at: settledAt })
        .where('id', '=', bet.id)
        .where('status', '=', 'placed')
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return false;
      if (win > 0n) {
        await trx
          .updateTable('house_sessions')
          .set((eb) => ({ demo_balance: eb('demo_balance', '+', win) }))
          .where('token', '=', bet.session_token)
          .execute();
      }
      return true;
    });
  }
  const tx = betTransactions(bet.id);
  try {
    const valid = await validPartOf(ctx, bet);
    const answer = await ctx.wallet.call('win', {
      session_token: bet.session_token,
      transaction_id: tx.win,
      round_id: bet.id,
      amount: formatMoney(win, bet.currency_code),
      bet_transaction_id: tx.bet,
      // The stake was sent as carrying no risk yet: what it carried is known now that the round is closed.
      valid_amount: formatMoney(valid, bet.currency_code),
    });
    if (answer.status !== 'ok') {
      ctx.log?.error({ betId: bet.id, status: answer.status }, 'live: win refused by the platform');
      return false;
    }
  } catch (error) {
    if (!(error instanceof WalletUnavailable)) throw error;
    ctx.log?.warn({ err: error, betId: bet.id }, 'live: win not confirmed, sent again later');
    return false;
  }
  await ctx.db
    .updateTable('live_bets')
    .set({ status: 'settled', win, settled_at: settledAt })
    .where('id', '=', bet.id)
    .where('status', '=', 'placed')
    .execute();
  return true;
}

/**
 * The part of a real bet's stake that carried risk: the same player's standing bets on the round, from every session
 * and call, cover each other on opposite sides (bonuses/valid-stake.ts), and the round's at-risk amount is split over
 * them. Read once the round is dealt, when its bets no longer change, so every node and every retry gets the same.
 */
export async function validPartOf(ctx: LiveContext, bet: Pick<BetRow, 'id' | 'session_token'>): Promise<bigint> {
  const { rows } = await sql<{ id: string; bets: Record<string, number> | string }>`
    select b.id, b.bets from live_bets b join house_sessions s on s.token = b.session_token
    where b.round_id = (select x.round_id from live_bets x where x.id = ${bet.id})
      and b.status in ('placed', 'settled') and not b.demo
      and coalesce(s.player, s.token) =
        (select coalesce(h.player, h.token) from house_sessions h where h.token = ${bet.session_token})`.execute(ctx.db);
  const shares = validShares(
    rows.map((r) => ({ id: r.id, spots: typeof r.bets === 'string' ? (JSON.parse(r.bets) as Record<string, number>) : r.bets })),
  );
  return shares.get(bet.id) ?? 0n;
}

/**
 * Gives a void real bet's stake back: the rollback names the bet's stake transaction, so the platform returns it once
 * (and a stake that arrives after its rollback is refused for good). Marked once the platform answered.
 */
export async function rollBackBet(ctx: LiveContext, bet: Pick<BetRow, 'id' | 'session_token'>): Promise<boolean> {
  const tx = betTransactions(bet.id);
  try {
    const answer = await ctx.wallet.call('rollback', {
      session_token: bet.session_token,
      transaction_id: tx.rollback,
      round_id: bet.id,
      rolled_back_transaction_id: tx.bet,
    });
    if (answer.status !== 'ok') ctx.log?.error({ betId: bet.id, status: answer.status }, 'live: rollback refused');
  } catch (error) {
    if (!(error instanceof WalletUnavailable)) throw error;
    ctx.log?.warn({ err: error, betId: bet.id }, 'live: rollback not confirmed, sent again later');
    return false;
  }
  await ctx.db
    .updateTable('live_bets')
    .set({ rolled_back_at: new Date(ctx.now()) })
    .where('id', '=', bet.id)
    .execute();
  return true;
}
