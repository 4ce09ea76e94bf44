import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HOUSE_CODE } from '../../house/house-config.ts';
import { logoSvg, PALETTES, providerIconSvg } from '../../seed/artwork.ts';
import { insertSvg } from '../../seed/localise-demo-content.ts';
import { SPORTSBOOK_CODE, SPORTSBOOK_GAMES, SPORTSBOOK_NAME } from './sportsbook-config.ts';

/**
 * Makes the house sportsbook playable (docs/decisions/0062): its provider, and its places in the sports hall (4) and
 * the esports hall (9) of the given sites, in every currency where the house offers its slots. The places are
 * customised (the hall's tile opens the book's own lobby). Safe to run again, so that databases seeded before the
 * sportsbook get it as well. Answers whether it changed anything.
 */
export async function seedSportsbook(tx: Transaction<Database>, siteIds: readonly number[] = [1]): Promise<boolean> {
  const house = await tx.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirst();
  if (!house) return false;
  let changed = false;
  let provider = await tx.selectFrom('game_providers').select('id').where('code', '=', SPORTSBOOK_CODE).executeTakeFirst();
  if (!provider) {
    const palette = PALETTES[2] ?? PALETTES[0]!;
    provider = await tx
      .insertInto('game_providers')
      .values({
        code: SPORTSBOOK_CODE,
        name: SPORTSBOOK_NAME,
        house: 'hsb',
        icon_light_media_id: await insertSvg(tx, providerIconSvg(SPORTSBOOK_NAME, false)),
        icon_dark_media_id: await insertSvg(tx, providerIconSvg(SPORTSBOOK_NAME, true)),
        logo_media_id: await insertSvg(tx, logoSvg(SPORTSBOOK_NAME, palette, 240, 64)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    changed = true;
  }
  for (const [gameCode, gameType] of Object.entries(SPORTSBOOK_GAMES)) {
    const inserted = await sql<{ id: number }>`
      insert into site_game_providers (site_id, provider_id, game_type_id, currency_code, display_name, customized, game_code, sort)
      select s.site_id, ${provider.id}, ${gameType}, s.currency_code, ${SPORTSBOOK_NAME}, true, ${gameCode}, 0
      from site_game_providers s
      where s.provider_id = ${house.id} and s.game_type_id = 2 and s.site_id = any(${[...siteIds]}::int[])
      on conflict (site_id, provider_id, game_type_id, currency_code) do nothing
      returning id`.execute(tx);
    changed ||= inserted.rows.length > 0;
  }
  return changed;
}

/** The sportsbook's provider id in this database, or null when it is not seeded. */
export async function findSportsbookGpId(db: Pick<Transaction<Database>, 'selectFrom'>): Promise<number | null> {
  const row = await db.selectFrom('game_providers').select('id').where('code', '=', SPORTSBOOK_CODE).executeTakeFirst();
  return row?.id ?? null;
}
