import { privateChannels, publicChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectEcho, nextEvent, settle, socketOf } from '../testing/echo-client.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
const clients: ReturnType<typeof connectEcho>[] = [];
function client(token?: string) {
  const echo = connectEcho(server.url, token);
  clients.push(echo);
  return echo;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});
afterAll(() => server.close());

describe('public channels', () => {
  it('delivers an event to a stock laravel-echo client', async () => {
    const echo = client();
    const received = nextEvent<{ url: string }>((cb) =>
      echo.channel(publicChannels.webApi('INR')).listen(`.${realtimeEvents.carouselPictureUrl}`, cb),
    );
    await settle(echo);
    server.app.realtime.broadcast(publicChannels.webApi('INR'), realtimeEvents.carouselPictureUrl, { url: '/media/1' });
    expect(await received).toEqual({ url: '/media/1' });
  });

  it('does not deliver events of channels the client did not join', async () => {
    const echo = client();
    let got = false;
    echo.channel(publicChannels.webMember).listen('.app_clean_cache', () => {
      got = true;
    });
    const template = nextEvent<unknown>((cb) => echo.channel(publicChannels.template('site02')).listen('.model_login.url', cb));
    await settle(echo);
    server.app.realtime.broadcast(publicChannels.webApi('USD'), 'app_clean_cache', {});
    server.app.realtime.broadcast(publicChannels.template('site02'), 'model_login.url', { url: 'x' });
    await template;
    expect(got).toBe(false);
  });
});

describe('private member channels', () => {
  it('delivers to the member whose token opens the channel', async () => {
    const { memberId, token } = await createSignedInMember(server.db, 'realtime01');
    const echo = client(token);
    const cash = nextEvent<{ cash: string }>((cb) =>
      echo.private(`member.${memberId}`).listen(`.${realtimeEvents.memberCash}`, cb),
    );
    await settle(echo);
    server.app.realtime.broadcast(privateChannels.member(memberId), realtimeEvents.memberCash, { cash: '10.00' });
    expect(await cash).toEqual({ cash: '10.00' });
  });

  it('refuses a client without a token, and with another member token', async () => {
    const victim = await createSignedInMember(server.db, 'realtime02');
    const intruder = await createSignedInMember(server.db, 'realtime03');
    for (const echo of [client(), client(intruder.token), client('forged-token')]) {
      let leaked = false;
      const refusal = nextEvent<[string, number]>((cb) =>
        socketOf(echo).on('subscription_error', (channel: string, status: number) => cb([channel, status])),
      );
      echo.private(`member.${victim.memberId}`).listen(`.${realtimeEvents.memberCash}`, () => {
        leaked = true;
      });
      expect(await refusal).toEqual([privateChannels.member(victim.memberId), 403]);
      server.app.realtime.broadcast(privateChannels.member(victim.memberId), realtimeEvents.memberCash, { cash: '1' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(leaked).toBe(false);
    }
  });

  it('refuses the currency channel, which no page follows', async () => {
    const inr = await createSignedInMember(server.db, 'realtime04', 1, 'INR');
    const echo = client(inr.token);
    const refusal = nextEvent<[string, number]>((cb) =>
      socketOf(echo).on('subscription_error', (channel: string, status: number) => cb([channel, status])),
    );
    let leaked = false;
    echo.private('member.INR').listen('.RedEnvelopeDisplay', () => {
      leaked = true;
    });
    expect(await refusal).toEqual(['private-member.INR', 403]);
    server.app.realtime.broadcast(privateChannels.memberCurrency('INR'), 'RedEnvelopeDisplay', { id: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(leaked).toBe(false);
  });
});

describe('channels the site does not use', () => {
  /** The status of the subscription_error answering a subscribe of `channel`, or 'no answer'. */
  async function answerTo(channel: unknown, token?: string): Promise<number | 'no answer'> {
    const echo = client(token);
    const socket = socketOf(echo);
    await settle(echo);
    const answer = new Promise<number | 'no answer'>((resolve) => {
      socket.on('subscription_error', (_channel: string, status: number) => resolve(status));
      setTimeout(() => resolve('no answer'), 1_000);
    });
    socket.emit('subscribe', { channel, auth: token ? { headers: { Authorization: `Bearer ${token}` } } : {} });
    return answer;
  }

  it('refuses presence channels, even to a signed-in member', async () => {
    const alice = await createSignedInMember(server.db, 'presence01');
    expect(await answerTo('presence-lobby.1', alice.token)).toBe(403);
  });

  it('refuses a malformed name with the same 403 as any refused name', async () => {
    for (const channel of ['a:b', '#session:1', '', 'x'.repeat(300), 42, null]) expect(await answerTo(channel)).toBe(403);
  });

  it('refuses a template or currency no site has', async () => {
    expect(await answerTo(publicChannels.template('nosuchsite'))).toBe(403);
    expect(await answerTo(publicChannels.webApi('XYZ'))).toBe(403);
    expect(await answerTo(publicChannels.template('H5_1'))).toBe('no answer');
    expect(await answerTo(publicChannels.webMember)).toBe('no answer');
  });
});
