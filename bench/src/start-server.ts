import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

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

/**
 * Starts the real server in its own process on a fresh database (DATABASE_URL when given, else PGlite). `port` fixes
 * the port (else a free one); `env` overrides the server's environment (a prepared DATA_DIR or DATABASE_URL;
 * undefined removes a variable).
 */
export async function startServer(
  options: { port?: number; env?: Record<string, string | undefined> } = {},
): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }> {
  const port = options.port ?? (await freePort());
  // One process (no npx or tsx wrapper) so that SIGTERM reaches the server itself.
  // BENCH_SERVER_NODE_ARGS: extra node options for the server alone (a profile: `--cpu-prof --cpu-prof-dir=/tmp/p`).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TOKEN_SECRET: 'benchmark-secret-not-for-use',
      // Production requires its public origin and seeds nothing unless asked; the benchmark reads the demo catalogue.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'casino-bench-')),
      LOG_LEVEL: 'error',
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
