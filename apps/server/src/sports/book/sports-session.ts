import { HouseError } from '../../house/house-play.ts';
import { gameSessionTokenHash } from '../../providers/game-sessions.ts';
import { isSportsbookGame, type SportsbookGameCode } from '../provider/sportsbook-config.ts';
import type { SportsContext } from './sports-context.ts';

export type SportsSession = {
  token: string;
  memberId: number;
  currency: string;
  gameCode: SportsbookGameCode;
  language: string;
  lobbyUrl: string;
};

/**
 * The sportsbook session a call names: a launched, unexpired session of one of the book's lobbies whose platform
 * game session still stands. A transfer-wallet book hears of no wallet call per bet, so it asks the platform's
 * session store (it runs in the platform's process): a member who signed out, signed in elsewhere or opened another
 * game has ended the session, and everything it opened ends with it.
 */
export async function findSportsSession(ctx: Pick<SportsContext, 'db' | 'now'>, token: unknown): Promise<SportsSession> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw new HouseError('invalid_session');
  const row = await ctx.db
    .selectFrom('house_sessions as h')
    .leftJoin('game_sessions as g', (join) => join.on('g.token_hash', '=', gameSessionTokenHash(token)))
    .select([
      'h.token',
      'h.demo',
      'h.game_code',
      'h.currency_code',
      'h.language',
      'h.lobby_url',
      'h.expires_at',
      'h.player',
      'g.ended_at',
      'g.expires_at as platform_expires_at',
    ])
    .where('h.token', '=', token)
    .executeTakeFirst();
  if (!row || row.demo || !isSportsbookGame(row.game_code) || row.player === null) throw new HouseError('invalid_session');
  const now = ctx.now();
  if (row.expires_at.getTime() <= now) throw new HouseError('session_expired');
  if (row.ended_at !== null || !row.platform_expires_at || row.platform_expires_at.getTime() <= now) {
    throw new HouseError('session_ended');
  }
  return {
    token: row.token,
    memberId: Number(row.player),
    currency: row.currency_code,
    gameCode: row.game_code,
    language: row.language,
    lobbyUrl: row.lobby_url,
  };
}
