import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo, seedReferenceData } from './seed/seed-demo.ts';

// Milliseconds since the process started, per phase of the start-up, for the log (and npm run bench -- start).
const phases: Record<string, number> = {};
const lap = (phase: string) => {
  phases[phase] = Math.round(performance.now());
};
lap('modules');
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
lap('database');
const applied = await migrate(database);
lap('migrations');
let seeded = false;
if (config.seedDemo) seeded = await seedDemo(database.db, { accounts: config.seedDemoAccounts, externalProviders: false });
else await seedReferenceData(database.db);
lap('seed');
const app = await createApp(config, database);
lap('app');

for (const warning of config.warnings) app.http.log.warn(warning);
const anyAdmin = await database.db.selectFrom('operators').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst();
if (!anyAdmin) {
  app.http.log.warn('no operator admin yet: create the first with npm run operator -- create-first-admin --username NAME');
}
app.http.log.info({ database: database.kind, migrations: applied, seeded }, 'database ready');
await app.listen();
lap('listening');
app.http.log.info({ startup_ms: phases }, 'started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.http.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
