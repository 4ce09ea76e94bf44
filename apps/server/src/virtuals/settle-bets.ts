import { sql } from 'kysely';
import { validShares } from '../bonuses/valid-stake.ts';
import { formatMoney, walletCall } from '../house/house-play.ts';
import { eventOutcome, outcomeKey } from './draw-outcome.ts';
import { selectionWins } from './event-markets.ts';
import { payout } from './prices.ts';
import { rollbackVirtualBet } from './rollback-bet.ts';
import { VIRTUAL_CLAIM_MS, VIRTUAL_LOST_BET_MS } from './virtual-config.ts';
import type { VirtualsContext } from './virtual-context.ts';

type DueBet = {
  id: string;
  session_token: string;
  league: 'football' | 'cockfight';
  event_no: number;
  market: string;
  selection: string;
  price_num: bigint;
  price_den: bigint;
  stake: bigint;
  currency_code: string;
  demo: boolean;
};

/**
 * Settles the bets of events that are over: any node, any time after the event's end, also long after (a node that
 * was down settles what it missed when it starts). Each bet is claimed (open -> settling, or a settling claim that
 * lapsed) before its win is sent, so nodes do not send it together; the win's transaction id `{bet}-win` is the
 * platform's ledger key, so a win sent twice is booked once. Demo bets are credited in the transaction that settles
 * them. Answers how many bets it settled.
 */
export async function settleDueBets(ctx: VirtualsContext, limit = 200): Promise<number> {
  const now = ctx.clock();
  const lapsed = new Date(now - VIRTUAL_CLAIM_MS);
  const claimed = await ctx.db
    .updateTable('virtual_bets')
    .set({ status: 'settling', claimed_at: new Date(now) })
    .where((eb) =>
      eb(
        'id',
        'in',
        eb
          .selectFrom('virtual_bets')
          .select('id')
          .where('settle_after', '<=', new Date(now))
          .where((w) => w.or([w('status', '=', 'open'), w.and([w('status', '=', 'settling'), w('claimed_at', '<', lapsed)])]))
          .orderBy('settle_after')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      ),
    )
    .where((w) => w.or([w('status', '=', 'open'), w.and([w('status', '=', 'settling'), w('claimed_at', '<', lapsed)])]))
    .returning([
      'id',
      'session_token',
      'league',
      'event_no',
      'market',
      'selection',
      'price_num',
      'price_den',
      'stake',
      'currency_code',
      'demo',
    ])
    .execute();
  let settled = 0;
  for (const bet of claimed) {
    try {
      if (await settleBet(ctx, bet)) settled++;
    } catch (error) {
      ctx.log?.warn({ err: error, betId: bet.id }, 'virtuals: settlement failed, the claim lapses and it is tried again');
    }
  }
  return settled;
}

async function settleBet(ctx: VirtualsContext, bet: DueBet): Promise<boolean> {
  const outcome = await eventOutcome(ctx, bet.league, bet.event_no);
  const key = outcomeKey(bet.league, outcome);
  const won = selectionWins(bet.league, bet.market, bet.selection, key);
  const win = won ? payout(bet.stake, { num: bet.price_num, den: bet.price_den }) : 0n;
  if (bet.demo) {
    return ctx.db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('virtual_bets')
        .set({ status: 'settled', win, outcome_key: key, settled_at: new Date(ctx.clock()) })
        .where('id', '=', bet.id)
        .where('status', '=', 'settling')
        .returning('id')
        .executeTakeFirst();
      if (!done) return false;
      if (win > 0n) {
        await trx
          .updateTable('house_sessions')
          .set({ demo_balance: sql`coalesce(demo_balance, 0) + ${win}` })
          .where('token', '=', bet.session_token)
          .execute();
      }
      return true;
    });
  }
  const valid = await validPartOf(ctx, bet);
  // A bet of the player on this event still on its way to the wallet may yet cover this one: settled once it is in.
  if (valid === undefined) return false;
  // The win (zero included: it closes the round) goes to the platform; its transaction id is the ledger's key. The
  // stake was sent as carrying no risk yet: what it carried is stated now that the event's bets are all in.
  const answer = await walletCall({ db: ctx.db, wallet: ctx.wallet, ...(ctx.log ? { log: ctx.log } : {}) }, 'win', {
    session_token: bet.session_token,
    transaction_id: `${bet.id}-win`,
    round_id: bet.id,
    amount: formatMoney(win, bet.currency_code),
    bet_transaction_id: `${bet.id}-bet`,
    valid_amount: formatMoney(valid, bet.currency_code),
  });
  if (answer.status !== 'ok') {
    ctx.log?.error({ betId: bet.id, status: answer.status }, 'virtuals: win refused by the platform');
    return false;
  }
  const done = await ctx.db
    .updateTable('virtual_bets')
    .set({ status: 'settled', win, outcome_key: key, settled_at: new Date(ctx.clock()) })
    .where('id', '=', bet.id)
    .where('status', '=', 'settling')
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}

/**
 * The part of a real bet's stake that carried risk: the same player's bets on the same market of the event, from every
 * session, cover each other on opposite sides (Meron and Wala, home and away, over and under; bonuses/valid-stake.ts),
 * and the at-risk amount is split over them. Undefined while one of those bets is still being placed or rolled back.
 */
export async function validPartOf(
  ctx: VirtualsContext,
  bet: Pick<DueBet, 'id' | 'session_token' | 'league' | 'event_no' | 'market'>,
): Promise<bigint | undefined> {
  const { rows } = await sql<{ id: string; selection: string; stake: string; status: string }>`
    select b.id, b.selection, b.stake::text, b.status from virtual_bets b join house_sessions s on s.token = b.session_token
    where b.league = ${bet.league} and b.event_no = ${bet.event_no} and b.market = ${bet.market} and not b.demo
      and b.status not in ('refused', 'rolled_back')
      and coalesce(s.player, s.token) =
        (select coalesce(h.player, h.token) from house_sessions h where h.token = ${bet.session_token})`.execute(ctx.db);
  if (rows.some((r) => r.status === 'placing' || r.status === 'rolling_back')) return undefined;
  const shares = validShares(rows.map((r) => ({ id: r.id, spots: { [r.selection]: BigInt(r.stake) } })));
  return shares.get(bet.id) ?? 0n;
}

/** Stakes whose process died between the bet's row and its confirmation, and rollbacks not confirmed yet. */
export async function rollBackLostBets(ctx: VirtualsContext, limit = 50): Promise<number> {
  const now = ctx.clock();
  const rows = await ctx.db
    .selectFrom('virtual_bets')
    .select(['id', 'status'])
    .where((w) =>
      w.or([
        w.and([w('status', '=', 'placing'), w('created_at', '<', new Date(now - VIRTUAL_LOST_BET_MS))]),
        w.and([w('status', '=', 'rolling_back'), w('claimed_at', '<', new Date(now - VIRTUAL_CLAIM_MS))]),
      ]),
    )
    .limit(limit)
    .execute();
  let done = 0;
  for (const row of rows) {
    if (await rollbackVirtualBet(ctx, row.id, row.status === 'placing' ? 'placing' : 'lapsed')) done++;
  }
  return done;
}

/** One pass of the background job, run on every node: lost stakes back, then due bets settled. */
export async function runVirtualsJob(ctx: VirtualsContext): Promise<{ settled: number; rolledBack: number }> {
  const rolledBack = await rollBackLostBets(ctx);
  const settled = await settleDueBets(ctx);
  return { settled, rolledBack };
}
