import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { type BackgroundWorker, startBackgroundWorker } from '../jobs/background-worker.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { expireBonuses } from './expire-bonuses.ts';
import { runDueRebates } from './run-rebates.ts';

/**
 * The background work of bonuses on every node: expired grants are closed and every ended site day's rebate is paid
 * (catching up days missed while no node ran). It looks every intervalMs and at once when woken. The database decides
 * who does what (SKIP LOCKED for grants, the claim row of each rebate day), so any number of nodes may run it and
 * each day pays once.
 */
export function startBonusWorker(options: {
  db: Db;
  realtime: Pick<Realtime, 'broadcast'>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): BackgroundWorker {
  return startBackgroundWorker({
    name: 'bonus worker',
    intervalMs: options.intervalMs ?? 60_000,
    log: options.log,
    async round(stopped) {
      while (!stopped() && (await expireBonuses(options.db)) > 0) {}
      if (!stopped()) await runDueRebates(options.db, { realtime: options.realtime });
    },
  });
}
