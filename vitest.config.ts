import { defineConfig } from 'vitest/config';

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: ['./src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker, running every file in turn; most server tests wait on
    // PostgreSQL, HTTP and timers rather than the CPU, so a few files at once finish sooner.
    maxWorkers: 3,
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      './apps/web',
    ],
  },
});
