import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import { drandSettingsFrom } from './lottery/drand-beacon.ts';
import { lotterySettingsFrom } from './lottery/lottery-config.ts';
import { purposeKey } from './secrets/sealed-secret.ts';

/**
 * The Redis prefix of the database the server runs on: its host, port and name (not its credentials), or the PGlite
 * folder, hashed so that nothing about it shows in Redis.
 */
function databaseRedisPrefix(databaseUrl: string | undefined, dataDir: string): string {
  let identity = `pglite:${resolve(dataDir)}`;
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    identity = `postgres:${url.hostname}:${url.port || '5432'}${url.pathname}`;
  }
  return `casino-${createHash('sha256').update(identity).digest('hex').slice(0, 12)}`;
}

const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const DEVELOPMENT_TOKEN_SECRET = 'development-only-secret-change-me';

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(resolve(REPO_ROOT, 'data')),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /**
   * Names this deployment's keys and realtime channels in Redis. The nodes of one site share it; by default it is made
   * from the database the server runs on, so two sites (or test runs) on one Redis never hear each other's events or
   * share rate-limit counts.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .optional(),
  WEB_DIST_DIR: z.string().default(resolve(REPO_ROOT, 'apps/web/dist')),
  /** The games app's build (apps/games, decision 48), served under /house/app/. */
  GAMES_DIST_DIR: z.string().default(resolve(REPO_ROOT, 'apps/games/dist')),
  /** The back office's build (apps/admin, decision 72), served under /admin/. */
  ADMIN_DIST_DIR: z.string().default(resolve(REPO_ROOT, 'apps/admin/dist')),
  /** The demo data: on by default outside production, off in production unless 1 (and then without known passwords). */
  SEED_DEMO: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** The largest request body a call takes unless its route allows more (file uploads). */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1_024)
    .max(64 * 1_048_576)
    .default(64 * 1_024),
  /** A client must have sent a request's headers within this time, or its connection is closed (slow headers). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  /** An idle keep-alive connection is closed after this time; keep it above the load balancer's idle timeout. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** A connection on which nothing moves for this long is closed (websockets keep themselves alive with pings). */
  CONNECTION_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** Open connections one client address may hold; 0 for no cap. Default 64, or 0 behind a proxy (TRUST_PROXY=1). */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** The realtime server pings each socket this often, and drops one that has not answered within the timeout. */
  REALTIME_PING_INTERVAL_MS: z.coerce.number().int().positive().default(25_000),
  REALTIME_PING_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** Secret that keys HMACs of this deployment; the default is for local use only. */
  TOKEN_SECRET: z.string().min(16).default(DEVELOPMENT_TOKEN_SECRET),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 7),
  /** Headers the edge sets with the visitor's ISO country, read in this order. */
  COUNTRY_HEADERS: z.string().default('cf-ipcountry,x-country-code,x-vercel-ip-country'),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  /** A demonstration deployment: real play is off (SPEC section 6, "Demo mode flag"). */
  DEMO_MODE: z.enum(['0', '1']).default('0'),
  /** Read-outs of captcha answers and SMS codes for automated tests; refused in production. */
  TEST_HOOKS: z.enum(['0', '1']).default('0'),
  /** The built-in sandbox payment gateway: on by default outside production, off in production unless 1. */
  SANDBOX_GATEWAY: z.enum(['0', '1']).optional(),
  /** Secret of the sandbox gateway's callback signatures; by default derived from TOKEN_SECRET. */
  SANDBOX_GATEWAY_SECRET: z.string().min(16).optional(),
  /** Secret shared by the built-in house provider and the wallet endpoint; by default derived from TOKEN_SECRET. */
  HOUSE_PROVIDER_SECRET: z.string().min(16).optional(),
  /** Key (32 bytes: 64 hex digits or base64) sealing operators' authenticator secrets; by default derived from TOKEN_SECRET. */
  OPERATOR_TOTP_KEY: z.string().optional(),
  /** Key (32 bytes: 64 hex digits or base64) sealing the lottery's draw seeds until published; by default derived from TOKEN_SECRET. */
  LOTTERY_SEED_KEY: z.string().optional(),
  /** 1: admin and finance operators sign in with an authenticator app, set up at their first sign-in; 1 in production. */
  OPERATOR_SECOND_FACTOR: z.enum(['0', '1']).optional(),
  /** The public origin of the site, for the addresses handed to payment gateways and providers; required in production. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Where the built-in house provider reaches the wallet endpoint; by default this server's own loopback address.
   * Never taken from a request (docs/security.md).
   */
  HOUSE_WALLET_URL: z.string().url().optional(),
  /**
   * Hosts whose https pictures operator HTML may show as they are (docs/decisions/0042): comma-separated host names
   * ('cdn.example.com', 'img.example.com:8443'). The page's CSP img-src lists them. Empty: only the site's media.
   */
  CONTENT_IMAGE_HOSTS: z.string().default(''),
  /**
   * Hosts the server may fetch a picture from when operator HTML naming it is saved (then stored and served from the
   * site's media): comma-separated host names, or '*' for any. In production loopback, private and link-local
   * addresses are refused whatever this says. Empty: none, and such HTML is refused until the picture is uploaded.
   */
  CONTENT_IMAGE_FETCH_HOSTS: z.string().default(''),
  /** Divides the periods of the virtual football league and the cockfight (docs/decisions/0035); 1 in production. */
  VIRTUALS_SPEED: z.coerce.number().int().min(1).max(100).default(1),
  /**
   * The sportsbook's built-in feed simulator (docs/decisions/0053): 1 runs it (on one node at a time); by default on
   * in development only. Its seed makes the fixtures and results, its speed divides the live match clock.
   */
  SPORTS_FEED: z.enum(['0', '1']).optional(),
  SPORTS_FEED_SEED: z.string().min(1).max(100).default('sportsbook'),
  SPORTS_FEED_SPEED: z.coerce.number().int().min(1).max(100).default(3),
  /** Live tables (docs/decisions/0034-live-tables.md): 0 stops their rounds on this node; the round timings. */
  LIVE_TABLES: z.enum(['0', '1']).default('1'),
  LIVE_BETTING_MS: z.coerce.number().int().min(1_000).max(600_000).default(15_000),
  LIVE_REVEAL_STEP_MS: z.coerce.number().int().min(100).max(10_000).default(1_000),
  LIVE_RESULT_MS: z.coerce.number().int().min(500).max(60_000).default(5_000),
  /** Days settled live rounds and their bets are kept before the purge deletes them. */
  LIVE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(30),
  /**
   * The house lottery (docs/decisions/0052-lottery-draw-scheduling.md): 0 keeps this node from moving draws on (its
   * calls are still answered); each game's bet close in seconds before the draw, as `lottery-dice=15,lottery-north=1800`.
   */
  LOTTERY_DRAWS: z.enum(['0', '1']).default('1'),
  LOTTERY_CLOSE_SECONDS: z.string().max(500).default(''),
  /**
   * A drand beacon whose round due at each draw's close joins the draw's public value (lottery/drand-beacon.ts,
   * docs/decisions/0068): its HTTP address, chain hash, genesis (epoch seconds) and period (seconds), all or none.
   */
  LOTTERY_BEACON_URL: z.string().max(500).optional(),
  LOTTERY_BEACON_CHAIN: z.string().max(64).optional(),
  LOTTERY_BEACON_GENESIS: z.string().max(20).optional(),
  LOTTERY_BEACON_PERIOD: z.string().max(10).optional(),
});

/** The origin of an http(s) URL given in configuration; anything else is refused. */
function httpOrigin(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL`);
  return url.origin;
}

/** A list of host names ('a.example, b.example:8443'), lower case; anything that is not a host[:port] is refused. */
function hostList(name: string, value: string): string[] {
  const hosts = value
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/.test(host)) {
      throw new Error(`${name}: '${host}' is not a host name (write host or host:port, without a scheme or path)`);
    }
  }
  return [...new Set(hosts)];
}

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // A variable set to the empty string counts as not set, as deployment tools often leave them so.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environment.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const warnings: string[] = [];
  if (e.TOKEN_SECRET === DEVELOPMENT_TOKEN_SECRET) {
    if (e.NODE_ENV === 'production') throw new Error('TOKEN_SECRET must be set in production');
    warnings.push('TOKEN_SECRET is the development default: set it before this server faces the internet');
  }
  if (e.TEST_HOOKS === '1' && e.NODE_ENV === 'production') throw new Error('TEST_HOOKS cannot be on in production');
  // Addresses handed to gateways and providers come from configuration, never from a request's Host header.
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new Error('PUBLIC_URL must be set in production: the public https origin of the site, e.g. https://casino.example.com');
  }
  const publicUrl = httpOrigin('PUBLIC_URL', e.PUBLIC_URL);
  const houseWalletUrl = httpOrigin('HOUSE_WALLET_URL', e.HOUSE_WALLET_URL);
  // Node refuses a headers timeout longer than the request timeout.
  if ((e.HEADERS_TIMEOUT_MS ?? 0) > e.REQUEST_TIMEOUT_MS) {
    throw new Error('HEADERS_TIMEOUT_MS must not be above REQUEST_TIMEOUT_MS');
  }
  const headersTimeoutMs = e.HEADERS_TIMEOUT_MS ?? Math.min(10_000, e.REQUEST_TIMEOUT_MS);
  const pictureFetchHosts =
    e.CONTENT_IMAGE_FETCH_HOSTS.trim() === '*' ? '*' : hostList('CONTENT_IMAGE_FETCH_HOSTS', e.CONTENT_IMAGE_FETCH_HOSTS);
  // Demo accounts have published passwords: a production deployment seeds them only when asked to.
  const seedDemo = (e.SEED_DEMO ?? (e.NODE_ENV === 'production' ? '0' : '1')) === '1';
  if (seedDemo && e.NODE_ENV === 'production') {
    warnings.push('SEED_DEMO=1 in production: demo sites and content are seeded, but no demo member or operator');
  }
  if (e.NODE_ENV === 'production' && !e.DATABASE_URL) {
    warnings.push('DATABASE_URL is not set: running on the embedded PGlite database in DATA_DIR');
  }
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX ?? databaseRedisPrefix(e.DATABASE_URL, e.DATA_DIR),
    webDistDir: e.WEB_DIST_DIR,
    gamesDistDir: e.GAMES_DIST_DIR,
    adminDistDir: e.ADMIN_DIST_DIR,
    seedDemo,
    /** Demo members and operators with the published passwords of the README; never in production. */
    seedDemoAccounts: e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    headersTimeoutMs,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    connectionIdleTimeoutMs: e.CONNECTION_IDLE_TIMEOUT_MS,
    // Behind a proxy every connection comes from the proxy's address: no default cap there.
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? (e.TRUST_PROXY === '1' ? 0 : 64),
    realtimePingIntervalMs: e.REALTIME_PING_INTERVAL_MS,
    realtimePingTimeoutMs: e.REALTIME_PING_TIMEOUT_MS,
    tokenSecret: e.TOKEN_SECRET,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    countryHeaders: e.COUNTRY_HEADERS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY === '1',
    demoMode: e.DEMO_MODE === '1',
    testHooks: e.TEST_HOOKS === '1',
    houseProviderSecret: e.HOUSE_PROVIDER_SECRET,
    operatorSecondFactor: {
      key: purposeKey(e.TOKEN_SECRET, 'operator-totp', e.OPERATOR_TOTP_KEY),
      required: (e.OPERATOR_SECOND_FACTOR ?? (e.NODE_ENV === 'production' ? '1' : '0')) === '1',
    },
    virtualsSpeed: e.VIRTUALS_SPEED,
    sportsFeed: {
      enabled: (e.SPORTS_FEED ?? (e.NODE_ENV === 'development' ? '1' : '0')) === '1',
      seed: e.SPORTS_FEED_SEED,
      speed: e.SPORTS_FEED_SPEED,
    },
    liveTables: {
      enabled: e.LIVE_TABLES === '1',
      bettingMs: e.LIVE_BETTING_MS,
      revealStepMs: e.LIVE_REVEAL_STEP_MS,
      resultMs: e.LIVE_RESULT_MS,
      retentionMs: e.LIVE_RETENTION_DAYS * 24 * 3_600_000,
    },
    lottery: {
      draws: e.LOTTERY_DRAWS === '1',
      settings: lotterySettingsFrom(e.LOTTERY_CLOSE_SECONDS),
      seedKey: purposeKey(e.TOKEN_SECRET, 'lottery-seed', e.LOTTERY_SEED_KEY),
      beacon: drandSettingsFrom(e),
    },
    publicUrl,
    houseWalletUrl,
    /** Where the pictures of operator HTML may come from (docs/decisions/0042). */
    contentPictures: {
      hosts: hostList('CONTENT_IMAGE_HOSTS', e.CONTENT_IMAGE_HOSTS),
      fetchHosts: pictureFetchHosts as string[] | '*',
      // A server that fetches what an operator names must not reach its own network in production (SSRF).
      allowPrivateAddresses: e.NODE_ENV !== 'production',
    },
    payments: { SANDBOX_GATEWAY: e.SANDBOX_GATEWAY, SANDBOX_GATEWAY_SECRET: e.SANDBOX_GATEWAY_SECRET, PUBLIC_URL: publicUrl },
    warnings,
  };
}
