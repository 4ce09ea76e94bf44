import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type App, type AppOptions, createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { issueSessionToken } from '../members/session-tokens.ts';
import { createTestDatabase } from './test-database.ts';

export type TestServer = {
  url: string;
  db: Db;
  app: App;
  /** POSTs a call under /api and returns the HTTP status and the parsed body. */
  call(path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
};

export type TestServerOptions = { redisUrl?: string; env?: Record<string, string>; app?: AppOptions };

/** A server on a random port over a fresh, seeded database; tests talk to it over real HTTP. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase({ seeded: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-build',
    GAMES_DIST_DIR: '/nonexistent-games-build',
    // Tests share one event loop with their server: a stall of some seconds (a seed, a loaded machine) let the server
    // close an idle keep-alive connection just as fetch reused it (ECONNRESET). Fetch's own idle limit (4 s) is shorter
    // than this, so it is always fetch that closes.
    KEEP_ALIVE_TIMEOUT_MS: '65000',
    // Each server its own Redis names, as each has its own database; nodes of one test pass a shared REDIS_PREFIX.
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}` } : {}),
    ...options.env,
  });
  const app = await createApp(config, database.handle, options.app);
  await app.listen();
  const { port } = app.http.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    db: database.handle.db,
    app,
    async call(path, body, headers = {}) {
      const response = await fetch(`${url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? '' : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** Creates a member of a site directly in the database and signs them in; returns the member id and token. */
export async function createSignedInMember(db: Db, account: string, siteId = 1, currency = 'INR') {
  const member = await db
    .insertInto('members')
    .values({ site_id: siteId, account, currency_code: currency })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await issueSessionToken(db, member.id, 3_600_000);
  return { memberId: member.id, token };
}
