import { dealCall, houseSessionCall, roundCall, slotRoundsCall, spinCall } from '@casino/contract/house/slot-baccarat-calls.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database.ts';
import { BACCARAT_CODE, BACCARAT_SPOTS, baccaratRtp } from '../house/baccarat.ts';
import { HOUSE_ERROR_STATUS, percentOf, registerHouseCall, replyHouseError } from '../house/house-api.ts';
import { HOUSE_BASE_PATH, HOUSE_CODE } from '../house/house-config.ts';
import { HOUSE_PAGE_POLICY, siteFontSheet } from '../house/house-page-parts.ts';
import { housePageLanguage } from '../house/house-page-text.ts';
import { baccaratPage, errorPage, slotPage } from '../house/house-pages.ts';
import {
  baccaratChips,
  deal,
  findHouseSession,
  formatMoney,
  type HouseContext,
  HouseError,
  jackpotAmount,
  kindOf,
  replayRound,
  retryPendingRollbacks,
  retryPendingWins,
  sessionBalance,
  slotBets,
  spin,
} from '../house/house-play.ts';
import { isTableGame } from '../house/house-table-codes.ts';
import { listSlotRounds } from '../house/list-slot-rounds.ts';
import { HOUSE_CARD_GAMES } from '../house/seed-house-games.ts';
import { houseSlot } from '../house/slot-games.ts';
import { exactRtp } from '../house/slot-rtp.ts';
import { tablePage } from '../house/table-pages.ts';
import { createWalletClient, type WalletTransport } from '../house/wallet-client.ts';
import { isLotteryGameCode, lotteryPage } from '../lottery/lottery-page.ts';
import { registerHouseTableRoutes } from './house-table-routes.ts';

export type HouseRoutesOptions = {
  db: Db;
  /** The web build, whose font sheet of a language the slot and baccarat pages link (none without a build). */
  webDistDir?: string;
  /** The secret shared with the platform's wallet endpoint. */
  secret: string;
  /** Origin of the platform's wallet endpoint (configuration; HOUSE_WALLET_URL). */
  walletUrl: string;
  /** The client of the wallet calls over HTTP (HOUSE_WALLET_URL), or a test's. */
  fetch?: typeof fetch;
  /** In process (the default, see app.ts): the wallet endpoint's handler itself, without HTTP in between. */
  transport?: WalletTransport;
  /** How often wins the platform has not confirmed are sent again; 0 turns the background retry off. */
  retryIntervalMs?: number;
  winRetryDelayMs?: number;
};

/**
 * The house provider's own server (docs/decisions/0013-house-games.md): its game pages under /house/play/ and the
 * calls those pages make under /house/api/. It is a party of its own that happens to run in this process: towards the
 * platform it only speaks the signed seamless-wallet protocol (over HTTP, or handed to the endpoint's handler in
 * process).
 */
export function registerHouseRoutes(http: FastifyInstance, options: HouseRoutesOptions): HouseContext {
  const ctx: HouseContext = {
    db: options.db,
    wallet: createWalletClient({
      code: HOUSE_CODE,
      secret: options.secret,
      walletUrl: options.walletUrl,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.transport ? { transport: options.transport } : {}),
    }),
    log: http.log,
    ...(options.winRetryDelayMs !== undefined ? { winRetryDelayMs: options.winRetryDelayMs } : {}),
  };

  const interval = options.retryIntervalMs ?? 30_000;
  if (interval > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      Promise.all([
        retryPendingWins(ctx).catch((error) => http.log.warn({ err: error }, 'house: retry of pending wins failed')),
        retryPendingRollbacks(ctx).catch((error) => http.log.warn({ err: error }, 'house: retry of rollbacks failed')),
      ]).finally(() => {
        running = false;
      });
    }, interval);
    timer.unref();
    http.addHook('onClose', async () => clearInterval(timer));
  }

  const fail = (reply: FastifyReply, error: unknown) => {
    const refused = replyHouseError(reply, error);
    if (refused) return refused;
    throw error;
  };

  http.get<{ Params: { gameCode: string }; Querystring: { session?: string; lang?: string } }>(
    `${HOUSE_BASE_PATH}/play/:gameCode`,
    async (request, reply) => {
      const language = typeof request.query.lang === 'string' ? request.query.lang : 'en_US';
      try {
        const session = await findHouseSession(options.db, request.query.session);
        if (session.game_code !== request.params.gameCode) throw new HouseError('unknown_game');
        const kind = kindOf(session.game_code);
        if (isLotteryGameCode(session.game_code)) {
          const lotteryLanguage = session.language || language;
          const fontSheet = siteFontSheet(options.webDistDir, housePageLanguage(lotteryLanguage));
          const lottery = lotteryPage({
            session: session.token,
            gameCode: session.game_code,
            language: lotteryLanguage,
            currency: session.currency_code,
            lobbyUrl: session.lobby_url,
            demo: session.demo,
            fontSheet,
          });
          // The lottery page is the games app's: without its build it cannot be shown.
          if (!lottery) return sendPage(reply, 503, errorPage(lotteryLanguage, 'unknown_game', fontSheet));
          return sendPage(reply, 200, lottery);
        }
        const page = {
          session: session.token,
          gameCode: session.game_code,
          language: session.language || language,
          currency: session.currency_code,
          lobbyUrl: session.lobby_url,
          demo: session.demo,
          fontSheet: siteFontSheet(options.webDistDir, housePageLanguage(session.language || language)),
        };
        // The games app's pages: without its build (a server started before `npm run build`) they cannot be shown.
        const html =
          isTableGame(session.game_code) && (kind === 'blackjack' || kind === 'sic_bo' || kind === 'andar_bahar')
            ? tablePage({ ...page, kind })
            : kind === 'baccarat'
              ? baccaratPage(page)
              : slotPage(page);
        if (!html) return sendPage(reply, 503, errorPage(page.language, 'unknown_game', page.fontSheet));
        return sendPage(reply, 200, html);
      } catch (error) {
        if (!(error instanceof HouseError)) throw error;
        const fontSheet = siteFontSheet(options.webDistDir, housePageLanguage(language));
        return sendPage(
          reply,
          HOUSE_ERROR_STATUS[error.code],
          errorPage(language, error.code as Parameters<typeof errorPage>[1], fontSheet),
        );
      }
    },
  );

  registerHouseCall(http, houseSessionCall, fail, async (body) => {
    const session = await findHouseSession(options.db, body.session);
    const currency = session.currency_code;
    const slot = houseSlot(session.game_code);
    const balance = await sessionBalance(ctx, session);
    const common = {
      currency,
      balance,
      demo: session.demo,
      language: session.language,
      lobby_url: session.lobby_url,
    };
    if (slot) {
      const rtp = exactRtp(slot);
      return {
        ...common,
        kind: 'slot',
        game: {
          code: slot.def.code,
          names: slot.def.names,
          symbols: slot.def.symbols,
          lines: slot.def.lines,
          free_spins: slot.def.freeSpins ?? null,
        },
        bets: slotBets(slot, currency).map((bet) => formatMoney(bet, currency)),
        jackpot: formatMoney(await jackpotAmount(options.db, currency), currency),
        rtp: {
          total: percentOf(rtp.total),
          base: percentOf(rtp.base),
          jackpot: percentOf(rtp.jackpot),
          lines: percentOf(rtp.lines),
          scatter: percentOf(rtp.scatter),
          free_spins: percentOf(rtp.freeSpins),
          free_spin_chance: rtp.freeSpinChance,
          jackpot_chance: rtp.jackpotChance,
        },
      };
    }
    const rtp = baccaratRtp();
    return {
      ...common,
      kind: 'baccarat',
      game: { code: BACCARAT_CODE, names: HOUSE_CARD_GAMES[0].names, spots: BACCARAT_SPOTS },
      chips: baccaratChips(currency).map((chip) => formatMoney(chip, currency)),
      rtp: Object.fromEntries(Object.entries(rtp).map(([spot, value]) => [spot, percentOf(value)])),
    };
  });

  registerHouseCall(http, spinCall, fail, (body) => spin(ctx, body.session, body.bet));
  registerHouseCall(http, dealCall, fail, (body) => deal(ctx, body.session, body.bets));

  // A round of this session recomputed from its stored draws: what a player or an auditor can check.
  registerHouseCall(http, roundCall, fail, async (body, reply) => {
    const session = await findHouseSession(options.db, body.session);
    const row = await options.db
      .selectFrom('house_rounds')
      .select(['id', 'session_token', 'draws', 'status', 'bet', 'win', 'jackpot_win', 'created_at'])
      .where('id', '=', body.round_id)
      .executeTakeFirst();
    // A blackjack hand still in play is not shown: its draws hold the dealer's hole card.
    if (!row || row.session_token !== session.token || row.status === 'in_play') {
      return reply.code(404).send({ error: 'unknown_round' });
    }
    const replay = await replayRound(options.db, row.id);
    const currency = session.currency_code;
    return {
      round_id: row.id,
      status: row.status,
      bet: formatMoney(row.bet, currency),
      win: formatMoney(row.win + row.jackpot_win, currency),
      draws: row.draws,
      created_at: row.created_at.toISOString(),
      replay_matches: replay.matches,
      outcome: replay.stored,
    };
  });

  // The session's slot rounds a page at a time: the slot's History after a reload.
  registerHouseCall(http, slotRoundsCall, fail, async (body, reply) => {
    const listed = await listSlotRounds(options.db, body);
    return 'unknownRound' in listed ? reply.code(404).send({ error: 'unknown_round' }) : listed;
  });

  registerHouseTableRoutes(http, ctx);
  return ctx;
}

/** A house game or error page: its script and style are files of their own, so its policy allows no inline code. */
function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', HOUSE_PAGE_POLICY)
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}
