import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../ledger/executor.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { joinTransaction } from './join-transaction.ts';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  await sql`create table join_probe (n integer primary key)`.execute(db);
});
afterAll(() => database?.drop());

const insert = (executor: Db, n: number) => sql`insert into join_probe (n) values (${n})`.execute(executor);
const numbers = async () => (await sql<{ n: number }>`select n from join_probe order by n`.execute(db)).rows.map((r) => r.n);

/** A use-case that opens its own transaction, as the payments use-cases do. */
const useCase = (ctx: { db: Db }, n: number) => inTransaction(ctx.db, (trx) => insert(trx, n));

describe('joinTransaction', () => {
  it('runs a use-case that opens its own transaction inside the caller’s: both commit together', async () => {
    await inTransaction(db, async (trx) => {
      await useCase({ db: joinTransaction(trx) }, 1);
      await insert(trx, 2);
    });
    expect(await numbers()).toEqual([1, 2]);
  });

  it('rolls the use-case back when the caller fails afterwards', async () => {
    await expect(
      inTransaction(db, async (trx) => {
        await useCase({ db: joinTransaction(trx) }, 3);
        throw new Error('the audit row failed');
      }),
    ).rejects.toThrow('the audit row failed');
    expect(await numbers()).toEqual([1, 2]);
  });

  it('rolls back only the use-case when it fails and the caller goes on (a savepoint)', async () => {
    await inTransaction(db, async (trx) => {
      // A duplicate key: the statement fails inside the use-case's transaction.
      await expect(useCase({ db: joinTransaction(trx) }, 1)).rejects.toThrow();
      await insert(trx, 4);
    });
    expect(await numbers()).toEqual([1, 2, 4]);
  });

  it('sends plain queries of the joined handle to the caller’s transaction', async () => {
    await inTransaction(db, async (trx) => {
      const joined = joinTransaction(trx);
      await insert(joined, 5);
      const seen = await sql<{ n: number }>`select n from join_probe where n = 5`.execute(joined);
      expect(seen.rows).toHaveLength(1);
      expect(joined.isTransaction).toBe(true);
    });
    expect(await numbers()).toEqual([1, 2, 4, 5]);
  });
});
