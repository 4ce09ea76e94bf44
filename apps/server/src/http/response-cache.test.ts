import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.ts';

describe('ResponseCache', () => {
  it('keeps a reply for its time to live, and drops the replies of a changed call', () => {
    const cache = new ResponseCache();
    cache.set('/web/notices|en_US|{}', 'old', 15_000, cache.generation, 1_000);
    cache.set('/web/logo|en_US|{}', 'logo', 15_000, cache.generation, 1_000);
    expect(cache.get('/web/notices|en_US|{}', 2_000)).toBe('old');
    expect(cache.get('/web/notices|en_US|{}', 16_000)).toBeUndefined();

    cache.set('/web/notices|en_US|{}', 'old', 15_000, cache.generation, 1_000);
    cache.dropPaths(['/web/notices']);
    expect(cache.get('/web/notices|en_US|{}', 2_000)).toBeUndefined();
    expect(cache.get('/web/logo|en_US|{}', 2_000)).toBe('logo');
  });

  it('does not keep a reply read before a change that was dropped while it was being made', () => {
    const cache = new ResponseCache();
    // A visitor's call starts reading the notices...
    const generation = cache.generation;
    // ...an operator saves a notice meanwhile: the cached replies are dropped and the clients told to ask again...
    cache.dropPaths(['/web/notices']);
    // ...and the first call's reply, read before the save, comes back: it must not be served to those who ask again.
    cache.set('/web/notices|en_US|{}', 'without the new notice', 15_000, generation);
    expect(cache.get('/web/notices|en_US|{}')).toBeUndefined();

    // A reply made after the change is kept.
    const after = cache.generation;
    cache.set('/web/notices|en_US|{}', 'with the new notice', 15_000, after);
    expect(cache.get('/web/notices|en_US|{}')).toBe('with the new notice');
    cache.clear();
    cache.set('/web/notices|en_US|{}', 'read before the clean', 15_000, after);
    expect(cache.get('/web/notices|en_US|{}')).toBeUndefined();
  });

  it('remembers a computed body, except one computed while a drop happened', async () => {
    const cache = new ResponseCache();
    let computed = 0;
    const compute = async () => `body ${++computed}`;
    expect(await cache.remember('a', 60_000, compute)).toBe('body 1');
    expect(await cache.remember('a', 60_000, compute)).toBe('body 1');
    expect(
      await cache.remember('b', 60_000, async () => {
        cache.clear();
        return compute();
      }),
    ).toBe('body 2');
    expect(await cache.remember('b', 60_000, compute)).toBe('body 3');
  });
});
