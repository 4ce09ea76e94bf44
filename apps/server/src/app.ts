import { createHmac } from 'node:crypto';
import { carouselPictureCall } from '@casino/contract/calls/site-calls.ts';
import type { CallDefinition } from '@casino/contract/define-call.ts';
import { API_PREFIX } from '@casino/contract/define-call.ts';
import type { RuntimeConfig } from '@casino/contract/runtime-config.ts';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { MEMBER_ADDRESS_LOCK, MEMBER_LOGIN_LOCK } from './accounts/login.ts';
import { purgeForgottenFailures } from './accounts/login-failures.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './accounts/rate-limiter.ts';
import { createOutboxSmsSender } from './accounts/sms-sender.ts';
import { startCommissionWorker } from './agents/commission/commission-worker.ts';
import { startBonusWorker } from './bonuses/bonus-worker.ts';
import type { Config } from './config.ts';
import { readHomeBanners } from './content/read-home-banners.ts';
import type { DatabaseHandle } from './db/database.ts';
import { startEngagementWorker } from './engagement/engagement-worker.ts';
import { registerGamesApp } from './house/games-app.ts';
import { createHouseAdapter } from './house/house-adapter.ts';
import { houseProviderSecret } from './house/house-config.ts';
import { inProcessWalletTransport } from './house/in-process-wallet.ts';
import { registerAdminApp } from './http/admin-app.ts';
import { registerJsonParser } from './http/body-limits.ts';
import { registerCompression } from './http/compression.ts';
import { capConnectionsPerAddress, connectionsCheckingInterval } from './http/connection-limits.ts';
import { replyToError } from './http/error-reply.ts';
import { createInitialReplies } from './http/initial-replies.ts';
import { type LogStream, loggerOptions, redactUrl } from './http/logger-options.ts';
import { buildOpenApiDocument } from './http/openapi.ts';
import { type CallRegistrar, createCallRegistrar } from './http/register-call.ts';
import { failure, ok } from './http/reply.ts';
import { RequestLog } from './http/request-log.ts';
import { ResponseCache } from './http/response-cache.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { type HomeBannerElements, homeBannerElements, readSiteTemplate, registerStaticSite } from './http/static-site.ts';
import { visitorCountry } from './http/visitor-country.ts';
import { startFriendRewardWorker } from './invites/friend-reward-worker.ts';
import { registerLiveTables } from './live/live-tables.ts';
import { registerLottery } from './lottery/register-lottery.ts';
import { startLoyaltyWorker } from './loyalty/loyalty-worker.ts';
import { createPictureFetcher, type PictureFetcher } from './media/picture-fetcher.ts';
import { readMedia } from './media/read-media.ts';
import { OPERATOR_ADDRESS_LOCK, OPERATOR_LOGIN_LOCK } from './operators/login-operator.ts';
import { createPaymentsContext } from './payments/payments-context.ts';
import { startSessionLimitWorker } from './protection/session-limit-worker.ts';
import { startBetRecordsWorker } from './providers/bet-records-worker.ts';
import { createProviderRegistry, type ProviderAdapter } from './providers/provider-adapter.ts';
import type { ProviderTransfers } from './providers/provider-transfers.ts';
import { attachRealtime, type Realtime } from './realtime/echo-server.ts';
import { registerAccountRoutes } from './routes/account-routes.ts';
import { registerAgentRoutes } from './routes/agent-routes.ts';
import { registerAuthRoutes } from './routes/auth-routes.ts';
import { registerBonusRoutes } from './routes/bonus-routes.ts';
import { registerContentRoutes } from './routes/content-routes.ts';
import { registerEngagementRoutes } from './routes/engagement-routes.ts';
import { registerExclusionRoutes } from './routes/exclusion-routes.ts';
import { registerGameRoutes } from './routes/game-routes.ts';
import { registerHouseRoutes } from './routes/house-routes.ts';
import { registerInviteRoutes } from './routes/invite-routes.ts';
import { registerLoyaltyRoutes } from './routes/loyalty-routes.ts';
import { registerOperatorGameRoutes } from './routes/operator-game-routes.ts';
import { registerOperatorRoutes } from './routes/operator-routes.ts';
import { registerPaymentRoutes } from './routes/payment-routes.ts';
import { registerPlayRoutes } from './routes/play-routes.ts';
import { registerProtectionRoutes } from './routes/protection-routes.ts';
import { registerProviderRoutes } from './routes/provider-routes.ts';
import { registerSiteRoutes } from './routes/site-routes.ts';
import { registerTestHookRoutes } from './routes/test-hook-routes.ts';
import { registerTournamentRoutes } from './routes/tournament-routes.ts';
import { registerWalletRoutes } from './routes/wallet-routes.ts';
import { secretBox } from './secrets/sealed-secret.ts';
import { getRuntimeConfig } from './sites/get-runtime-config.ts';
import { normaliseHost } from './sites/resolve-site-by-host.ts';
import { createSiteOrigins } from './sites/site-origins.ts';
import { createSportsbookAdapter } from './sports/provider/sportsbook-adapter.ts';
import { registerSportsbook, type SportsbookOptions } from './sports/register-sportsbook.ts';
import { startTournamentWorker } from './tournaments/tournament-worker.ts';
import { registerVirtualRoutes } from './virtuals/virtual-routes.ts';

export type App = {
  http: FastifyInstance;
  realtime: Realtime;
  cache: ResponseCache;
  listen(): Promise<string>;
  close(): Promise<void>;
};

const RUNTIME_CONFIG_TTL_MS = 15_000;
/** As the site's content calls (routes/site-routes.ts); a banner change drops it at once. */
const HOME_BANNERS_TTL_MS = 15_000;

/** Parts that tests and deployments may replace. */
export type AppOptions = {
  /** Transfer-wallet adapters by gp_id; by default every provider keeps its wallets in the ledger. */
  transfersOf?: (gpId: number) => ProviderTransfers;
  /** Game provider adapters added to the built-in ones (one with the code of a built-in replaces it). */
  providers?: ProviderAdapter[];
  /** Receives the log lines instead of stdout. */
  logStream?: LogStream;
  /** The rate limiter (by default Redis's when configured, else this process's). */
  limiter?: RateLimiter;
  /** Fetches the outside pictures operator HTML names (by default over the network, as configuration allows). */
  pictureFetcher?: PictureFetcher;
  /** The sportsbook's settings and feed (tests give their own feed, a live delay and a clock). */
  sportsbook?: Pick<SportsbookOptions, 'settings' | 'now' | 'sleep'> & { feed?: Partial<SportsbookOptions['feed']> };
};

export async function createApp(config: Config, database: DatabaseHandle, options: AppOptions = {}): Promise<App> {
  const { db } = database;
  const requestLog = new RequestLog();
  const http = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // One line per request, at completion (docs/decisions/0041).
    logController: requestLog,
    requestTimeout: config.requestTimeoutMs,
    // Idle and slow clients do not keep connections forever (docs/security.md, T15).
    connectionTimeout: config.connectionIdleTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: connectionsCheckingInterval(config.headersTimeoutMs),
    },
    trustProxy: config.trustProxy,
    // Per route larger where a call carries files (CallOptions.bodyLimit, or Fastify's route bodyLimit).
    bodyLimit: config.bodyLimitBytes,
    return503OnClosing: true,
  });
  requestLog.use(http.log);

  capConnectionsPerAddress(http.server, config.maxConnectionsPerAddress);

  registerJsonParser(http);
  // Headers and compression wrap every reply registered after them (docs/decisions/0030).
  const site = readSiteTemplate(config.webDistDir);
  await registerSecurityHeaders(http, {
    production: config.production,
    siteTemplate: site.template,
    pictureHosts: config.contentPictures.hosts,
  });
  await registerCompression(http);

  // A value the database refuses is answered as bad input (400), never as a server failure.
  http.setErrorHandler(replyToError);

  // A call that has not answered within the request timeout gets a 503 rather than hanging the client.
  http.addHook('onRequest', async (request, reply) => {
    const timer = setTimeout(() => {
      if (!reply.sent) {
        request.log.warn({ url: redactUrl(request.url) }, 'request timed out');
        void reply.code(503).send(failure(503, 'request_timeout'));
      }
    }, config.requestTimeoutMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
  });

  const realtime = await attachRealtime(http.server, {
    db,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    logger: http.log,
    origins: { db, publicUrl: config.publicUrl, allowLoopback: !config.production },
    maxSocketsPerAddress: config.maxConnectionsPerAddress,
    pingIntervalMs: config.realtimePingIntervalMs,
    pingTimeoutMs: config.realtimePingTimeoutMs,
  });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  const accounts = {
    db,
    limiter: options.limiter ?? (redis ? createRedisRateLimiter(redis, config.redisPrefix) : createMemoryRateLimiter()),
    sms: createOutboxSmsSender(db, http.log, { logCodes: !config.production }),
    realtime,
    sessionTtlMs: config.sessionTtlMs,
    demoMode: config.demoMode,
    tokenSecret: config.tokenSecret,
    countryOf: (request: FastifyRequest) => visitorCountry(request, config.countryHeaders),
  };

  // Failed logins leave counters behind; once forgotten by every lock policy they go (hourly, on every node).
  const forgetMs = Math.max(
    ...[MEMBER_LOGIN_LOCK, MEMBER_ADDRESS_LOCK, OPERATOR_LOGIN_LOCK, OPERATOR_ADDRESS_LOCK].map((p) => p.forgetMs),
  );
  const purgeTimer = setInterval(() => {
    purgeForgottenFailures(db, forgetMs).catch((error) => http.log.warn({ err: error }, 'purge of login failures failed'));
  }, 3_600_000);
  purgeTimer.unref();
  http.addHook('onClose', async () => clearInterval(purgeTimer));

  const cache = new ResponseCache();
  // A content change on one node drops the cached replies of every node, before its event reaches the pages.
  cache.shareDrops((paths) => realtime.toOtherNodes({ kind: 'cacheDrop', paths: paths ? [...paths] : null }));
  realtime.onOtherNodes((message) => {
    if (message.paths) cache.dropPaths(message.paths, true);
    else cache.clear(true);
  });
  const registered: CallDefinition[] = [];
  const register = createCallRegistrar(http, db, { cache, checkReplies: !config.production, sessionTtlMs: config.sessionTtlMs });
  const registerCallFor: CallRegistrar = (call, handler, options) => {
    registered.push(call);
    register(call, handler, options);
  };
  const pictures = {
    hosts: config.contentPictures.hosts,
    fetcher:
      options.pictureFetcher ??
      createPictureFetcher({
        hosts: config.contentPictures.fetchHosts,
        allowPrivateAddresses: config.contentPictures.allowPrivateAddresses,
      }),
  };
  registerSiteRoutes(registerCallFor, db, pictures.hosts);
  await registerContentRoutes(registerCallFor, http, { db, realtime, cache, pictures });
  registerGameRoutes(registerCallFor, db);
  registerAuthRoutes(registerCallFor, { db, realtime });
  registerAccountRoutes(registerCallFor, accounts);
  const origins = createSiteOrigins({ db, publicUrl: config.publicUrl, listening: () => http.server.address() });
  const payments = createPaymentsContext({ db, realtime, ...config, origins, env: config.payments });
  registerPaymentRoutes(registerCallFor, http, payments);
  // Every game provider sits behind an adapter (docs/decisions/0012-provider-protocol.md); providers without one
  // are not playable on this deployment.
  // The built-in house provider (GPHS, docs/decisions/0013-house-games.md) is one of them, with its own game server.
  const houseSecret = houseProviderSecret(config.tokenSecret, config.houseProviderSecret);
  const builtInProviders: ProviderAdapter[] = [
    createHouseAdapter({ secret: houseSecret, db }),
    // The house sportsbook, a transfer-wallet provider (docs/decisions/0062), with a key of its own.
    createSportsbookAdapter({ db, secret: createHmac('sha256', houseSecret).update('sportsbook').digest('hex') }),
  ];
  const providers = createProviderRegistry(db, [...builtInProviders, ...(options.providers ?? [])]);
  await providers.prime();
  const wallet = { db, realtime, transfersOf: options.transfersOf ?? ((gpId: number) => providers.transfersOf(gpId)) };
  registerWalletRoutes(registerCallFor, wallet);
  registerProtectionRoutes(registerCallFor, db);
  registerExclusionRoutes(registerCallFor, { db, realtime });
  registerPlayRoutes(registerCallFor, { db, realtime, providers, wallet, demoMode: config.demoMode });
  const providerWallet = { db, realtime, providers };
  registerProviderRoutes(http, providerWallet);
  // The house reaches the wallet at HOUSE_WALLET_URL when configured, else in process (the endpoint's handler, signed
  // messages both ways): never at an address a request named (docs/security.md).
  // The games app's files and the shells of its pages (docs/decisions/0048-games-app.md).
  await registerGamesApp(http, { distDir: config.gamesDistDir });
  await registerAdminApp(http, { distDir: config.adminDistDir });
  const house = registerHouseRoutes(http, {
    db,
    webDistDir: config.webDistDir,
    secret: houseSecret,
    walletUrl: config.houseWalletUrl ?? 'http://in-process.invalid',
    ...(config.houseWalletUrl ? {} : { transport: inProcessWalletTransport(providerWallet) }),
  });
  // The virtual football league and the cockfight (docs/decisions/0035): clock-driven events, settled on every node.
  registerVirtualRoutes(http, { house, webDistDir: config.webDistDir, speed: config.virtualsSpeed });
  // The live casino's shared tables run rounds on a timer, on one node at a time (docs/decisions/0034-live-tables.md).
  registerLiveTables(http, {
    db,
    house,
    realtime,
    run: config.liveTables.enabled,
    timing: config.liveTables,
    webDistDir: config.webDistDir,
  });
  // The house lottery (docs/decisions/0052): its calls on every node, its draws moved on by one node at a time.
  registerLottery(http, registerCallFor, { house, io: realtime.io, ...config.lottery });
  registerOperatorRoutes(registerCallFor, {
    db,
    limiter: accounts.limiter,
    realtime,
    payments,
    secondFactor: { box: secretBox(config.operatorSecondFactor.key), required: config.operatorSecondFactor.required },
  });
  // The back office's game desk (decision 77): its changes drop the cached game lists.
  registerOperatorGameRoutes(registerCallFor, { db, cache });
  // Letters are delivered and promotions announced in the background, on every node (docs/decisions/0025).
  const engagementWorker = startEngagementWorker({ db, realtime, log: http.log });
  http.addHook('onClose', () => engagementWorker.stop());
  registerEngagementRoutes(registerCallFor, { db, realtime, wake: engagementWorker.wake, pictures });
  // Transfer-wallet providers' finished bets, read from their bet histories for rebates and commission (decision 64).
  const betRecordsWorker = startBetRecordsWorker({ db, providers, realtime, log: http.log });
  http.addHook('onClose', () => betRecordsWorker.stop());
  // Expired bonuses close and each site day's rebate is paid in the background, once across nodes (decision 33).
  const bonusWorker = startBonusWorker({ db, realtime, log: http.log });
  http.addHook('onClose', () => bonusWorker.stop());
  const loyaltyWorker = startLoyaltyWorker({ db, realtime, log: http.log });
  http.addHook('onClose', () => loyaltyWorker.stop());
  // Sign-ins whose session-time limit ran out end with their open pages, once across nodes (decision 82).
  const sessionLimitWorker = startSessionLimitWorker({ db, realtime, log: http.log });
  http.addHook('onClose', () => sessionLimitWorker.stop());
  const commissionWorker = startCommissionWorker({ db, realtime, log: http.log });
  http.addHook('onClose', () => commissionWorker.stop());
  // Friend-invite rewards as friends qualify, each paid once across nodes (decision 56).
  const friendRewardWorker = startFriendRewardWorker({ db, realtime, log: http.log });
  http.addHook('onClose', () => friendRewardWorker.stop());
  registerInviteRoutes(registerCallFor, { db });
  // Tournaments scored from the wallet calls, leaderboards pushed and prizes paid in the background (decision 85).
  const tournamentWorker = startTournamentWorker({ db, realtime, log: http.log });
  http.addHook('onClose', () => tournamentWorker.stop());
  registerTournamentRoutes(registerCallFor, { db, realtime });
  // The house sportsbook: its calls, page and rooms on every node; its feed on one node at a time (decisions 53, 62).
  await registerSportsbook(http, {
    db,
    registerCallFor,
    testHooks: config.testHooks,
    io: realtime.io,
    webDistDir: config.webDistDir,
    quickbet: { publicUrl: config.publicUrl, production: config.production },
    ...options.sportsbook,
    feed: { ...config.sportsFeed, ...options.sportsbook?.feed },
  });
  registerBonusRoutes(registerCallFor, { db, realtime });
  registerLoyaltyRoutes(registerCallFor, { db, realtime });
  registerAgentRoutes(registerCallFor, { db, realtime });
  if (config.testHooks) registerTestHookRoutes(http, db);

  http.get('/health', async () => ({ status: 'ok' }));
  http.get('/health/ready', async (_request, reply) => {
    try {
      await db.selectFrom('schema_migrations').select('name').limit(1).execute();
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });

  // Made on first request: converting every call's schemas is a noticeable part of the start-up.
  let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;
  http.get(`${API_PREFIX}/openapi.json`, async () => {
    openApi ??= buildOpenApiDocument(registered);
    return openApi;
  });

  const runtimeConfigFor = async (request: FastifyRequest) => {
    const country = config.countryHeaders.map((h) => request.headers[h]).find((v) => typeof v === 'string') as string | undefined;
    const visitor = { host: normaliseHost(request.hostname), country: country?.slice(0, 2).toUpperCase() ?? null };
    const key = `runtime|${visitor.host}|${visitor.country}`;
    const cached = cache.get(key);
    if (cached) return JSON.parse(cached);
    const generation = cache.generation;
    const runtime = await getRuntimeConfig(db, visitor, { production: config.production, demoMode: config.demoMode });
    if (runtime) cache.set(key, JSON.stringify(runtime), RUNTIME_CONFIG_TTL_MS, generation);
    return runtime;
  };
  http.get(`${API_PREFIX}/runtime_config`, async (request, reply) => {
    const runtime = await runtimeConfigFor(request);
    if (!runtime) return reply.code(404).send(failure(404, 'no_site'));
    return ok(runtime);
  });

  http.get<{ Params: { id: string } }>('/media/:id', async (request, reply) => {
    const id = Number(request.params.id);
    const media = Number.isSafeInteger(id) && id > 0 ? await readMedia(db, id) : undefined;
    if (!media) return reply.code(404).send(failure(404, 'not_found'));
    return reply.type(media.content_type).header('cache-control', 'public, max-age=86400').send(Buffer.from(media.body));
  });

  // The finished elements, under the carousel call's path in the cache, so that a banner change drops them with the
  // call's replies.
  const homeBannerElementsFor = async (runtime: RuntimeConfig, language: string): Promise<HomeBannerElements> => {
    const key = `${carouselPictureCall.path}|home|${runtime.SITE_ID}|${language}`;
    const elements = await cache.remember(key, HOME_BANNERS_TTL_MS, async () =>
      JSON.stringify(homeBannerElements(await readHomeBanners(db, runtime.SITE_ID, language))),
    );
    return JSON.parse(elements);
  };
  await registerStaticSite(http, {
    distDir: config.webDistDir,
    site,
    runtimeConfigFor,
    homeBannerElementsFor,
    initialRepliesFor: createInitialReplies(db, cache),
  });

  return {
    http,
    realtime,
    cache,
    async listen() {
      return http.listen({ port: config.port, host: config.host });
    },
    async close() {
      await realtime.close();
      await http.close();
      await redis?.quit().catch(() => undefined);
    },
  };
}
