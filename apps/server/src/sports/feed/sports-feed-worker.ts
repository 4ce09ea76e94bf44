import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type BackgroundWorker, startBackgroundWorker } from '../../jobs/background-worker.ts';
import { DEFAULT_SIMULATOR, FeedSimulator } from '../simulator/feed-simulator.ts';
import type { FeedAdapter } from './feed-adapter.ts';
import { runFeedRound } from './run-feed-round.ts';

/**
 * Reads the sportsbook's feed into its store on every node, one node at a time (runFeedRound claims each run). The
 * built-in simulator is the feed unless another adapter is given.
 */
export function startSportsFeedWorker(options: {
  db: Db;
  log: FastifyBaseLogger;
  seed: string;
  speed: number;
  adapter?: FeedAdapter;
  intervalMs?: number;
  onEventChanged?: (eventId: string) => Promise<void>;
  priceMarginBp?: () => Promise<number | null>;
}): BackgroundWorker {
  const simulator = options.adapter ? null : new FeedSimulator({ seed: options.seed, speed: options.speed });
  const adapter = options.adapter ?? (simulator as FeedSimulator);
  const nodeId = randomUUID();
  const everyMs = options.intervalMs ?? 2_000;
  return startBackgroundWorker({
    name: 'sports feed worker',
    intervalMs: everyMs,
    log: options.log,
    async round(stopped) {
      await runFeedRound(options.db, adapter, {
        nodeId,
        now: Date.now,
        everyMs,
        horizonMs: simulator?.settings.horizonMs ?? DEFAULT_SIMULATOR.horizonMs,
        stopped,
        ...(options.onEventChanged ? { onEventChanged: options.onEventChanged } : {}),
        ...(options.priceMarginBp ? { priceMarginBp: options.priceMarginBp } : {}),
      });
    },
  });
}
