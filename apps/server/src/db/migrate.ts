import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle } from './database.ts';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
/** Advisory lock key so that several nodes starting together migrate one after another. */
const MIGRATION_LOCK = 727_274;

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}-[a-z0-9-]+\.sql$/.test(f))
    .sort();
}

/** Applies the forward-only SQL migrations that the database has not seen yet, each in its own transaction. */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  const applied: string[] = [];
  await handle.withScriptConnection(async (run) => {
    await run(`select pg_advisory_lock(${MIGRATION_LOCK});
      create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now());`);
    try {
      const done = new Set((await run('select name from schema_migrations')).map((r) => String(r.name)));
      for (const file of migrationFiles()) {
        if (done.has(file)) continue;
        const script = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
        await run(`begin;\n${script}\n;\ninsert into schema_migrations (name) values ('${file}');\ncommit;`);
        applied.push(file);
      }
    } finally {
      await run(`select pg_advisory_unlock(${MIGRATION_LOCK});`);
    }
  });
  return applied;
}
