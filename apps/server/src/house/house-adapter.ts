import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { isLiveTable } from '../live/live-games.ts';
import { isLotteryGameCode } from '../lottery/games.ts';
import { gameSessionTokenHash } from '../providers/game-sessions.ts';
import type { LaunchRequest, LaunchResult, ProviderAdapter } from '../providers/provider-adapter.ts';
import { isVirtualGame, VIRTUAL_PAGE_PATH } from '../virtuals/virtual-config.ts';
import { DEMO_SESSION_TTL_MS, HOUSE_BASE_PATH, HOUSE_CODE, HOUSE_SESSION_TTL_MS } from './house-config.ts';
import { kindOf, openHouseSession } from './house-play.ts';

/**
 * The house is told whose session it is, as a provider is told its player at launch: an opaque reference (the member's
 * id), by which it finds one player's bets on both sides of a live round or virtual event across sessions
 * (docs/decisions/0039). Read from the platform's game session of the token, on this side of the adapter.
 */
export async function recordPlayer(db: Db, token: string): Promise<void> {
  await db
    .updateTable('house_sessions')
    .set({
      player: (eb) =>
        eb
          .selectFrom('game_sessions')
          .select(sql<string>`member_id::text`.as('player'))
          .where('token_hash', '=', gameSessionTokenHash(token)),
    })
    .where('token', '=', token)
    .execute();
}

export type HouseAdapterOptions = {
  /** The secret shared with the platform's wallet endpoint (houseProviderSecret). */
  secret: string;
  db: Db;
  /** Public origin of the house's pages; by default the launch URL is a path on the platform's own host. */
  publicUrl?: string;
};

/**
 * The platform's adapter of the built-in house provider (GPHS), a seamless-wallet provider like any other: launch
 * registers the game session with the house and answers the URL of its game page. Real play then reaches the
 * platform only through the signed wallet endpoint (house-play.ts); demo play stays on the house's play money.
 */
export function createHouseAdapter(options: HouseAdapterOptions): ProviderAdapter {
  return {
    code: HOUSE_CODE,
    wallet: 'seamless',
    secret: options.secret,
    async launch(request: LaunchRequest): Promise<LaunchResult> {
      const known = kindOf(request.gameCode) || isVirtualGame(request.gameCode) || isLiveTable(request.gameCode);
      if (!known && !isLotteryGameCode(request.gameCode)) throw new Error(`house: no game ${request.gameCode}`);
      const token =
        request.demo && request.sessionToken === '' ? `demo_${randomBytes(24).toString('base64url')}` : request.sessionToken;
      if (!token) throw new Error('house: a session token is needed');
      await openHouseSession(options.db, {
        token,
        demo: request.demo,
        gameCode: request.gameCode,
        currency: request.currency,
        language: request.language,
        lobbyUrl: request.lobbyUrl,
        ttlMs: request.demo ? DEMO_SESSION_TTL_MS : HOUSE_SESSION_TTL_MS,
      });
      if (!request.demo) await recordPlayer(options.db, token);
      const query = new URLSearchParams({ session: token, lang: request.language || 'en_US' });
      if (request.lobbyUrl) query.set('lobby', request.lobbyUrl);
      if (request.demo) query.set('demo', '1');
      if (request.device) query.set('device', String(request.device));
      const base = (options.publicUrl ?? '').replace(/\/+$/, '');
      // A live table has a page of its own (docs/decisions/0034-live-tables.md).
      // The virtual league and the cockfight have pages of their own (docs/decisions/0035).
      const page = isVirtualGame(request.gameCode)
        ? VIRTUAL_PAGE_PATH
        : `${HOUSE_BASE_PATH}/${isLiveTable(request.gameCode) ? 'live' : 'play'}`;
      return { url: `${base}${page}/${encodeURIComponent(request.gameCode)}?${query}`, openType: 'window' };
    },
    async maintenance() {
      return null;
    },
  };
}
