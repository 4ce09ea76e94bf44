import type { Db } from '../../db/database.ts';
import { recordPlayer } from '../../house/house-adapter.ts';
import { HOUSE_SESSION_TTL_MS } from '../../house/house-config.ts';
import { openHouseSession } from '../../house/house-play.ts';
import type { LaunchRequest, LaunchResult, ProviderAdapter } from '../../providers/provider-adapter.ts';
import { ledgerHeldTransfers } from '../../providers/provider-transfers.ts';
import { findSportsbookGpId } from './seed-sportsbook.ts';
import { sportsbookBetRecords } from './sportsbook-bet-records.ts';
import { isSportsbookGame, SPORTSBOOK_CODE, SPORTSBOOK_PAGE_PATH } from './sportsbook-config.ts';

/**
 * The platform's adapter of the house sportsbook (docs/decisions/0062), a transfer-wallet provider: the launch moves
 * the member's main balance into their wallet at the book, and the one-key return moves it back. That wallet is a
 * ledger account of this platform (the book runs here), so the ledger movement is the whole transfer
 * (ledgerHeldTransfers). The launch registers the game session with the book, naming its player as the house does,
 * and answers the book's page. There is no play money: a sports bet is settled by a real match. Its bet history
 * (betRecords) tells the platform of every finished bet, for rebates, commission and turnover (decision 0064).
 */
export function createSportsbookAdapter(options: {
  db: Db;
  secret: string;
  publicUrl?: string;
  now?: () => number;
}): ProviderAdapter {
  let gpId: number | null = null;
  return {
    code: SPORTSBOOK_CODE,
    wallet: 'transfer',
    secret: options.secret,
    transfers: ledgerHeldTransfers,
    async launch(request: LaunchRequest): Promise<LaunchResult> {
      if (!isSportsbookGame(request.gameCode)) throw new Error(`sportsbook: no lobby ${request.gameCode}`);
      if (request.demo || !request.sessionToken) throw new Error('sportsbook: real sessions only');
      await openHouseSession(options.db, {
        token: request.sessionToken,
        demo: false,
        gameCode: request.gameCode,
        currency: request.currency,
        language: request.language,
        lobbyUrl: request.lobbyUrl,
        ttlMs: HOUSE_SESSION_TTL_MS,
      });
      await recordPlayer(options.db, request.sessionToken);
      const query = new URLSearchParams({ session: request.sessionToken, lang: request.language || 'en_US' });
      const base = (options.publicUrl ?? '').replace(/\/+$/, '');
      return { url: `${base}${SPORTSBOOK_PAGE_PATH}/${encodeURIComponent(request.gameCode)}?${query}`, openType: 'window' };
    },
    async maintenance() {
      return null;
    },
    async betRecords(cursor, limit) {
      gpId ??= await findSportsbookGpId(options.db);
      if (gpId === null) return { records: [], cursor };
      return sportsbookBetRecords(options.db, { gpId, cursor, limit, now: (options.now ?? Date.now)() });
    },
  };
}
