import { configDefaults, defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

// With PostgreSQL at hand (CI), the whole server suite runs on it, the production database, with real concurrency;
// the embedded PGlite runs the files that prove the demo works on it end to end: migrations, the demo seed, start-up,
// and the money paths from deposit through the ledger, wallet, bonuses, house games and providers to play
// (docs/decisions/0081). Without PostgreSQL every server file runs on PGlite.
const embeddedDatabaseTests = [
  'src/db/**/*.test.ts',
  'src/seed/**/*.test.ts',
  'src/main.test.ts',
  'src/ledger/**/*.test.ts',
  'src/wallet/**/*.test.ts',
  'src/payments/**/*.test.ts',
  'src/bonuses/**/*.test.ts',
  'src/house/**/*.test.ts',
  'src/providers/**/*.test.ts',
  'src/play/**/*.test.ts',
];
// The operator CLI's tests start a Node process per command: never on PGlite when PostgreSQL is there.
const operatorCliTests = 'src/**/*-cli.test.ts';

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include: db === 'pglite' && withPostgres ? embeddedDatabaseTests : ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(db === 'pglite' && withPostgres ? [operatorCliTests] : [])],
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: ['./src/testing/global-setup.ts'],
    // Every server file starts its own server on its own database and mocks no module, so the files of a worker can
    // share the modules they import: the server's module graph is loaded once a worker, not once a file (decision 0081).
    isolate: false,
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
