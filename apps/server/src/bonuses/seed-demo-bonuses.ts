import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEMO_PAYMENT_LIMITS } from '../seed/demo-data.ts';
import { exponentOf } from '../wallet/main-cash.ts';

type Tx = Transaction<Database>;

/** Percent of valid bets (basis points) by game type and lowest VIP level: slots, card games, live casino. */
const DEMO_REBATE_RATES = [
  { game_type_id: 2, vip_level: 0, rate_bp: 50 },
  { game_type_id: 2, vip_level: 3, rate_bp: 80 },
  { game_type_id: 6, vip_level: 0, rate_bp: 30 },
  { game_type_id: 3, vip_level: 0, rate_bp: 20 },
];

/**
 * The demo sites' bonus and rebate (docs/decisions/0033): the first promotion of each site carries a 100 % deposit
 * match (from the smallest deposit, up to ten times it, to wager ten times), and each site pays a daily rebate on
 * slots, card games and live casino. Only where a site has none yet; answers whether it added anything.
 */
export async function seedDemoBonuses(tx: Tx): Promise<boolean> {
  let changed = false;
  const sites = await tx.selectFrom('sites').select('id').orderBy('id').execute();
  for (const site of sites) {
    const currencies = (
      await tx.selectFrom('site_currencies').select('currency_code').where('site_id', '=', site.id).execute()
    ).map((c) => c.currency_code);
    const hasBonus = await tx
      .selectFrom('promotion_bonuses')
      .select('promotion_id')
      .where('site_id', '=', site.id)
      .executeTakeFirst();
    const promotion = await tx
      .selectFrom('promotions')
      .select('id')
      .where('site_id', '=', site.id)
      .orderBy('sort')
      .orderBy('id')
      .executeTakeFirst();
    if (!hasBonus && promotion) {
      const amounts: Record<string, { percent_bp: number; cap: string; min_deposit: string; amount: string }> = {};
      for (const currency of currencies) {
        const limits = DEMO_PAYMENT_LIMITS[currency];
        if (!limits) continue;
        const unit = 10n ** BigInt(exponentOf(currency));
        const min = limits.deposit[0] * unit;
        amounts[currency] = { percent_bp: 10_000, cap: (min * 10n).toString(), min_deposit: min.toString(), amount: '0' };
      }
      if (Object.keys(amounts).length > 0) {
        await tx
          .insertInto('promotion_bonuses')
          .values({
            promotion_id: promotion.id,
            site_id: site.id,
            kind: 'deposit_match',
            amounts: JSON.stringify(amounts),
            wagering_multiple: 10,
            wagering_base: 'bonus',
            weights: JSON.stringify({ '2': 100, '6': 20, '3': 10 }),
            valid_days: 7,
          })
          .onConflict((oc) => oc.column('promotion_id').doNothing())
          .execute();
        changed = true;
      }
    }
    const hasRates = await tx.selectFrom('rebate_rates').select('site_id').where('site_id', '=', site.id).executeTakeFirst();
    if (!hasRates && currencies.length > 0) {
      await tx
        .insertInto('rebate_rates')
        .values(
          currencies.flatMap((currency) => DEMO_REBATE_RATES.map((r) => ({ site_id: site.id, currency_code: currency, ...r }))),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
      changed = true;
    }
  }
  return changed;
}
