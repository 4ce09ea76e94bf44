import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './testing/test-database.ts';

type Started = { child: ChildProcess; logs: Record<string, unknown>[]; port: number };

// The server as npm start runs it: the bundle of scripts/build-server.mjs, which must find the migrations and every
// other file read beside the sources. Built to a folder of its own so that a parallel build is not disturbed.
const bundleDir = join(import.meta.dirname, '../dist', `test-${randomUUID()}`);
const bundle = join(bundleDir, 'main.js');
const children: ChildProcess[] = [];

/** Starts the built entry point on PGlite in dataDir and waits for it to listen. */
async function start(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const logs: Record<string, unknown>[] = [];
  let buffer = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      for (let newline = buffer.indexOf('\n'); newline >= 0; newline = buffer.indexOf('\n')) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        const listening = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(String(entry.msg));
        if (listening) resolve(Number(listening[1]));
      }
    });
  });
  return { child, logs, port };
}

function stop(started: Started): Promise<number | null> {
  return new Promise((resolve) => {
    started.child.once('exit', (code) => resolve(code));
    started.child.kill('SIGTERM');
  });
}

describe.skipIf(testDatabaseKind() === 'postgres')('the server process', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [join(import.meta.dirname, '../../../scripts/build-server.mjs'), bundle], { stdio: 'ignore' });
  });
  afterAll(() => {
    // A server left running by a failed assertion is stopped with the test.
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('migrates and seeds once, keeps its data across restarts, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'casino-main-'));
    const first = await start(dataDir);
    const ready = first.logs.find((l) => l.msg === 'database ready');
    expect(ready).toMatchObject({ database: 'pglite', seeded: true });
    expect((ready?.migrations as string[]).length).toBeGreaterThan(0);
    const health = await fetch(`http://127.0.0.1:${first.port}/health`);
    expect(health.status).toBe(200);
    expect(await stop(first)).toBe(0);
    expect(first.logs.some((l) => l.msg === 'shutting down')).toBe(true);

    const second = await start(dataDir);
    expect(second.logs.find((l) => l.msg === 'database ready')).toMatchObject({ seeded: false, migrations: [] });
    const reply = await fetch(`http://127.0.0.1:${second.port}/api/arks/web/site/detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ site_id: 2 }),
    });
    expect(((await reply.json()) as { data: { detail: { site_title_en: string } } }).data.detail.site_title_en).toBe('Lotus Win');
    expect(await stop(second)).toBe(0);
  }, 180_000);
});
