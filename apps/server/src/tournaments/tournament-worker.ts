import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { type BackgroundWorker, startBackgroundWorker } from '../jobs/background-worker.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { runTournaments } from './run-tournaments.ts';

/**
 * The tournament job on every node (docs/decisions/0085): scoring, live leaderboards and prizes, every intervalMs. It
 * reads what the bets wrote after they committed, never on the bet's own path; the database decides which node does
 * what, so any number of nodes may run it.
 */
export function startTournamentWorker(options: {
  db: Db;
  realtime: Pick<Realtime, 'broadcast'>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): BackgroundWorker {
  const node = randomUUID();
  return startBackgroundWorker({
    name: 'tournament worker',
    intervalMs: options.intervalMs ?? 1_000,
    log: options.log,
    async round(stopped) {
      await runTournaments(options.db, { node, realtime: options.realtime, stopped });
    },
  });
}
