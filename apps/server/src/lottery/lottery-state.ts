import type { HouseCallResponse } from '@casino/contract/house/house-call.ts';
import type {
  LOTTERY_BET_STATUSES,
  lotteryDrawResult,
  lotteryGamesCall,
  lotteryMyBetsCall,
} from '@casino/contract/house/lottery-calls.ts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { findHouseSession, formatMoney, type HouseContext, HouseError, sessionBalance } from '../house/house-play.ts';
import { isLotteryGameCode, LOTTERY_GAME_CODES, type LotteryGameCode, lotteryGame } from './games.ts';
import { lotteryLimits, MAX_BETS_PER_CALL, MAX_SLIP_LINES, SHOWN_DRAWS } from './lottery-config.ts';
import type { LotteryContext } from './lottery-context.ts';
import type { LotteryBetStatus } from './lottery-tables.ts';
import { oddsText } from './place-bets.ts';
import { ratioPercent } from './ratio.ts';

type GamesReply = HouseCallResponse<typeof lotteryGamesCall>;
type DrawResult = z.output<typeof lotteryDrawResult>;
type DrawRow = {
  game: LotteryGameCode;
  draw_id: string;
  status: DrawResult['status'];
  closes_at: Date;
  draws_at: Date;
  drawn_at: Date | null;
  seed_hash: string;
  seed: string | null;
  public_value: string | null;
  result: number[] | null;
  late: boolean;
  void_reason: string | null;
};

/** A session of one of the lottery's games (bets go on the session's own game; every game can be read). */
export async function findLotterySession(ctx: Pick<LotteryContext, 'db'>, token: unknown) {
  const session = await findHouseSession(ctx.db, token);
  if (!isLotteryGameCode(session.game_code)) throw new HouseError('unknown_game');
  return { ...session, game: session.game_code as LotteryGameCode };
}

/** The seed is shown once the draw is drawn, or voided after its close (no bet can be placed on it any more). */
export function publicDraw(row: DrawRow, now: number): DrawResult {
  const revealed =
    row.status === 'drawn' || row.status === 'settled' || (row.status === 'void' && row.closes_at.getTime() <= now);
  return {
    game: row.game,
    draw_id: row.draw_id,
    status: row.status,
    closes_at: row.closes_at.getTime(),
    draws_at: row.draws_at.getTime(),
    drawn_at: row.drawn_at?.getTime() ?? null,
    commitment: row.seed_hash,
    seed: revealed ? row.seed : null,
    public_value: row.public_value,
    result: row.result,
    late: row.late,
    void_reason: row.void_reason,
  };
}

const DRAW_COLUMNS = [
  'game',
  'draw_id',
  'status',
  'closes_at',
  'draws_at',
  'drawn_at',
  'seed_hash',
  'seed',
  'public_value',
  'result',
  'late',
  'void_reason',
] as const;

type BetTypeRules = GamesReply['games'][number]['bet_types'];

/**
 * Each game's rules as the pages show them, made once per process. The exact RTPs are enumerated (over 100,000
 * outcomes for a pick of the five-digit game, about 1.5 s in all), so the work yields to other requests after each
 * pick instead of holding the process; the first games call starts it, and every call then reads it.
 */
let rules: Promise<Map<LotteryGameCode, BetTypeRules>> | undefined;
function lotteryRules(): Promise<Map<LotteryGameCode, BetTypeRules>> {
  rules ??= (async () => {
    const made = new Map<LotteryGameCode, BetTypeRules>();
    for (const game of LOTTERY_GAME_CODES) {
      const definition = lotteryGame(game);
      const types: BetTypeRules = [];
      for (const [betType, type] of Object.entries(definition.betTypes)) {
        const picks: BetTypeRules[number]['picks'] = [];
        for (const pick of type.rtpPicks) {
          picks.push({
            pick: [...pick],
            odds: type.odds(pick).map(oddsText),
            rtp: ratioPercent(definition.exactRtp(betType, pick)),
          });
          await new Promise((resolve) => setImmediate(resolve));
        }
        types.push({
          bet_type: betType,
          slots: type.slots.map((slot) => ({ ...slot })),
          cost_units: Number(type.costUnits),
          picks,
        });
      }
      made.set(game, types);
    }
    return made;
  })();
  return rules;
}

/** The games call: every game with its rules, its draws taking bets and its last result, and the server's clock. */
export async function lotteryGames(
  ctx: LotteryContext,
  house: HouseContext,
  token: unknown,
  withBalance: boolean,
): Promise<GamesReply> {
  const session = await findLotterySession(ctx, token);
  const now = ctx.clock();
  // Per game (a lateral read each): the draws taking bets, and the last drawn or voided, from their indexes.
  const { rows: upcoming } = await sql<DrawRow>`
    select d.* from unnest(${LOTTERY_GAME_CODES}::text[]) as g (game) cross join lateral (
      select game, draw_id, status, closes_at, draws_at, drawn_at, seed_hash, null::text as seed, public_value, result,
        late, void_reason
      from lottery_draws where game = g.game and status in ('scheduled', 'open') and closes_at > ${new Date(now)}
      order by draws_at limit ${SHOWN_DRAWS}) d`.execute(ctx.db);
  const { rows: last } = await sql<DrawRow>`
    select d.* from unnest(${LOTTERY_GAME_CODES}::text[]) as g (game) cross join lateral (
      select game, draw_id, status, closes_at, draws_at, drawn_at, seed_hash, seed, public_value, result, late, void_reason
      from lottery_draws where game = g.game and status in ('drawn', 'settled', 'void') and draws_at <= ${new Date(now)}
      order by draws_at desc limit 1) d`.execute(ctx.db);
  const betTypes = await lotteryRules();
  const limits = lotteryLimits(session.currency_code);
  const money = (minor: bigint) => formatMoney(minor, session.currency_code);
  return {
    server_time: now,
    game: session.game,
    currency: session.currency_code,
    demo: session.demo,
    balance: withBalance ? await sessionBalance(house, session) : null,
    limits: {
      min_cost: money(limits.minCost),
      max_cost: money(limits.maxCost),
      max_payout: money(limits.maxPayout),
      stake_step: money(limits.step),
    },
    max_slip_lines: MAX_SLIP_LINES,
    max_bets_per_call: MAX_BETS_PER_CALL,
    games: LOTTERY_GAME_CODES.map((game) => {
      const { schedule } = lotteryGame(game);
      const settings = ctx.settings[game];
      const lastRow = last.find((row) => row.game === game);
      return {
        game,
        schedule:
          schedule.kind === 'every'
            ? { kind: 'every' as const, minutes: schedule.minutes }
            : { kind: 'daily' as const, hour: schedule.hour, minute: schedule.minute, time_zone: 'Asia/Ho_Chi_Minh' },
        close_seconds: settings.closeSeconds,
        draws_taking_bets: settings.drawsTakingBets,
        bet_types: betTypes.get(game) ?? [],
        draws: upcoming
          .filter((row) => row.game === game)
          .map((row) => ({
            draw_id: row.draw_id,
            status: row.status,
            closes_at: row.closes_at.getTime(),
            draws_at: row.draws_at.getTime(),
            commitment: row.seed_hash,
          })),
        last_result: lastRow ? publicDraw(lastRow, now) : null,
      };
    }),
  };
}

/** Past draws of a game, newest first, with what the verify panel needs; `before` pages back. */
export async function lotteryResults(
  ctx: LotteryContext,
  token: unknown,
  query: { game?: LotteryGameCode | undefined; limit?: number | undefined; before?: string | undefined },
): Promise<{ draws: DrawResult[] }> {
  const session = await findLotterySession(ctx, token);
  const now = ctx.clock();
  let select = ctx.db
    .selectFrom('lottery_draws')
    .select(DRAW_COLUMNS)
    .where('game', '=', query.game ?? session.game)
    .where('status', 'in', ['drawn', 'settled', 'void'])
    .where('draws_at', '<=', new Date(now))
    .orderBy('draws_at', 'desc')
    .limit(query.limit ?? 20);
  if (query.before !== undefined) select = select.where('draw_id', '<', query.before);
  const rows = await select.execute();
  return { draws: rows.map((row) => publicDraw(row, now)) };
}

const shownStatus = (status: LotteryBetStatus, result: 'won' | 'lost' | null): (typeof LOTTERY_BET_STATUSES)[number] =>
  status === 'settled' ? (result ?? 'lost') : status === 'refunding' || status === 'refunded' ? 'refunded' : 'pending';

/** The player's bets from every session (refused stakes left out), newest first; `before` pages back. */
export async function lotteryMyBets(
  ctx: LotteryContext,
  token: unknown,
  query: { limit?: number | undefined; before?: string | undefined },
): Promise<HouseCallResponse<typeof lotteryMyBetsCall>> {
  const session = await findLotterySession(ctx, token);
  const owner = await ctx.db.selectFrom('house_sessions').select('player').where('token', '=', session.token).executeTakeFirst();
  let select = ctx.db
    .selectFrom('lottery_bets as b')
    .leftJoin('lottery_follow_plans as p', 'p.id', 'b.plan_id')
    .select([
      'b.id',
      'b.game',
      'b.draw_id',
      'b.draws_at',
      'b.bet_type',
      'b.pick',
      'b.stake',
      'b.cost',
      'b.odds',
      'b.currency_code',
      'b.status',
      'b.result',
      'b.payout',
      'b.refund_reason',
      'b.plan_id',
      'p.draws as plan_draws',
      'p.stop_after_win',
      'p.stopped_by_draw',
      'b.created_at',
    ])
    .where('b.player', '=', owner?.player ?? session.token)
    .where('b.status', '<>', 'refused')
    .orderBy('b.id', 'desc')
    .limit(query.limit ?? 50);
  if (query.before !== undefined) select = select.where('b.id', '<', query.before);
  const rows = await select.execute();
  return {
    bets: rows.map((row) => ({
      bet_id: row.id,
      game: row.game,
      draw_id: row.draw_id,
      draws_at: row.draws_at.getTime(),
      bet_type: row.bet_type,
      pick: row.pick,
      stake: formatMoney(row.stake, row.currency_code),
      cost: formatMoney(row.cost, row.currency_code),
      odds: row.odds.map(oddsText),
      status: shownStatus(row.status, row.result),
      payout: row.payout === null ? null : formatMoney(row.payout, row.currency_code),
      refund_reason: row.refund_reason,
      plan:
        row.plan_id === null
          ? null
          : {
              plan_id: row.plan_id,
              draws: row.plan_draws ?? 0,
              stop_after_win: row.stop_after_win ?? false,
              stopped_by_draw: row.stopped_by_draw ?? null,
            },
      placed_at: row.created_at.getTime(),
    })),
  };
}
