import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HOUSE_CODE } from '../house/house-config.ts';
import { DEMO_PAYMENT_LIMITS } from '../seed/demo-data.ts';
import { exponentOf } from '../wallet/main-cash.ts';

type Tx = Transaction<Database>;

/** The house slot the demo tournament runs on. */
export const DEMO_TOURNAMENT_GAME = 'house-lucky-sevens';
const DEMO_TOURNAMENT_DAYS = 7;

const TITLE = {
  en_US: 'Lucky Sevens weekly race',
  zh_CN: '幸运七周赛',
  zh_TW: '幸運七週賽',
  vi_VN: 'Cuộc đua tuần Lucky Sevens',
  ko_KR: '럭키 세븐 주간 레이스',
  ja_JP: 'ラッキーセブン ウィークリーレース',
  th_TH: 'การแข่งขันประจำสัปดาห์ Lucky Sevens',
  hi_IN: 'लकी सेवन्स साप्ताहिक रेस',
  my_MM: 'Lucky Sevens အပတ်စဉ် ပြိုင်ပွဲ',
  ta_IN: 'லக்கி செவன்ஸ் வாராந்திரப் போட்டி',
  bn_BD: 'লাকি সেভেনস সাপ্তাহিক রেস',
};

/**
 * A running tournament on the demo site (site 1) for each of its currencies, on the house slot, ranked by total
 * stake, everyone taking part: the tournaments page is never empty. Only where the site and currency has no open
 * tournament (one that ended is followed by a new week); prizes are smallest deposits times 50, 20 and 5 (ranks 4-10).
 * Answers whether it added anything.
 */
export async function seedDemoTournaments(tx: Tx): Promise<boolean> {
  const provider = await tx.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirst();
  const game = await tx.selectFrom('games').select('game_code').where('game_code', '=', DEMO_TOURNAMENT_GAME).executeTakeFirst();
  if (!provider || !game) return false;
  const currencies = await tx.selectFrom('site_currencies').select('currency_code').where('site_id', '=', 1).execute();
  let changed = false;
  const now = new Date();
  for (const { currency_code: currency } of currencies) {
    const limits = DEMO_PAYMENT_LIMITS[currency];
    if (!limits) continue;
    const open = await tx
      .selectFrom('tournaments')
      .select('id')
      .where('site_id', '=', 1)
      .where('currency_code', '=', currency)
      .where('status', '=', 'open')
      .where('ends_at', '>', now)
      .executeTakeFirst();
    if (open) continue;
    const unit = limits.deposit[0] * 10n ** BigInt(exponentOf(currency));
    const t = await tx
      .insertInto('tournaments')
      .values({
        site_id: 1,
        currency_code: currency,
        title: JSON.stringify(TITLE),
        starts_at: now,
        ends_at: new Date(now.getTime() + DEMO_TOURNAMENT_DAYS * 86_400_000),
        ranking: 'total_stake',
        participation: 'automatic',
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('tournament_games')
      .values({ tournament_id: t.id, provider_id: provider.id, game_code: DEMO_TOURNAMENT_GAME, game_type_id: null })
      .execute();
    await tx
      .insertInto('tournament_prizes')
      .values([
        { tournament_id: t.id, rank_from: 1, rank_to: 1, amount: unit * 50n },
        { tournament_id: t.id, rank_from: 2, rank_to: 3, amount: unit * 20n },
        { tournament_id: t.id, rank_from: 4, rank_to: 10, amount: unit * 5n },
      ])
      .execute();
    changed = true;
  }
  return changed;
}
