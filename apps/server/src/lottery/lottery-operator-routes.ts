import {
  LotteryOperatorCode,
  operatorLotteryDrawsCall,
  operatorLotteryVoidCall,
} from '@casino/contract/calls/lottery-operator-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { sql } from 'kysely';
import { formatMoney } from '../house/house-play.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { Refusal } from '../http/reply.ts';
import { requirePermission } from '../operators/roles.ts';
import type { LotteryGameCode } from './games.ts';
import type { LotteryContext } from './lottery-context.ts';
import { publicDraw } from './lottery-state.ts';
import type { LotteryDrawStatus } from './lottery-tables.ts';
import { DrawNotVoidable, voidDraw } from './void-draw.ts';

type DrawsReply = CallResponse<typeof operatorLotteryDrawsCall>;

/** A game's draws for operators, newest first, with each one's money per currency (standing bets only). */
export async function listLotteryDraws(
  ctx: Pick<LotteryContext, 'db' | 'clock'>,
  query: { game: LotteryGameCode; status?: LotteryDrawStatus | undefined; before_draw_id?: string | undefined; limit: number },
): Promise<DrawsReply> {
  let select = ctx.db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game', '=', query.game)
    .orderBy('draws_at', 'desc')
    .limit(query.limit);
  // Without a page mark: the draws up to a day ahead, so the next ones show beside the last ones.
  select =
    query.before_draw_id !== undefined
      ? select.where('draw_id', '<', query.before_draw_id)
      : select.where('draws_at', '<=', new Date(ctx.clock() + 86_400_000));
  if (query.status !== undefined) select = select.where('status', '=', query.status);
  const draws = await select.execute();
  const { rows: money } = await sql<{
    draw_id: string;
    currency_code: string;
    bets: number;
    stakes: bigint;
    exposure: bigint;
    paid: bigint;
  }>`
    select draw_id, currency_code, count(*)::int as bets, sum(cost) as stakes,
      sum(stake * (select max(o) from unnest(odds) as o) / 100) as exposure, coalesce(sum(payout), 0) as paid
    from lottery_bets
    where game = ${query.game} and draw_id = any(${draws.map((d) => d.draw_id)}::text[])
      and status not in ('refused', 'refunding', 'refunded')
    group by draw_id, currency_code
    order by draw_id, currency_code`.execute(ctx.db);
  const now = ctx.clock();
  return {
    list: draws.map((row) => ({
      draw: publicDraw({ ...row, status: row.status as LotteryDrawStatus }, now),
      opens_at: row.opens_at.getTime(),
      voided_at: row.voided_at?.getTime() ?? null,
      money: money
        .filter((m) => m.draw_id === row.draw_id)
        .map((m) => ({
          currency: m.currency_code,
          bets: m.bets,
          stakes: formatMoney(BigInt(m.stakes), m.currency_code),
          exposure: formatMoney(BigInt(m.exposure), m.currency_code),
          paid: formatMoney(BigInt(m.paid), m.currency_code),
        })),
    })),
  };
}

/**
 * The lottery's operator calls (/api/operator/lottery/...): draws with their money (permission lottery.manage), and
 * the void of a draw, audited with its reason. `wake` starts the scheduler's next run at once, so the refunds of a
 * voided draw go out without waiting.
 */
export function registerLotteryOperatorRoutes(
  registerCallFor: CallRegistrar,
  ctx: Pick<LotteryContext, 'db' | 'clock' | 'announce' | 'seeds'>,
  wake: () => void = () => undefined,
): void {
  registerCallFor(operatorLotteryDrawsCall, async ({ operator, body }) => {
    requirePermission(operator, 'lottery.manage');
    return listLotteryDraws(ctx, body);
  });

  registerCallFor(operatorLotteryVoidCall, async ({ operator, body, request }) => {
    requirePermission(operator, 'lottery.manage');
    try {
      const voided = await voidDraw(ctx, { game: body.game, drawId: body.draw_id }, body.reason, {
        operatorId: operator.operatorId,
        ip: request.ip,
      });
      ctx.announce?.([{ game: voided.game, draw_id: voided.draw_id, status: 'void' }]);
      wake();
      return voided;
    } catch (error) {
      if (!(error instanceof DrawNotVoidable)) throw error;
      const code = {
        unknown_draw: LotteryOperatorCode.unknownDraw,
        already_drawn: LotteryOperatorCode.alreadyDrawn,
        already_void: LotteryOperatorCode.alreadyVoid,
      }[error.reason];
      throw new Refusal(code, `operator.lottery_${error.reason}`);
    }
  });
}
