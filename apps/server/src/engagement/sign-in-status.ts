import type { SignInStatus } from '@casino/contract/calls/engagement-calls.ts';
import { sql } from 'kysely';
import type { Executor } from '../ledger/executor.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { formatAmount } from '../wallet/main-cash.ts';
import { memberActivitySince } from './member-activity.ts';
import { type CalendarRow, runningCalendar } from './sign-in-calendars.ts';
import { addDays, siteDay, siteDayStart } from './site-day.ts';

type Claim = { site_day: string; streak: number; amount: bigint; calendar_id: number };

/** The member's check-ins between two site days, both included. */
export function claimsBetween(executor: Executor, memberId: number, from: string, to: string): Promise<Claim[]> {
  return executor
    .selectFrom('sign_in_claims')
    .select([sql<string>`site_day::text`.as('site_day'), 'streak', 'amount', 'calendar_id'])
    .where('member_id', '=', memberId)
    .where(sql<boolean>`site_day between ${from}::date and ${to}::date`)
    .orderBy('site_day')
    .execute();
}

/**
 * The streak day a check-in today would be: the day after yesterday's check-in of the same calendar, starting again
 * after the last reward; 1 when yesterday had none.
 */
export function nextStreak(calendar: CalendarRow, yesterday: Claim | undefined): number {
  if (!yesterday || yesterday.calendar_id !== calendar.id) return 1;
  return (yesterday.streak % calendar.rewards.length) + 1;
}

/** The member's sign-in calendar for the site day: whether it is open, today's state and this month's check-ins. */
export async function signInStatus(executor: Executor, member: MemberSession, now = new Date()): Promise<SignInStatus> {
  const today = siteDay(now);
  const currency = member.currency;
  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = addDays(`${addDays(monthStart, 32).slice(0, 8)}01`, -1);
  const calendar = await runningCalendar(executor, member.siteId, currency, today);
  const claims = await claimsBetween(executor, member.memberId, addDays(monthStart, -1), monthEnd);
  const byDay = new Map(claims.map((c) => [c.site_day, c]));
  const todayClaim = byDay.get(today);
  const yesterday = byDay.get(addDays(today, -1));
  const days: SignInStatus['days'] = [];
  for (let day = monthStart; day <= monthEnd; day = addDays(day, 1)) {
    const claim = byDay.get(day);
    days.push({
      date: day,
      signed: claim ? 1 : 0,
      amount: formatAmount(claim?.amount ?? 0n, currency),
      streak: claim?.streak ?? 0,
    });
  }
  const turnover =
    calendar && calendar.min_turnover > 0n
      ? await memberActivitySince(executor, member.memberId, currency, 'wager', siteDayStart(today))
      : 0n;
  let streak = 0;
  let todayReward = 0n;
  if (todayClaim) {
    streak = todayClaim.streak;
    todayReward = todayClaim.amount;
  } else if (calendar) {
    const next = nextStreak(calendar, yesterday);
    streak = next - 1;
    todayReward = calendar.rewards[next - 1] ?? 0n;
  }
  return {
    open: calendar ? 1 : 0,
    today,
    currency,
    signed_today: todayClaim ? 1 : 0,
    streak,
    rewards: (calendar?.rewards ?? []).map((r) => formatAmount(r, currency)),
    today_reward: formatAmount(todayReward, currency),
    min_turnover: formatAmount(calendar?.min_turnover ?? 0n, currency),
    turnover_today: formatAmount(turnover > 0n ? turnover : 0n, currency),
    days,
    starts_on: calendar?.starts_on ?? null,
    ends_on: calendar?.ends_on ?? null,
  };
}
