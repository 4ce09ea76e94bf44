import { liveBetCall, liveStateCall, liveVerifyCall } from '@casino/contract/house/live-calls.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerHouseCall } from '../house/house-api.ts';
import { HOUSE_BASE_PATH } from '../house/house-config.ts';
import { HOUSE_PAGE_POLICY, siteFontSheet } from '../house/house-page-parts.ts';
import { housePageLanguage } from '../house/house-page-text.ts';
import { errorPage } from '../house/house-pages.ts';
import type { HouseContext } from '../house/house-play.ts';
import { LIVE_ERROR_STATUS, type LiveContext, LiveError } from './live-context.ts';
import { livePage } from './live-page.ts';
import { liveSession, placeBet } from './place-bet.ts';
import { memberTableState } from './table-state.ts';
import { verifyBet } from './verify-bet.ts';

/**
 * The live tables' page (`/house/live/{table}`, where the house adapter sends a launch; the games app's `live` entry)
 * and its calls:
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

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', HOUSE_PAGE_POLICY)
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);

  http.get<{ Params: { table: string }; Querystring: { session?: string; lang?: string } }>(
    `${HOUSE_BASE_PATH}/live/:table`,
    async (request, reply) => {
      const asked = typeof request.query.lang === 'string' ? request.query.lang : 'en_US';
      try {
        const session = await liveSession(ctx, request.query.session);
        if (session.table !== request.params.table) throw new LiveError('unknown_game');
        const language = housePageLanguage(session.language || asked);
        const fontSheet = siteFontSheet(options.webDistDir, language);
        const page = livePage({
          session: session.token,
          table: session.table,
          language,
          fontSheet,
          lobbyUrl: session.lobby_url,
          demo: session.demo,
        });
        // Without a games build the page cannot run: the error page says the game is not available.
        if (!page) return sendPage(reply, 503, errorPage(language, 'unknown_game', fontSheet));
        return sendPage(reply, 200, page);
      } catch (error) {
        if (!(error instanceof LiveError)) throw error;
        const language = housePageLanguage(asked);
        // The error page's words for the refusal (a code it has no words for reads as an invalid session).
        const code = error.code as Parameters<typeof errorPage>[1];
        return sendPage(
          reply,
          LIVE_ERROR_STATUS[error.code],
          errorPage(language, code, siteFontSheet(options.webDistDir, language)),
        );
      }
    },
  );

  registerHouseCall(http, liveStateCall, fail, (body) => memberTableState(ctx, house, body.session));

  // A settled bet of this session dealt and settled again from what was stored (the history's Verify).
  registerHouseCall(http, liveVerifyCall, fail, (body) => verifyBet(ctx, body.session, body.bet_id));

  registerHouseCall(http, liveBetCall, fail, (body) => placeBet(ctx, body.session, body.round_id, body.bets));
}
