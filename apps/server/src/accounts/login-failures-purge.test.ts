import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { MEMBER_LOGIN_LOCK } from './login.ts';
import { countAttempt, purgeForgottenFailures } from './login-failures.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const DAY = 24 * 3_600_000;

describe('counters of failed logins', () => {
  it('are deleted once forgotten, but not while locked or still remembered', async () => {
    const { db } = database.handle;
    const rows = [
      { source: 'ip:old', last: '2 days', locked: null },
      { source: 'ip:old-lock-over', last: '3 days', locked: '-1 hour' },
      { source: 'ip:old-still-locked', last: '2 days', locked: '+1 hour' },
      { source: 'ip:recent', last: '1 hour', locked: null },
    ];
    for (const row of rows) {
      await db
        .insertInto('login_failures')
        .values({
          scope: 'member',
          subject: 'purge01',
          source: row.source,
          failures: 7,
          last_failure_at: sql<Date>`now() - ${row.last}::interval`,
          locked_until: row.locked === null ? null : sql<Date>`now() + ${row.locked}::interval`,
        })
        .execute();
    }

    expect(await purgeForgottenFailures(db, DAY)).toBe(2);
    const left = await db
      .selectFrom('login_failures')
      .select('source')
      .where('subject', '=', 'purge01')
      .orderBy('source')
      .execute();
    expect(left.map((r) => r.source)).toEqual(['ip:old-still-locked', 'ip:recent']);
    expect(await purgeForgottenFailures(db, DAY)).toBe(0);
  });

  it('a purged counter counts the next attempt from one, as a forgotten one would', async () => {
    const { db } = database.handle;
    const key = { scope: 'member' as const, subject: 'purge02', source: 'ip:10.0.0.9' };
    await db
      .insertInto('login_failures')
      .values({ ...key, failures: 4, last_failure_at: sql<Date>`now() - interval '2 days'` })
      .execute();
    await purgeForgottenFailures(db, MEMBER_LOGIN_LOCK.forgetMs);
    const counted = await countAttempt(db, key, MEMBER_LOGIN_LOCK);
    expect(counted).toMatchObject({ allowed: true, failures: 1, lockedUntil: null });
  });
});
