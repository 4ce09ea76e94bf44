import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { LOTTERY_DRAW_STATUSES, LOTTERY_GAMES, lotteryDrawResult } from '../house/lottery-calls.ts';

/**
 * The operators' calls of the house lottery (docs/decisions/0052-lottery-draw-scheduling.md): each draw with its bets,
 * stakes, exposure and payouts per currency, its result and (once drawn) its seed; and the void of a draw not drawn
 * yet, which refunds every bet, with its reason in the audit log (role admin).
 */

export const LotteryOperatorCode = {
  /** No such draw. */
  unknownDraw: 101,
  /** The draw is drawn: its result stands and its wins may be paid. */
  alreadyDrawn: 102,
  /** The draw is void already. */
  alreadyVoid: 103,
} as const;

const drawId = z.lazy(() => z.string().regex(/^\d{8}(\d{4})?$/));

export const lotteryDrawMoney = z.lazy(() =>
  z.object({
    currency: z.string(),
    /** Bets standing (placed, not refunded nor refused). */
    bets: z.number().int(),
    stakes: z.string(),
    /** What the standing bets would win at most if each won at its best odds: an upper bound of the house's risk. */
    exposure: z.string(),
    /** Paid to the draw's winners so far. */
    paid: z.string(),
  }),
);

export const operatorLotteryDrawsCall = defineCall({
  path: '/operator/lottery/draws',
  access: 'operator',
  summary:
    "A lottery game's draws up to a day ahead (or before a draw id), newest first: status, times, commitment, result, seed once drawn, and per currency the bets, stakes, exposure and payouts",
  request: () =>
    z.object({
      game: z.enum(LOTTERY_GAMES),
      status: z.enum(LOTTERY_DRAW_STATUSES).optional(),
      before_draw_id: drawId.optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
  response: () =>
    z.object({
      list: z.array(
        z.object({
          draw: lotteryDrawResult,
          opens_at: z.number(),
          voided_at: z.number().nullable(),
          money: z.array(lotteryDrawMoney),
        }),
      ),
    }),
});

export const operatorLotteryVoidCall = defineCall({
  path: '/operator/lottery/void',
  access: 'operator',
  summary:
    'Voids a lottery draw not drawn yet and refunds every bet on it, with the reason in the audit log; codes 101 no such draw, 102 drawn already, 103 void already (admin)',
  request: () => z.object({ game: z.enum(LOTTERY_GAMES), draw_id: drawId, reason: z.string().trim().min(1).max(500) }),
  response: () => z.object({ game: z.string(), draw_id: z.string(), bets: z.number().int() }),
});
