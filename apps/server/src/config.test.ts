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

  it('reads the edge country headers in order', () => {
    expect(loadConfig({ COUNTRY_HEADERS: 'X-A, x-b' }).countryHeaders).toEqual(['x-a', 'x-b']);
  });
});
