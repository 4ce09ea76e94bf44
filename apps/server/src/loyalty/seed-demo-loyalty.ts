import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEMO_PAYMENT_LIMITS } from '../seed/demo-data.ts';
import { exponentOf } from '../wallet/main-cash.ts';

type Tx = Transaction<Database>;

/** Of a currency's smallest deposit staked: the points each game type earns (slots, card games, live, sports...). */
const DEMO_POINTS_PER_MIN_DEPOSIT: Record<number, number> = { 2: 10, 3: 2, 4: 5, 5: 5, 6: 5, 7: 5, 8: 5, 9: 5 };
/** The points each level needs in 30 days; its birthday bonus and daily withdrawal limit in smallest deposits. */
const DEMO_LEVELS = [
  { level: 1, min_points: 100n, birthday: 1n, withdrawals: 20n },
  { level: 2, min_points: 500n, birthday: 2n, withdrawals: 50n },
  { level: 3, min_points: 2_000n, birthday: 5n, withdrawals: 100n },
  { level: 4, min_points: 10_000n, birthday: 10n, withdrawals: 300n },
  { level: 5, min_points: 50_000n, birthday: 30n, withdrawals: 1_000n },
];

/**
 * The demo sites' comp points and VIP levels (docs/decisions/0083), per currency from its smallest deposit: a
 * smallest deposit staked on slots earns 10 points, 1000 points buy half a smallest deposit, and five levels within
 * 30 days (level 3 meets the demo rebate's higher slot rate). Only where a site and currency has none yet; answers
 * whether it added anything.
 */
export async function seedDemoLoyalty(tx: Tx): Promise<boolean> {
  let changed = false;
  const rows = await tx.selectFrom('site_currencies').select(['site_id', 'currency_code']).orderBy('site_id').execute();
  for (const { site_id, currency_code } of rows) {
    const limits = DEMO_PAYMENT_LIMITS[currency_code];
    if (!limits) continue;
    const has = await tx
      .selectFrom('loyalty_settings')
      .select('site_id')
      .where('site_id', '=', site_id)
      .where('currency_code', '=', currency_code)
      .executeTakeFirst();
    if (has) continue;
    const unit = 10n ** BigInt(exponentOf(currency_code));
    const minDeposit = limits.deposit[0];
    await tx
      .insertInto('loyalty_settings')
      .values({ site_id, currency_code, exchange_points: 1000, exchange_cash: (minDeposit * unit) / 2n, window_days: 30 })
      .execute();
    await tx
      .insertInto('comp_point_rates')
      .values(
        Object.entries(DEMO_POINTS_PER_MIN_DEPOSIT).map(([gameType, pointsPerMin]) => ({
          site_id,
          currency_code,
          game_type_id: Number(gameType),
          milli_points: Math.max(1, Math.round((pointsPerMin * 1000) / Number(minDeposit))),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .insertInto('vip_levels')
      .values(
        DEMO_LEVELS.map((l) => ({
          site_id,
          currency_code,
          level: l.level,
          min_points: l.min_points,
          birthday_bonus: l.birthday * minDeposit * unit,
          daily_withdrawal_limit: l.withdrawals * minDeposit * unit,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    changed = true;
  }
  return changed;
}
