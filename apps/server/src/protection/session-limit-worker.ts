import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { type BackgroundWorker, startBackgroundWorker } from '../jobs/background-worker.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { endSessionsAtLimit } from './end-sessions-at-limit.ts';

/** Every node ends, every few seconds, the sign-ins whose session-time limit ran out; the database decides which does. */
export function startSessionLimitWorker(options: {
  db: Db;
  realtime: Pick<Realtime, 'endSessions'>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): BackgroundWorker {
  return startBackgroundWorker({
    name: 'session limit worker',
    intervalMs: options.intervalMs ?? 5_000,
    log: options.log,
    async round() {
      await endSessionsAtLimit(options.db, options.realtime);
    },
  });
}
