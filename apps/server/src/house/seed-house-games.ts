import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { PALETTES, tileSvg } from '../seed/artwork.ts';
import { ANDAR_BAHAR_CODE } from './andar-bahar.ts';
import { BACCARAT_CODE } from './baccarat.ts';
import { BLACKJACK_CODE } from './blackjack.ts';
import { HOUSE_CODE } from './house-config.ts';
import { SIC_BO_CODE } from './sic-bo.ts';
import { tableTileSvg } from './table-tiles.ts';

/** Card game type of the catalogue (game_types.id 6). */
export const CARD_GAME_TYPE = 6;

/** The house's card and table games (hall 6), baccarat first; names in the site's 11 languages. */
export const HOUSE_CARD_GAMES = [
  {
    code: BACCARAT_CODE,
    names: {
      en_US: 'Baccarat',
      zh_CN: '百家乐',
      zh_TW: '百家樂',
      vi_VN: 'Baccarat',
      ko_KR: '바카라',
      ja_JP: 'バカラ',
      th_TH: 'บาคาร่า',
      hi_IN: 'बैकारेट',
      my_MM: 'ဘက်ကာရက်',
      ta_IN: 'பக்காரா',
      bn_BD: 'ব্যাকারাট',
    },
  },
  {
    code: BLACKJACK_CODE,
    names: {
      en_US: 'Blackjack',
      zh_CN: '二十一点',
      zh_TW: '二十一點',
      vi_VN: 'Xì Dách',
      ko_KR: '블랙잭',
      ja_JP: 'ブラックジャック',
      th_TH: 'แบล็กแจ็ก',
      hi_IN: 'ब्लैकजैक',
      my_MM: 'ဘလက်ဂျက်',
      ta_IN: 'பிளாக்ஜாக்',
      bn_BD: 'ব্ল্যাকজ্যাক',
    },
  },
  {
    code: SIC_BO_CODE,
    names: {
      en_US: 'Sic Bo',
      zh_CN: '骰宝',
      zh_TW: '骰寶',
      vi_VN: 'Tài Xỉu',
      ko_KR: '식보',
      ja_JP: 'シックボー',
      th_TH: 'ไฮโล',
      hi_IN: 'सिक बो',
      my_MM: 'ဆစ်ဘို',
      ta_IN: 'சிக் போ',
      bn_BD: 'সিক বো',
    },
  },
  {
    code: ANDAR_BAHAR_CODE,
    names: {
      en_US: 'Andar Bahar',
      zh_CN: '安达巴哈',
      zh_TW: '安達巴哈',
      vi_VN: 'Andar Bahar',
      ko_KR: '안다르 바하르',
      ja_JP: 'アンダルバハル',
      th_TH: 'อันดาร์บาฮาร์',
      hi_IN: 'अंदर बाहर',
      my_MM: 'အန်ဒါဘာဟာ',
      ta_IN: 'அந்தர் பாஹர்',
      bn_BD: 'আন্দার বাহার',
    },
  },
] as const;

/**
 * Makes the house's card games playable: the games under provider GPHS with game type 6 (demo on), and the
 * provider's place for that type in the given sites (the demo's site 1), in every currency where they offer its slots. Safe to run again, so
 * that databases seeded before the card game get it as well.
 */
export async function seedHouseGames(tx: Transaction<Database>, siteIds: readonly number[] = [1]): Promise<boolean> {
  const provider = await tx.selectFrom('game_providers').select(['id', 'name']).where('code', '=', HOUSE_CODE).executeTakeFirst();
  if (!provider) return false;
  let changed = false;
  for (const [sort, game] of HOUSE_CARD_GAMES.entries()) {
    const exists = await tx
      .selectFrom('games')
      .select('id')
      .where('provider_id', '=', provider.id)
      .where('game_code', '=', game.code)
      .executeTakeFirst();
    if (exists) continue;
    const media = await tx
      .insertInto('media')
      .values({
        content_type: 'image/svg+xml',
        body: Buffer.from(tableTileSvg(game.code) ?? tileSvg(PALETTES[3] ?? PALETTES[0]!), 'utf8'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('games')
      .values({
        provider_id: provider.id,
        game_type_id: CARD_GAME_TYPE,
        game_code: game.code,
        names: JSON.stringify(game.names),
        image_media_id: media.id,
        tags: game.code === BLACKJACK_CODE ? ['hot'] : game.code === ANDAR_BAHAR_CODE ? ['new'] : [],
        demo: true,
        sort,
      })
      .execute();
    changed = true;
  }
  const inserted = await sql<{ id: number }>`
    insert into site_game_providers (site_id, provider_id, game_type_id, currency_code, display_name, customized, game_code, sort)
    select s.site_id, s.provider_id, ${CARD_GAME_TYPE}, s.currency_code, s.display_name, false, '', s.sort
    from site_game_providers s
    where s.provider_id = ${provider.id} and s.game_type_id = 2 and s.site_id = any(${[...siteIds]}::int[])
    on conflict (site_id, provider_id, game_type_id, currency_code) do nothing
    returning id`.execute(tx);
  return changed || inserted.rows.length > 0;
}
