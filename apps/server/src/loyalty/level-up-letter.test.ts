import { realtimeEvents } from '@casino/contract/realtime.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { listMemberLetters } from '../engagement/list-member-letters.ts';
import { siteDay } from '../engagement/site-day.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createSignedInMember } from '../testing/test-server.ts';
import { runLoyalty } from './run-loyalty.ts';

/** The letter of a VIP level rise (docs/decisions/0083): one per rise however often the job runs, none for a fall. */
let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.handle.db;
  await db.deleteFrom('vip_levels').where('site_id', '=', 1).where('currency_code', '=', 'INR').execute();
  await db
    .insertInto('vip_levels')
    .values([
      { site_id: 1, currency_code: 'INR', level: 1, min_points: 50n, birthday_bonus: 0n, daily_withdrawal_limit: null },
      { site_id: 1, currency_code: 'INR', level: 2, min_points: 200n, birthday_bonus: 0n, daily_withdrawal_limit: null },
    ])
    .execute();
}, 60_000);
afterAll(() => database?.drop());

const letterCount = async (memberId: number) =>
  Number(
    (
      await db
        .selectFrom('member_letters')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('level-up letter', () => {
  it('sends one letter per rise, in the member’s language, none again and none for a fall', async () => {
    const now = new Date();
    const { memberId } = await createSignedInMember(db, `lvl${Date.now() % 1_000_000}`);
    const other = await createSignedInMember(db, `lvl${Date.now() % 1_000_000}b`);
    await db
      .insertInto('member_loyalty')
      .values([
        { member_id: memberId, updated_at: now },
        { member_id: other.memberId, updated_at: now },
      ])
      .execute();
    // 250 points reach level 2; the other member's 10 stay below level 1.
    await db
      .insertInto('loyalty_days')
      .values([
        { member_id: memberId, site_day: siteDay(now), milli_points: 250_000n, valid_stake: 25_000n },
        { member_id: other.memberId, site_day: siteDay(now), milli_points: 10_000n, valid_stake: 1_000n },
      ])
      .execute();

    const events: { event: string; data: unknown }[] = [];
    const realtime = { broadcast: (_channel: string, event: string, data: unknown) => events.push({ event, data }) };
    // Two nodes at once, then again: the rise is written once.
    await Promise.all([runLoyalty(db, { now, realtime }), runLoyalty(db, { now, realtime })]);
    await runLoyalty(db, { now, realtime });

    expect(await letterCount(memberId)).toBe(1);
    expect(await letterCount(other.memberId)).toBe(0);
    const box = await listMemberLetters(db, memberId, { count: 50, page: 1, sort_order: 'desc' }, 'ja_JP');
    expect(box.unread_count).toBe(1);
    expect(box.list[0]?.title).toBe('VIP 2 到達おめでとうございます');
    expect(box.list[0]?.content).toContain('VIP 2 に上がりました');
    const english = await listMemberLetters(db, memberId, { count: 50, page: 1, sort_order: 'desc' }, 'en_US');
    expect(english.list[0]?.title).toBe('Welcome to VIP 2');
    expect(events.filter((e) => e.event === realtimeEvents.vipLevelUp)).toEqual([
      { event: realtimeEvents.vipLevelUp, data: { level: 2, previous: 0 } },
    ]);
    expect(events.filter((e) => e.event === realtimeEvents.letterSent)).toEqual([
      { event: realtimeEvents.letterSent, data: { ids: [box.list[0]?.id] } },
    ]);

    // The points leave the window: the level falls at the daily check, without a letter.
    events.length = 0;
    await runLoyalty(db, { now: new Date(now.getTime() + 40 * 86_400_000), realtime });
    const level = await db
      .selectFrom('member_loyalty')
      .select('vip_level')
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(level.vip_level).toBe(0);
    expect(await letterCount(memberId)).toBe(1);
    expect(events).toEqual([]);
  }, 60_000);
});
