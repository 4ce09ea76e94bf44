import { randomBytes } from 'node:crypto';
import { realtimeEvents } from '@casino/contract/realtime.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { connectEcho, nextEvent, settle } from '../testing/echo-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const redisUrl = process.env.REDIS_URL;
const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

describe.skipIf(!redisUrl)('several server nodes over Redis', () => {
  it('delivers an event emitted on one node to a client connected to another', async () => {
    const [nodeA, nodeB] = await Promise.all([startTestServer({ redisUrl }), startTestServer({ redisUrl })]);
    servers.push(nodeA, nodeB);
    const channel = `web_api_test_${randomBytes(4).toString('hex')}_template`;
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
});
