import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const ROOT = join(import.meta.dirname, '../..');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Time for the server to settle after start before its memory is read. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5_000);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resident memory of a process in MB, from the kernel's view of it. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

type Started = { ms: number; child: ChildProcess; stop(): Promise<void> };

/** Starts the built server as `npm start` runs it and times it until it answers /health/ready. */
async function startBuilt(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const begin = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TOKEN_SECRET: 'benchmark-secret-not-for-use',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}/health/ready`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = performance.now() - begin;
  return {
    ms,
    child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** First start (migrates and seeds), then a start on the existing database, timed, and its idle memory. */
async function measure(db: string, env: Record<string, string>) {
  const first = await startBuilt(env);
  await first.stop();
  const second = await startBuilt(env);
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const rss = rssMb(second.child.pid ?? 0);
    console.log(`start_ms_${db}_first: ${first.ms.toFixed(0)} ms`);
    console.log(`start_ms_${db}_existing: ${second.ms.toFixed(0)} ms`);
    console.log(`rss_idle_mb_${db}: ${rss.toFixed(1)} MB`);
  } finally {
    await second.stop();
  }
}

/**
 * Start-up of the built server (`npm start`) on PGlite (a fresh DATA_DIR) and on PostgreSQL (a temporary database,
 * dropped afterwards): time to ready on the first start and on an existing database, and the resident memory after
 * start and a settle time.
 */
export async function runStartBench(): Promise<void> {
  // The bundle of the current sources, as npm start builds it.
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('the server build failed');

  const dataDir = mkdtempSync(join(tmpdir(), 'casino-start-bench-'));
  try {
    await measure('pglite', { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const name = `casino_start_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const emptyDataDir = mkdtempSync(join(tmpdir(), 'casino-start-bench-'));
    try {
      await measure('postgres', { DATABASE_URL: url.toString(), DATA_DIR: emptyDataDir });
    } finally {
      rmSync(emptyDataDir, { recursive: true, force: true });
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
