import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HOUSE_CODE } from '../house/house-config.ts';
import { COCKFIGHT_CODE, COCKFIGHT_TYPE, VIRTUAL_FOOTBALL_CODE, VIRTUAL_SPORTS_TYPE } from './virtual-config.ts';
import { VIRTUAL_GAME_NAMES } from './virtual-game-names.ts';
import { virtualTileSvg } from './virtual-tiles.ts';

const GAMES = [
  { code: VIRTUAL_FOOTBALL_CODE, type: VIRTUAL_SPORTS_TYPE },
  { code: COCKFIGHT_CODE, type: COCKFIGHT_TYPE },
] as const;

/**
 * Lists the virtual football league in the virtual sports hall (7) and the cockfight in the cockfight hall (8):
 * the games under the house provider (demo on) and the provider's place for those types in the given sites, in every
 * currency where it offers its slots. Safe to run again (databases seeded before get them too).
 */
export async function seedVirtualGames(tx: Transaction<Database>, siteIds: readonly number[] = [1]): Promise<boolean> {
  const provider = await tx.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirst();
  if (!provider) return false;
  let changed = false;
  for (const game of GAMES) {
    const exists = await tx
      .selectFrom('games')
      .select('id')
      .where('provider_id', '=', provider.id)
      .where('game_code', '=', game.code)
      .executeTakeFirst();
    if (!exists) {
      const media = await tx
        .insertInto('media')
        .values({ content_type: 'image/svg+xml', body: Buffer.from(virtualTileSvg(game.code) ?? '', 'utf8') })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('games')
        .values({
          provider_id: provider.id,
          game_type_id: game.type,
          game_code: game.code,
          names: JSON.stringify(VIRTUAL_GAME_NAMES[game.code]),
          image_media_id: media.id,
          tags: [],
          demo: true,
          sort: 0,
        })
        .execute();
      changed = true;
    }
    const inserted = await sql<{ id: number }>`
      insert into site_game_providers (site_id, provider_id, game_type_id, currency_code, display_name, customized, game_code, sort)
      select s.site_id, s.provider_id, ${game.type}, s.currency_code, s.display_name, false, '', s.sort
      from site_game_providers s
      where s.provider_id = ${provider.id} and s.game_type_id = 2 and s.site_id = any(${[...siteIds]}::int[])
      on conflict (site_id, provider_id, game_type_id, currency_code) do nothing
      returning id`.execute(tx);
    if (inserted.rows.length > 0) changed = true;
  }
  return changed;
}
