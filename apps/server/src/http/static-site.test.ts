import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isSuccessCode } from '@casino/contract/envelope.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><!--runtime-config--></head><body><!--first-banner--><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  copyFileSync(join(import.meta.dirname, '../../../web/public/favicon.ico'), join(dist, 'favicon.ico'));
  server = await startTestServer({ env: { WEB_DIST_DIR: dist } });
});
afterAll(() => server.close());

function runtimeConfigOf(html: string) {
  const match = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

function homeBannersOf(html: string) {
  const match = /<script id="home-banners" type="application\/json">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] ?? 'null') : undefined;
}

async function carousel(useType: number, lang: string) {
  const { body } = await server.call('/arks/web/carousel_picture', { site_id: 1, use_type: useType }, { lang });
  return body.data.web_carousel_picture_list;
}

describe('the home page', () => {
  it("carries the site's banners of both layouts in the language of the visitor, with each first picture preloaded", async () => {
    for (const [cookie, language] of [
      [undefined, 'en_US'],
      ['i18n_redirected=zh_CN', 'zh_CN'],
      ['other=1; i18n_redirected=th_TH', 'th_TH'],
      ['i18n_redirected=xx_XX', 'en_US'],
    ] as const) {
      const html = await (await fetch(`${server.url}/`, { headers: cookie ? { cookie } : {} })).text();
      const banners = homeBannersOf(html);
      const desktop = await carousel(0, language);
      const mobile = await carousel(2, language);
      expect(banners, cookie).toEqual({ site_id: 1, language, desktop, mobile });
      expect(mobile.length).toBeGreaterThan(0);
      expect(html).toContain(
        `<link rel="preload" as="image" fetchpriority="high" href="${mobile[0].url}" media="(max-width: 991.98px)">`,
      );
      expect(html).toContain(
        `<link rel="preload" as="image" fetchpriority="high" href="${desktop[0].url}" media="(min-width: 992px)">`,
      );
      // The phone's first banner in the body, before the script's root; a desktop fetches its own for the hidden picture.
      expect(html).toContain(
        '<body><picture id="first-banner" aria-hidden="true">' +
          `<source media="(min-width: 992px)" srcset="${desktop[0].url}">` +
          `<img src="${mobile[0].url}" alt="" width="750" height="340" fetchpriority="high"></picture><div id="root">`,
      );
    }
  });

  it("keeps an operator's banner title as text, replacement patterns included", async () => {
    const title = "Win $& and $' and $` and $1 <b>now</b>";
    const [first] = await carousel(0, 'ko_KR');
    await server.db.updateTable('banners').set({ title }).where('id', '=', first.id).execute();
    await server.db.updateTable('banner_variants').set({ title }).where('banner_id', '=', first.id).execute();
    // ko_KR: a language no other test has cached the page's banners in.
    const html = await (await fetch(`${server.url}/`, { headers: { cookie: 'i18n_redirected=ko_KR' } })).text();
    expect(homeBannersOf(html).desktop[0].title).toBe(title);
    expect(html).toContain('<div id="root"></div></body></html>');
  });

  it('is the only page that carries them', async () => {
    for (const path of ['/gameHall/3', '/discount', '/nope']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(homeBannersOf(html), path).toBeUndefined();
      expect(html, path).not.toContain('first-banner');
    }
    expect(await (await fetch(`${server.url}/nope`)).text()).not.toContain('rel="preload" as="image"');
  });
});

/** The calls of the site's frame, with the bodies the page sends for site 1 (templates site02 and H5_1). */
const FRAME_CALLS = [
  ['/web/logo', { site_id: 1 }],
  ['/arks/web/site/detail', { site_id: 1 }],
  ['/arks/web/footer', { site_id: 1 }],
  ['/arks/web/float', { site_id: 1 }],
  ['/arks/web/web-mobile-footer', { site_id: 1, template: 'H5_1' }],
  ['/template_config', { mobileTemplateName: 'H5_1' }],
] as const;

function initialRepliesOf(html: string) {
  const match = /<script id="initial-replies" type="application\/json">(.*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1] ?? 'null') as { path: string; lang: string; body: string; reply: unknown }[]) : undefined;
}

describe('the replies written into pages', () => {
  it("carry the game catalogue of both layouts, as the call answers it in the page's language and currency", async () => {
    for (const [path, cookie, language, currency] of [
      ['/', undefined, 'en_US', 'INR'],
      ['/gameHall/3', 'i18n_redirected=vi_VN; ccy=VND', 'vi_VN', 'VND'],
      ['/discount', 'ccy=XXX', 'en_US', 'INR'],
    ] as const) {
      const html = await (await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} })).text();
      const replies = initialRepliesOf(html);
      expect(
        replies?.slice(0, 2).map((r) => [r.path, r.lang]),
        path,
      ).toEqual([
        ['/v3/game_list', language],
        ['/v3/game_list', language],
      ]);
      for (const [index, [device, template]] of [
        [1, 'site02'],
        [2, 'H5_1'],
      ].entries()) {
        const body = { site_id: 1, currency, support_device: device, template };
        const entry = replies?.[index];
        expect(entry?.body, path).toBe(JSON.stringify(body));
        const answered = await server.call('/v3/game_list', body, { lang: language });
        expect(entry?.reply, path).toEqual(answered.body);
        expect((answered.body as { data: { list: unknown[] } }).data.list.length).toBeGreaterThan(0);
      }
    }
  });

  it("carry a game hall's games of both layouts, as game_label answers them, and preload the first tile's picture", async () => {
    const html = await (await fetch(`${server.url}/gameHall/3`, { headers: { cookie: 'i18n_redirected=th_TH' } })).text();
    const labels = initialRepliesOf(html)?.filter((r) => r.path === '/v2/game_label') ?? [];
    expect(labels.map((r) => JSON.parse(r.body).device)).toEqual([0, 1]);
    for (const entry of labels) {
      expect(entry.lang).toBe('th_TH');
      const answered = await server.call('/v2/game_label', JSON.parse(entry.body), { lang: 'th_TH' });
      expect(entry.reply).toEqual(answered.body);
    }
    const first = (labels[1]?.reply as { data: { main: { image: string }[] } }).data.main[0]?.image;
    expect(first).toMatch(/^\/media\/\d+$/);
    expect(html).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high">`);
    // The slot hall lists providers, not games: no game_label is written there.
    const slots = initialRepliesOf(await (await fetch(`${server.url}/gameHall/2`)).text());
    expect(slots?.filter((r) => r.path === '/v2/game_label')).toEqual([]);
    expect(slots?.length).toBe(2 + FRAME_CALLS.length);
  });

  it("carry what the site's frame asks on every page, as the calls answer it in the page's language", async () => {
    for (const path of ['/', '/support', '/gameHall/5']) {
      const html = await (await fetch(`${server.url}${path}`, { headers: { cookie: 'i18n_redirected=th_TH' } })).text();
      const frame = initialRepliesOf(html)?.filter((r) => FRAME_CALLS.some(([call]) => call === r.path)) ?? [];
      expect(
        frame.map((r) => [r.path, JSON.parse(r.body)]),
        path,
      ).toEqual(FRAME_CALLS);
      for (const entry of frame) {
        expect(entry.lang).toBe('th_TH');
        const answered = await server.call(entry.path, JSON.parse(entry.body), { lang: 'th_TH' });
        expect(entry.reply, `${path} ${entry.path}`).toEqual(answered.body);
        expect(isSuccessCode((answered.body as { code: number }).code)).toBe(true);
      }
    }
    const logos = initialRepliesOf(await (await fetch(`${server.url}/support`)).text())?.find((r) => r.path === '/web/logo');
    expect((logos?.reply as { data: { web_logo_list: unknown[] } }).data.web_logo_list.length).toBeGreaterThan(0);
  });

  it('carry the marquee and the hot and new slots of both layouts on the home page only, as the calls answer them', async () => {
    const html = await (await fetch(`${server.url}/`, { headers: { cookie: 'i18n_redirected=vi_VN; ccy=VND' } })).text();
    const lists = initialRepliesOf(html)?.filter((r) => r.path === '/v2/get_tag_game_list') ?? [];
    expect(lists.map((r) => JSON.parse(r.body))).toEqual(
      [1, 2].flatMap((device) =>
        ['hot', 'new'].map((tag) => ({ site_id: 1, currency: 'VND', support_device: device, tag, gt_id: 2 })),
      ),
    );
    for (const entry of lists) {
      const answered = await server.call('/v2/get_tag_game_list', JSON.parse(entry.body), { lang: 'vi_VN' });
      expect(entry.reply).toEqual(answered.body);
    }
    expect((lists[0]?.reply as { data: { info: unknown[] } }).data.info.length).toBeGreaterThan(0);
    const [marquee] = initialRepliesOf(html)?.filter((r) => r.path === '/arks/web/announcement/marquee') ?? [];
    expect(JSON.parse(marquee?.body ?? 'null')).toEqual({ site_id: 1, sort_field: 'sort', sort_order: 'asc' });
    const answered = await server.call('/arks/web/announcement/marquee', JSON.parse(marquee?.body ?? 'null'), {
      lang: 'vi_VN',
    });
    expect(marquee?.reply).toEqual(answered.body);
    const hall = initialRepliesOf(await (await fetch(`${server.url}/gameHall/3`)).text());
    expect(hall?.some((r) => r.path === '/v2/get_tag_game_list' || r.path === '/arks/web/announcement/marquee')).toBe(false);
  });

  it('carry the promotion list on the promotions page, as the call answers it, and preload the first cover', async () => {
    const html = await (await fetch(`${server.url}/discount`, { headers: { cookie: 'ccy=USD' } })).text();
    const [list] = initialRepliesOf(html)?.filter((r) => r.path === '/arks/web/promotion/list') ?? [];
    expect(list?.body).toBe(JSON.stringify({ site_id: 1, currency: 'USD' }));
    const answered = await server.call('/arks/web/promotion/list', { site_id: 1, currency: 'USD' }, { lang: 'en_US' });
    expect(list?.reply).toEqual(answered.body);
    const cover = (answered.body as { data: { list: { cover: string }[] } }).data.list.find((p) => p.cover)?.cover;
    expect(cover).toMatch(/^\/media\/\d+$/);
    expect(html).toContain(`<link rel="preload" as="image" href="${cover}" fetchpriority="high">`);
  });

  it('are not written into a page that does not exist', async () => {
    const html = await (await fetch(`${server.url}/nope`)).text();
    expect(initialRepliesOf(html)).toBeUndefined();
  });
});

describe('the built site', () => {
  it('serves page routes with the runtime configuration of the site of the host', async () => {
    const page = await fetch(`${server.url}/gameHall/3`);
    expect(page.status).toBe(200);
    expect(runtimeConfigOf(await page.text())).toMatchObject({
      SITE_ID: 1,
      TEMPLATE_NAME: 'site02',
      MOBILE_TEMPLATE_NAME: 'H5_1',
    });
  });

  it('serves a second site on another host name from the same server', async () => {
    const { request } = await import('node:http');
    const html = await new Promise<string>((resolve, reject) => {
      const url = new URL(server.url);
      const req = request({ host: url.hostname, port: url.port, path: '/', headers: { host: 'lotus.localhost' } }, (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end();
    });
    expect(runtimeConfigOf(html)).toMatchObject({ SITE_ID: 2, SITE_TITLE_EN: 'Lotus Win', CURRENCIES: ['VND', 'USD'] });
  });

  it('tells the visitor country from the edge header', async () => {
    const page = await fetch(`${server.url}/`, { headers: { 'cf-ipcountry': 'vn' } });
    expect(runtimeConfigOf(await page.text()).VISITOR_COUNTRY).toBe('VN');
    const api = (await (await fetch(`${server.url}/api/runtime_config`, { headers: { 'x-country-code': 'IN' } })).json()) as any;
    expect(api.data.VISITOR_COUNTRY).toBe('IN');
  });

  it('answers unknown paths with status 404 and the same page', async () => {
    const page = await fetch(`${server.url}/nope`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('runtime-config');
  });

  it('answers 404 for a game hall that is no game type, and 200 for the support page', async () => {
    for (const path of ['/gameHall/99', '/gameHall/1', '/gameHall/abc']) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.status, path).toBe(404);
      expect(await page.text()).toContain('runtime-config');
    }
    expect((await fetch(`${server.url}/gameHall/9`)).status).toBe(200);
    expect((await fetch(`${server.url}/support`)).status).toBe(200);
  });

  it('serves the icon the browsers ask for', async () => {
    const icon = await fetch(`${server.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\//);
  });

  it('serves hashed assets with long caching', async () => {
    const asset = await fetch(`${server.url}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('keeps JSON in the page safe from closing the script element', async () => {
    await server.db.updateTable('sites').set({ title_en: '</script><b>x' }).where('id', '=', 1).execute();
    server.app.cache.clear();
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).not.toContain('</script><b>');
    expect(runtimeConfigOf(html).SITE_TITLE_EN).toBe('</script><b>x');
  });
});
