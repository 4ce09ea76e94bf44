import {
  demoGameTypesCall,
  demoProviderGamesCall,
  favoriteListCall,
  favoriteStoreCall,
  gameLabelCall,
  gameListCall,
  hotGamesCall,
  jackpotCall,
  lastPlayingGameCall,
  providerMemberGamesCall,
  tagGameListCall,
  templateGameListCall,
} from '@casino/contract/calls/game-calls.ts';
import type { Db } from '../db/database.ts';
import { gameLabelReply, providerPage } from '../games/game-label-reply.ts';
import { CATALOGUE_TTL_MS, gameListReply } from '../games/game-list-reply.ts';
import { getJackpotTotal } from '../games/get-jackpot-total.ts';
import { listDemoProviderGames } from '../games/list-demo-provider-games.ts';
import { listFavouriteGames } from '../games/list-favourite-games.ts';
import { listGameCatalogue } from '../games/list-game-catalogue.ts';
import { listHotGames } from '../games/list-hot-games.ts';
import { listProviderMemberGames } from '../games/list-provider-member-games.ts';
import { listRecentGames } from '../games/list-recent-games.ts';
import { tagGameListReply } from '../games/list-tag-games.ts';
import { listTemplateGames } from '../games/list-template-games.ts';
import type { GameFilter } from '../games/offered-games.ts';
import { storeFavouriteGames } from '../games/store-favourite-games.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import type { MemberSession } from '../members/session-tokens.ts';

/** Member lists cover the member's own site and currency, whatever site_id and currency the body names. */
function memberScope(
  member: MemberSession,
  body: { support_device?: number | undefined; gt_id?: number | undefined; gp_id?: number | undefined },
): GameFilter {
  return {
    siteId: member.siteId,
    currency: member.currency,
    ...(body.support_device !== undefined ? { supportDevice: body.support_device } : {}),
    ...(body.gt_id ? { gameTypeId: body.gt_id } : {}),
    ...(body.gp_id ? { providerId: body.gp_id } : {}),
  };
}

/**
 * Catalogue calls of SPEC section 7 ("Games"): the public ones are the same for every visitor and cached; the member
 * ones (favourites, last-played, hot games) are never cached (docs/decisions/0014-game-catalogue.md).
 */
export function registerGameRoutes(registerCallFor: CallRegistrar, db: Db): void {
  registerCallFor(gameListCall, ({ body }) => gameListReply(db, body), { cacheTtlMs: CATALOGUE_TTL_MS });
  registerCallFor(
    demoGameTypesCall,
    async ({ body }) => ({
      list: await listGameCatalogue(db, {
        siteId: body.site_id,
        currency: body.currency,
        supportDevice: body.support_device,
        demoOnly: true,
      }),
    }),
    { cacheTtlMs: CATALOGUE_TTL_MS },
  );
  // Not cached: the total is read from the pools the games pay from, so the home counter and a game page opened at the
  // same moment show the same amount (a sum over a few rows).
  registerCallFor(jackpotCall, async ({ body }) => ({ jackpot_amount_total: await getJackpotTotal(db, body.currency) }));

  registerCallFor(tagGameListCall, ({ body, lang }) => tagGameListReply(db, body, lang), { cacheTtlMs: CATALOGUE_TTL_MS });
  registerCallFor(gameLabelCall, ({ body, lang }) => gameLabelReply(db, body, lang), {
    cacheTtlMs: CATALOGUE_TTL_MS,
  });
  registerCallFor(
    templateGameListCall,
    async ({ body, lang }) => ({
      info: await listTemplateGames(
        db,
        { siteId: body.site_id, currency: body.currency, supportDevice: body.support_device },
        lang,
      ),
    }),
    { cacheTtlMs: CATALOGUE_TTL_MS },
  );
  registerCallFor(
    demoProviderGamesCall,
    async ({ body, lang }) => ({ list: await listDemoProviderGames(db, providerPage(body), lang) }),
    { cacheTtlMs: CATALOGUE_TTL_MS },
  );

  registerCallFor(hotGamesCall, async ({ body, member, lang }) => ({
    list: await listHotGames(db, member.memberId, memberScope(member, body), lang),
  }));
  registerCallFor(lastPlayingGameCall, async ({ body, member }) => ({
    list: (await listRecentGames(db, member.memberId, memberScope(member, body))).map((g) => g.id),
  }));
  registerCallFor(favoriteStoreCall, async ({ body, member }) => ({
    list: await storeFavouriteGames(db, member, body.data),
  }));
  registerCallFor(favoriteListCall, async ({ body, member, lang }) => ({
    list: await listFavouriteGames(db, member.memberId, memberScope(member, body), lang),
  }));
  registerCallFor(providerMemberGamesCall, async ({ body, member, lang }) =>
    listProviderMemberGames(
      db,
      member.memberId,
      { ...providerPage(body), siteId: member.siteId, currency: member.currency },
      lang,
    ),
  );
}
