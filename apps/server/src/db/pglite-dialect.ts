import type { PGlite } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';

/**
 * Kysely's PostgreSQL dialect over an embedded PGlite database. PGlite is one connection, so the connection is
 * lent to one user at a time: a transaction holds it from BEGIN to COMMIT and other queries wait their turn.
 */
export function createPGliteDialect(pglite: PGlite) {
  let queue: Promise<void> = Promise.resolve();

  async function acquire(): Promise<() => void> {
    let release!: () => void;
    const previous = queue;
    queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    return release;
  }

  const client = {
    async query(sql: string, parameters: readonly unknown[]) {
      const result = await pglite.query(sql, parameters as unknown[], { rowMode: 'object' });
      return { command: result.command ?? 'SELECT', rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
    },
  };

  const dialect = new PostgresDialect({
    pool: {
      async connect() {
        return { ...client, release: await acquire() };
      },
      async end() {
        await queue;
      },
    },
  } as unknown as ConstructorParameters<typeof PostgresDialect>[0]);

  /** Runs fn with the connection to itself, for multi-statement scripts. */
  async function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const release = await acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }

  return { dialect, exclusive };
}
