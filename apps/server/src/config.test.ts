import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has safe defaults for local use, with a loud warning about the secret', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.warnings.join(' ')).toContain('TOKEN_SECRET');
  });

  it('refuses to start in production with the development secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET/);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(/PORT.*DATABASE_URL|DATABASE_URL.*PORT/);
  });

  it('treats empty variables as not set', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '', PORT: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it('names its Redis keys after its database, so sites on one Redis stay apart, unless REDIS_PREFIX is given', () => {
    const first = loadConfig({ DATABASE_URL: 'postgres://app:secret@db.internal:5432/site_one' }).redisPrefix;
    expect(first).toMatch(/^casino-[0-9a-f]{12}$/);
    // The nodes of one site (same database, whatever credentials) share it; another database gets another.
    expect(loadConfig({ DATABASE_URL: 'postgres://other:pw@db.internal/site_one' }).redisPrefix).toBe(first);
    expect(loadConfig({ DATABASE_URL: 'postgres://app:secret@db.internal:5432/site_two' }).redisPrefix).not.toBe(first);
    expect(loadConfig({ DATA_DIR: '/srv/a' }).redisPrefix).not.toBe(loadConfig({ DATA_DIR: '/srv/b' }).redisPrefix);
    expect(first).not.toContain('secret');
    expect(loadConfig({ REDIS_PREFIX: 'brand-a' }).redisPrefix).toBe('brand-a');
    expect(() => loadConfig({ REDIS_PREFIX: 'a b{c}' })).toThrow(/REDIS_PREFIX/);
  });

  it('seeds the demo outside production, and in production only when asked, never its accounts', () => {
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'a-production-secret-value',
      PUBLIC_URL: 'https://casino.example',
    };
    expect(loadConfig({})).toMatchObject({ seedDemo: true, seedDemoAccounts: true });
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig(production)).toMatchObject({ seedDemo: false, seedDemoAccounts: false });
    const asked = loadConfig({ ...production, SEED_DEMO: '1' });
    expect(asked).toMatchObject({ seedDemo: true, seedDemoAccounts: false });
    expect(asked.warnings.join(' ')).toContain('SEED_DEMO=1 in production');
  });

  it('closes slow and idle connections and caps them per address, with no default cap behind a proxy', () => {
    expect(loadConfig({})).toMatchObject({
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      connectionIdleTimeoutMs: 60_000,
      maxConnectionsPerAddress: 64,
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).maxConnectionsPerAddress).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '500' }).maxConnectionsPerAddress).toBe(500);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '4000' }).headersTimeoutMs).toBe(4_000);
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '-1' })).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
  });

  it('reads the edge country headers in order', () => {
    expect(loadConfig({ COUNTRY_HEADERS: 'X-A, x-b' }).countryHeaders).toEqual(['x-a', 'x-b']);
  });
  it('reaches a drand beacon for the lottery only when all four of its variables are set', () => {
    expect(loadConfig({}).lottery.beacon).toBeNull();
    const beacon = {
      LOTTERY_BEACON_URL: 'https://api.drand.sh',
      LOTTERY_BEACON_CHAIN: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
      LOTTERY_BEACON_GENESIS: '1692803367',
      LOTTERY_BEACON_PERIOD: '3',
    };
    expect(loadConfig(beacon).lottery.beacon).toEqual({
      baseUrl: 'https://api.drand.sh',
      chainHash: beacon.LOTTERY_BEACON_CHAIN,
      genesisSeconds: 1692803367,
      periodSeconds: 3,
    });
    expect(() => loadConfig({ ...beacon, LOTTERY_BEACON_PERIOD: '' })).toThrow(/go together/);
    expect(() => loadConfig({ ...beacon, LOTTERY_BEACON_CHAIN: 'abc' })).toThrow(/LOTTERY_BEACON_CHAIN/);
  });
});
