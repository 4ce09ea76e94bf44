import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { createTestDatabase, testDatabaseKind } from '../testing/test-database.ts';
import { createFirstAdmin, FirstAdminRefused } from './create-first-admin.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
const TSX = resolve(REPO_ROOT, 'node_modules/.bin/tsx');

/**
 * A database seeded as a production start with SEED_DEMO=1 seeds it: demo sites and content, no demo accounts. On
 * PGlite it lives in a folder that the CLI's own process opens while this one has it closed.
 */
type ProductionDatabase = {
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  release(h: DatabaseHandle): Promise<void>;
};
let database: ProductionDatabase;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (testDatabaseKind() === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'casino-first-admin-'));
    const open = async () => openDatabase({ dataDir });
    const handle = await open();
    await migrate(handle);
    await seedDemo(handle.db, { accounts: false });
    await handle.close();
    database = { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, open, release: (h) => h.close() };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const test = await createTestDatabase();
    await seedDemo(test.handle.db, { accounts: false });
    database = { env: { DATABASE_URL: test.url ?? '' }, open: async () => test.handle, release: async () => undefined };
    cleanup = () => test.drop();
  }
}, 120_000);
afterAll(() => cleanup());

type Run = { code: number; stdout: string; stderr: string };

/** Runs the operator CLI in a process of its own, as an operator would, with stdin when given. */
function cli(args: string[], stdin?: string): Promise<Run> {
  const { OPERATOR_USER: _u, OPERATOR_PASSWORD: _p, DATABASE_URL: _d, DATA_DIR: _dd, ...inherited } = process.env;
  return new Promise((done) => {
    const child = spawn(TSX, ['apps/server/src/cli/operator.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...inherited, ...database.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('close', (code) => done({ code: code ?? 1, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

/** Starts the server on the database and signs in over HTTP; returns the reply's code and role. */
async function signIn(username: string, password: string) {
  const handle = await database.open();
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/none' });
  const app = await createApp(config, handle);
  try {
    await app.listen();
    const { port } = app.http.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/operator/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const body = (await response.json()) as { code: number; data: { role?: string } | null };
    return { code: body.code, role: body.data?.role };
  } finally {
    await app.close();
    await database.release(handle);
  }
}

describe('a production database and its first admin', { timeout: 120_000 }, () => {
  it('is seeded with no operator and no member, so no account has a published password', async () => {
    const handle = await database.open();
    try {
      const sites = await handle.db.selectFrom('sites').select('id').execute();
      expect(sites.length).toBeGreaterThan(0);
      expect(await handle.db.selectFrom('operators').select(['username', 'password_hash']).execute()).toEqual([]);
      // Not demo001 nor agent001 nor anyone else: the site's members are the ones who register.
      expect(await handle.db.selectFrom('members').select('account').execute()).toEqual([]);
    } finally {
      await database.release(handle);
    }
    expect((await signIn('admin', 'admin1234')).code).toBe(101);
  });

  it('refuses wrong usage and a weak password before opening the database', async () => {
    const [noName, weak] = await Promise.all([
      cli(['create-first-admin']),
      cli(['create-first-admin', '--username', 'root', '--password-stdin'], 'short1\n'),
    ]);
    expect(noName.code).toBe(2);
    expect(noName.stderr).toContain('missing --username');
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain('the password is too weak (password_too_short)');
  });

  it('creates the first admin once with a generated password printed once, which signs in over the API', async () => {
    const first = await cli(['create-first-admin', '--username', 'chief']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^First admin chief created \(operator \d+, home site 1\)\./);
    const password = /Password \(shown this once[^)]*\): (\S+)/.exec(first.stdout)?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const second = await cli(['create-first-admin', '--username', 'deputy', '--password-stdin'], 'a-Strong-password-2\n');
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('refused: an admin exists already');
    const again = await cli(['create-first-admin', '--username', 'chief']);
    expect(again.code).toBe(1);

    expect(await signIn('chief', password)).toEqual({ code: 1000, role: 'admin' });
    expect((await signIn('deputy', 'a-Strong-password-2')).code).toBe(101);
    const handle = await database.open();
    try {
      const operators = await handle.db.selectFrom('operators').select(['username', 'role']).execute();
      expect(operators).toEqual([{ username: 'chief', role: 'admin' }]);
      const audit = await handle.db.selectFrom('operator_audit_log').select(['action', 'target']).execute();
      expect(audit).toContainEqual({ action: 'operator.create', target: 'chief' });
    } finally {
      await database.release(handle);
    }
  });

  it('makes only one first admin when several try at once', async () => {
    const handle = await database.open();
    try {
      await handle.db.deleteFrom('operator_sessions').execute();
      // The audit log refuses deletes by design: start afresh on a database with no admin in another way.
      await handle.db.updateTable('operators').set({ role: 'support' }).execute();
      const attempts = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) =>
          createFirstAdmin(handle.db, { username: `racer${i}`, password: `racer-password-${i}-long` }),
        ),
      );
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      for (const attempt of attempts) {
        if (attempt.status === 'rejected') expect(attempt.reason).toBeInstanceOf(FirstAdminRefused);
      }
      const admins = await handle.db.selectFrom('operators').select('username').where('role', '=', 'admin').execute();
      expect(admins).toHaveLength(1);
    } finally {
      await database.release(handle);
    }
  });
});
