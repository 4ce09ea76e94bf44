import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import type { HouseContext } from '../house/house-play.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { createDrandBeacon, type DrandSettings } from './drand-beacon.ts';
import type { LotterySettings } from './lottery-config.ts';
import type { LotteryContext } from './lottery-context.ts';
import { registerLotteryOperatorRoutes } from './lottery-operator-routes.ts';
import { attachLotteryRooms } from './lottery-rooms.ts';
import { registerLotteryRoutes } from './lottery-routes.ts';
import { startLotteryWorker } from './lottery-worker.ts';
import { sealOpenSeeds } from './sealed-seeds.ts';

/**
 * The house lottery in the app (docs/decisions/0052-lottery-draw-scheduling.md): its game calls and operator calls on
 * every node, and, unless `draws` is off on this node, the scheduler that commits, closes, draws and settles the
 * draws, which the database lets run on one node at a time. With `io`, pages join a game's room and hear its draws
 * drawn, settled and voided (lottery-rooms.ts, docs/decisions/0065).
 * With `beacon`, draws wait for the drand round due at their close (drand-beacon.ts).
 */
export function registerLottery(
  http: FastifyInstance,
  registerCallFor: CallRegistrar,
  options: {
    house: HouseContext;
    settings: LotterySettings;
    seedKey: Buffer;
    draws: boolean;
    beacon?: DrandSettings | null;
    io?: Server;
  },
): LotteryContext {
  const ctx = registerLotteryRoutes(http, { house: options.house, settings: options.settings, seedKey: options.seedKey });
  // Seeds stored in the open before they were sealed are sealed now (each once, whichever node starts first).
  void sealOpenSeeds(ctx.db, ctx.seeds).catch((error) => http.log.error({ err: error }, 'lottery: sealing stored seeds failed'));
  ctx.announce = attachLotteryRooms(options.io);
  // With a beacon configured, every draw's public value takes the drand round due at its close (decision 68).
  if (options.beacon) ctx.beacon = createDrandBeacon(options.beacon);
  const worker = options.draws ? startLotteryWorker(ctx, http.log) : undefined;
  if (worker) http.addHook('onClose', () => worker.stop());
  registerLotteryOperatorRoutes(registerCallFor, ctx, () => worker?.wake());
  return ctx;
}
