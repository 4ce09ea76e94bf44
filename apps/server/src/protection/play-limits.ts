import {
  LIMIT_PERIODS,
  type LimitPeriod,
  PLAY_LIMIT_KINDS,
  type PlayLimitKind,
  type PlayLimitRefusal,
} from '@casino/contract/calls/protection-calls.ts';
import { sql } from 'kysely';
import type { Executor } from '../ledger/executor.ts';
import { PERIOD_MS } from './limit-rules.ts';

/**
 * Wager and loss limits (docs/decisions/0082). A window's play is the member's booked stakes (less the stakes rolled
 * back) and wins: the seamless wallet's calls (every house game, live table, virtual and lottery stake) and the
 * sportsbook's bets placed in the window (a bet's return and cash-outs counted as won).
 */

/** What a rolling window counted: stakes, wins, and when its oldest counted play happened (ms; null: none). */
export type PlayWindow = { staked: bigint; won: bigint; oldest: number | null };

const isPlayKind = (kind: string): kind is PlayLimitKind => (PLAY_LIMIT_KINDS as readonly string[]).includes(kind);
const isPeriod = (period: string): period is LimitPeriod => (LIMIT_PERIODS as readonly string[]).includes(period);

/** What a limit of this kind counts in a window: the stakes (wager), or the stakes less the wins (loss). */
export const usedOf = (kind: PlayLimitKind, window: PlayWindow): bigint =>
  kind === 'wager' ? window.staked : window.staked - window.won;

/** What a wager or loss limit in force leaves: its amount less what its window used. */
export type PlayRoom = { kind: PlayLimitKind; period: LimitPeriod; room: bigint };

/**
 * The first limit (in the contract's order) a stake would cross: one above its room (a loss limit counts the whole
 * stake as lost, since it may be). Null: the stake fits every limit. For a game launch the stake is one minor unit: a
 * limit already reached.
 */
export const firstCrossed = (rooms: readonly PlayRoom[], stake: bigint): PlayRoom | null =>
  rooms.find((r) => stake > r.room) ?? null;

const contractOrder = (l: { kind: PlayLimitKind; period: LimitPeriod }) =>
  PLAY_LIMIT_KINDS.indexOf(l.kind) * 10 + LIMIT_PERIODS.indexOf(l.period);

type WindowRow = { period: LimitPeriod; staked: string; won: string; oldest: Date | string | null };

/**
 * The member's play in each rolling window up to `longest`, in one statement: the seamless wallet's booked calls
 * through provider_transactions_member_time (member, created_at; migration 0065) and the sportsbook's bets through
 * sports_bets_member (member, placed_at).
 */
export async function playWindows(
  db: Executor,
  memberId: number,
  now: number,
  longest: LimitPeriod = 'month',
): Promise<Record<LimitPeriod, PlayWindow>> {
  const periods = LIMIT_PERIODS.filter((p) => PERIOD_MS[p] <= PERIOD_MS[longest]);
  const sinceOf = (period: LimitPeriod) => new Date(now - PERIOD_MS[period]);
  const { rows } = await sql<WindowRow>`
    with casino as (
      select t.kind, t.amount, t.created_at as at
      from provider_transactions t
      where t.member_id = ${memberId} and t.created_at > ${sinceOf(longest)}
        and t.status = 'ok' and t.ledger_transaction_id is not null
    ),
    sports as (
      select b.original_stake, coalesce(b.returned, 0) + b.cashed_out as won, b.placed_at as at
      from sports_bets b
      where b.member_id = ${memberId} and b.placed_at > ${sinceOf(longest)}
    ),
    windows as (
      select w.period, w.since from unnest(${periods}::text[], ${periods.map(sinceOf)}::timestamptz[]) as w (period, since)
    )
    select w.period,
      ((select coalesce(sum(case c.kind when 'bet' then c.amount when 'rollback' then -c.amount else 0 end), 0)
          from casino c where c.at > w.since)
        + (select coalesce(sum(s.original_stake), 0) from sports s where s.at > w.since))::text as staked,
      ((select coalesce(sum(c.amount) filter (where c.kind = 'win'), 0) from casino c where c.at > w.since)
        + (select coalesce(sum(s.won), 0) from sports s where s.at > w.since))::text as won,
      least((select min(c.at) from casino c where c.at > w.since), (select min(s.at) from sports s where s.at > w.since))
        as oldest
    from windows w`.execute(db);
  const empty: PlayWindow = { staked: 0n, won: 0n, oldest: null };
  const windows: Record<LimitPeriod, PlayWindow> = { day: empty, week: empty, month: empty };
  for (const row of rows) {
    windows[row.period] = {
      staked: BigInt(row.staked),
      won: BigInt(row.won),
      oldest: row.oldest === null ? null : new Date(row.oldest).getTime(),
    };
  }
  return windows;
}

/**
 * What each wager or loss limit of the member in force at `now` leaves, in the contract's order: the database's
 * play_limit_rooms (migration 0075), the rule and running totals the wallet's batch checks with, so that one rule
 * decides a stake on every path.
 */
export async function playLimitRooms(db: Executor, memberId: number, now: number): Promise<PlayRoom[]> {
  const { rows } = await sql<{ kind: string; period: string; room: string }>`
    select kind, period, room::text as room from play_limit_rooms(${memberId}, ${new Date(now)})`.execute(db);
  const rooms: PlayRoom[] = [];
  for (const row of rows) {
    if (!isPlayKind(row.kind) || !isPeriod(row.period)) continue;
    rooms.push({ kind: row.kind, period: row.period, room: BigInt(row.room) });
  }
  return rooms.sort((a, b) => contractOrder(a) - contractOrder(b));
}

/** The refusal of a crossed limit: when the oldest play its window counted leaves it, and room comes back. */
async function refusalOf(db: Executor, memberId: number, now: number, crossed: PlayRoom): Promise<PlayLimitRefusal> {
  const oldest = (await playWindows(db, memberId, now, crossed.period))[crossed.period].oldest;
  return {
    kind: crossed.kind,
    period: crossed.period,
    frees_at: oldest === null ? null : oldest + PERIOD_MS[crossed.period],
  };
}

/**
 * The limit a stake of the member would cross, or null. The caller holds the member's row lock (lockMember), so
 * stakes of the member checked at once are counted one after the other and never jointly cross a limit.
 */
export async function playLimitCrossed(
  db: Executor,
  memberId: number,
  stake: bigint,
  now: number,
): Promise<PlayLimitRefusal | null> {
  const crossed = firstCrossed(await playLimitRooms(db, memberId, now), stake);
  return crossed && refusalOf(db, memberId, now, crossed);
}

/** Locks the member's row (the lock deposits, limit changes and limited stakes of the member share). */
export async function lockMember(db: Executor, memberId: number): Promise<void> {
  await db.selectFrom('members').select('id').where('id', '=', memberId).forNoKeyUpdate().execute();
}

/**
 * Stakes of several members in one transaction (the sportsbook's batch): the members with a wager or loss limit are
 * locked in id order, and each stake is checked against what the window used plus that member's stakes accepted
 * before it in the list. Answers the refusal of each stake (null: it fits). Members without limits cost one statement
 * for the whole list.
 */
export async function checkStakes(
  db: Executor,
  stakes: readonly { memberId: number; stake: bigint }[],
  now: number,
): Promise<(PlayLimitRefusal | null)[]> {
  const answers: (PlayLimitRefusal | null)[] = stakes.map(() => null);
  const ids = [...new Set(stakes.map((s) => s.memberId))].sort((a, b) => a - b);
  if (ids.length === 0) return answers;
  const limited = await db
    .selectFrom('members')
    .select('id')
    .where('id', 'in', ids)
    .where('play_limits', '>', 0)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  for (const { id } of limited) {
    const rooms = await playLimitRooms(db, id, now);
    if (rooms.length === 0) continue;
    let taken = 0n;
    for (const [i, s] of stakes.entries()) {
      if (s.memberId !== id) continue;
      const crossed = firstCrossed(rooms, taken + s.stake);
      if (crossed) answers[i] = await refusalOf(db, id, now, crossed);
      else taken += s.stake;
    }
  }
  return answers;
}

/**
 * Keeps the member's marker (members.play_limits: their own wager and loss limits and their site's play policies),
 * and the running totals the wallet's batch checks with, which a marker turning on builds from the member's calls
 * (migration 0074, member_play_hours_recount).
 */
export async function countPlayLimits(db: Executor, memberId: number): Promise<void> {
  await sql`select member_play_hours_recount(${memberId})`.execute(db);
}

/** The same for a site's members in a currency, after a change of the site's wager or loss policies. */
export async function countSitePlayLimits(db: Executor, siteId: number, currency: string): Promise<void> {
  await sql`select member_play_hours_recount(m.id) from members m
    where m.site_id = ${siteId} and m.currency_code = ${currency} order by m.id`.execute(db);
}
