import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type BackgroundWorker, startBackgroundWorker } from '../../jobs/background-worker.ts';
import type { Realtime } from '../../realtime/echo-server.ts';
import { runDueCommissions } from './settle-commission-month.ts';

/**
 * Settles every ended month of agent commission on every node, catching up months missed while no node ran. The
 * settlement row of each month decides which node pays it, so any number of nodes may run this and a month pays once.
 */
export function startCommissionWorker(options: {
  db: Db;
  realtime: Pick<Realtime, 'broadcast'>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): BackgroundWorker {
  return startBackgroundWorker({
    name: 'commission worker',
    intervalMs: options.intervalMs ?? 10 * 60_000,
    log: options.log,
    async round(stopped) {
      if (!stopped()) await runDueCommissions(options.db, { realtime: options.realtime });
    },
  });
}
