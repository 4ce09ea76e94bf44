import { sql } from 'kysely';
import { REBATE_SETTLE_GRACE_MS } from '../bonuses/run-rebates.ts';
import type { Db } from '../db/database.ts';
import { siteDay } from '../engagement/site-day.ts';
import { inTransaction } from '../ledger/executor.ts';
import { exponentOf } from '../wallet/main-cash.ts';
import { type LevelChange, recomputeVipLevels } from './recompute-vip-levels.ts';

/** Rows of each source read per batch. */
export const ACCRUAL_BATCH = 500;
/**
 * A bet is read this long after it was placed: a live round's or a virtual event's bet states its valid part when it
 * settles (docs/decisions/0039), and a rollback comes soon after the bet; the rebate waits as long.
 */
export const ACCRUAL_SETTLE_GRACE_MS = REBATE_SETTLE_GRACE_MS;

export type AccrualBatch = {
  /** Source rows read (bets or not): 0 when there was nothing to read, or another node held the cursor. */
  read: number;
  members: number;
  changes: LevelChange[];
};

type Stake = { memberId: number; siteId: number; currency: string; gameType: number; valid: bigint; at: Date };

/**
 * Reads the next settled stakes after the stored cursor (seamless-wallet bets of provider_transactions by id, bets of
 * transfer-wallet providers by the time they were recorded), adds their comp points to the members' balances and
 * days, moves the cursor, and sets the levels of the members it touched, all in one transaction. The cursor row is
 * locked first (SKIP LOCKED): a second node finds it taken and reads nothing, and a run repeated after a commit
 * starts past what was counted, so every stake earns once. A bet counts when it moved money, was not rolled back
 * and is older than ACCRUAL_SETTLE_GRACE_MS; its valid part (all of the stake when the provider stated none) earns
 * the rate of its game type in its site and currency.
 */
export async function accrueCompPoints(db: Db, now: Date = new Date()): Promise<AccrualBatch> {
  const cutoff = new Date(now.getTime() - ACCRUAL_SETTLE_GRACE_MS);
  return inTransaction(db, async (trx) => {
    const cursor = await trx
      .selectFrom('loyalty_cursor')
      .select(['transaction_id', sql<string>`record_at::text`.as('record_at'), 'record_gp', 'record_ref'])
      .where('id', '=', 1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!cursor) return { read: 0, members: 0, changes: [] };

    const stakes: Stake[] = [];
    const { rows: txRows } = await sql<{
      id: string;
      counts: boolean;
      member_id: number | null;
      site_id: number | null;
      currency_code: string | null;
      game_type_id: number | null;
      valid: string | null;
      created_at: Date;
    }>`
      select t.id::text as id, t.member_id, m.site_id, t.currency_code, s.game_type_id,
        coalesce(t.valid_amount, t.amount)::text as valid, t.created_at,
        (t.kind = 'bet' and t.status = 'ok' and t.ledger_transaction_id is not null and s.demo = false
          and not exists (select 1 from ledger_transactions r where r.reverses_id = t.ledger_transaction_id)) as counts
      from provider_transactions t
      left join game_sessions s on s.id = t.session_id
      left join members m on m.id = t.member_id
      where t.id > ${cursor.transaction_id}
      order by t.id
      limit ${ACCRUAL_BATCH}`.execute(trx);
    let lastTx = cursor.transaction_id;
    let read = 0;
    for (const row of txRows) {
      // Stop at the first row too young: what follows it is read next time, in order.
      if (new Date(row.created_at).getTime() >= cutoff.getTime()) break;
      lastTx = BigInt(row.id);
      read += 1;
      if (!row.counts || row.member_id === null || row.site_id === null || row.currency_code === null) continue;
      if (row.game_type_id === null || row.valid === null) continue;
      stakes.push({
        memberId: row.member_id,
        siteId: row.site_id,
        currency: row.currency_code,
        gameType: row.game_type_id,
        valid: BigInt(row.valid),
        at: new Date(row.created_at),
      });
    }

    const { rows: recordRows } = await sql<{
      gp_id: number;
      bet_ref: string;
      recorded_at: string;
      young: boolean;
      member_id: number;
      site_id: number;
      currency_code: string;
      game_type_id: number;
      valid: string;
      settled_at: Date;
    }>`
      select r.gp_id, r.bet_ref, r.recorded_at::text as recorded_at, r.recorded_at >= ${cutoff} as young,
        r.member_id, m.site_id, r.currency_code, r.game_type_id, r.valid_amount::text as valid, r.settled_at
      from provider_bet_records r
      join members m on m.id = r.member_id
      where (r.recorded_at, r.gp_id, r.bet_ref) > (${cursor.record_at}::timestamptz, ${cursor.record_gp}, ${cursor.record_ref})
      order by r.recorded_at, r.gp_id, r.bet_ref
      limit ${ACCRUAL_BATCH}`.execute(trx);
    let lastRecord: { at: string; gp: number; ref: string } | undefined;
    for (const row of recordRows) {
      if (row.young) break;
      lastRecord = { at: row.recorded_at, gp: row.gp_id, ref: row.bet_ref };
      read += 1;
      stakes.push({
        memberId: row.member_id,
        siteId: row.site_id,
        currency: row.currency_code,
        gameType: row.game_type_id,
        valid: BigInt(row.valid),
        at: new Date(row.settled_at),
      });
    }
    if (read === 0) return { read: 0, members: 0, changes: [] };

    // Valid stake per member, site day and game type, then thousandths of points at the rate of each.
    const sites = [...new Set(stakes.map((s) => s.siteId))];
    const rates =
      sites.length === 0
        ? []
        : await trx
            .selectFrom('comp_point_rates')
            .select(['site_id', 'currency_code', 'game_type_id', 'milli_points'])
            .where('site_id', 'in', sites)
            .execute();
    const rateOf = new Map(rates.map((r) => [`${r.site_id}|${r.currency_code}|${r.game_type_id}`, BigInt(r.milli_points)]));
    const groups = new Map<string, { stake: Stake; day: string; valid: bigint }>();
    for (const stake of stakes) {
      const day = siteDay(stake.at);
      const key = `${stake.memberId}|${day}|${stake.gameType}`;
      const group = groups.get(key) ?? { stake, day, valid: 0n };
      group.valid += stake.valid;
      groups.set(key, group);
    }
    const days = new Map<string, { memberId: number; day: string; milli: bigint; valid: bigint }>();
    for (const { stake, day, valid } of groups.values()) {
      const rate = rateOf.get(`${stake.siteId}|${stake.currency}|${stake.gameType}`) ?? 0n;
      const milli = (valid * rate) / 10n ** BigInt(exponentOf(stake.currency));
      const key = `${stake.memberId}|${day}`;
      const entry = days.get(key) ?? { memberId: stake.memberId, day, milli: 0n, valid: 0n };
      entry.milli += milli;
      entry.valid += valid;
      days.set(key, entry);
    }
    const perMember = new Map<number, bigint>();
    for (const entry of days.values()) {
      await sql`
        insert into loyalty_days (member_id, site_day, milli_points, valid_stake)
        values (${entry.memberId}, ${entry.day}::date, ${entry.milli}, ${entry.valid})
        on conflict (member_id, site_day) do update set
          milli_points = loyalty_days.milli_points + excluded.milli_points,
          valid_stake = loyalty_days.valid_stake + excluded.valid_stake`.execute(trx);
      perMember.set(entry.memberId, (perMember.get(entry.memberId) ?? 0n) + entry.milli);
    }
    // Members in id order, so that two transactions touching the same members lock them in one order.
    const memberIds = [...perMember.keys()].sort((a, b) => a - b);
    for (const memberId of memberIds) {
      const milli = perMember.get(memberId) ?? 0n;
      await sql`
        insert into member_loyalty (member_id, points, milli_remainder)
        values (${memberId}, ${milli / 1000n}, ${Number(milli % 1000n)})
        on conflict (member_id) do update set
          points = member_loyalty.points + (member_loyalty.milli_remainder + excluded.milli_remainder) / 1000 + excluded.points,
          milli_remainder = (member_loyalty.milli_remainder + excluded.milli_remainder) % 1000,
          updated_at = now()`.execute(trx);
    }

    await trx
      .updateTable('loyalty_cursor')
      .set({
        transaction_id: lastTx,
        ...(lastRecord
          ? { record_at: sql<Date>`${lastRecord.at}::timestamptz`, record_gp: lastRecord.gp, record_ref: lastRecord.ref }
          : {}),
      })
      .where('id', '=', 1)
      .execute();
    const changes = await recomputeVipLevels(trx, memberIds, siteDay(now));
    return { read, members: memberIds.length, changes };
  });
}
