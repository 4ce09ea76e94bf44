import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HOUSE_CODE } from '../house/house-config.ts';
import { LIVE_TABLE_CODES, LIVE_TABLE_NAMES } from './live-games.ts';
import { liveTileSvg } from './live-tiles.ts';

/** Live casino game type of the catalogue (game_types.id 3). */
export const LIVE_GAME_TYPE = 3;

/**
 * Puts the live tables in the live casino hall: the three games under the house provider GPHS with game type 3 (demo
 * on), and the provider's place for that type in the given sites, in every currency where they offer its slots. Safe
 * to run again, so that databases seeded before the live tables get them as well.
 */
export async function seedLiveTables(tx: Transaction<Database>, siteIds: readonly number[] = [1]): Promise<boolean> {
  const provider = await tx.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirst();
  if (!provider) return false;
  let changed = false;
  for (const [sort, code] of LIVE_TABLE_CODES.entries()) {
    const exists = await tx
      .selectFrom('games')
      .select('id')
      .where('provider_id', '=', provider.id)
      .where('game_code', '=', code)
      .executeTakeFirst();
    if (exists) continue;
    const media = await tx
      .insertInto('media')
      .values({ content_type: 'image/svg+xml', body: Buffer.from(liveTileSvg(code), 'utf8') })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('games')
      .values({
        provider_id: provider.id,
        game_type_id: LIVE_GAME_TYPE,
        game_code: code,
        names: JSON.stringify(LIVE_TABLE_NAMES[code]),
        image_media_id: media.id,
        tags: sort === 0 ? ['hot'] : ['new'],
        demo: true,
        sort,
      })
      .execute();
    changed = true;
  }
  const inserted = await sql<{ id: number }>`
    insert into site_game_providers (site_id, provider_id, game_type_id, currency_code, display_name, customized, game_code, sort)
    select s.site_id, s.provider_id, ${LIVE_GAME_TYPE}, s.currency_code, s.display_name, false, '', s.sort
    from site_game_providers s
    where s.provider_id = ${provider.id} and s.game_type_id = 2 and s.site_id = any(${[...siteIds]}::int[])
    on conflict (site_id, provider_id, game_type_id, currency_code) do nothing
    returning id`.execute(tx);
  return changed || inserted.rows.length > 0;
}
