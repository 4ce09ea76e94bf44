import {
  andarBaharDealCall,
  blackjackActCall,
  blackjackDealCall,
  sicBoRollCall,
  tableHistoryCall,
  tableSessionCall,
} from '@casino/contract/house/table-calls.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ANDAR_BAHAR_CODE, ANDAR_BAHAR_COUNTS, ANDAR_BAHAR_SPOTS, andarBaharRtp } from '../house/andar-bahar.ts';
import { parseCard } from '../house/baccarat.ts';
import { BLACKJACK_CODE, blackjackRtp } from '../house/blackjack.ts';
import { actOnBlackjack, currentBlackjackHand, dealBlackjack, scriptBlackjackCards } from '../house/blackjack-play.ts';
import { percentOf, registerHouseCall, replyHouseError } from '../house/house-api.ts';
import { HOUSE_BASE_PATH } from '../house/house-config.ts';
import { findHouseSession, formatMoney, type HouseContext, HouseError, sessionBalance } from '../house/house-play.ts';
import { isTableGame, TABLE_GAME_KINDS } from '../house/house-table-codes.ts';
import { HOUSE_CARD_GAMES } from '../house/seed-house-games.ts';
import { SIC_BO_CODE, SIC_BO_SPOTS, sicBoPays, sicBoRtp } from '../house/sic-bo.ts';
import { tablePage } from '../house/table-pages.ts';
import { dealAndarBahar, rollSicBo, tableChips, tableLimit } from '../house/table-play.ts';

/** The return of every bet of a table game and what it pays, for the rules panel. */
function rulesOf(gameCode: string) {
  if (gameCode === BLACKJACK_CODE) {
    const rtp = blackjackRtp();
    return {
      rtp: { main: percentOf(rtp.main), insurance: percentOf(rtp.insurance) },
      pays: { blackjack: 1.5, win: 1, insurance: 2 },
    };
  }
  if (gameCode === SIC_BO_CODE) {
    const rtp = sicBoRtp();
    return { rtp: Object.fromEntries(SIC_BO_SPOTS.map((s) => [s, percentOf(rtp[s]!)])), pays: sicBoPays() };
  }
  const rtp = andarBaharRtp();
  return {
    rtp: Object.fromEntries(ANDAR_BAHAR_SPOTS.map((s) => [s, percentOf(rtp[s]!)])),
    pays: { andar: 0.9, bahar: 1, ...Object.fromEntries(ANDAR_BAHAR_COUNTS.map((c) => [c[0], c[3]])) },
  };
}

/**
 * The house's card and table games besides baccarat (docs/decisions/0028-house-card-and-table-games.md): blackjack,
 * sic bo and Andar Bahar: the calls their page (the games app's `tables` entry) makes.
 */
export function registerHouseTableRoutes(http: FastifyInstance, ctx: HouseContext): void {
  const fail = (reply: FastifyReply, error: unknown) => {
    const refused = replyHouseError(reply, error);
    if (refused) return refused;
    throw error;
  };
  registerHouseCall(http, tableSessionCall, fail, async (body) => {
    const session = await findHouseSession(ctx.db, body.session);
    if (!isTableGame(session.game_code)) throw new HouseError('unknown_game');
    const currency = session.currency_code;
    const game = HOUSE_CARD_GAMES.find((g) => g.code === session.game_code);
    return {
      kind: TABLE_GAME_KINDS[session.game_code],
      game: { code: session.game_code, names: game?.names ?? {} },
      currency,
      demo: session.demo,
      balance: await sessionBalance(ctx, session),
      chips: tableChips(currency).map((chip) => formatMoney(chip, currency)),
      limit: formatMoney(tableLimit(currency), currency),
      ...rulesOf(session.game_code),
      hand: session.game_code === BLACKJACK_CODE ? await currentBlackjackHand(ctx, session.token) : null,
    };
  });

  // The session's last settled rounds, newest first, with what the page needs to show them.
  registerHouseCall(http, tableHistoryCall, fail, async (body) => {
    const session = await findHouseSession(ctx.db, body.session);
    const rows = await ctx.db
      .selectFrom('house_rounds')
      .select(['id', 'bet', 'win', 'status', 'outcome', 'created_at'])
      .where('session_token', '=', session.token)
      .where('status', 'in', ['settled', 'win_pending'])
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute();
    return {
      rounds: rows.map((r) => ({
        round_id: r.id,
        bet: formatMoney(r.bet, session.currency_code),
        win: formatMoney(r.win, session.currency_code),
        win_pending: r.status === 'win_pending',
        created_at: r.created_at.toISOString(),
        summary: summaryOf(r.outcome as Record<string, unknown>),
      })),
    };
  });

  registerHouseCall(http, sicBoRollCall, fail, (body) => rollSicBo(ctx, body.session, body.bets));
  registerHouseCall(http, andarBaharDealCall, fail, (body) => dealAndarBahar(ctx, body.session, body.bets));
  registerHouseCall(http, blackjackDealCall, fail, (body) => dealBlackjack(ctx, body.session, body.bet));
  registerHouseCall(http, blackjackActCall, fail, (body) =>
    actOnBlackjack(ctx, body.session, body.round_id, body.step, body.action),
  );
}

/** What a history line shows of a round: the dice, the joker and winning side, or the hands' totals and results. */
function summaryOf(outcome: Record<string, unknown>) {
  if (outcome.game === SIC_BO_CODE) return { dice: outcome.dice, total: outcome.total };
  if (outcome.game === ANDAR_BAHAR_CODE) return { joker: outcome.joker, side: outcome.side, dealt: outcome.dealt };
  if (outcome.game === BLACKJACK_CODE) {
    const hands = outcome.hands as { result?: string }[];
    return { results: hands.map((h) => h.result ?? null) };
  }
  return {};
}

/** Test hooks (TEST_HOOKS=1 only): the next cards of a blackjack session, so that a browser test can deal a pair. */
export function registerHouseTestHooks(http: FastifyInstance): void {
  http.post<{ Body: { session?: unknown; cards?: unknown } }>(
    `${HOUSE_BASE_PATH}/api/__test/blackjack-cards`,
    async (request, reply) => {
      const { session, cards } = request.body ?? {};
      if (typeof session !== 'string' || !Array.isArray(cards) || cards.length > 52)
        return reply.code(400).send({ error: 'invalid' });
      try {
        scriptBlackjackCards(
          session,
          cards.map((c) => parseCard(String(c))),
        );
      } catch {
        return reply.code(400).send({ error: 'invalid' });
      }
      return { ok: true };
    },
  );
}

export { tablePage };
