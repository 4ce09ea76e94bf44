import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, signInOperator } from '../operators/operator-test-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * Pictures of operator HTML (decision 42): only the site's own media and the listed hosts reach the browser. An outside
 * picture is fetched once when the HTML is saved, through the upload path, from a local server started here (the
 * machine has no network; CONTENT_IMAGE_FETCH_HOSTS names it), and served from /media; the page's img-src agrees.
 */

const LISTED = 'cdn.partner.example';
const picture = (() => {
  const png = new PNG({ width: 3, height: 2 });
  png.data.fill(120);
  return PNG.sync.write(png);
})();

let pictures: Server;
let origin: string;
const fetched: string[] = [];
let server: TestServer;
let admin: Awaited<ReturnType<typeof signInOperator>>;

beforeAll(async () => {
  pictures = createServer((request, response) => {
    fetched.push(request.url ?? '');
    if (request.url === '/banner.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    if (request.url === '/page.html') return response.writeHead(200, { 'content-type': 'text/html' }).end('<svg></svg>');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(pictures.address() as AddressInfo).port}`;
  origin = `http://${host}`;
  server = await startTestServer({ env: { CONTENT_IMAGE_HOSTS: LISTED, CONTENT_IMAGE_FETCH_HOSTS: host } });
  admin = await signInOperator(server, 'admin', 'admin1234');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => pictures.close(() => resolve()));
});

const savePromotion = (body: Record<string, string>) =>
  admin.call('/operator/content/promotion/save', { site_id: 1, title: { en_US: `Pictures ${Date.now()}` }, body });

describe('pictures of operator HTML', () => {
  it('stores an outside picture once when the HTML is saved and serves it from the site, keeping listed hosts', async () => {
    fetched.length = 0;
    const outside = `${origin}/banner.png`;
    const saved = await savePromotion({
      en_US: `<p><img src="${outside}" alt="Banner"><img src="https://${LISTED}/logo.png" alt="Logo"></p><p><img src="${outside}"></p>`,
      th_TH: `<p><img src="${outside}" alt="แบนเนอร์"></p>`,
    });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(1000);
    // Fetched once for all its uses, in every language.
    expect(fetched).toEqual(['/banner.png']);

    const body = saved.body.data.body as Record<string, string>;
    const media = /src="(\/media\/\d+)"/.exec(body.en_US ?? '')?.[1];
    expect(media).toBeDefined();
    expect(body.en_US).toBe(
      `<p><img src="${media}" alt="Banner" loading="lazy" /><img src="https://${LISTED}/logo.png" alt="Logo" loading="lazy" /></p><p><img src="${media}" loading="lazy" /></p>`,
    );
    expect(body.th_TH).toBe(`<p><img src="${media}" alt="แบนเนอร์" loading="lazy" /></p>`);
    const detail = await server.call('/arks/web/promotion/detail', { site_id: 1, id: saved.body.data.id }, { lang: 'en_US' });
    expect(detail.body.data.detail.body).toBe(body.en_US);
    expect(detail.body.data.detail.body).not.toContain(origin);

    // The stored copy is the picture, re-encoded, served by the site; the audit names where it came from.
    const served = await fetch(`${server.url}${media}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(PNG.sync.read(Buffer.from(await served.arrayBuffer()))).toMatchObject({ width: 3, height: 2 });
    const uploads = await auditRows(server.db, 'content.upload');
    expect(uploads.at(-1)?.details).toMatchObject({ source_url: outside, width: 3, height: 2 });
  });

  it('refuses to save HTML with a picture it may not fetch or that is no picture, and stores nothing', async () => {
    const before = await server.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    fetched.length = 0;
    const tracker = await savePromotion({ en_US: '<p><img src="https://evil.example/t.png">Deposit now</p>' });
    expect(tracker.body).toMatchObject({
      code: 102,
      message: 'content.outside_picture',
      data: { url: 'https://evil.example/t.png', reason: 'host_not_allowed' },
    });
    const notPicture = await savePromotion({ en_US: `<p><img src="${origin}/page.html"></p>` });
    expect(notPicture.body).toMatchObject({ code: 102, data: { url: `${origin}/page.html`, reason: 'type' } });
    const missing = await savePromotion({ en_US: `<p><img src="${origin}/missing.png"></p>` });
    expect(missing.body).toMatchObject({ code: 102, data: { reason: 'status' } });
    expect(fetched).toEqual(['/page.html', '/missing.png']);
    const after = await server.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);

    // Notices, pages and content models go the same way.
    for (const [path, payload] of [
      ['/operator/content/bulletin/save', { site_id: 1, title: { en_US: 'x' }, display_locations: [1] }],
      ['/operator/content/page/save', { site_id: 1, kind: 'news', title: { en_US: 'x' } }],
    ] as const) {
      const field = path.includes('bulletin') ? 'content' : 'body';
      const refused = await admin.call(path, { ...payload, [field]: { en_US: '<img src="https://evil.example/t.png">' } });
      expect(refused.body.data, path).toMatchObject({ reason: 'host_not_allowed' });
    }
    const model = await admin.call('/operator/content/content_model/save', {
      site_id: 1,
      model: 'login',
      language_code: 'en_US',
      content: '<img src="https://evil.example/t.png">',
    });
    expect(model.body.data).toMatchObject({ reason: 'host_not_allowed' });
  });

  it("stores a letter's outside picture the same way, and refuses one it may not fetch", async () => {
    fetched.length = 0;
    const send = (html: string) =>
      admin.call('/operator/letters/send', {
        site_id: 1,
        title: { en_US: 'Pictures' },
        body: { en_US: html },
        audience: { kind: 'member', member_account: 'demo001' },
      });
    const sent = await send(`<p><img src="${origin}/banner.png"><img src="https://${LISTED}/a.png">Hello</p>`);
    expect(sent.body.code, JSON.stringify(sent.body)).toBe(1000);
    expect(fetched).toEqual(['/banner.png']);
    const stored = await server.db
      .selectFrom('letters')
      .select('body')
      .where('id', '=', BigInt(sent.body.data.id))
      .executeTakeFirstOrThrow();
    expect((stored.body as Record<string, string>).en_US).toMatch(
      new RegExp(`^<p><img src="/media/\\d+" loading="lazy" /><img src="https://${LISTED}/a.png" loading="lazy" />Hello</p>$`),
    );
    expect((await send('<p><img src="https://evil.example/t.png">Hello</p>')).body).toMatchObject({
      code: 102,
      data: { reason: 'host_not_allowed' },
    });
  });

  it('serves no picture of an unlisted host from a row written around the desk', async () => {
    const html = `<p><img src="https://evil.example/t.png"><img src="https://${LISTED}/ok.png">Hi</p>`;
    const row = await server.db
      .insertInto('promotions')
      .values({
        site_id: 1,
        category_id: null,
        title: JSON.stringify({ en_US: 'Restored' }),
        summary: JSON.stringify({}),
        body: JSON.stringify({ en_US: html }),
        cover_media_id: null,
        starts_at: null,
        ends_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const detail = await server.call('/arks/web/promotion/detail', { site_id: 1, id: row.id }, { lang: 'en_US' });
    expect(detail.body.data.detail.body).toBe(`<p><img src="https://${LISTED}/ok.png" loading="lazy" />Hi</p>`);
  });

  it("gives the page an img-src of the site's own pictures and the listed hosts only", async () => {
    for (const path of ['/', '/health']) {
      const csp = (await fetch(`${server.url}${path}`)).headers.get('content-security-policy') ?? '';
      const imgSrc = csp.split(';').find((d) => d.trim().startsWith('img-src'));
      expect(imgSrc?.trim(), path).toBe(`img-src 'self' data: blob: https://${LISTED}`);
    }
  });
});
