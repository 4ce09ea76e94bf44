import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.ts';

const redisUrl = process.env.REDIS_URL;
const clients: Redis[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.quit()));
});

function behavesAsALimiter(name: string, make: () => RateLimiter, skip = false) {
  describe.skipIf(skip)(name, () => {
    it('lets the limit through in a window and refuses the rest', async () => {
      const limiter = make();
      const key = `test:${randomBytes(6).toString('hex')}`;
      const results = [];
      for (let i = 0; i < 5; i++) results.push(await limiter.hit(key, 3, 60_000));
      expect(results).toEqual([true, true, true, false, false]);
      expect(await limiter.count(key)).toBe(5);
      await limiter.reset(key);
      expect(await limiter.hit(key, 3, 60_000)).toBe(true);
    });

    it('opens again when the window ends', async () => {
      const limiter = make();
      const key = `test:${randomBytes(6).toString('hex')}`;
      expect(await limiter.hit(key, 1, 100)).toBe(true);
      expect(await limiter.hit(key, 1, 100)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await limiter.hit(key, 1, 100)).toBe(true);
    });

    it('counts concurrent hits exactly', async () => {
      const limiter = make();
      const key = `test:${randomBytes(6).toString('hex')}`;
      const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(key, 20, 60_000)));
      expect(results.filter(Boolean)).toHaveLength(20);
    });
  });
}

behavesAsALimiter('in-process limiter', () => createMemoryRateLimiter());
behavesAsALimiter(
  'Redis limiter shared by every node',
  () => {
    const client = new Redis(redisUrl ?? '');
    clients.push(client);
    return createRedisRateLimiter(client, `test-${randomBytes(4).toString('hex')}`);
  },
  !redisUrl,
);

describe.skipIf(!redisUrl)('two nodes on one Redis', () => {
  it('share their counts', async () => {
    const [a, b] = [new Redis(redisUrl ?? ''), new Redis(redisUrl ?? '')];
    clients.push(a, b);
    const key = `test:${randomBytes(6).toString('hex')}`;
    expect(await createRedisRateLimiter(a, 'site-a').hit(key, 1, 60_000)).toBe(true);
    expect(await createRedisRateLimiter(b, 'site-a').hit(key, 1, 60_000)).toBe(false);
  });

  it('keep apart the counts of two deployments (two prefixes)', async () => {
    const client = new Redis(redisUrl ?? '');
    clients.push(client);
    const key = `test:${randomBytes(6).toString('hex')}`;
    expect(await createRedisRateLimiter(client, 'site-a').hit(key, 1, 60_000)).toBe(true);
    expect(await createRedisRateLimiter(client, 'site-b').hit(key, 1, 60_000)).toBe(true);
    expect(await createRedisRateLimiter(client, 'site-b').count(key)).toBe(1);
  });
});
