import { randomBytes } from 'node:crypto';
import { openDatabase } from '@casino/server/src/db/database.ts';
import { sql } from 'kysely';

/**
 * A fresh, empty database `{prefix}_{random}` on the PostgreSQL server of adminUrl, for one benchmark run; drop()
 * removes it (with any connection left open).
 */
export async function createTemporaryDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const onAdmin = async (statement: string) => {
    const admin = await openDatabase({ databaseUrl: adminUrl });
    try {
      await sql.raw(statement).execute(admin.db);
    } finally {
      await admin.close();
    }
  };
  await onAdmin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onAdmin(`drop database if exists ${name} with (force)`) };
}
