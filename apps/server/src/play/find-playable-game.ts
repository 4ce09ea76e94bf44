import type { MaintenanceInterval } from '@casino/contract/calls/play-calls.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { providerMaintenanceNow } from '../games/desk/provider-maintenance.ts';

export type PlayableGame = {
  providerId: number;
  providerCode: string;
  gameType: number;
  /** The code launched: the game's own, or the lobby of a customized provider. */
  gameCode: string;
  /** games.id, when the launch is of a catalogue game (a customized provider's lobby has none). */
  gameId: number | null;
  demo: boolean;
  /** The provider's maintenance window on the site right now (the launch is refused with 203 and it), or null. */
  maintenance: MaintenanceInterval | null;
};

/**
 * The game a play call names, when the site offers it in the currency: an active provider with an active place in
 * the site's catalogue for that game type and currency, and, unless the provider is customized (it opens its own
 * lobby, site_game_providers.game_code), an active game of that provider, type and code.
 */
export async function findPlayableGame(
  db: Db,
  where: { siteId: number; currency: string; providerId: number; gameType: number; gameCode: string },
): Promise<PlayableGame | undefined> {
  const place = await db
    .selectFrom('site_game_providers as sgp')
    .innerJoin('game_providers as gp', 'gp.id', 'sgp.provider_id')
    .select(['gp.id', 'gp.code', 'sgp.customized', 'sgp.game_code'])
    .where('sgp.site_id', '=', where.siteId)
    .where('sgp.currency_code', '=', where.currency)
    .where('sgp.provider_id', '=', where.providerId)
    .where('sgp.game_type_id', '=', where.gameType)
    .where('sgp.active', '=', true)
    .where('gp.active', '=', true)
    .executeTakeFirst();
  if (!place) return undefined;
  const game = await db
    .selectFrom('games as g')
    .leftJoin('site_game_settings as sgs', (join) => join.onRef('sgs.game_id', '=', 'g.id').on('sgs.site_id', '=', where.siteId))
    .select(['g.id', 'g.game_code', 'g.demo'])
    .where('g.provider_id', '=', where.providerId)
    .where('g.game_type_id', '=', where.gameType)
    .where('g.game_code', '=', where.gameCode)
    .where('g.active', '=', true)
    // A game the site turned off (back office, decision 77) is not played there.
    .where(sql<boolean>`coalesce(sgs.active, true)`)
    .executeTakeFirst();
  const maintenance = await providerMaintenanceNow(db, where.siteId, place.id);
  if (place.customized) {
    return {
      providerId: place.id,
      providerCode: place.code,
      gameType: where.gameType,
      gameCode: game?.game_code ?? place.game_code,
      gameId: game?.id ?? null,
      demo: game?.demo ?? false,
      maintenance,
    };
  }
  if (!game) return undefined;
  return {
    providerId: place.id,
    providerCode: place.code,
    gameType: where.gameType,
    gameCode: game.game_code,
    gameId: game.id,
    demo: game.demo,
    maintenance,
  };
}
