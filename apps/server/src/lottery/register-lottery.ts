import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { HouseContext } from '../house/house-play.ts';
import type { LotterySettings } from './lottery-config.ts';
import type { LotteryContext } from './lottery-context.ts';
import { startLotteryWorker } from './lottery-worker.ts';

/**
 * The house lottery in the app (docs/decisions/0052-lottery-draw-scheduling.md): unless `draws` is off on this node,
 * the scheduler that commits, closes, draws and settles the draws, which the database lets run on one node at a time.
 */
export function registerLottery(
  http: FastifyInstance,
  options: { house: HouseContext; settings: LotterySettings; draws: boolean },
): LotteryContext {
  const ctx: LotteryContext = {
    db: options.house.db,
    wallet: options.house.wallet,
    clock: Date.now,
    settings: options.settings,
    nodeId: randomUUID(),
    log: http.log,
  };
  const worker = options.draws ? startLotteryWorker(ctx, http.log) : undefined;
  if (worker) http.addHook('onClose', () => worker.stop());
  return ctx;
}
