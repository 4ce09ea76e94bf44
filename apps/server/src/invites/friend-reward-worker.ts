import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { type BackgroundWorker, startBackgroundWorker } from '../jobs/background-worker.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { payFriendRewards } from './pay-friend-rewards.ts';

/**
 * Pays friend-invite rewards as friends qualify, on every node: each friend's reward row decides which node pays it,
 * and a friend who qualified while no node ran is paid by the first round after.
 */
export function startFriendRewardWorker(options: {
  db: Db;
  realtime: Pick<Realtime, 'broadcast'>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): BackgroundWorker {
  return startBackgroundWorker({
    name: 'friend reward worker',
    intervalMs: options.intervalMs ?? 60_000,
    log: options.log,
    async round(stopped) {
      if (!stopped()) await payFriendRewards(options.db, { realtime: options.realtime });
    },
  });
}
