import { randomBytes } from 'node:crypto';
import { coinUnit } from '../house/house-config.ts';
import { findHouseSession, formatMoney, HouseError, parseMoney, walletRefusal } from '../house/house-play.ts';
import { WalletUnavailable } from '../house/wallet-client.ts';
import { type LiveContext, LiveError } from './live-context.ts';
import { isLiveTable, LIVE_GAMES, type LiveTableCode } from './live-games.ts';
import { betTransactions, rollBackBet } from './settle-bets.ts';

export type PlacedBet = { bet_id: string; round_id: string; amount: string; balance: string };

/** A house error met by a live table's call, as the live page's error. */
export function asLiveError(error: unknown): never {
  if (!(error instanceof HouseError)) throw error;
  switch (error.code) {
    case 'session_expired':
    case 'session_ended':
    case 'insufficient_funds':
    case 'wallet_unavailable':
    case 'wallet_refused':
    case 'limit_reached':
      throw new LiveError(error.code, error.balance);
    default:
      throw new LiveError('invalid_session');
  }
}

/** The session of a live table page (a launched house game whose code is a live table). */
export async function liveSession(ctx: LiveContext, token: unknown) {
  const session = await findHouseSession(ctx.db, token).catch(asLiveError);
  if (!isLiveTable(session.game_code)) throw new LiveError('unknown_game');
  return { ...session, table: session.game_code as LiveTableCode };
}

/** Bets in minor units from {spot: major-unit amount}; every amount a whole number of the table's smallest chip. */
function parseBets(table: LiveTableCode, input: unknown, currency: string): { bets: Record<string, number>; total: bigint } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new LiveError('invalid_bet');
  const game = LIVE_GAMES[table];
  const unit = coinUnit(currency);
  const bets: Record<string, number> = {};
  let total = 0n;
  for (const [spot, value] of Object.entries(input)) {
    if (!game.spots.includes(spot)) throw new LiveError('invalid_bet');
    const amount = parseMoney(value, currency);
    if (amount === undefined || amount % (100n * unit) !== 0n) throw new LiveError('invalid_bet');
    if (amount === 0n) continue;
    bets[spot] = Number(amount);
    total += amount;
  }
  if (total <= 0n) throw new LiveError('invalid_bet');
  return { bets, total };
}

/**
 * A bet on the round in its betting window. The round's row is locked while the bet is checked and written, so a bet
 * is either in before the round closes (dealRound then sees it) or refused as too late. Each spot stays within the
 * table's limits with what this session already has on it this round. Demo: the play money moves in the same
 * transaction. Real: the bet is written pending, its stake sent to the wallet under the bet's own transaction id,
 * then marked placed; a stake whose answer is lost is rolled back, and one the round closed on meanwhile is made void
 * by the dealer and given back.
 */
export async function placeBet(ctx: LiveContext, token: unknown, roundId: unknown, betsInput: unknown): Promise<PlacedBet> {
  const session = await liveSession(ctx, token);
  const table = session.table;
  const currency = session.currency_code;
  if (typeof roundId !== 'string' || roundId.length > 40) throw new LiveError('betting_closed');
  const { bets, total } = parseBets(table, betsInput, currency);
  const game = LIVE_GAMES[table];
  const unit = coinUnit(currency);
  const betId = `${roundId}-${randomBytes(6).toString('hex')}`;
  const now = ctx.now();

  const written = await ctx.db.transaction().execute(async (trx) => {
    const round = await trx
      .selectFrom('live_rounds')
      .select(['phase', 'closes_at'])
      .where('id', '=', roundId)
      .where('table_id', '=', table)
      .forUpdate()
      .executeTakeFirst();
    if (!round || round.phase !== 'betting' || now >= round.closes_at.getTime()) throw new LiveError('betting_closed');
    const before = await trx
      .selectFrom('live_bets')
      .select('bets')
      .where('round_id', '=', roundId)
      .where('session_token', '=', session.token)
      .where('status', 'in', ['pending', 'placed'])
      .execute();
    for (const [spot, amount] of Object.entries(bets)) {
      const limit = game.limit(spot);
      const already = before.reduce((sum, row) => sum + (row.bets[spot] ?? 0), 0);
      if (amount < limit.min * Number(unit) || already + amount > limit.max * Number(unit)) throw new LiveError('over_limit');
    }
    let balance: bigint | undefined;
    if (session.demo) {
      const locked = await trx
        .selectFrom('house_sessions')
        .select('demo_balance')
        .where('token', '=', session.token)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const have = locked.demo_balance ?? 0n;
      if (total > have) throw new LiveError('insufficient_funds', formatMoney(have, currency));
      balance = have - total;
      await trx.updateTable('house_sessions').set({ demo_balance: balance }).where('token', '=', session.token).execute();
    }
    await trx
      .insertInto('live_bets')
      .values({
        id: betId,
        round_id: roundId,
        session_token: session.token,
        demo: session.demo,
        currency_code: currency,
        bets: JSON.stringify(bets),
        amount: total,
        status: session.demo ? 'placed' : 'pending',
        created_at: new Date(now),
      })
      .execute();
    return balance;
  });
  const placed = (balance: string): PlacedBet => ({
    bet_id: betId,
    round_id: roundId,
    amount: formatMoney(total, currency),
    balance,
  });
  if (session.demo) return placed(formatMoney(written ?? 0n, currency));

  const tx = betTransactions(betId);
  let answer: Awaited<ReturnType<LiveContext['wallet']['call']>>;
  try {
    answer = await ctx.wallet.call('bet', {
      session_token: session.token,
      transaction_id: tx.bet,
      round_id: betId,
      amount: formatMoney(total, currency),
      // Nothing counts towards wagering or rebates yet: the member may still bet the opposite side of this round in
      // another call; the part at risk is stated with the win (settle-bets.ts validPartOf).
      valid_amount: formatMoney(0n, currency),
    });
  } catch (error) {
    if (!(error instanceof WalletUnavailable)) throw error;
    // Whether the stake was booked is unknown: the bet is made void and its stake given back (once, whoever sends it).
    if (await voidPending(ctx, betId)) await rollBackBet(ctx, { id: betId, session_token: session.token });
    throw new LiveError('wallet_unavailable');
  }
  if (answer.status !== 'ok') {
    // Refused: nothing was booked.
    await ctx.db
      .updateTable('live_bets')
      .set({ status: 'void', rolled_back_at: new Date(ctx.now()) })
      .where('id', '=', betId)
      .where('status', '=', 'pending')
      .execute();
    asLiveError(walletRefusal(answer));
  }
  await ctx.afterStake?.(betId);
  const confirmed = await ctx.db
    .updateTable('live_bets')
    .set({ status: 'placed' })
    .where('id', '=', betId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  // The round closed while the stake was on its way: the dealer made the bet void and gives the stake back.
  if (!confirmed) throw new LiveError('betting_closed', answer.balance);
  return placed(answer.balance);
}

async function voidPending(ctx: LiveContext, betId: string): Promise<boolean> {
  const row = await ctx.db
    .updateTable('live_bets')
    .set({ status: 'void' })
    .where('id', '=', betId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
