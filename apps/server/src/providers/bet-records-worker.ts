import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { type BackgroundWorker, startBackgroundWorker } from '../jobs/background-worker.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { importBetRecords } from './import-bet-records.ts';
import type { ProviderRegistry } from './provider-adapter.ts';

/**
 * Reads the transfer-wallet providers' bet histories every half minute on every node (import-bet-records.ts); a bonus
 * the reported bets convert is announced to its member.
 */
export function startBetRecordsWorker(options: {
  db: Db;
  providers: Pick<ProviderRegistry, 'all' | 'gpIdOf'>;
  realtime?: Pick<Realtime, 'broadcast'>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): BackgroundWorker {
  return startBackgroundWorker({
    name: 'provider bet records worker',
    intervalMs: options.intervalMs ?? 30_000,
    log: options.log,
    async round(stopped) {
      if (!stopped()) await importBetRecords(options.db, options.providers, { realtime: options.realtime });
    },
  });
}
