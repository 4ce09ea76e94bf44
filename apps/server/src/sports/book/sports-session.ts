import DataLoader from 'dataloader';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { HouseError, type HouseSession } from '../../house/house-play.ts';
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

/** The house session's row, with its player and its platform game session's state. */
type SessionRow = Omit<HouseSession, 'demo_balance'> & {
  player: string | null;
  ended_at: Date | null;
  platform_expires_at: Date | null;
};

/**
 * Sessions asked for in the same turn of the event loop (the calls of many pages arriving together) are read with one
 * query. Nothing is cached: every call reads its session as it stands now, so a session ended a moment ago is refused.
 */
function sessionLoader(db: Db): DataLoader<string, SessionRow | null> {
  let loader = loaders.get(db);
  if (!loader) {
    loader = new DataLoader<string, SessionRow | null>(
      async (tokens) => {
        const { rows } = await sql<SessionRow>`
          select h.token, h.demo, h.game_code, h.currency_code, h.language, h.lobby_url, h.expires_at, h.player,
            g.ended_at, g.expires_at as platform_expires_at
          from unnest(${[...tokens]}::text[], ${tokens.map(gameSessionTokenHash)}::text[]) as asked (token, token_hash)
          join house_sessions h on h.token = asked.token
          left join game_sessions g on g.token_hash = asked.token_hash`.execute(db);
        const byToken = new Map(rows.map((row) => [row.token, row]));
        return tokens.map((token) => byToken.get(token) ?? null);
      },
      { cache: false, maxBatchSize: 200, batchScheduleFn: (run) => setImmediate(run) },
    );
    loaders.set(db, loader);
  }
  return loader;
}

const loaders = new WeakMap<Db, DataLoader<string, SessionRow | null>>();

/**
 * The sportsbook session a call names: a launched, unexpired session of one of the book's lobbies whose platform
 * game session still stands. A transfer-wallet book hears of no wallet call per bet, so it asks the platform's
 * session store (it runs in the platform's process): a member who signed out, signed in elsewhere or opened another
 * game has ended the session, and everything it opened ends with it.
 */
export async function findSportsSession(ctx: Pick<SportsContext, 'db' | 'now'>, token: unknown): Promise<SportsSession> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw new HouseError('invalid_session');
  const row = await sessionLoader(ctx.db).load(token);
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
