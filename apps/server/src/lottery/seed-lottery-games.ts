import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HOUSE_CODE } from '../house/house-config.ts';
import { LOTTERY_GAME_CODES, type LotteryGameCode } from './games.ts';

/** The lottery's hall (game type 5, SPEC hall 5). */
export const LOTTERY_GAME_TYPE = 5;

/** The games' names in the site's 11 languages (catalogue), as the lottery page names them. */
export const LOTTERY_GAME_NAMES: Record<LotteryGameCode, Record<string, string>> = {
  'lottery-dice': {
    en_US: 'Fast 3 Dice',
    zh_CN: '快三骰宝',
    zh_TW: '快三骰寶',
    vi_VN: 'Xúc xắc nhanh 3',
    ko_KR: '패스트 3 주사위',
    ja_JP: 'ファスト3ダイス',
    th_TH: 'ไฮโลด่วน 3 ลูกเต๋า',
    hi_IN: 'फ़ास्ट 3 पासे',
    my_MM: 'အမြန် အန်စာတုံး ၃ လုံး',
    ta_IN: 'ஃபாஸ்ட் 3 பகடை',
    bn_BD: 'ফাস্ট ৩ ছক্কা',
  },
  'lottery-digits': {
    en_US: '5 Digits',
    zh_CN: '五星彩',
    zh_TW: '五星彩',
    vi_VN: '5 chữ số',
    ko_KR: '5자리 숫자',
    ja_JP: '5桁ナンバー',
    th_TH: 'หวย 5 หลัก',
    hi_IN: '5 अंक',
    my_MM: 'ဂဏန်း ၅ လုံး',
    ta_IN: '5 இலக்கம்',
    bn_BD: '৫ অঙ্ক',
  },
  'lottery-race': {
    en_US: '10-Car Race',
    zh_CN: '十车赛车',
    zh_TW: '十車賽車',
    vi_VN: 'Đua xe 10 chiếc',
    ko_KR: '10대 자동차 경주',
    ja_JP: '10台カーレース',
    th_TH: 'แข่งรถ 10 คัน',
    hi_IN: '10 कारों की रेस',
    my_MM: 'ကား ၁၀ စီး ပြိုင်ပွဲ',
    ta_IN: '10 கார் பந்தயம்',
    bn_BD: '১০ গাড়ির রেস',
  },
  'lottery-north': {
    en_US: 'Northern Lottery',
    zh_CN: '越南北部彩',
    zh_TW: '越南北部彩',
    vi_VN: 'Xổ số miền Bắc',
    ko_KR: '베트남 북부 로또',
    ja_JP: 'ベトナム北部ロト',
    th_TH: 'หวยเวียดนามเหนือ',
    hi_IN: 'उत्तरी वियतनाम लॉटरी',
    my_MM: 'ဗီယက်နမ် မြောက်ပိုင်း ထီ',
    ta_IN: 'வடக்கு வியட்நாம் லாட்டரி',
    bn_BD: 'উত্তর ভিয়েতনাম লটারি',
  },
};

const die = (x: number, y: number, pips: [number, number][]) =>
  `<g transform="translate(${x} ${y})"><rect width="70" height="70" rx="14" fill="#f7f3ea" stroke="#c9b98f" stroke-width="3"/>${pips
    .map(([px, py]) => `<circle cx="${px}" cy="${py}" r="7" fill="#b3202f"/>`)
    .join('')}</g>`;
// Shapes only: the tile carries no words or numbers (the card has the name, in the page's language).
const ball = (x: number, y: number, fill: string) =>
  `<g transform="translate(${x} ${y})"><circle r="34" fill="${fill}"/><circle r="21" fill="#fff8e8"/><circle r="9" fill="${fill}"/></g>`;
const car = (y: number, x: number, fill: string) =>
  `<g transform="translate(${x} ${y})"><rect x="10" y="0" width="16" height="10" rx="3" fill="#111"/><rect x="10" y="40" width="16" height="10" rx="3" fill="#111"/><rect x="74" y="0" width="16" height="10" rx="3" fill="#111"/><rect x="74" y="40" width="16" height="10" rx="3" fill="#111"/><path d="M4 14Q4 7 14 7L80 8Q102 11 104 25Q102 39 80 42L14 43Q4 43 4 36Z" fill="${fill}"/><ellipse cx="52" cy="25" rx="12" ry="8" fill="#1c2333"/></g>`;

const ART: Record<LotteryGameCode, string> = {
  'lottery-dice': `${die(40, 110, [[35, 35]])}${die(115, 90, [
    [18, 18],
    [35, 35],
    [52, 52],
  ])}${die(190, 110, [
    [18, 18],
    [52, 18],
    [35, 35],
    [18, 52],
    [52, 52],
  ])}`,
  'lottery-digits': `${ball(60, 150, '#d9442f')}${ball(120, 130, '#1f6fe5')}${ball(180, 150, '#18a33a')}${ball(240, 130, '#e0b050')}${ball(150, 205, '#7a3fd6')}`,
  'lottery-race': `<rect y="70" width="300" height="160" fill="#2b2f3a"/><path d="M0 150H300" stroke="#f3f5fb" stroke-width="3" stroke-dasharray="16 12"/>${car(90, 150, '#e0243b')}${car(160, 90, '#1f6fe5')}`,
  'lottery-north': `<rect x="60" y="70" width="180" height="170" rx="10" fill="#fff8e8"/>${[0, 1, 2, 3, 4]
    .map((i) => `<circle cx="${90 + i * 30}" cy="108" r="12" fill="#b3202f"/>`)
    .join('')}${[145, 175, 205].map((y) => `<rect x="80" y="${y}" width="140" height="12" rx="6" fill="#d9cfb8"/>`).join('')}`,
};

/** A square tile, its art in the middle (the halls show about 300 x 225) and the name on the card. */
export function lotteryTileSvg(code: LotteryGameCode): string {
  const title = LOTTERY_GAME_NAMES[code].en_US!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${title}">
<defs><clipPath id="tile"><rect width="300" height="300" rx="28"/></clipPath></defs><g clip-path="url(#tile)"><rect width="300" height="300" fill="#1b2240"/>${ART[code]}</g><rect x="8" y="8" width="284" height="284" rx="22" fill="none" stroke="#e0b050" stroke-width="3"/></svg>`;
}

/**
 * Lists the lottery's four games in the lottery hall (5): the games under the house provider (demo on) and the
 * provider's place for that type in the given sites, in every currency where it offers its slots
 * (docs/decisions/0060-lottery-pages.md). Safe to run again (databases seeded before get them too).
 */
export async function seedLotteryGames(tx: Transaction<Database>, siteIds: readonly number[] = [1]): Promise<boolean> {
  const provider = await tx.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirst();
  if (!provider) return false;
  let changed = false;
  for (const [sort, code] of LOTTERY_GAME_CODES.entries()) {
    const exists = await tx
      .selectFrom('games')
      .select('id')
      .where('provider_id', '=', provider.id)
      .where('game_code', '=', code)
      .executeTakeFirst();
    if (exists) continue;
    const media = await tx
      .insertInto('media')
      .values({ content_type: 'image/svg+xml', body: Buffer.from(lotteryTileSvg(code), 'utf8') })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('games')
      .values({
        provider_id: provider.id,
        game_type_id: LOTTERY_GAME_TYPE,
        game_code: code,
        names: JSON.stringify(LOTTERY_GAME_NAMES[code]),
        image_media_id: media.id,
        tags: [],
        demo: true,
        sort,
      })
      .execute();
    changed = true;
  }
  const inserted = await sql<{ id: number }>`
    insert into site_game_providers (site_id, provider_id, game_type_id, currency_code, display_name, customized, game_code, sort)
    select s.site_id, s.provider_id, ${LOTTERY_GAME_TYPE}, s.currency_code, s.display_name, false, '', s.sort
    from site_game_providers s
    where s.provider_id = ${provider.id} and s.game_type_id = 2 and s.site_id = any(${[...siteIds]}::int[])
    on conflict (site_id, provider_id, game_type_id, currency_code) do nothing
    returning id`.execute(tx);
  return changed || inserted.rows.length > 0;
}
