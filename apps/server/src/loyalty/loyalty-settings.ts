import type { Db } from '../db/database.ts';
import type { Executor } from '../ledger/executor.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { DEFAULT_WINDOW_DAYS } from './recompute-vip-levels.ts';

const pointsOf = (milli: number) => (milli / 1000).toString();

/** A site's comp point rates and exchange rate per currency (a currency with either). */
export async function readCompPointRates(db: Executor, siteId: number, only?: string) {
  let rates = db.selectFrom('comp_point_rates').selectAll().where('site_id', '=', siteId);
  let settings = db.selectFrom('loyalty_settings').selectAll().where('site_id', '=', siteId);
  if (only) {
    rates = rates.where('currency_code', '=', only);
    settings = settings.where('currency_code', '=', only);
  }
  const [rateRows, settingRows] = await Promise.all([rates.orderBy('game_type_id').execute(), settings.execute()]);
  const currencies = [...new Set([...rateRows.map((r) => r.currency_code), ...settingRows.map((s) => s.currency_code)])].sort();
  return currencies.map((currency) => {
    const setting = settingRows.find((s) => s.currency_code === currency);
    return {
      site_id: siteId,
      currency,
      rates: rateRows
        .filter((r) => r.currency_code === currency)
        .map((r) => ({ game_type_id: r.game_type_id, points_per_unit: pointsOf(r.milli_points) })),
      exchange_points: setting?.exchange_points ?? 1000,
      exchange_cash: formatAmount(setting?.exchange_cash ?? 0n, currency),
    };
  });
}

/** A site's VIP levels and window per currency (a currency with levels or settings). */
export async function readVipLevels(db: Executor, siteId: number, only?: string) {
  let levels = db.selectFrom('vip_levels').selectAll().where('site_id', '=', siteId);
  let settings = db.selectFrom('loyalty_settings').selectAll().where('site_id', '=', siteId);
  if (only) {
    levels = levels.where('currency_code', '=', only);
    settings = settings.where('currency_code', '=', only);
  }
  const [levelRows, settingRows] = await Promise.all([levels.orderBy('level').execute(), settings.execute()]);
  const currencies = [...new Set([...levelRows.map((r) => r.currency_code), ...settingRows.map((s) => s.currency_code)])].sort();
  return currencies.map((currency) => ({
    site_id: siteId,
    currency,
    window_days: settingRows.find((s) => s.currency_code === currency)?.window_days ?? DEFAULT_WINDOW_DAYS,
    levels: levelRows
      .filter((l) => l.currency_code === currency)
      .map((l) => ({
        level: l.level,
        min_points: Number(l.min_points),
        daily_withdrawal_limit: l.daily_withdrawal_limit != null ? formatAmount(l.daily_withdrawal_limit, currency) : null,
        birthday_bonus: formatAmount(l.birthday_bonus, currency),
      })),
  }));
}

/** What the operator's loyalty settings call answers. */
export async function loyaltySettings(db: Db, siteId: number) {
  const [rates, levels] = await Promise.all([readCompPointRates(db, siteId), readVipLevels(db, siteId)]);
  return { rates, levels };
}
