import { randomBytes } from 'node:crypto';
import { publicChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { connectEcho, nextEvent, settle } from '../testing/echo-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const redisUrl = process.env.REDIS_URL;
const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

/** Two nodes of one site: the same Redis and Redis prefix (their databases are their own). */
async function startNodesOfOneSite(): Promise<[TestServer, TestServer]> {
  const sharedPrefix = `nodes-${randomBytes(6).toString('hex')}`;
  const nodes = await Promise.all([
    startTestServer({ redisUrl, env: { REDIS_PREFIX: sharedPrefix } }),
    startTestServer({ redisUrl, env: { REDIS_PREFIX: sharedPrefix } }),
  ]);
  servers.push(...nodes);
  return nodes;
}

describe.skipIf(!redisUrl)('several server nodes over Redis', () => {
  it('delivers an event emitted on one node to a client connected to another', async () => {
    const [nodeA, nodeB] = await startNodesOfOneSite();
    // A channel of the site (decision 41); each test's Redis prefix keeps its nodes apart from the others'.
    const channel = publicChannels.template('site02');
    const echo = connectEcho(nodeB.url);
    try {
      const received = nextEvent<{ url: string }>((cb) => echo.channel(channel).listen(`.${realtimeEvents.modelSponsorUrl}`, cb));
      await settle(echo);
      nodeA.app.realtime.broadcast(channel, realtimeEvents.modelSponsorUrl, { url: '/media/7' });
      expect(await received).toEqual({ url: '/media/7' });
    } finally {
      echo.disconnect();
    }
  });

  it('drops on every node the cached replies a content change on one node dropped', async () => {
    const [nodeA, nodeB] = await startNodesOfOneSite();
    const key = '/arks/web/announcement/marquee|en_US|{}';
    const other = '/web/logo|en_US|{}';
    for (const node of [nodeA, nodeB]) {
      node.app.cache.set(key, 'before the change', 60_000);
      node.app.cache.set(other, 'logos', 60_000);
    }
    nodeA.app.cache.dropPaths(['/arks/web/announcement/marquee']);
    expect(nodeA.app.cache.get(key)).toBeUndefined();
    await expect.poll(() => nodeB.app.cache.get(key)).toBeUndefined();
    expect(nodeB.app.cache.get(other)).toBe('logos');

    nodeB.app.cache.clear();
    await expect.poll(() => nodeA.app.cache.get(other)).toBeUndefined();
  });

  it('keeps two sites on one Redis apart: an event of one never reaches a client of the other', async () => {
    const [siteA, siteB] = await Promise.all([startTestServer({ redisUrl }), startTestServer({ redisUrl })]);
    servers.push(siteA, siteB);
    // A channel of the site (decision 41); each test's Redis prefix keeps its nodes apart from the others'.
    const channel = publicChannels.template('site02');
    const onA = connectEcho(siteA.url);
    const onB = connectEcho(siteB.url);
    try {
      const seenOnB: unknown[] = [];
      onB.channel(channel).listen(`.${realtimeEvents.modelSponsorUrl}`, (payload: unknown) => seenOnB.push(payload));
      const receivedOnA = nextEvent<{ url: string }>((cb) =>
        onA.channel(channel).listen(`.${realtimeEvents.modelSponsorUrl}`, cb),
      );
      await Promise.all([settle(onA), settle(onB)]);
      siteA.app.realtime.broadcast(channel, realtimeEvents.modelSponsorUrl, { url: '/media/8' });
      // Site A's own client has it; site B's client, on the same channel name, never does (Redis carries it within A).
      expect(await receivedOnA).toEqual({ url: '/media/8' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seenOnB).toEqual([]);
    } finally {
      onA.disconnect();
      onB.disconnect();
    }
  });
});
