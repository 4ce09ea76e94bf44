import {
  sportsBetCall,
  sportsCashOutCall,
  sportsEventCall,
  sportsLobbyCall,
  sportsMyBetsCall,
} from '@casino/contract/house/sports-calls.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HOUSE_ERROR_STATUS, registerHouseCall, replyHouseError } from '../../house/house-api.ts';
import { HOUSE_PAGE_POLICY, siteFontSheet } from '../../house/house-page-parts.ts';
import { housePageLanguage } from '../../house/house-page-text.ts';
import { errorPage } from '../../house/house-pages.ts';
import { HouseError } from '../../house/house-play.ts';
import { cashOutSportsBet } from '../book/cash-out-sports-bet.ts';
import { mySportsBets } from '../book/my-sports-bets.ts';
import { placeSportsBet } from '../book/place-sports-bet.ts';
import type { SportsContext } from '../book/sports-context.ts';
import { sportsEvent } from '../book/sports-event.ts';
import { sportsLobby } from '../book/sports-lobby.ts';
import { SportsRefusal } from '../book/sports-refusal.ts';
import { findSportsSession } from '../book/sports-session.ts';
import { SPORTSBOOK_PAGE_PATH } from '../provider/sportsbook-config.ts';
import { sportsPage } from './sports-page.ts';

/** The sportsbook's page and its calls under /house/api/sports/ (docs/decisions/0062), answered on every node. */
export function registerSportsRoutes(http: FastifyInstance, ctx: SportsContext, options: { webDistDir?: string }): void {
  const fail = (reply: FastifyReply, error: unknown) => {
    const refused = replyHouseError(reply, error);
    if (refused) return refused;
    if (error instanceof SportsRefusal) return reply.code(error.status).send({ error: error.code, ...error.detail });
    throw error;
  };
  registerHouseCall(http, sportsLobbyCall, fail, (body) => sportsLobby(ctx, body));
  registerHouseCall(http, sportsEventCall, fail, (body) => sportsEvent(ctx, body));
  registerHouseCall(http, sportsBetCall, fail, (body) => placeSportsBet(ctx, body));
  registerHouseCall(http, sportsMyBetsCall, fail, (body) => mySportsBets(ctx, body));
  registerHouseCall(http, sportsCashOutCall, fail, (body) => cashOutSportsBet(ctx, body));

  http.get<{ Params: { gameCode: string }; Querystring: { session?: string; lang?: string } }>(
    `${SPORTSBOOK_PAGE_PATH}/:gameCode`,
    async (request, reply) => {
      const asked = typeof request.query.lang === 'string' ? request.query.lang : 'en_US';
      const send = (status: number, html: string) =>
        reply
          .code(status)
          .header('cache-control', 'no-store')
          .header('content-security-policy', HOUSE_PAGE_POLICY)
          .header('referrer-policy', 'no-referrer')
          .type('text/html; charset=utf-8')
          .send(html);
      try {
        const session = await findSportsSession(ctx, request.query.session);
        if (session.gameCode !== request.params.gameCode) throw new HouseError('unknown_game');
        const fontSheet = siteFontSheet(options.webDistDir, housePageLanguage(session.language || asked));
        const html = sportsPage(session, fontSheet);
        // The games app's page: without its build (a server started before `npm run build`) it cannot be shown.
        return send(html ? 200 : 503, html ?? errorPage(session.language || asked, 'unknown_game', fontSheet));
      } catch (error) {
        if (!(error instanceof HouseError)) throw error;
        const fontSheet = siteFontSheet(options.webDistDir, housePageLanguage(asked));
        return send(HOUSE_ERROR_STATUS[error.code], errorPage(asked, error.code as Parameters<typeof errorPage>[1], fontSheet));
      }
    },
  );
}
