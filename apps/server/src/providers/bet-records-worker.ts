import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { type BackgroundWorker, startBackgroundWorker } from '../jobs/background-worker.ts';
import { importBetRecords } from './import-bet-records.ts';
import type { ProviderRegistry } from './provider-adapter.ts';

/** Reads the transfer-wallet providers' bet histories every half minute on every node (import-bet-records.ts). */
export function startBetRecordsWorker(options: {
  db: Db;
  providers: Pick<ProviderRegistry, 'all' | 'gpIdOf'>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): BackgroundWorker {
  return startBackgroundWorker({
    name: 'provider bet records worker',
    intervalMs: options.intervalMs ?? 30_000,
    log: options.log,
    async round(stopped) {
      if (!stopped()) await importBetRecords(options.db, options.providers);
    },
  });
}
