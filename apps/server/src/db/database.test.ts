import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../testing/test-database.ts';
import { preparedStatementMarker } from './database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe('marked statements', () => {
  it('run with their parameters and give the same rows as unmarked ones', async () => {
    const { db } = database.handle;
    for (const n of [1, 2, 3]) {
      const marked = await sql<{ n: number }>`${sql.raw(preparedStatementMarker('probe_echo'))} select ${n}::int as n`.execute(
        db,
      );
      expect(marked.rows).toEqual([{ n }]);
    }
  });

  it.runIf(testDatabaseKind() === 'postgres')('stay prepared on the PostgreSQL connection under their name', async () => {
    const { db } = database.handle;
    const names = await db.transaction().execute(async (trx) => {
      // One transaction is one connection: the statement and the catalogue read share it.
      await sql`${sql.raw(preparedStatementMarker('probe_named'))} select ${7}::int as n`.execute(trx);
      await sql`${sql.raw(preparedStatementMarker('probe_named'))} select ${8}::int as n`.execute(trx);
      await sql`select ${9}::int as unmarked`.execute(trx);
      const rows = await sql<{ name: string }>`select name from pg_prepared_statements order by name`.execute(trx);
      return rows.rows.map((r) => r.name);
    });
    expect(names).toContain('probe_named');
    expect(names.filter((name) => name === 'probe_named')).toHaveLength(1);
  });
});
