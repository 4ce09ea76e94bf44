import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from './testing/test-database.ts';

type Started = { child: ChildProcess; logs: Record<string, unknown>[]; port: number };

/** Starts the real entry point on PGlite in dataDir and waits for it to listen. */
async function start(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
  }, 60_000);
});
