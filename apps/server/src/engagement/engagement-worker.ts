import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { announceStartedRedEnvelopes } from './announce-red-envelopes.ts';
import { deliverLetterBatch } from './letter-delivery.ts';

export type EngagementWorker = { wake(): void; stop(): Promise<void> };

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
}): EngagementWorker {
  const intervalMs = options.intervalMs ?? 2_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const round = async () => {
    try {
      while (!stopped && (await deliverLetterBatch(options.db, options.realtime))) {}
      if (!stopped) await announceStartedRedEnvelopes(options.db, options.realtime);
    } catch (error) {
      if (!stopped) options.log.warn({ err: error }, 'engagement worker round failed');
    }
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = round().finally(() => {
      running = undefined;
      if (stopped) return;
      if (again) {
        again = false;
        run();
        return;
      }
      timer = setTimeout(run, intervalMs);
      timer.unref();
    });
  };

  timer = setTimeout(run, 0);
  timer.unref();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
