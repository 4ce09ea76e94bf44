import type { FastifyInstance } from 'fastify';
import type { HouseContext } from '../house/house-play.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import type { LotterySettings } from './lottery-config.ts';
import type { LotteryContext } from './lottery-context.ts';
import { registerLotteryOperatorRoutes } from './lottery-operator-routes.ts';
import { registerLotteryRoutes } from './lottery-routes.ts';
import { startLotteryWorker } from './lottery-worker.ts';

/**
 * The house lottery in the app (docs/decisions/0052-lottery-draw-scheduling.md): its game calls and operator calls on
 * every node, and, unless `draws` is off on this node, the scheduler that commits, closes, draws and settles the
 * draws, which the database lets run on one node at a time.
 */
export function registerLottery(
  http: FastifyInstance,
  registerCallFor: CallRegistrar,
  options: { house: HouseContext; settings: LotterySettings; draws: boolean },
): LotteryContext {
  const ctx = registerLotteryRoutes(http, { house: options.house, settings: options.settings });
  const worker = options.draws ? startLotteryWorker(ctx, http.log) : undefined;
  if (worker) http.addHook('onClose', () => worker.stop());
  registerLotteryOperatorRoutes(registerCallFor, ctx, () => worker?.wake());
  return ctx;
}
