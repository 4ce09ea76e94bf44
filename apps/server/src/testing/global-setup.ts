import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { createDatabase, databaseUrl, dropDatabase } from './postgres-admin.ts';
import type { DatabaseTemplates } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function writeImage(handle: DatabaseHandle, file: string) {
  const image = await handle.dumpImage?.();
  if (!image) throw new Error('this database has no image to dump');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
}

/**
 * Migrates (and seeds) a database once per run of a server project, which every test file then copies: PGlite
 * starts from its dumped image, PostgreSQL creates its database from a template. Migrating and seeding in each file
 * took most of the suite's time.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  if (kind === 'pglite') {
    const folder = mkdtempSync(join(tmpdir(), 'casino-test-templates-'));
    const migrated = join(folder, 'migrated.tar');
    const seeded = join(folder, 'seeded.tar');
    const handle = await openDatabase({ dataDir: null });
    await migrate(handle);
    await writeImage(handle, migrated);
    await seedDemo(handle.db);
    await writeImage(handle, seeded);
    await handle.close();
    project.provide('databaseTemplates', { kind, migrated, seeded });
    return () => rmSync(folder, { recursive: true, force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const stem = `template_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const migrated = `${stem}_migrated`;
  const seeded = `${stem}_seeded`;
  const dropTemplates = async () => {
    for (const name of [migrated, seeded]) await dropDatabase(adminUrl, name);
  };
  try {
    await createDatabase(adminUrl, migrated);
    let handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, migrated) });
    await migrate(handle);
    await handle.close();
    await createDatabase(adminUrl, seeded, migrated);
    handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, seeded) });
    await seedDemo(handle.db);
    await handle.close();
  } catch (error) {
    // No teardown runs for a setup that failed: what it made goes now.
    await dropTemplates().catch(() => undefined);
    throw error;
  }
  project.provide('databaseTemplates', { kind, migrated, seeded });
  return dropTemplates;
}
