import { operatorLotteryDrawsCall, operatorLotteryVoidCall } from '@casino/contract/calls/lottery-operator-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { LOTTERY_DRAW_STATUSES, LOTTERY_GAMES } from '@casino/contract/house/lottery-calls.ts';
import type { AdminClient } from '../../../lib/admin-api.ts';

export type LotteryGame = (typeof LOTTERY_GAMES)[number];
export type DrawStatus = (typeof LOTTERY_DRAW_STATUSES)[number];
export type OperatorDraw = CallResponse<typeof operatorLotteryDrawsCall>['list'][number];

/** A game's draws, newest first; the next page starts before the last draw shown. */
export const readDraws = async (
  call: AdminClient,
  game: LotteryGame,
  status: DrawStatus | undefined,
  beforeDrawId?: string,
): Promise<OperatorDraw[]> =>
  (
    await call(operatorLotteryDrawsCall, {
      game,
      limit: 50,
      ...(status ? { status } : {}),
      ...(beforeDrawId ? { before_draw_id: beforeDrawId } : {}),
    })
  ).list;

/** Voids a draw not drawn yet: every bet on it is refunded; the reason goes to the audit log. */
export const voidDraw = (call: AdminClient, game: LotteryGame, drawId: string, reason: string) =>
  call(operatorLotteryVoidCall, { game, draw_id: drawId, reason });
