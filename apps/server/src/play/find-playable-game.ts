import type { Db } from '../db/database.ts';

export type PlayableGame = {
  providerId: number;
  providerCode: string;
  gameType: number;
  /** The code launched: the game's own, or the lobby of a customized provider. */
  gameCode: string;
  /** games.id, when the launch is of a catalogue game (a customized provider's lobby has none). */
  gameId: number | null;
  demo: boolean;
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
    .selectFrom('games')
    .select(['id', 'game_code', 'demo'])
    .where('provider_id', '=', where.providerId)
    .where('game_type_id', '=', where.gameType)
    .where('game_code', '=', where.gameCode)
    .where('active', '=', true)
    .executeTakeFirst();
  if (place.customized) {
    return {
      providerId: place.id,
      providerCode: place.code,
      gameType: where.gameType,
      gameCode: game?.game_code ?? place.game_code,
      gameId: game?.id ?? null,
      demo: game?.demo ?? false,
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
  };
}
