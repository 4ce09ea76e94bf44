import { randomBytes } from 'node:crypto';
import type { CurrencyCode } from '@casino/contract/currencies.ts';
import type { WalletAnswer } from '@casino/contract/provider-protocol.ts';
import { coinUnit } from '../house/house-config.ts';
import { findHouseSession, formatMoney, HouseError, parseMoney, walletCall, walletRefusal } from '../house/house-play.ts';
import { findSelection } from './event-markets.ts';
import { payout, shownOdds } from './prices.ts';
import { rollbackVirtualBet } from './rollback-bet.ts';
import { endOf, takesBets } from './schedule.ts';
import { leagueOf } from './virtual-config.ts';
import type { VirtualsContext } from './virtual-context.ts';

/** Stakes: a whole number of 1.00 (a coin of 100) up to 5,000.00 in a two-decimal currency, as the house tables. */
export const VIRTUAL_STAKES_COINS = [100, 500, 2_500, 10_000, 50_000] as const;
export const VIRTUAL_LIMIT_COINS = 500_000n;
export const virtualStakes = (currency: string) => VIRTUAL_STAKES_COINS.map((c) => BigInt(c) * coinUnit(currency));

/**
 * The most one bet may win (stake included), per currency, in coins of the house (house-config.ts coinUnit: 0.01 of a
 * two-decimal currency, ten units of one without decimals). A bet whose payout at its price would be more is refused
 * before anything is taken, rather than paid short: a capped win would lower the return of the long prices below the
 * published margin. 250,000.00 in a two-decimal currency: the longest prices (correct score, several hundred) take at
 * most a few hundred, the short ones the table's full 5,000.00.
 */
export const VIRTUAL_MAX_PAYOUT_COINS: Record<CurrencyCode, bigint> = {
  RMB: 25_000_000n,
  VND: 25_000_000n,
  WON: 25_000_000n,
  JPY: 25_000_000n,
  THB: 25_000_000n,
  USD: 25_000_000n,
  INR: 25_000_000n,
  MMK: 25_000_000n,
  BRL: 25_000_000n,
  BDT: 25_000_000n,
  NGN: 25_000_000n,
};
export const virtualMaxPayout = (currency: string): bigint =>
  (VIRTUAL_MAX_PAYOUT_COINS[currency as CurrencyCode] ?? 25_000_000n) * coinUnit(currency);

export class VirtualBetError extends Error {
  constructor(
    readonly code: 'betting_closed' | 'invalid_selection' | 'over_max_payout' | 'price_changed',
    /**
     * For over_max_payout: the most a bet may win, and the largest stake at this price within it (major units). For
     * price_changed: the price offered now, which the player confirms by sending it.
     */
    readonly detail?: { max_payout: string; max_stake: string } | { odds: string },
  ) {
    super(code);
  }
}

/** A placed bet, with the price it was taken at (two decimals): the one stored with it and paid. */
export type PlacedBet = { bet_id: string; balance: string; odds: string };

const newBetId = () => `VB${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * A bet on one selection of a coming event. Refused once the event has kicked off (the clock decides, on every
 * node alike). Demo: the play money is taken in the transaction that stores the bet. Real: the bet is written as
 * `placing` (its rollback intent), the stake is asked of the platform through the signed wallet protocol, and only a
 * confirmed stake opens the bet; an unknown answer rolls the stake back.
 */
export async function placeVirtualBet(
  ctx: VirtualsContext,
  token: unknown,
  input: { event_no?: unknown; market?: unknown; selection?: unknown; stake?: unknown; odds?: unknown },
): Promise<PlacedBet> {
  // Read afresh (not the spins' cached copy): a bet may be placed only while the session is open.
  const session = await findHouseSession(ctx.db, token);
  const league = leagueOf(session.game_code);
  if (!league) throw new HouseError('unknown_game');
  const timing = ctx.timing[league];
  const eventNo = input.event_no;
  if (typeof eventNo !== 'number' || !Number.isSafeInteger(eventNo)) throw new VirtualBetError('invalid_selection');
  const selection = findSelection(league, eventNo, input.market, input.selection);
  if (!selection) throw new VirtualBetError('invalid_selection');
  const currency = session.currency_code;
  const stake = parseMoney(input.stake, currency);
  const smallest = virtualStakes(currency)[0]!;
  if (stake === undefined || stake <= 0n || stake % smallest !== 0n || stake > VIRTUAL_LIMIT_COINS * coinUnit(currency)) {
    throw new HouseError('invalid_bet');
  }
  if (!takesBets(timing, eventNo, ctx.clock())) throw new VirtualBetError('betting_closed');
  // The price on the player's slip must be the one offered now (the one stored and paid): a price that moved since
  // is refused with the new one, for the player to confirm. Without one, the bet takes the price offered now.
  const odds = shownOdds(selection.price);
  if (input.odds !== undefined) {
    if (typeof input.odds !== 'string' || !/^\d{1,6}\.\d{2}$/.test(input.odds)) throw new HouseError('invalid_bet');
    if (input.odds !== odds) throw new VirtualBetError('price_changed', { odds });
  }
  const maxPayout = virtualMaxPayout(currency);
  if (payout(stake, selection.price) > maxPayout) {
    // The largest whole-coin stake whose payout stays within the cap (none: the price alone is over it).
    const largest = ((maxPayout * selection.price.den) / selection.price.num / smallest) * smallest;
    throw new VirtualBetError('over_max_payout', {
      max_payout: formatMoney(maxPayout, currency),
      max_stake: formatMoney(largest, currency),
    });
  }

  const id = newBetId();
  const row = {
    id,
    session_token: session.token,
    game_code: session.game_code,
    league,
    event_no: eventNo,
    market: input.market as string,
    selection: selection.id,
    price_num: selection.price.num,
    price_den: selection.price.den,
    stake,
    currency_code: currency,
    demo: session.demo,
    settle_after: new Date(endOf(timing, eventNo)),
    created_at: new Date(ctx.clock()),
  };

  if (session.demo) {
    return ctx.db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('house_sessions')
        .select('demo_balance')
        .where('token', '=', session.token)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const balance = locked.demo_balance ?? 0n;
      if (stake > balance) throw new HouseError('insufficient_funds', formatMoney(balance, currency));
      // Checked again under the lock: a bet that waited past kick-off is refused.
      if (!takesBets(timing, eventNo, ctx.clock())) throw new VirtualBetError('betting_closed');
      await trx
        .updateTable('house_sessions')
        .set({ demo_balance: balance - stake })
        .where('token', '=', session.token)
        .execute();
      await trx
        .insertInto('virtual_bets')
        .values({ ...row, status: 'open' })
        .execute();
      return { bet_id: id, balance: formatMoney(balance - stake, currency), odds };
    });
  }

  // The bet's row is its rollback intent: a process that dies after the wallet call leaves it `placing`, and the
  // background job rolls such stakes back.
  await ctx.db
    .insertInto('virtual_bets')
    .values({ ...row, status: 'placing' })
    .execute();

  let answer: WalletAnswer;
  try {
    answer = await walletCall({ db: ctx.db, wallet: ctx.wallet, ...(ctx.log ? { log: ctx.log } : {}) }, 'bet', {
      session_token: session.token,
      transaction_id: `${id}-bet`,
      round_id: id,
      amount: formatMoney(stake, currency),
      // Nothing counts towards wagering or rebates yet: the player may still back the other side of this event; the
      // part at risk is stated with the win (settle-bets.ts validPartOf).
      valid_amount: formatMoney(0n, currency),
    });
  } catch (error) {
    await rollbackVirtualBet(ctx, id, 'placing');
    throw error;
  }
  if (answer.status !== 'ok') {
    await ctx.db
      .updateTable('virtual_bets')
      .set({ status: 'refused' })
      .where('id', '=', id)
      .where('status', '=', 'placing')
      .execute();
    throw walletRefusal(answer);
  }
  const opened = await ctx.db
    .updateTable('virtual_bets')
    .set({ status: 'open' })
    .where('id', '=', id)
    .where('status', '=', 'placing')
    .returning('id')
    .executeTakeFirst();
  // The reconciliation job took it meanwhile: the stake is being given back.
  if (!opened) throw new HouseError('wallet_unavailable', answer.balance);
  return { bet_id: id, balance: answer.balance, odds };
}
