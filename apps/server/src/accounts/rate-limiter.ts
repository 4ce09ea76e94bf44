import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for rate limits. With Redis every node shares the counts; without it (one embedded node)
 * they live in this process.
 */
export type RateLimiter = {
  /** Counts one hit and says whether the key is still within its limit for the window. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** Reads the current count without counting. */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
};

/** `prefix` names the deployment (config's redisPrefix): sites that share one Redis do not share counts. */
export function createRedisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  const counter = (key: string) => `${prefix}:rl:${key}`;
  return {
    async hit(key, limit, windowMs) {
      const [[, count]] = (await redis.multi().incr(counter(key)).pexpire(counter(key), windowMs, 'NX').exec()) as [
        [null, number],
      ];
      return count <= limit;
    },
    async count(key) {
      return Number((await redis.get(counter(key))) ?? 0);
    },
    async reset(key) {
      await redis.del(counter(key));
    },
  };
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt > now()) return entry;
    windows.delete(key);
    return undefined;
  };
  return {
    async hit(key, limit, windowMs) {
      if (windows.size > 100_000) for (const k of windows.keys()) if (!current(k)) windows.delete(k);
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count <= limit;
    },
    async count(key) {
      return current(key)?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
