import { liveBetCall, liveStateCall, liveVerifyCall } from '@casino/contract/house/live-calls.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerHouseCall } from '../house/house-api.ts';
import { HOUSE_BASE_PATH } from '../house/house-config.ts';
import { HOUSE_PAGE_POLICY, siteFontSheet } from '../house/house-page-parts.ts';
import type { HouseContext } from '../house/house-play.ts';
import { LIVE_ERROR_STATUS, type LiveContext, LiveError } from './live-context.ts';
import { LIVE_ASSET_PATH, LIVE_ASSETS, livePage } from './live-page.ts';
import { livePageLanguage } from './live-page-text.ts';
import { liveSession, placeBet } from './place-bet.ts';
import { memberTableState } from './table-state.ts';
import { verifyBet } from './verify-bet.ts';

/**
 * The live tables' page (`/house/live/{table}`, where the house adapter sends a launch), its assets and its calls:
 * `/house/api/live/state` (the table and this session's money, limits, bets and history), `/house/api/live/bet` and
 * `/house/api/live/verify`.
 */
export function registerLiveRoutes(
  http: FastifyInstance,
  ctx: LiveContext,
  house: HouseContext,
  options: { webDistDir?: string } = {},
): void {
  const fail = (reply: FastifyReply, error: unknown) => {
    if (error instanceof LiveError) {
      return reply
        .code(LIVE_ERROR_STATUS[error.code])
        .send({ error: error.code, ...(error.balance ? { balance: error.balance } : {}) });
    }
    throw error;
  };

  for (const asset of Object.values(LIVE_ASSETS)) {
    http.get(`${LIVE_ASSET_PATH}/${asset.file}`, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=31536000, immutable').type(asset.type).send(asset.body),
    );
  }

  http.get<{ Params: { table: string }; Querystring: { session?: string; lang?: string } }>(
    `${HOUSE_BASE_PATH}/live/:table`,
    async (request, reply) => {
      try {
        const session = await liveSession(ctx, request.query.session);
        if (session.table !== request.params.table) throw new LiveError('unknown_game');
        const language = livePageLanguage(
          session.language || (typeof request.query.lang === 'string' ? request.query.lang : 'en_US'),
        );
        const page = livePage({
          session: session.token,
          table: session.table,
          language,
          fontSheet: siteFontSheet(options.webDistDir, language),
          lobbyUrl: session.lobby_url,
          demo: session.demo,
        });
        return reply
          .code(200)
          .header('cache-control', 'no-store')
          .header('content-security-policy', HOUSE_PAGE_POLICY)
          .header('referrer-policy', 'no-referrer')
          .type('text/html; charset=utf-8')
          .send(page);
      } catch (error) {
        if (!(error instanceof LiveError)) throw error;
        return reply
          .code(LIVE_ERROR_STATUS[error.code])
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(`<!doctype html><meta charset="utf-8"><title>Live</title><p data-testid="house-error">${error.code}</p>`);
      }
    },
  );

  registerHouseCall(http, liveStateCall, fail, (body) => memberTableState(ctx, house, body.session));

  // A settled bet of this session dealt and settled again from what was stored (the history's Verify).
  registerHouseCall(http, liveVerifyCall, fail, (body) => verifyBet(ctx, body.session, body.bet_id));

  registerHouseCall(http, liveBetCall, fail, (body) => placeBet(ctx, body.session, body.round_id, body.bets));
}
