import type { LoyaltyStatus } from '@casino/contract/calls/loyalty-calls.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { siteDay } from '../engagement/site-day.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { DEFAULT_WINDOW_DAYS } from './recompute-vip-levels.ts';

/**
 * The member's loyalty as their member centre shows it: points held, the level (as the job last set it), the points
 * earned in the window, the next level and the progress towards it (0 to 1, from this level's points to the next's),
 * the perks of the level (its rebate rates included), the exchange rate and the site's levels.
 */
export async function loyaltyStatus(db: Db, member: MemberSession, now: Date = new Date()): Promise<LoyaltyStatus> {
  const currency = member.currency;
  const [own, settings, levels, rebates] = await Promise.all([
    db.selectFrom('member_loyalty').select(['points', 'vip_level']).where('member_id', '=', member.memberId).executeTakeFirst(),
    db
      .selectFrom('loyalty_settings')
      .selectAll()
      .where('site_id', '=', member.siteId)
      .where('currency_code', '=', currency)
      .executeTakeFirst(),
    db
      .selectFrom('vip_levels')
      .selectAll()
      .where('site_id', '=', member.siteId)
      .where('currency_code', '=', currency)
      .orderBy('level')
      .execute(),
    db
      .selectFrom('rebate_rates')
      .select(['game_type_id', 'vip_level', 'rate_bp'])
      .where('site_id', '=', member.siteId)
      .where('currency_code', '=', currency)
      .execute(),
  ]);
  const windowDays = settings?.window_days ?? DEFAULT_WINDOW_DAYS;
  const today = siteDay(now);
  const earned = await sql<{ milli: string }>`
    select coalesce(sum(milli_points), 0)::text as milli from loyalty_days
    where member_id = ${member.memberId}
      and site_day > ${today}::date - ${windowDays}::integer and site_day <= ${today}::date`.execute(db);
  const windowPoints = BigInt(earned.rows[0]?.milli ?? '0') / 1000n;
  const level = own?.vip_level ?? 0;
  const current = levels.find((l) => l.level === level);
  const next = levels.find((l) => l.level > level);
  const from = current?.min_points ?? 0n;
  let progress = 1;
  if (next) {
    const span = next.min_points - from;
    const done = windowPoints - from;
    progress = span <= 0n || done <= 0n ? 0 : Math.min(1, Number((done * 10_000n) / span) / 10_000);
  }
  // The rebate of each game type: the rate of the highest level at or below the member's (as the rebate job pays).
  const best = new Map<number, { vip: number; bp: number }>();
  for (const r of rebates) {
    if (r.vip_level > level) continue;
    const seen = best.get(r.game_type_id);
    if (!seen || r.vip_level > seen.vip) best.set(r.game_type_id, { vip: r.vip_level, bp: r.rate_bp });
  }
  return {
    currency,
    points: Number(own?.points ?? 0n),
    level,
    window_points: Number(windowPoints),
    window_days: windowDays,
    next_level: next ? { level: next.level, min_points: Number(next.min_points) } : null,
    progress,
    perks: {
      daily_withdrawal_limit:
        current?.daily_withdrawal_limit != null ? formatAmount(current.daily_withdrawal_limit, currency) : null,
      birthday_bonus: formatAmount(current?.birthday_bonus ?? 0n, currency),
      rebates: [...best.entries()]
        .filter(([, r]) => r.bp > 0)
        .sort(([a], [b]) => a - b)
        .map(([game_type_id, r]) => ({ game_type_id, percent: (r.bp / 100).toString() })),
    },
    exchange:
      settings && settings.exchange_cash > 0n
        ? { points: settings.exchange_points, cash: formatAmount(settings.exchange_cash, currency) }
        : null,
    levels: levels.map((l) => ({
      level: l.level,
      min_points: Number(l.min_points),
      daily_withdrawal_limit: l.daily_withdrawal_limit != null ? formatAmount(l.daily_withdrawal_limit, currency) : null,
      birthday_bonus: formatAmount(l.birthday_bonus, currency),
    })),
  };
}
