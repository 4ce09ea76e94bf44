import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { createDatabase, databaseUrl, dropDatabase } from './postgres-admin.ts';

export type TestDatabase = { handle: DatabaseHandle; url?: string; drop(): Promise<void> };

/** What the server projects' global setup made once per run: PGlite image files, or PostgreSQL template names. */
export type DatabaseTemplates = { kind: 'pglite' | 'postgres'; migrated: string; seeded: string };

/** Which engine the current test project runs on: PGlite always, PostgreSQL when TEST_DB=postgres. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

function templates(): DatabaseTemplates | undefined {
  const made = inject('databaseTemplates') as DatabaseTemplates | undefined;
  return made?.kind === testDatabaseKind() ? made : undefined;
}

/**
 * A fresh database with every migration (and the demo seed when seeded): in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL, dropped again afterwards. Copied from the run's template when there is one.
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const template = templates();
  const copied = template && (options.seeded ? template.seeded : template.migrated);
  const prepare = async (handle: DatabaseHandle) => {
    if (copied) return;
    await migrate(handle);
    if (options.seeded) await seedDemo(handle.db);
  };
  if (testDatabaseKind() === 'pglite') {
    const handle = await openDatabase({ dataDir: null, image: copied ? new Blob([readFileSync(copied)]) : undefined });
    await prepare(handle);
    return { handle, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await createDatabase(adminUrl, name, copied);
  const url = databaseUrl(adminUrl, name);
  const handle = await openDatabase({ databaseUrl: url });
  await prepare(handle);
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
