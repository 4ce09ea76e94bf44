import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/seed-demo.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { migrate, migrationFiles } from './migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('migrations and the demo seed', () => {
  it('records every migration once and applies nothing the second time', async () => {
    const rows = await database.handle.db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
    expect(rows.map((r) => r.name)).toEqual(migrationFiles());
    expect(await migrate(database.handle)).toEqual([]);
  });

  it('seeds once even when two starters race', async () => {
    const results = await Promise.all([seedDemo(database.handle.db), seedDemo(database.handle.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const sites = await database.handle.db.selectFrom('sites').select('id').orderBy('id').execute();
    expect(sites.map((s) => s.id)).toEqual([1, 2]);
    expect(await seedDemo(database.handle.db)).toBe(false);
  });

  it('keeps jackpot pools from going negative', async () => {
    await expect(
      database.handle.db.updateTable('jackpot_pools').set({ amount: -1n }).where('currency_code', '=', 'INR').execute(),
    ).rejects.toThrow();
  });
});
