import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { HouseContext } from '../house/house-play.ts';
import { cryptoRng } from '../house/rng.ts';
import { startBackgroundWorker } from '../jobs/background-worker.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { DEFAULT_LIVE_TIMING, type LiveContext, type LiveTiming } from './live-context.ts';
import { registerLiveRoutes } from './live-routes.ts';
import { runLivePurge } from './purge-live-rounds.ts';
import { startTableRunner } from './table-runner.ts';

export type LiveTablesOptions = {
  db: Db;
  house: HouseContext;
  realtime: Realtime;
  /** Whether this node runs rounds (it always serves the pages and announces the tables to its sockets). */
  run: boolean;
  timing?: Partial<LiveTiming>;
  /** The site's web build, whose font sheets the live pages use. */
  webDistDir?: string;
};

/** The live casino (docs/decisions/0034-live-tables.md): routes, and this node's share in running the tables. */
export function registerLiveTables(http: FastifyInstance, options: LiveTablesOptions): LiveContext {
  const ctx: LiveContext = {
    db: options.db,
    wallet: options.house.wallet,
    rng: cryptoRng,
    now: Date.now,
    timing: { ...DEFAULT_LIVE_TIMING, ...options.timing },
    nodeId: randomUUID(),
    log: http.log,
  };
  registerLiveRoutes(http, ctx, options.house, { webDistDir: options.webDistDir });
  const runner = startTableRunner(ctx, options.realtime.io, { run: options.run });
  http.addHook('onClose', () => runner.stop());
  if (options.run) {
    // Every node that runs tables looks every ten minutes; one of them purges, at most once an hour.
    const purge = startBackgroundWorker({
      name: 'live purge',
      intervalMs: 10 * 60_000,
      log: http.log,
      async round(stopped) {
        const purged = await runLivePurge(ctx, 60 * 60_000, stopped);
        if (purged && purged.rounds + purged.shoes > 0) http.log.info({ purged }, 'live: old rounds purged');
      },
    });
    http.addHook('onClose', () => purge.stop());
  }
  return ctx;
}
