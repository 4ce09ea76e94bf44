import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '@casino/server/src/db/database.ts';
import { migrate } from '@casino/server/src/db/migrate.ts';
import { claimRedEnvelope } from '@casino/server/src/engagement/claim-red-envelope.ts';
import { deliverLetterBatch } from '@casino/server/src/engagement/letter-delivery.ts';
import type { MemberSession } from '@casino/server/src/members/session-tokens.ts';
import { seedDemo } from '@casino/server/src/seed/seed-demo.ts';
import { sql } from 'kysely';

/**
 * npm run bench -- engagement (PostgreSQL, DATABASE_URL): red-envelope claims per second through the real claim
 * use-case (claim row, budget draw, ledger posting in one transaction) with BENCH_CONCURRENCY claims at once, and the
 * seconds a letter to every one of BENCH_LETTER_MEMBERS (100,000) members takes until all are in their boxes.
 */
export async function runEngagementBench(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('engagement bench: set DATABASE_URL to a PostgreSQL server (a temporary database is made there)');
    process.exitCode = 2;
    return;
  }
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
  const letterMembers = Number(process.env.BENCH_LETTER_MEMBERS ?? 100_000);
  const name = `bench_engagement_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl });
  await sql.raw(`create database ${name}`).execute(admin.db);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ databaseUrl: url.toString() });
    await migrate(handle);
    await seedDemo(handle.db, { accounts: false });
    const db = handle.db;
    await db.updateTable('red_envelope_promotions').set({ cancelled_at: new Date() }).execute();
    await sql`insert into members (site_id, account, currency_code)
      select 1, 'bench' || g, 'INR' from generate_series(1, ${letterMembers}) g`.execute(db);
    const members = await db.selectFrom('members').select('id').where('site_id', '=', 1).orderBy('id').execute();
    const realtime = { broadcast() {} };

    // Red envelopes: a budget large enough that it never runs out during the run.
    const promotion = await db
      .insertInto('red_envelope_promotions')
      .values({
        site_id: 1,
        title: JSON.stringify({ en_US: 'bench' }),
        starts_at: new Date(Date.now() - 1000),
        ends_at: new Date(Date.now() + 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('red_envelope_budgets')
      .values({
        promotion_id: promotion.id,
        currency_code: 'INR',
        budget: 10n ** 15n,
        remaining: 10n ** 15n,
        min_amount: 100n,
        max_amount: 1_000n,
      })
      .execute();
    let next = 0;
    let claims = 0;
    const until = Date.now() + seconds * 1000;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() < until && next < members.length) {
          const member = members[next++] as { id: number };
          const session = { memberId: member.id, siteId: 1, currency: 'INR' } as MemberSession;
          await claimRedEnvelope({ db, realtime }, session, promotion.id);
          claims += 1;
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    console.log(`red_envelope_claims_per_second: ${(claims / elapsed).toFixed(0)} claims/s`);
    const budget = await db
      .selectFrom('red_envelope_budgets')
      .select(['budget', 'remaining'])
      .where('promotion_id', '=', promotion.id)
      .executeTakeFirstOrThrow();
    const paid = await db
      .selectFrom('red_envelope_claims')
      .select(sql<string>`sum(amount)::text`.as('total'))
      .executeTakeFirstOrThrow();
    if (BigInt(paid.total ?? '0') !== budget.budget - budget.remaining)
      throw new Error('red-envelope budget and claims disagree');

    // A letter to everyone on the site, from the send until the last box is filled.
    const sent = Date.now();
    await db
      .insertInto('letters')
      .values({
        site_id: 1,
        title: JSON.stringify({ en_US: 'bench' }),
        body: JSON.stringify({ en_US: '<p>bench</p>' }),
        audience: JSON.stringify({ kind: 'everyone' }),
      })
      .execute();
    while (await deliverLetterBatch(db, realtime)) {}
    const boxes = await db.selectFrom('member_letters').select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow();
    console.log(`letter_to_all_seconds: ${((Date.now() - sent) / 1000).toFixed(2)} s (${boxes.n} members)`);
  } finally {
    await handle?.close();
    await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
    await admin.close();
  }
}
