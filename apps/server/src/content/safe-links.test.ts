import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { safeLink } from './safe-link.ts';

let server: TestServer;
const SITE = 2;

/** Addresses an operator (or whoever wrote to the content tables) may have stored, none of which is a safe link. */
const UNSAFE = [
  'javascript:alert(1)',
  ' JavaScript:alert(document.cookie)',
  'java\tscript:alert(1)',
  'data:text/html,x',
  '//evil.example',
];

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server;
  const media = await db.selectFrom('media').select('id').limit(1).executeTakeFirstOrThrow();
  await db.updateTable('sites').set({ customer_service_link: 'javascript:alert(1)' }).where('id', '=', SITE).execute();
  // Only these rows on site 2: the seeded ones go, so that every link served below is one of ours.
  await db.deleteFrom('banners').where('site_id', '=', SITE).execute();
  await db.deleteFrom('site_links').where('site_id', '=', SITE).execute();
  await db.deleteFrom('site_content_models').where('site_id', '=', SITE).execute();
  for (const [sort, url] of [...UNSAFE, 'https://help.example.com/chat'].entries()) {
    await db
      .insertInto('banners')
      .values({
        site_id: SITE,
        title: `b${sort}`,
        image_media_id: media.id,
        link_type: 0,
        link_url: url,
        link_method: 1,
        use_type: 0,
        sort,
      })
      .execute();
    for (const placement of ['footer', 'float'] as const) {
      await db
        .insertInto('site_links')
        .values({ site_id: SITE, placement, title: JSON.stringify({ en_US: `l${sort}` }), url, sort })
        .execute();
    }
    await db
      .insertInto('site_content_models')
      .values({ site_id: SITE, model: 'sponsor', language_code: 'en_US', title: `s${sort}`, content: '', url, sort })
      .execute();
  }
});
afterAll(() => server.close());

describe('links of operator content as served', () => {
  it('serves a stored javascript: (or other non-http) link as no link, and http(s) links as they are', async () => {
    const detail = await server.call('/arks/web/site/detail', { site_id: SITE });
    expect(detail.body.data.detail.customer_service_link).toBe('');

    const banners = await server.call('/arks/web/carousel_picture', { site_id: SITE, use_type: 0 });
    const links = (list: { link_url?: string; url?: string }[]) => list.map((entry) => entry.link_url ?? entry.url);
    const expected = [...UNSAFE.map(() => ''), 'https://help.example.com/chat'];
    expect(links(banners.body.data.web_carousel_picture_list)).toEqual(expected);
    for (const path of ['/arks/web/footer', '/arks/web/float']) {
      const reply = await server.call(path, { site_id: SITE }, { lang: 'en_US' });
      expect(links(reply.body.data.list), path).toEqual(expected);
    }
    const sponsors = await server.call('/web/model_sponsor', { site_id: SITE, language: 'en_US' });
    expect(links(sponsors.body.data.list)).toEqual(expected);
  });

  it('keeps http(s) addresses and paths of the site', () => {
    expect(safeLink('https://www.begambleaware.org')).toBe('https://www.begambleaware.org');
    expect(safeLink('/discount')).toBe('/discount');
    expect(safeLink('main/3')).toBe('main/3');
    for (const unsafe of [...UNSAFE, '\u0001javascript:alert(1)', '/\\evil.example', 'vbscript:x', 'http://']) {
      expect(safeLink(unsafe), JSON.stringify(unsafe)).toBe('');
    }
  });
});
