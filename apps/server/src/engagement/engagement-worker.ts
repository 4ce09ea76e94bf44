import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { type BackgroundWorker, startBackgroundWorker } from '../jobs/background-worker.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { announceStartedRedEnvelopes } from './announce-red-envelopes.ts';
import { deliverLetterBatch } from './letter-delivery.ts';

/**
 * The background work of engagement on every node: letter deliveries (batch after batch while there are any) and
 * the announcement of promotions that started. It looks every intervalMs, and at once when woken by a new letter.
 * The database decides who does what (SKIP LOCKED, UPDATE ... RETURNING), so any number of nodes may run it.
 */
export function startEngagementWorker(options: {
  db: Db;
  realtime: Pick<Realtime, 'broadcast'>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): BackgroundWorker {
  return startBackgroundWorker({
    name: 'engagement worker',
    intervalMs: options.intervalMs ?? 2_000,
    log: options.log,
    async round(stopped) {
      while (!stopped() && (await deliverLetterBatch(options.db, options.realtime))) {}
      if (!stopped()) await announceStartedRedEnvelopes(options.db, options.realtime);
    },
  });
}
