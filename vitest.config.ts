import { configDefaults, defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

// The operator CLI's tests drive it against a running server over HTTP, starting a Node process per command (the
// slowest files of the suite): what they check does not depend on the server's database, so with PostgreSQL at hand
// they run on it alone.
const operatorCliTests = 'src/**/*-cli.test.ts';

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(db === 'pglite' && withPostgres ? [operatorCliTests] : [])],
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
      { test: { name: 'browser', root: './packages/browser', include: ['src/**/*.test.ts'] } },
      serverProject('server-pglite', 'pglite'),
      ...(withPostgres ? [serverProject('server-postgres', 'postgres')] : []),
      './apps/web',
      './apps/games',
      './apps/admin',
    ],
  },
});
