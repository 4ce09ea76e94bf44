import { sql } from 'kysely';
import { formatMoney } from '../house/house-play.ts';
import type { LiveContext } from './live-context.ts';
import type { LiveTableCode } from './live-games.ts';
import { latestRound } from './run-table.ts';

/**
 * What the players at a table share besides the round (decision 43): how many pages are at the table, and what the
 * round's bets add up to on each spot. Aggregated here per round, one row per currency and kind of money (real bets
 * and play money, and two currencies, never add up), with counts only: no session, member or account is named.
 */
export type SpotTotals = {
  currency: string;
  demo: boolean;
  /** Sessions with a bet in this round. */
  bettors: number;
  /** The round's accepted stakes on each spot, in the currency's major units ("1250.00"). */
  spots: Record<string, string>;
};

export type SharedTableState = {
  table: LiveTableCode;
  round_id: string | null;
  /** Pages at the table, on every node. */
  players: number;
  totals: SpotTotals[];
};

/** A node renews its count this often while it stands, and a count not renewed for SEAT_FRESH_MS stops counting. */
export const SEAT_RENEW_MS = 5_000;
export const SEAT_FRESH_MS = 15_000;
/** A row not renewed for this long is a node that died: it is deleted when a count of the table is next written. */
export const SEAT_GONE_MS = 60_000;

/** This node's count of pages at the table (none: its row goes). Rows of nodes that died without a word go too. */
export async function recordSeats(ctx: LiveContext, table: LiveTableCode, players: number): Promise<void> {
  await ctx.db
    .deleteFrom('live_seats')
    .where('table_id', '=', table)
    .where('seen_at', '<', new Date(ctx.now() - SEAT_GONE_MS))
    .execute();
  if (players <= 0) {
    await ctx.db.deleteFrom('live_seats').where('table_id', '=', table).where('node_id', '=', ctx.nodeId).execute();
    return;
  }
  const seen = new Date(ctx.now());
  await ctx.db
    .insertInto('live_seats')
    .values({ table_id: table, node_id: ctx.nodeId, players, seen_at: seen })
    .onConflict((oc) => oc.columns(['table_id', 'node_id']).doUpdateSet({ players, seen_at: seen }))
    .execute();
}

/** A node that stops takes its pages off every table at once. */
export async function releaseSeats(ctx: LiveContext): Promise<void> {
  await ctx.db.deleteFrom('live_seats').where('node_id', '=', ctx.nodeId).execute();
}

export async function seatedPlayers(ctx: LiveContext, table: LiveTableCode): Promise<number> {
  const row = await ctx.db
    .selectFrom('live_seats')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('players'), sql<number>`0`).as('players'))
    .where('table_id', '=', table)
    .where('seen_at', '>', new Date(ctx.now() - SEAT_FRESH_MS))
    .executeTakeFirst();
  return Number(row?.players ?? 0);
}

/**
 * The round's accepted bets (placed or already settled; a stake still on its way to the wallet, or void, is not on
 * the table) summed per spot, and the sessions betting, per currency and kind of money: one query over the round's
 * bets (index live_bets_round), whose grouping-set rows without a spot carry each group's count of sessions.
 */
export async function roundTotals(ctx: LiveContext, roundId: string): Promise<SpotTotals[]> {
  const rows = await sql<{ currency: string; demo: boolean; spot: string | null; amount: string; bettors: number }>`
    select b.currency_code as currency, b.demo, s.key as spot, sum(s.value::bigint)::text as amount,
      count(distinct b.session_token)::int as bettors
    from live_bets b cross join lateral jsonb_each_text(b.bets) s
    where b.round_id = ${roundId} and b.status in ('placed', 'settled')
    group by grouping sets ((b.currency_code, b.demo, s.key), (b.currency_code, b.demo))
    order by 1, 2, 3`.execute(ctx.db);
  const groups = new Map<string, SpotTotals>();
  for (const row of rows.rows) {
    const key = `${row.currency}:${row.demo}`;
    let group = groups.get(key);
    if (!group) {
      group = { currency: row.currency, demo: row.demo, bettors: 0, spots: {} };
      groups.set(key, group);
    }
    if (row.spot === null) group.bettors = Number(row.bettors);
    else group.spots[row.spot] = formatMoney(BigInt(row.amount), row.currency);
  }
  return [...groups.values()];
}

/** The table's players and the latest round's totals (a round given is used as it is: the runner has just read it). */
export async function sharedTableState(
  ctx: LiveContext,
  table: LiveTableCode,
  round?: { id: string } | null,
  totals?: SpotTotals[],
): Promise<SharedTableState> {
  const current = round === undefined ? await latestRound(ctx, table) : round;
  const players = await seatedPlayers(ctx, table);
  return {
    table,
    round_id: current?.id ?? null,
    players,
    totals: totals ?? (current ? await roundTotals(ctx, current.id) : []),
  };
}
