import { virtualBetCall, virtualStateCall, virtualVerifyCall } from '@casino/contract/house/virtual-calls.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HOUSE_ERROR_STATUS, registerHouseCall, replyHouseError } from '../house/house-api.ts';
import { HOUSE_PAGE_POLICY, siteFontSheet } from '../house/house-page-parts.ts';
import { housePageLanguage } from '../house/house-page-text.ts';
import { errorPage } from '../house/house-pages.ts';
import { findHouseSession, type HouseContext, HouseError } from '../house/house-play.ts';
import { placeVirtualBet, VirtualBetError } from './place-bet.ts';
import { runVirtualsJob } from './settle-bets.ts';
import { UnknownBet, verifyVirtualBet } from './verify-bet.ts';
import { leagueOf, VIRTUAL_PAGE_PATH } from './virtual-config.ts';
import { type VirtualsContext, virtualTimings } from './virtual-context.ts';
import { virtualPage } from './virtual-page.ts';
import { virtualState } from './virtual-state.ts';

export type VirtualRoutesOptions = {
  house: HouseContext;
  /** The web build, whose font sheet of a language the pages link (none without a build). */
  webDistDir?: string;
  /** Divides the leagues' periods (VIRTUALS_SPEED; 1 in production). */
  speed?: number;
  /** How often every node looks for bets to settle and stakes to give back; 0 turns the job off (tests). */
  jobIntervalMs?: number;
  clock?: () => number;
};

/**
 * The virtual football league and the cockfight (docs/decisions/0035-virtual-sports-and-cockfight.md): their pages,
 * the calls those pages make, and the settlement job that runs on every node.
 */
export function registerVirtualRoutes(http: FastifyInstance, options: VirtualRoutesOptions): VirtualsContext {
  const house = options.house;
  const ctx: VirtualsContext = {
    db: house.db,
    wallet: house.wallet,
    clock: options.clock ?? Date.now,
    timing: virtualTimings(options.speed ?? 1),
    log: http.log,
  };

  const interval = options.jobIntervalMs ?? Math.min(5_000, Math.max(1_000, Math.round(ctx.timing.cockfight.playMs / 4)));
  if (interval > 0) {
    let running = false;
    const tick = () => {
      if (running) return;
      running = true;
      runVirtualsJob(ctx)
        .catch((error) => http.log.warn({ err: error }, 'virtuals: settlement job failed'))
        .finally(() => {
          running = false;
        });
    };
    // At start as well: a node that was down settles what it missed.
    const first = setTimeout(tick, 1_000);
    const timer = setInterval(tick, interval);
    first.unref();
    timer.unref();
    http.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
    });
  }

  const fail = (reply: FastifyReply, error: unknown) => {
    const refused = replyHouseError(reply, error);
    if (refused) return refused;
    if (error instanceof VirtualBetError)
      return reply.code(error.code === 'betting_closed' ? 409 : 400).send({ error: error.code, ...error.detail });
    throw error;
  };

  http.get<{ Params: { gameCode: string }; Querystring: { session?: string; lang?: string } }>(
    `${VIRTUAL_PAGE_PATH}/:gameCode`,
    async (request, reply) => {
      try {
        const session = await findHouseSession(ctx.db, request.query.session);
        const league = leagueOf(session.game_code);
        if (!league || session.game_code !== request.params.gameCode) throw new HouseError('unknown_game');
        const language = session.language || (typeof request.query.lang === 'string' ? request.query.lang : 'en_US');
        const fontSheet = siteFontSheet(options.webDistDir, housePageLanguage(language));
        const html = virtualPage({
          session: session.token,
          gameCode: session.game_code,
          league,
          language,
          demo: session.demo,
          lobbyUrl: session.lobby_url,
          fontSheet,
        });
        // The games app's page: without its build (a server started before `npm run build`) it cannot be shown.
        return reply
          .code(html ? 200 : 503)
          .header('cache-control', 'no-store')
          .header('content-security-policy', HOUSE_PAGE_POLICY)
          .header('referrer-policy', 'no-referrer')
          .type('text/html; charset=utf-8')
          .send(html ?? errorPage(language, 'unknown_game', fontSheet));
      } catch (error) {
        if (error instanceof HouseError) {
          // The house's error page (its style a file of its own), in the language the launch asked for.
          const language = typeof request.query.lang === 'string' ? request.query.lang : 'en_US';
          return reply
            .code(HOUSE_ERROR_STATUS[error.code])
            .header('cache-control', 'no-store')
            .header('content-security-policy', HOUSE_PAGE_POLICY)
            .type('text/html; charset=utf-8')
            .send(
              errorPage(
                language,
                error.code as Parameters<typeof errorPage>[1],
                siteFontSheet(options.webDistDir, housePageLanguage(language)),
              ),
            );
        }
        throw error;
      }
    },
  );

  registerHouseCall(http, virtualStateCall, fail, (body) => virtualState(ctx, house, body.session, body.balance === true));

  registerHouseCall(http, virtualBetCall, fail, (body) => placeVirtualBet(ctx, body.session, body));

  // A settled bet of this session checked against its event's stored draw.
  registerHouseCall(http, virtualVerifyCall, fail, async (body, reply) => {
    try {
      return await verifyVirtualBet(ctx, body.session, body.bet_id);
    } catch (error) {
      if (error instanceof UnknownBet) return reply.code(404).send({ error: 'unknown_bet' });
      throw error;
    }
  });

  return ctx;
}
