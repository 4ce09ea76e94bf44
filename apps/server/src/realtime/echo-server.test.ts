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

  it('opens the currency channel only for members of that currency', async () => {
    const inr = await createSignedInMember(server.db, 'realtime04', 1, 'INR');
    const echo = client(inr.token);
    const refusal = nextEvent<string>((cb) => socketOf(echo).on('subscription_error', (channel: string) => cb(channel)));
    const own = nextEvent<unknown>((cb) => echo.private('member.INR').listen('.RedEnvelopeDisplay', cb));
    echo.private('member.USD').listen('.RedEnvelopeDisplay', () => undefined);
    expect(await refusal).toBe('private-member.USD');
    server.app.realtime.broadcast(privateChannels.memberCurrency('INR'), 'RedEnvelopeDisplay', { id: 1 });
    expect(await own).toEqual({ id: 1 });
  });
});

describe('presence channels', () => {
  it('tells who is here, who joins and who leaves', async () => {
    const alice = await createSignedInMember(server.db, 'presence01');
    const bob = await createSignedInMember(server.db, 'presence02');
    const first = client(alice.token);
    const here = nextEvent<{ id: number }[]>((cb) => first.join('lobby.1').here(cb));
    expect(await here).toEqual([{ id: alice.memberId, member_type: 1 }]);

    const joining = nextEvent<{ id: number }>((cb) => first.join('lobby.1').joining(cb));
    const second = client(bob.token);
    const bobHere = nextEvent<{ id: number }[]>((cb) => second.join('lobby.1').here(cb));
    expect((await joining).id).toBe(bob.memberId);
    expect((await bobHere).map((m) => m.id).sort()).toEqual([alice.memberId, bob.memberId].sort());

    const leaving = nextEvent<{ id: number }>((cb) => first.join('lobby.1').leaving(cb));
    second.disconnect();
    expect((await leaving).id).toBe(bob.memberId);
  });
});
