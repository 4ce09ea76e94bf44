import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import type { Db } from '../db/database.ts';
import type { CallRegistrar } from '../http/register-call.ts';
import { cachedBookSettings } from './book/book-settings.ts';
import type { SportsContext } from './book/sports-context.ts';
import type { FeedAdapter } from './feed/feed-adapter.ts';
import { startSportsFeedWorker } from './feed/sports-feed-worker.ts';
import { registerSportsRoutes } from './http/sports-routes.ts';
import { registerSportsTestHooks } from './http/sports-test-hooks.ts';
import { registerSportsOperatorRoutes } from './operator/sports-operator-routes.ts';
import { findSportsbookGpId } from './provider/seed-sportsbook.ts';
import { DEFAULT_SPORTSBOOK_SETTINGS, type SportsbookSettings } from './provider/sportsbook-config.ts';
import { registerSportsQuickbet } from './quickbet/quickbet-routes.ts';
import { attachSportsRooms } from './realtime/sports-rooms.ts';

export type SportsbookOptions = {
  db: Db;
  registerCallFor: CallRegistrar;
  /** Browser tests' feed hook (TEST_HOOKS=1, never in production). */
  testHooks?: boolean;
  io: Server | undefined;
  webDistDir?: string;
  settings?: Partial<SportsbookSettings>;
  /** Reads the feed on this node (one node at a time across the cluster, decision 0053). */
  feed: { enabled: boolean; seed: string; speed: number; adapter?: FeedAdapter; intervalMs?: number };
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** The home page's quick-bet iframe: the site's own origins (PUBLIC_URL, and loopback outside production). */
  quickbet?: { publicUrl?: string | undefined; production: boolean };
};

/**
 * The house sportsbook on this node (docs/decisions/0062): its calls and page, its realtime rooms, and its feed
 * worker, which announces each changed event to the rooms. Null when the sportsbook's provider is not in this
 * database (nothing seeded it): then nothing of it is served.
 */
export async function registerSportsbook(http: FastifyInstance, options: SportsbookOptions): Promise<SportsContext | null> {
  const gpId = await findSportsbookGpId(options.db);
  const now = options.now ?? Date.now;
  // The quick-bet iframe (docs/decisions/0067): its calls answer, refusing, without a sportsbook too.
  registerSportsQuickbet(http, options.registerCallFor, {
    db: options.db,
    gpId,
    publicUrl: options.quickbet?.publicUrl,
    production: options.quickbet?.production ?? true,
    webDistDir: options.webDistDir,
    now,
  });
  if (gpId === null) return null;
  const ctx: SportsContext = {
    db: options.db,
    gpId,
    settings: cachedBookSettings(options.db, { ...DEFAULT_SPORTSBOOK_SETTINGS, ...options.settings }, now),
    now,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    log: http.log,
  };
  registerSportsRoutes(http, ctx, { ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}) });
  const rooms = attachSportsRooms(options.db, options.io, http.log);
  registerSportsOperatorRoutes(options.registerCallFor, ctx, rooms);
  if (options.testHooks) registerSportsTestHooks(http, options.db, rooms);
  if (options.feed.enabled) {
    const worker = startSportsFeedWorker({
      db: options.db,
      log: http.log,
      seed: options.feed.seed,
      speed: options.feed.speed,
      ...(options.feed.adapter ? { adapter: options.feed.adapter } : {}),
      ...(options.feed.intervalMs ? { intervalMs: options.feed.intervalMs } : {}),
      priceMarginBp: async () => (await ctx.settings.get()).priceMarginBp,
      onEventChanged: (eventId) =>
        rooms.announce([eventId]).catch((error) => http.log.warn({ err: error }, 'sports: announcing an event failed')),
    });
    http.addHook('onClose', () => worker.stop());
  }
  return ctx;
}
