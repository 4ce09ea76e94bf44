import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HOUSE_API_PREFIX } from '@casino/contract/house/house-call.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_PAGE_POLICY } from '../../house/house-page-parts.ts';
import { ledgerAccounts } from '../../ledger/ledger-accounts.ts';
import { postTransaction } from '../../ledger/post-transaction.ts';
import { fakeGamesBuild } from '../../testing/games-build.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../../testing/test-server.ts';
import { findSportsbookGpId } from '../provider/seed-sportsbook.ts';
import { offerTestEvent, reprice } from '../sports-test-helpers.ts';

/**
 * The home page's sports quick-bet iframe (docs/decisions/0067): the call that gives the page's address for one of the
 * site's own origins, the check of an address to frame (hostile ones refused, none of them fetched), the featured
 * events, the page with the house pages' policy, and the sportsbook opening on the event a tap launched it with.
 */
let server: TestServer;
let gpId: number;
/** A server that counts the requests it gets: no address the check reads may reach it. */
let trap: Server;
let trapHits = 0;
let trapOrigin = '';

beforeAll(async () => {
  server = await startTestServer({ env: { GAMES_DIST_DIR: fakeGamesBuild(['sports', 'sports-quickbet']) } });
  gpId = (await findSportsbookGpId(server.db)) ?? Number.NaN;
  trap = createServer((_request, response) => {
    trapHits += 1;
    response.end('ok');
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapOrigin = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => trap?.close(resolve));
});

const quickbetUrl = (domain: string, headers: Record<string, string> = {}) =>
  server.call('/arks/web/game/sport-quickbet-url', { currency: 'INR', support_device: 1, domain, site_id: 1 }, headers);
/** A funded member's launch of the sportsbook through play1, with the lobby address the site sends: its page's address. */
async function launch(prefix: string, lobbyPath: string): Promise<URL> {
  const member = await createSignedInMember(server.db, `${prefix}${Date.now() % 1_000_000}`);
  await postTransaction(server.db, server.db, {
    key: `fund:${prefix}:${member.memberId}`,
    kind: 'deposit',
    postings: [
      { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -10_000n },
      { account: ledgerAccounts.memberMain(member.memberId, 'INR'), amount: 10_000n },
    ],
  });
  const play = await server.call(
    '/member/game/play1',
    { gpId, game_type: 4, game_code: 'house-sportsbook', lobby_url: `${server.url}${lobbyPath}` },
    { authorization: `Bearer ${member.token}` },
  );
  expect(play.body.code, JSON.stringify(play.body)).toBe(1000);
  return new URL(play.body.data.game_url as string, server.url);
}

const checkIframe = (url: unknown) => server.call('/check_iframe', { url });

describe('the quick-bet address', () => {
  it("answers the quick-bet page on the site's own origin with the sportsbook's gp_id", async () => {
    const reply = await quickbetUrl(server.url, { lang: 'th_TH' });
    expect(reply.body.code).toBe(1000);
    expect(reply.body.data.detail.gp_id).toBe(gpId);
    const url = new URL(reply.body.data.detail.url);
    expect(url.origin).toBe(server.url);
    expect(url.pathname).toBe('/house/sports/quickbet');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'th_TH', currency: 'INR', device: '1' });
    // A bare host is taken as the site's host too.
    const bare = await quickbetUrl(new URL(server.url).host);
    expect(bare.body.data.detail.url).toContain(`${server.url}/house/sports/quickbet?`);
  });

  it('refuses a domain that is not one of the site’s own, or not an origin at all', async () => {
    const port = new URL(server.url).port;
    for (const domain of [
      'https://evil.example',
      `http://127.0.0.1.evil.example:${port}`,
      `http://user:pass@127.0.0.1:${port}`,
      `${server.url}/path`,
      'javascript:alert(1)',
      'data:text/html,hi',
      'evil.example',
      `${server.url}#@evil.example`,
    ]) {
      const reply = await quickbetUrl(domain);
      expect(reply.status, domain).toBe(200);
      expect(reply.body, domain).toMatchObject({ code: 101, message: 'quickbet.domain_not_allowed' });
    }
  });

  it('refuses malformed bodies with the validation error', async () => {
    const reply = await server.call('/arks/web/game/sport-quickbet-url', { currency: 'XXX', support_device: 9, domain: '' });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.data.fields).sort()).toEqual(['currency', 'domain', 'site_id', 'support_device']);
  });
});

describe('check_iframe', () => {
  it('allows the quick-bet page the site handed out', async () => {
    const given = (await quickbetUrl(server.url)).body.data.detail.url as string;
    expect((await checkIframe(given)).body).toMatchObject({ code: 1000, data: { is_valid: true } });
    expect((await checkIframe(`${server.url}/house/sports/quickbet`)).body.data.is_valid).toBe(true);
  });

  it('refuses every other address, and fetches none of them', async () => {
    const own = new URL(server.url);
    const hostile = [
      'https://evil.example/house/sports/quickbet',
      `${trapOrigin}/house/sports/quickbet`,
      `${trapOrigin}/`,
      'javascript:alert(document.cookie)',
      'JaVaScRiPt:alert(1)//http://127.0.0.1/house/sports/quickbet',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      `//${own.host}/house/sports/quickbet`,
      '/house/sports/quickbet',
      `http://evil.example@${own.host}/house/sports/quickbet`,
      `http://${own.host}@evil.example/house/sports/quickbet`,
      `http://${own.hostname}.evil.example:${own.port}/house/sports/quickbet`,
      `http://localhost.evil.example:${own.port}/house/sports/quickbet`,
      `${server.url}/house/sports/house-sportsbook?session=abc`,
      `${server.url}/house/sports/quickbet/../../../admin`,
      `${server.url}/house/sports/quickbet/extra`,
      `${server.url}/house/sports/quickbet?lang=en_US&next=https://evil.example`,
      `${server.url}/house/sports/quickbet#https://evil.example`,
      `${server.url}/house/sports/quickbet\\@evil.example`,
      ` ${server.url}/house/sports/quickbet`,
      `${server.url}/house/sports/quickbet\n`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:7f00:1]/house/sports/quickbet',
      'http://0x7f000001/house/sports/quickbet',
      'ftp://127.0.0.1/house/sports/quickbet',
      'not a url',
    ];
    for (const url of hostile) {
      const reply = await checkIframe(url);
      expect(reply.status, url).toBe(200);
      expect(reply.body.data, url).toEqual({ is_valid: false });
    }
    expect(trapHits).toBe(0);
  });

  it('refuses an address on another host than the page asking', async () => {
    const url = `${server.url}/house/sports/quickbet`;
    const reply = await server.app.http.inject({
      method: 'POST',
      url: '/api/check_iframe',
      headers: { host: 'localhost:1', 'content-type': 'application/json' },
      payload: { url },
    });
    expect(reply.json().data).toEqual({ is_valid: false });
  });

  it('refuses malformed bodies with the validation error, never a server error', async () => {
    for (const url of ['', 'x'.repeat(5_000), 12, null, ['a'], { href: 'x' }]) {
      const reply = await checkIframe(url);
      expect(reply.status, JSON.stringify(url).slice(0, 40)).toBe(400);
      expect(reply.body.message).toBe('validation_failed');
    }
  });
});

describe('the quick-bet page', () => {
  it('is served with the house pages’ policy and posts to its own origin only', async () => {
    const page = await fetch(`${server.url}/house/sports/quickbet?lang=th_TH&currency=INR&device=2`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(HOUSE_PAGE_POLICY);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('assets/sports-quickbet-abc.js');
    expect(html).toContain(`"parentOrigin":"${server.url}"`);
    expect(html).toContain('"language":"th_TH"');
    expect(html).toContain('"currency":"INR"');
    // A currency or language it does not know is left out or falls back; markup in them goes nowhere.
    const odd = await (await fetch(`${server.url}/house/sports/quickbet?lang=<b>&currency=<script>`)).text();
    expect(odd).toContain('"currency":""');
    expect(odd).not.toContain('<script>"');
    // Asked under a host that is not the site's, it names no origin to post to.
    const spoofed = await server.app.http.inject({
      method: 'GET',
      url: '/house/sports/quickbet',
      headers: { host: 'evil.example' },
    });
    expect(spoofed.body).toContain('"parentOrigin":""');
  });

  it('reads the featured events: live first, then the next to start, only with a market open', async () => {
    const run = Date.now().toString(36);
    await offerTestEvent(server.db, `qb:${run}:later`, { home: 185n, away: 195n });
    await offerTestEvent(
      server.db,
      `qb:${run}:live`,
      { home: 150n, away: 250n },
      { kind: 'live', score: { home: 1, away: 0 }, clock: '2nd set' },
    );
    await offerTestEvent(server.db, `qb:${run}:held`, { home: 150n, away: 250n });
    await reprice(server.db, `qb:${run}:held`, { home: 150n, away: 250n }, undefined, 'suspended');
    const response = await fetch(`${server.url}${HOUSE_API_PREFIX}/sports/featured`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: '', sport: 'tennis' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      events: { event_id: string; status: string; markets: { selections: { odds: string }[] }[] }[];
    };
    const ids = body.events.map((e: { event_id: string }) => e.event_id);
    expect(ids).toContain(`qb:${run}:live`);
    expect(ids).not.toContain(`qb:${run}:held`);
    expect(ids.length).toBeLessThanOrEqual(6);
    expect(body.events[0]?.status).toBe('live');
    expect(body.events[0]?.markets[0]?.selections.map((s: { odds: string }) => s.odds)).toEqual(['1.50', '2.50']);

    const refused = await fetch(`${server.url}${HOUSE_API_PREFIX}/sports/featured`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: '', sport: 'curling' }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'invalid_request' });
  });

  it('opens the sportsbook on the event the quick-bet tap launched it with', async () => {
    const tapped = await launch('qbt', '/close?sports_event=qb%3Aevent%3A1');
    expect(await (await fetch(tapped)).text()).toContain('"openEvent":"qb:event:1"');
    const plain = await launch('qbp', '/close');
    expect(await (await fetch(plain)).text()).toContain('"openEvent":null');
    const hostile = await launch('qbh', '/close?sports_event=%3Cscript%3E');
    expect(await (await fetch(hostile)).text()).toContain('"openEvent":null');
  });
});
