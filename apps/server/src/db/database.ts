import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type ScriptRunner = (script: string) => Promise<Record<string, unknown>[]>;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs fn on one connection held to itself; run executes a script of several statements and returns the last rows. */
  withScriptConnection<T>(fn: (run: ScriptRunner) => Promise<T>): Promise<T>;
  /** PGlite only: an image of the whole data folder, which openDatabase's `image` starts from. */
  dumpImage?(): Promise<Blob>;
  close(): Promise<void>;
};

const INT8 = 20;

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in dataDir (in memory when dataDir is null), started
 * from a dumped image when one is given (tests copy a migrated database that way instead of migrating each time).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string | null;
  image?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPGlite(options.dataDir ?? null, options.image);
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: 20,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8 ? (value: string) => BigInt(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection that the server closes (a restart, a failover) is dropped by the pool and replaced on next
  // use; without a listener the pool's error event would end the process.
  pool.on('error', () => undefined);
  pool.on('connect', keepMarkedStatementsPrepared);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    async withScriptConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn(async (script) => {
          const result = (await client.query(script)) as pg.QueryResult | pg.QueryResult[];
          return (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [];
        });
      } finally {
        client.release();
      }
    },
    async close() {
      await db.destroy();
    },
  };
}

/**
 * Marks a hot statement: on PostgreSQL each connection parses and plans it once, as a named prepared statement, and
 * then only binds and runs it. The text after the marker must be the same on every call (values go in parameters).
 */
export const preparedStatementMarker = (name: string) => `/* prepared:${name} */`;
const PREPARED_MARKER = /^\/\* prepared:([a-z_]+) \*\//;

/** Sends the marked statements of a new pool connection as named statements, everything else unchanged. */
function keepMarkedStatementsPrepared(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const marked = typeof text === 'string' && Array.isArray(values) ? PREPARED_MARKER.exec(text) : null;
    return marked ? query({ name: marked[1], text, values }) : query(...args);
  }) as typeof client.query;
}

async function openPGlite(dataDir: string | null, image?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir ?? undefined, {
    parsers: { [pgliteTypes.INT8]: (value: string) => BigInt(value) },
    ...(image ? { loadDataDir: image } : {}),
  });
  const { dialect, exclusive } = createPGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    withScriptConnection(fn) {
      return exclusive(() => fn(async (script) => (await pglite.exec(script)).at(-1)?.rows ?? []));
    },
    dumpImage: () => exclusive(() => pglite.dumpDataDir('none')),
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
