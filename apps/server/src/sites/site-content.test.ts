import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('site detail and logos', () => {
  it('describes each site with its languages and currencies', async () => {
    const one = await server.call('/arks/web/site/detail', { site_id: 1 });
    expect(one.body.data.detail).toMatchObject({
      site_id: 1,
      site_title_en: 'Royal Ace Casino',
      template_name: 'site02',
      mobile_template_name: 'H5_1',
    });
    expect(one.body.data.detail.languages).toHaveLength(11);
    expect(one.body.data.detail.currencies).toContainEqual({ code: 'VND', symbol: '₫', exponent: 0 });
    expect(one.body.data.detail.currencies).toContainEqual({ code: 'INR', symbol: '₹', exponent: 2 });

    const two = await server.call('/arks/web/site/detail', { site_id: '2' });
    expect(two.body.data.detail).toMatchObject({ site_id: 2, default_language: 'vi_VN', languages: ['vi_VN', 'en_US', 'zh_CN'] });
  });

  it('lists logos that are served as images', async () => {
    const { body } = await server.call('/web/logo', { site_id: 1 });
    const header = body.data.web_logo_list.find((l: { type: string }) => l.type === 'header');
    const image = await fetch(`${server.url}${header.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('Royal Ace Casino');
  });

  it('answers an unknown media id with 404', async () => {
    expect((await fetch(`${server.url}/media/999999`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/abc`)).status).toBe(404);
  });
});

describe('banners', () => {
  it('returns the banners of the asked screen size only', async () => {
    for (const useType of [0, 1, 2]) {
      const { body } = await server.call('/arks/web/carousel_picture', { site_id: 1, use_type: useType });
      const list = body.data.web_carousel_picture_list;
      expect(list.length).toBe(3);
      expect(list.every((b: { use_type: number }) => b.use_type === useType)).toBe(true);
    }
  });

  it('carries link types and the game-link parameters', async () => {
    const { body } = await server.call('/arks/web/carousel_picture', { site_id: 1, use_type: 0 });
    const [internal, game, external] = body.data.web_carousel_picture_list;
    expect(internal).toMatchObject({ link_type: 1, link_url: '/discount', game_link_parameter: null });
    expect(game).toMatchObject({ link_type: 2, game_link_parameter: { currency: 'INR', gt_id: 2 } });
    expect(external).toMatchObject({ link_type: 0, link_method: 1 });
  });

  it('hides banners outside their display window', async () => {
    const { body } = await server.call('/arks/web/carousel_picture', { site_id: 2, use_type: 2 });
    const first = body.data.web_carousel_picture_list[0];
    await server.db
      .updateTable('banners')
      .set({ ends_at: new Date(Date.now() - 60_000) })
      .where('id', '=', first.id)
      .execute();
    const after = await server.call('/arks/web/carousel_picture', { site_id: 2, use_type: 2 });
    expect(after.body.data.web_carousel_picture_list.map((b: { id: number }) => b.id)).not.toContain(first.id);
  });

  it('refuses a use_type outside 0 to 2', async () => {
    const { status, body } = await server.call('/arks/web/carousel_picture', { site_id: 1, use_type: 5 });
    expect(status).toBe(400);
    expect(body.data.fields.use_type).toBeDefined();
  });
});

describe('marquee', () => {
  it('speaks the language of the lang header, falling back to en_US', async () => {
    const zh = await server.call(
      '/arks/web/announcement/marquee',
      { site_id: 1, sort_field: 'sort', sort_order: 'asc' },
      { lang: 'zh_CN' },
    );
    expect(zh.body.data.web_announcement_list[0].content).toBe('欢迎光临！新会员首存可获100%奖金。');
    const ko = await server.call('/arks/web/announcement/marquee', { site_id: 1 }, { lang: 'ko_KR' });
    expect(ko.body.data.web_announcement_list[0].content).toBe('환영합니다! 신규 회원은 첫 입금 시 100% 보너스를 받습니다.');
    // an item an operator wrote in English only shows in English
    const added = await server.db
      .insertInto('announcements')
      .values({ site_id: 2, content: JSON.stringify({ en_US: 'English only' }), sort: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const th = await server.call('/arks/web/announcement/marquee', { site_id: 2 }, { lang: 'th_TH' });
    expect(th.body.data.web_announcement_list.find((a: { id: number }) => a.id === added.id).content).toBe('English only');
  });

  it('sorts as asked and says where each item shows', async () => {
    const desc = await server.call('/arks/web/announcement/marquee', { site_id: 1, sort_field: 'sort', sort_order: 'desc' });
    const list = desc.body.data.web_announcement_list;
    expect(list.map((a: { sort: number }) => a.sort)).toEqual([3, 2, 1, 0]);
    expect(list.find((a: { sort: number }) => a.sort === 2)).toMatchObject({ display_before_login: 0, display_after_login: 1 });
  });
});

describe('footer, float, models and templates', () => {
  it('lists footer and float links in the asked language', async () => {
    const footer = await server.call('/arks/web/footer', { site_id: 1 }, { lang: 'vi_VN' });
    expect(footer.body.data.list[0]).toMatchObject({ title: 'Về chúng tôi', url: 'faq/1' });
    const float = await server.call('/arks/web/float', { site_id: 1 });
    expect(float.body.data.list.map((l: { url: string }) => l.url)).toContain('/app');
  });

  it('lists mobile footer links of the asked template only', async () => {
    const mine = await server.call('/arks/web/web-mobile-footer', { site_id: 1, template: 'H5_1' });
    expect(mine.body.data.list).toHaveLength(4);
    const other = await server.call('/arks/web/web-mobile-footer', { site_id: 1, template: 'H5_7' });
    expect(other.body.data.list).toHaveLength(0);
  });

  it('returns model entries per language, empty where none exist', async () => {
    const login = await server.call('/web/model_login', { site_id: 1, language: 'zh_CN', model_version: 0 });
    expect(login.body.data.list[0].title).toBe('为什么加入？');
    expect(login.body.data.version).toBe(1);
    const setting = await server.call('/web/model_setting', { site_id: 1, language: 'en_US', model_version: 0 });
    expect(setting.body.data).toEqual({ version: 0, list: [] });
    const sponsor = await server.call('/web/model_sponsor', { site_id: 1, language: 'en_US' });
    expect(sponsor.body.data.list[0].url).toBe('/sponsor');
  });

  it('returns a mobile template configuration and refuses an unknown template', async () => {
    const known = await server.call('/template_config', { mobileTemplateName: 'H5_3' });
    expect(known.body.code).toBe(1000);
    expect(known.body.data.template).toBe('H5_3');
    expect(known.body.data.config.bottom_nav).toEqual(['home', 'promotions', 'deposit', 'member']);
    const unknown = await server.call('/template_config', { mobileTemplateName: 'H5_99' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fields.mobileTemplateName).toEqual(['unknown_template']);
  });
});
