import { randomUUID } from 'node:crypto';
import { lotteryBetCall, lotteryGamesCall, lotteryMyBetsCall, lotteryResultsCall } from '@casino/contract/house/lottery-calls.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerHouseCall, replyHouseError } from '../house/house-api.ts';
import type { HouseContext } from '../house/house-play.ts';
import { secretBox } from '../secrets/sealed-secret.ts';
import { DEFAULT_SETTINGS, type LotterySettings } from './lottery-config.ts';
import type { LotteryContext } from './lottery-context.ts';
import { lotteryGames, lotteryMyBets, lotteryResults } from './lottery-state.ts';
import { LotteryBetError, placeLotteryBets } from './place-bets.ts';

export type LotteryRoutesOptions = {
  house: HouseContext;
  settings?: LotterySettings;
  /** The key sealing the draws' seeds (LOTTERY_SEED_KEY). */
  seedKey: Buffer;
  clock?: () => number;
  nodeId?: string;
};

/** A refused bet's status: late and closed draws conflict with the clock (409), the rest is a bad slip (400). */
const BET_REFUSAL_STATUS = (code: LotteryBetError['code']) => (code === 'betting_closed' || code === 'draw_not_open' ? 409 : 400);

/**
 * The house lottery's calls under /house/api/lottery/ (docs/decisions/0052): every node answers them; the draws are
 * moved on by the scheduler (lottery-worker.ts), which app.ts starts. Answers the context both share.
 */
export function registerLotteryRoutes(http: FastifyInstance, options: LotteryRoutesOptions): LotteryContext {
  const { house } = options;
  const ctx: LotteryContext = {
    db: house.db,
    wallet: house.wallet,
    clock: options.clock ?? Date.now,
    settings: options.settings ?? DEFAULT_SETTINGS,
    nodeId: options.nodeId ?? randomUUID(),
    seeds: secretBox(options.seedKey),
    log: http.log,
  };

  const fail = (reply: FastifyReply, error: unknown) => {
    const refused = replyHouseError(reply, error);
    if (refused) return refused;
    if (error instanceof LotteryBetError)
      return reply.code(BET_REFUSAL_STATUS(error.code)).send({ error: error.code, ...error.detail });
    throw error;
  };

  registerHouseCall(http, lotteryGamesCall, fail, (body) => lotteryGames(ctx, house, body.session, body.balance === true));
  registerHouseCall(http, lotteryBetCall, fail, (body) => placeLotteryBets(ctx, body.session, body));
  registerHouseCall(http, lotteryMyBetsCall, fail, (body) => lotteryMyBets(ctx, body.session, body));
  registerHouseCall(http, lotteryResultsCall, fail, (body) => lotteryResults(ctx, body.session, body));
  return ctx;
}
