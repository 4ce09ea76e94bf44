import { LANGUAGE_CODES, type LanguageCode } from '@casino/contract/languages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import {
  DEMO_ANNOUNCEMENTS,
  DEMO_BANNERS,
  DEMO_CONTENT_MODELS,
  DEMO_FLOAT_LINKS,
  DEMO_FOOTER_LINKS,
  DEMO_MOBILE_FOOTER_LINKS,
  DEMO_SITE_NAMES,
} from './demo-content.ts';
import { DEMO_SECOND_SPONSOR } from './demo-news-and-promotions.ts';
import { DEMO_AGREEMENT } from './seed-accounts.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * The demo's home-page content speaks every language of the product: the marquee, the footer, bottom-bar and float
 * links, the banners (title and picture), the logos and the sponsor and login boxes, through the calls of the site.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const OTHERS = LANGUAGE_CODES.filter((l) => l !== 'en_US');
/** Latin words a text in another script may keep: brand and product names, and numbers. */
const BRANDS = /Prime Sports|Live Vegas|Lucky Sevens|Royal Ace|Lotus Win|\d+/g;
const englishWords = (text: string) => text.replace(BRANDS, '').match(/[A-Za-z]{2,}/g) ?? [];

const call = async (path: string, body: unknown, lang: LanguageCode) => {
  const { body: reply } = await server.call(path, body, { lang });
  expect(reply.code, path).toBe(1000);
  return reply.data;
};

async function media(url: string): Promise<string> {
  const response = await fetch(`${server.url}${url}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe('demo content in every language', () => {
  it('has a real translation of every text in every language', () => {
    const texts = [
      ...DEMO_ANNOUNCEMENTS.map((a) => a.content),
      ...[...DEMO_FOOTER_LINKS, ...DEMO_MOBILE_FOOTER_LINKS, ...DEMO_FLOAT_LINKS].map((l) => l.title),
      ...DEMO_BANNERS.map((b) => b.subtitle),
      ...DEMO_CONTENT_MODELS.flatMap((m) => [m.title, m.content]),
      ...DEMO_AGREEMENT.flatMap((a) => [a.title, a.content]),
      ...Object.values(DEMO_SITE_NAMES),
    ];
    for (const text of texts) {
      expect(Object.keys(text).sort()).toEqual([...LANGUAGE_CODES].sort());
      for (const language of OTHERS) {
        expect(text[language].trim(), `${text.en_US} in ${language}`).not.toBe('');
        if (language !== 'vi_VN') expect(englishWords(text[language]), `${text.en_US} in ${language}`).toEqual([]);
      }
      expect(new Set(OTHERS.filter((l) => l !== 'vi_VN').map((l) => text[l])).has(text.en_US)).toBe(false);
    }
  });

  it('answers the marquee, links and boxes in the language of the call', async () => {
    // The languages are read side by side: some 90 calls one after another outlast the test's time on a busy machine.
    const languagesChecked = OTHERS.map(async (language) => {
      const marquee = await call('/arks/web/announcement/marquee', { site_id: 1 }, language);
      const contents = marquee.web_announcement_list.map((a: { content: string }) => a.content);
      expect(contents).toEqual(DEMO_ANNOUNCEMENTS.map((a) => a.content[language]));
      const footer = await call('/arks/web/footer', { site_id: 1 }, language);
      expect(footer.list.map((l: { title: string }) => l.title)).toEqual(DEMO_FOOTER_LINKS.map((l) => l.title[language]));
      const float = await call('/arks/web/float', { site_id: 1 }, language);
      expect(float.list.map((l: { title: string }) => l.title)).toEqual(DEMO_FLOAT_LINKS.map((l) => l.title[language]));
      const bottom = await call('/arks/web/web-mobile-footer', { site_id: 1, template: 'H5_1' }, language);
      expect(bottom.list.map((l: { title: string }) => l.title)).toEqual(DEMO_MOBILE_FOOTER_LINKS.map((l) => l.title[language]));
      const agreement = await call('/arks/web/register-settings/service-agreement', { site_id: 1 }, language);
      expect(agreement.list.map((a: { title: string }) => a.title)).toEqual(DEMO_AGREEMENT.map((a) => a.title[language]));
      for (const box of DEMO_CONTENT_MODELS) {
        const reply = await call(`/web/model_${box.model}`, { site_id: 1, language }, language);
        // The content desk's seed adds a second sponsor after the first.
        const second =
          box.model === 'sponsor' ? [[DEMO_SECOND_SPONSOR.title[language], DEMO_SECOND_SPONSOR.content[language]]] : [];
        expect(reply.list.map((e: { title: string; content: string }) => [e.title, e.content])).toEqual([
          [box.title[language], box.content[language]],
          ...second,
        ]);
      }
    });
    await Promise.all(languagesChecked);
  });

  it('draws banners and logos per language, with the text of that language in the picture', async () => {
    const english = await call('/arks/web/carousel_picture', { site_id: 1, use_type: 2 }, 'en_US');
    const englishLogos = await call('/web/logo', { site_id: 1 }, 'en_US');
    expect(englishLogos.web_logo_list.map((l: { type: string }) => l.type)).toEqual(['header', 'mobile_header', 'footer']);
    for (const language of OTHERS) {
      const banners = await call('/arks/web/carousel_picture', { site_id: 1, use_type: 2 }, language);
      expect(banners.web_carousel_picture_list).toHaveLength(DEMO_BANNERS.length);
      for (const [i, banner] of banners.web_carousel_picture_list.entries()) {
        const base = english.web_carousel_picture_list[i];
        expect({ ...banner, url: base.url, title: base.title }).toEqual(base);
        expect(banner.url).not.toBe(base.url);
        const svg = await media(banner.url);
        expect(svg).toContain(escapeXml(DEMO_BANNERS[i]?.subtitle[language] ?? '?'));
        expect(svg).toContain(escapeXml(banner.title));
      }
      expect(banners.web_carousel_picture_list[0].title).toBe(DEMO_SITE_NAMES.royal_ace?.[language]);

      const logos = await call('/web/logo', { site_id: 1 }, language);
      expect(logos.web_logo_list.map((l: { type: string }) => l.type)).toEqual(['header', 'mobile_header', 'footer']);
      const header = logos.web_logo_list[0];
      expect(header.url).not.toBe(englishLogos.web_logo_list[0].url);
      expect(await media(header.url)).toContain(escapeXml(DEMO_SITE_NAMES.royal_ace?.[language] ?? '?'));
    }
    // The Thai picture draws its text as outlines in the site's Thai font: no font to look up, none to carry.
    const thai = await call('/arks/web/carousel_picture', { site_id: 1, use_type: 0 }, 'th_TH');
    const thaiSvg = await media(thai.web_carousel_picture_list[1].url);
    const subtitle = escapeXml(DEMO_BANNERS[1]?.subtitle.th_TH ?? '?');
    expect(thaiSvg).toContain(`<path aria-label="${subtitle}" transform="translate(`);
    expect(thaiSvg).toMatch(/ d="M[-\d. MLQCZ]{500,}"/);
    expect(thaiSvg).not.toMatch(/<text|@font-face|font-family/);
    expect(thaiSvg.length).toBeLessThan(40_000);
  });

  it('gives a database seeded before the translations what it lacks, and keeps what an operator wrote', async () => {
    // as an earlier seed left it: English-only links, no banner variants, no logos per language, English boxes
    const link = await server.db
      .selectFrom('site_links')
      .select(['id', 'title'])
      .where('site_id', '=', 1)
      .where('placement', '=', 'float')
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('site_links')
      .set({ title: JSON.stringify({ en_US: link.title.en_US, th_TH: 'ติดต่อเรา' }) })
      .where('id', '=', link.id)
      .execute();
    const section = await server.db
      .selectFrom('service_agreements')
      .select(['id', 'title', 'content'])
      .where('site_id', '=', 1)
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    const { th_TH: _thaiTitle, ...titleWithoutThai } = section.title;
    await server.db
      .updateTable('service_agreements')
      .set({ title: JSON.stringify(titleWithoutThai) })
      .where('id', '=', section.id)
      .execute();
    await server.db.deleteFrom('banner_variants').execute();
    await server.db.deleteFrom('site_logos').where('language_code', 'is not', null).execute();
    await server.db.deleteFrom('site_content_models').where('language_code', 'not in', ['en_US', 'zh_CN']).execute();
    const before = await call('/arks/web/carousel_picture', { site_id: 1, use_type: 0 }, 'ta_IN');
    expect(before.web_carousel_picture_list[2].title).toBe('Responsible gaming');

    expect(await seedDemo(server.db)).toBe(true);
    const banners = await call('/arks/web/carousel_picture', { site_id: 1, use_type: 0 }, 'ta_IN');
    expect(banners.web_carousel_picture_list[2].title).toBe('பொறுப்பான விளையாட்டு');
    // (read from the table: the float call's reply of the first test is still in the reply cache)
    const title = (await server.db.selectFrom('site_links').select('title').where('id', '=', link.id).executeTakeFirstOrThrow())
      .title;
    expect(title).toEqual({ ...DEMO_FLOAT_LINKS[0]?.title, th_TH: 'ติดต่อเรา' });
    const sponsor = await call('/web/model_sponsor', { site_id: 1, language: 'my_MM' }, 'my_MM');
    expect(sponsor.list[0].title).toBe(DEMO_CONTENT_MODELS[0]?.title.my_MM);
    const restored = await server.db
      .selectFrom('service_agreements')
      .select('title')
      .where('id', '=', section.id)
      .executeTakeFirstOrThrow();
    expect(restored.title.th_TH).toBe(DEMO_AGREEMENT[0]?.title.th_TH);
    // and once is enough
    expect(await seedDemo(server.db)).toBe(false);
  });
});

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
