import { coinUnit } from '../house/house-config.ts';
import { formatMoney, type HouseContext, sessionBalance } from '../house/house-play.ts';
import type { LiveContext } from './live-context.ts';
import { LIVE_GAMES, LIVE_TABLE_NAMES, type LiveOutcome, type LiveTableCode } from './live-games.ts';
import { asLiveError, liveSession } from './place-bet.ts';
import { type RoadResult, roadMaps } from './road-maps.ts';
import { latestRound, revealMs } from './run-table.ts';
import { winOf } from './settle-bets.ts';

/** Chips of the live tables, in coins (1.00 to 500.00 in a two-decimal currency). */
export const LIVE_CHIPS = [100, 500, 2_500, 10_000, 50_000] as const;
const HISTORY = 60;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * What every player at a table sees, the same for all (sent over socket.io on every change and read by the page):
 * the round, its outcome once dealt (the page turns it over step by step from dealt_at), the table's last results and,
 * for the card tables, the road maps of the shoe in play.
 */
export async function publicTableState(ctx: LiveContext, table: LiveTableCode) {
  const round = await latestRound(ctx, table);
  const recent = await ctx.db
    .selectFrom('live_rounds')
    .select(['id', 'round_no', 'shoe_no', 'outcome'])
    .where('table_id', '=', table)
    .where('phase', '=', 'settled')
    .orderBy('round_no', 'desc')
    .limit(HISTORY)
    .execute();
  const game = LIVE_GAMES[table];
  let roads: ReturnType<typeof roadMaps> | null = null;
  let shoe: unknown = null;
  if (game.road) {
    const last = recent[0];
    const lastShoe = (last?.outcome as { shoe?: { no: number; left: number; last: boolean } } | undefined)?.shoe;
    // A shoe whose cut card came out is done: the next round is dealt from a new one.
    shoe = lastShoe && !lastShoe.last ? lastShoe : null;
    // The roads of the shoe in play; a shoe whose cut card came out is done, and the next one starts a clean board.
    const rows =
      last && lastShoe && !lastShoe.last
        ? await ctx.db
            .selectFrom('live_rounds')
            .select('outcome')
            .where('table_id', '=', table)
            .where('shoe_no', '=', last.shoe_no)
            .where('phase', '=', 'settled')
            .orderBy('round_no')
            .execute()
        : [];
    roads = roadMaps(rows.map((r) => game.road!(r.outcome as LiveOutcome) as RoadResult));
  }
  return {
    table,
    server_now: new Date(ctx.now()).toISOString(),
    reveal_step_ms: ctx.timing.revealStepMs,
    result_ms: ctx.timing.resultMs,
    round: round
      ? {
          id: round.id,
          no: round.round_no,
          phase: round.phase,
          opens_at: iso(round.opens_at),
          closes_at: iso(round.closes_at),
          dealt_at: iso(round.dealt_at),
          settled_at: iso(round.settled_at),
          reveal_ms: round.outcome ? revealMs(ctx, table, round.outcome) : null,
          // Dealt only once betting is closed: nothing of it is known before.
          outcome: round.phase === 'betting' ? null : round.outcome,
        }
      : null,
    history: recent.map((r) => ({ id: r.id, no: r.round_no, outcome: r.outcome })),
    roads,
    shoe,
  };
}

/** The percent of a fraction, to two decimals. */
const percent = (fraction: number) => Math.round(fraction * 10_000) / 100;

/** The page's view: the table, and of this session its money, limits, this round's bets and its last bets. */
export async function memberTableState(ctx: LiveContext, house: HouseContext, token: unknown) {
  const session = await liveSession(ctx, token);
  const table = session.table;
  const currency = session.currency_code;
  const game = LIVE_GAMES[table];
  const unit = coinUnit(currency);
  const money = (coins: number) => formatMoney(BigInt(coins) * unit, currency);
  const rtp = game.rtp();
  const state = await publicTableState(ctx, table);
  const mine = await ctx.db
    .selectFrom('live_bets as b')
    .innerJoin('live_rounds as r', 'r.id', 'b.round_id')
    .select([
      'b.id',
      'b.round_id',
      'b.bets',
      'b.amount',
      'b.win',
      'b.status',
      'b.created_at',
      'r.round_no',
      'r.phase',
      'r.outcome',
    ])
    .where('b.session_token', '=', session.token)
    .where('b.status', 'in', ['placed', 'settled', 'pending'])
    .orderBy('b.created_at', 'desc')
    .limit(40)
    .execute();
  const format = (minor: number | bigint) => formatMoney(BigInt(minor), currency);
  return {
    ...state,
    game: { code: table, names: LIVE_TABLE_NAMES[table] },
    currency,
    demo: session.demo,
    // The platform may have ended the session (the member signed out): the page shows that it has ended.
    balance: await sessionBalance(house, session).catch(asLiveError),
    chips: LIVE_CHIPS.map(money),
    limits: Object.fromEntries(
      game.spots
        .filter((s) => !/^(n\d|split_|street_|line_|corner_|trio_)/.test(s) || s === 'n0')
        .map((s) => {
          const l = game.limit(s);
          return [s, { min: money(l.min), max: money(l.max) }];
        }),
    ),
    rules: Object.fromEntries(
      Object.entries(rtp).map(([spot, value]) => [
        spot,
        { pays: game.pays(spot), rtp: percent(value), edge: percent(1 - value) },
      ]),
    ),
    // This round's bets: only what is on the table now.
    my_round: mine
      .filter((b) => b.round_id === state.round?.id)
      .map((b) => ({
        bet_id: b.id,
        round_id: b.round_id,
        bets: Object.fromEntries(Object.entries(b.bets).map(([k, v]) => [k, format(v)])),
      })),
    my_bets: mine
      .filter((b) => b.phase === 'settled' || b.status === 'settled')
      .slice(0, 20)
      .map((b) => ({
        bet_id: b.id,
        round_id: b.round_id,
        round_no: b.round_no,
        bets: Object.fromEntries(Object.entries(b.bets).map(([k, v]) => [k, format(v)])),
        bet: format(b.amount),
        win: format(b.win ?? winOf(table, b.outcome as LiveOutcome, b.bets)),
        win_pending: b.status !== 'settled',
        outcome: b.outcome,
        created_at: b.created_at.toISOString(),
      })),
  };
}
