import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { type BackgroundWorker, startBackgroundWorker } from '../jobs/background-worker.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { runLoyalty } from './run-loyalty.ts';

/**
 * The loyalty job on every node (docs/decisions/0083): comp points, level checks and birthday bonuses, every
 * intervalMs. It reads what the bets wrote after they committed, never on the bet's own path; the database decides
 * which node does what, so any number of nodes may run it.
 */
export function startLoyaltyWorker(options: {
  db: Db;
  realtime: Pick<Realtime, 'broadcast'>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): BackgroundWorker {
  return startBackgroundWorker({
    name: 'loyalty worker',
    intervalMs: options.intervalMs ?? 60_000,
    log: options.log,
    async round(stopped) {
      await runLoyalty(options.db, { realtime: options.realtime, stopped });
    },
  });
}
