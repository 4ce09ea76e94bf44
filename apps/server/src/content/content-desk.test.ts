import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INFO_PAGE_IDS } from '@casino/contract/calls/content-calls.ts';
import { LANGUAGE_CODES } from '@casino/contract/languages.ts';
import { publicChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../cli/operator.ts';
import { auditRows, createOperator, signInOperator } from '../operators/operator-test-helpers.ts';
import { connectEcho, nextEvent, settle } from '../testing/echo-client.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';

/*
 * The content calls and the operator content desk over HTTP (docs/decisions/0027-content-desk.md): what visitors and
 * members see, by screen, location, schedule and language; hiding; the desk's roles, audit, realtime announcements
 * and reply-cache drops; picture uploads.
 */

let server: TestServer;
let admin: Awaited<ReturnType<typeof signInOperator>>;
let member: { memberId: number; token: string };
let seq = 0;

const pngOf = (width: number, height: number) => {
  const png = new PNG({ width, height });
  png.data.fill(200);
  return PNG.sync.write(png);
};

/** Posts a file's bytes to the desk's upload, as the operator CLI does. */
async function upload(bytes: Buffer, token = admin.token, type = 'application/octet-stream') {
  const response = await fetch(`${server.url}/api/operator/content/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function save(kind: string, item: Record<string, unknown>) {
  const reply = await admin.call(`/operator/content/${kind}/save`, { site_id: 1, ...item });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(1000);
  return reply.body.data;
}

const memberHeaders = () => ({ authorization: `Bearer ${member.token}` });
const idsOf = (list: { id: number }[]) => list.map((item) => item.id);
const hourFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  const operator = await createOperator(server.db, 'admin');
  admin = await signInOperator(server, operator.username, operator.password);
  member = await createSignedInMember(server.db, `content${Date.now() % 100_000}`);
});
afterAll(() => server?.close());

describe('the demo seed', () => {
  it('gives every information page, the news, promotions, notices and sponsors in all eleven languages', async () => {
    // The languages are read side by side: some 150 calls one after another outlast the test's time on a busy machine.
    const languagesChecked = LANGUAGE_CODES.map(async (lang) => {
      for (const id of [...INFO_PAGE_IDS, 100, 101, 102]) {
        const { body } = await server.call('/arks/web/page/detail', { site_id: 1, id }, { lang });
        expect(body.data.detail, `${lang} page ${id}`).toMatchObject({ id, language: lang });
        expect(body.data.detail.title.length).toBeGreaterThan(3);
        expect(body.data.detail.body).toMatch(/^<(p|ol|ul|h3)>/);
        // Placeholders were filled with the site's name, email and minimum age.
        expect(`${body.data.detail.title}${body.data.detail.body}`).not.toMatch(/\{(site|email|age)\}/);
      }
      const promotions = await server.call('/arks/web/promotion/list', { site_id: 1, currency: 'INR' }, { lang });
      const seeded = promotions.body.data.list.filter((p: { language: string }) => p.language === lang);
      expect(seeded.length, lang).toBeGreaterThanOrEqual(3);
      expect(promotions.body.data.categories.length).toBeGreaterThanOrEqual(2);
      const sponsors = await server.call('/web/model_sponsor', { site_id: 1, language: lang });
      expect(sponsors.body.data.list.length, lang).toBeGreaterThanOrEqual(2);
    });
    await Promise.all(languagesChecked);
    const responsible = await server.call('/arks/web/page/detail', { site_id: 1, id: 3 }, { lang: 'en_US' });
    expect(responsible.body.data.detail.body).toContain('Nobody under 18 may play.');
    expect(responsible.body.data.detail.body).toContain('support@royal-ace.example');
    const visitor = await server.call('/arks/web/bulletin', { site_id: 1, display_device: 2 }, { lang: 'th_TH' });
    expect(visitor.body.data.list[0]).toMatchObject({ title: 'โบนัสต้อนรับ 100%', display_content: 1, link_url: '/discount' });
    const deposit = await server.call(
      '/arks/web/bulletin/member',
      { site_id: 1, display_device: 1, display_location: 3 },
      memberHeaders(),
    );
    expect(deposit.body.data.list[0]).toMatchObject({ display_content: 2, image: expect.stringMatching(/^\/media\/\d+$/) });
  });
});

describe('bulletins (pop-up discounts)', () => {
  it('shows visitors and members their own locations and screens, within the schedule, without hidden ones', async () => {
    seq += 1;
    const visitorDesktop = await save('bulletin', {
      title: { en_US: `Welcome bonus ${seq}` },
      content: { en_US: '<p>100% on your first deposit</p>' },
      display_device: 1,
      display_locations: [1],
    });
    const memberPhone = await save('bulletin', {
      title: { en_US: 'Phone reload' },
      content: { en_US: '<p>Reload</p>' },
      display_device: 2,
      display_locations: [2],
    });
    const depositLater = await save('bulletin', {
      title: { en_US: 'Deposit later' },
      content: { en_US: '<p>Later</p>' },
      display_locations: [3],
      starts_at: hourFromNow(1),
    });
    const depositNow = await save('bulletin', {
      title: { en_US: 'Deposit now' },
      content: { en_US: '<p>Now</p>' },
      display_locations: [2, 3],
    });
    const hidden = await save('bulletin', {
      title: { en_US: 'Hidden' },
      content: { en_US: '<p>x</p>' },
      display_locations: [1, 2, 3],
      active: 0,
    });
    const ended = await save('bulletin', {
      title: { en_US: 'Ended' },
      content: { en_US: '<p>x</p>' },
      display_locations: [2],
      starts_at: hourFromNow(-3),
      ends_at: hourFromNow(-1),
    });

    const visitor = (device: number) => server.call('/arks/web/bulletin', { site_id: 1, display_device: device });
    const desktop = await visitor(1);
    expect(desktop.body.code).toBe(1000);
    expect(idsOf(desktop.body.data.list)).toContain(visitorDesktop.id);
    expect(desktop.body.data.setting).toEqual({ display_frequency: 1 });
    const phone = await visitor(2);
    expect(idsOf(phone.body.data.list)).not.toContain(visitorDesktop.id);
    // Members' notices never reach visitors.
    for (const id of [memberPhone.id, depositNow.id, hidden.id]) expect(idsOf(desktop.body.data.list)).not.toContain(id);

    const memberList = async (device: number, location: number) =>
      (
        await server.call(
          '/arks/web/bulletin/member',
          { site_id: 1, display_device: device, display_location: location },
          memberHeaders(),
        )
      ).body.data.list as { id: number }[];
    expect(idsOf(await memberList(2, 2))).toEqual(expect.arrayContaining([memberPhone.id, depositNow.id]));
    // The app counts as a phone; desktop does not.
    expect(idsOf(await memberList(3, 2))).toContain(memberPhone.id);
    expect(idsOf(await memberList(1, 2))).not.toContain(memberPhone.id);
    const deposit = idsOf(await memberList(1, 3));
    expect(deposit).toContain(depositNow.id);
    expect(deposit).not.toContain(depositLater.id);
    for (const id of [hidden.id, ended.id]) expect(idsOf(await memberList(2, 2))).not.toContain(id);

    // Members only: no token, no list; visitors may not ask for location 2.
    expect((await server.call('/arks/web/bulletin/member', { site_id: 1, display_device: 1, display_location: 2 })).status).toBe(
      401,
    );
    expect((await server.call('/arks/web/bulletin', { site_id: 1, display_device: 1, display_location: 2 })).status).toBe(400);
  });

  it('hides what a member closed under display_frequency 0 until the operator changes it; history keeps everything', async () => {
    const setting = await admin.call('/operator/content/bulletin_setting/save', {
      site_id: 1,
      display_location: 3,
      display_frequency: 0,
    });
    expect(setting.body.data).toEqual({ site_id: 1, display_location: 3, display_frequency: 0 });
    const notice = await save('bulletin', {
      title: { en_US: 'Deposit match' },
      content: { en_US: '<p>Match</p>' },
      display_locations: [3],
    });
    const body = { site_id: 1, display_device: 2, display_location: 3 };
    const before = await server.call('/arks/web/bulletin/member', body, memberHeaders());
    expect(before.body.data.setting).toEqual({ display_frequency: 0 });
    expect(idsOf(before.body.data.list)).toContain(notice.id);

    const hide = await server.call('/arks/web/bulletin/member/hide', body, memberHeaders());
    expect(hide.body.data.hidden).toBeGreaterThanOrEqual(1);
    expect(idsOf((await server.call('/arks/web/bulletin/member', body, memberHeaders())).body.data.list)).not.toContain(
      notice.id,
    );
    // Another member still sees it.
    const other = await createSignedInMember(server.db, `other${Date.now() % 100_000}`);
    const theirs = await server.call('/arks/web/bulletin/member', body, { authorization: `Bearer ${other.token}` });
    expect(idsOf(theirs.body.data.list)).toContain(notice.id);

    const history = await server.call('/arks/web/bulletin/history', { site_id: 1, display_device: 2 }, memberHeaders());
    expect(idsOf(history.body.data.list)).toContain(notice.id);
    expect(history.body.data.total_count).toBeGreaterThanOrEqual(history.body.data.list.length);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await save('bulletin', {
      id: notice.id,
      title: { en_US: 'Deposit match, now 150%' },
      content: { en_US: '<p>More</p>' },
      display_locations: [3],
    });
    expect(idsOf((await server.call('/arks/web/bulletin/member', body, memberHeaders())).body.data.list)).toContain(notice.id);
  });
});

describe('promotions', () => {
  it('lists only running promotions of the currency and language, in the asked language or the fallback', async () => {
    const category = await save('promotion_category', { name: { en_US: 'Slots', th_TH: 'สล็อต' }, sort: 1 });
    const running = await save('promotion', {
      category_id: category.id,
      title: { en_US: 'Spin week', th_TH: 'สัปดาห์หมุน' },
      summary: { en_US: 'Free spins every day', th_TH: 'ฟรีสปินทุกวัน' },
      body: { en_US: '<p>Play</p><script>alert(1)</script><img src=x onerror=alert(1)>', th_TH: '<p>เล่น</p>' },
      currencies: ['INR'],
      sort: 0,
    });
    const future = await save('promotion', { title: { en_US: 'Future' }, starts_at: hourFromNow(2) });
    const thaiOnly = await save('promotion', { title: { en_US: 'Thai only' }, languages: ['th_TH'] });
    const off = await save('promotion', { title: { en_US: 'Off' }, active: 0 });

    const list = (lang: string, body: Record<string, unknown> = {}) =>
      server.call('/arks/web/promotion/list', { site_id: 1, ...body }, { lang });
    const thai = (await list('th_TH', { currency: 'INR' })).body.data;
    const item = thai.list.find((p: { id: number }) => p.id === running.id);
    expect(item).toMatchObject({ title: 'สัปดาห์หมุน', summary: 'ฟรีสปินทุกวัน', language: 'th_TH', category_id: category.id });
    expect(thai.categories).toContainEqual({ id: category.id, name: 'สล็อต', sort: 1 });
    expect(idsOf(thai.list)).toContain(thaiOnly.id);

    // Japanese falls back to the site's default language (en_US); the Thai-only promotion is not shown.
    const japanese = (await list('ja_JP', { currency: 'INR' })).body.data;
    expect(japanese.list.find((p: { id: number }) => p.id === running.id)).toMatchObject({
      title: 'Spin week',
      language: 'en_US',
    });
    expect(idsOf(japanese.list)).not.toContain(thaiOnly.id);
    for (const id of [future.id, off.id]) expect(idsOf(japanese.list)).not.toContain(id);
    // Another currency does not see the INR promotion.
    expect(idsOf((await list('en_US', { currency: 'USD' })).body.data.list)).not.toContain(running.id);
    // One category only.
    const slots = (await list('en_US', { category_id: category.id })).body.data.list;
    expect(idsOf(slots)).toEqual([running.id]);

    const detail = await server.call('/arks/web/promotion/detail', { site_id: 1, id: running.id }, { lang: 'en_US' });
    expect(detail.body.data.detail.body).toBe('<p>Play</p>');
    const missing = await server.call('/arks/web/promotion/detail', { site_id: 1, id: future.id });
    expect(missing.body).toMatchObject({ code: 101, message: 'content.not_found' });
  });

  it('refuses a category of another site and leaves no change and no audit row behind', async () => {
    const otherSite = await admin.call('/operator/content/promotion_category/save', { site_id: 2, name: { en_US: 'Other' } });
    const auditBefore = (await auditRows(server.db, 'content.save')).length;
    const refused = await admin.call('/operator/content/promotion/save', {
      site_id: 1,
      category_id: otherSite.body.data.id,
      title: { en_US: 'Cross-site' },
    });
    expect(refused.body).toMatchObject({ code: 103 });
    expect((await auditRows(server.db, 'content.save')).length).toBe(auditBefore);
    const titles = await server.db.selectFrom('promotions').select('title').execute();
    expect(titles.map((t) => t.title.en_US)).not.toContain('Cross-site');
  });
});

describe('pages', () => {
  it('serves information and news pages per language with fallback, published ones only', async () => {
    await save('page', {
      id: 3,
      kind: 'info',
      title: { en_US: 'Play responsibly', hi_IN: 'ज़िम्मेदारी से खेलें' },
      body: { en_US: '<p>Set limits.</p><a href="javascript:alert(1)">x</a>', hi_IN: '<p>सीमाएँ तय करें।</p>' },
    });
    const hindi = await server.call('/arks/web/page/detail', { site_id: 1, id: 3 }, { lang: 'hi_IN' });
    expect(hindi.body.data.detail).toMatchObject({ id: 3, kind: 'info', title: 'ज़िम्मेदारी से खेलें', language: 'hi_IN' });
    const bengali = await server.call('/arks/web/page/detail', { site_id: 1, id: 3 }, { lang: 'bn_BD' });
    expect(bengali.body.data.detail).toMatchObject({ title: 'Play responsibly', language: 'en_US' });
    expect(bengali.body.data.detail.body).toBe('<p>Set limits.</p><a>x</a>');

    const news = await save('page', { kind: 'news', title: { en_US: 'New tables open' }, body: { en_US: '<p>Baccarat</p>' } });
    expect(news.id).toBeGreaterThanOrEqual(100);
    const later = await save('page', { kind: 'news', title: { en_US: 'Coming soon' }, published_at: hourFromNow(5) });
    const list = await server.call('/arks/web/page/list', { site_id: 1, kind: 'news' });
    expect(idsOf(list.body.data.list)).toContain(news.id);
    expect(idsOf(list.body.data.list)).not.toContain(later.id);
    expect((await server.call('/arks/web/page/detail', { site_id: 1, id: later.id })).body.code).toBe(101);

    // An information page has one of the fixed ids.
    const wrong = await admin.call('/operator/content/page/save', { site_id: 1, id: 9, kind: 'info', title: { en_US: 'x' } });
    expect(wrong.status).toBe(400);
  });
});

describe('the operator content desk', () => {
  it('lets support read the lists but not write, finance neither, and members not at all', async () => {
    const support = await createOperator(server.db, 'support');
    const supportApi = await signInOperator(server, support.username, support.password);
    expect((await supportApi.call('/operator/content/list', { site_id: 1, kind: 'promotion' })).status).toBe(200);
    const write = await supportApi.call('/operator/content/marquee/save', { site_id: 1, content: { en_US: 'x' } });
    expect(write.status).toBe(403);
    const finance = await createOperator(server.db, 'finance');
    const financeApi = await signInOperator(server, finance.username, finance.password);
    expect((await financeApi.call('/operator/content/list', { site_id: 1, kind: 'promotion' })).status).toBe(403);
    const asMember = await server.call('/operator/content/list', { site_id: 1, kind: 'page' }, memberHeaders());
    expect(asMember.status).toBe(401);
  });

  it('audits every change in its transaction: save, visibility, order, delete', async () => {
    const a = await save('marquee', { content: { en_US: 'First' } });
    const b = await save('marquee', { content: { en_US: 'Second' } });
    const order = await admin.call('/operator/content/order', { site_id: 1, kind: 'marquee', ids: [b.id, a.id] });
    expect(order.body.data).toEqual({ kind: 'marquee', ids: [b.id, a.id] });
    const hide = await admin.call('/operator/content/visibility', { site_id: 1, kind: 'marquee', id: a.id, active: 0 });
    expect(hide.body.data).toEqual({ kind: 'marquee', id: a.id, active: 0 });
    const marquee = await server.call('/arks/web/announcement/marquee', { site_id: 1 });
    const ids = idsOf(marquee.body.data.web_announcement_list);
    expect(ids).toContain(b.id);
    expect(ids).not.toContain(a.id);
    const removed = await admin.call('/operator/content/delete', { site_id: 1, kind: 'marquee', id: b.id });
    expect(removed.body.data).toEqual({ kind: 'marquee', id: b.id });
    expect((await admin.call('/operator/content/delete', { site_id: 1, kind: 'marquee', id: b.id })).body.code).toBe(101);

    for (const [action, target] of [
      ['content.save', `marquee:${a.id}`],
      ['content.order', `marquee:${1}`],
      ['content.visibility', `marquee:${a.id}`],
      ['content.delete', `marquee:${b.id}`],
    ] as const) {
      const rows = await auditRows(server.db, action);
      expect(rows.map((r) => r.target)).toContain(target);
    }
  });

  it('drops the cached replies a change touches, so the next visitor sees it at once', async () => {
    const first = await server.call('/arks/web/page/list', { site_id: 1, kind: 'info' }, { lang: 'en_US' });
    const page = await save('page', { id: 17, kind: 'info', title: { en_US: `Promotion statement ${Date.now()}` } });
    const second = await server.call('/arks/web/page/list', { site_id: 1, kind: 'info' }, { lang: 'en_US' });
    expect(second.body.data.list.find((p: { id: number }) => p.id === 17)?.title).toBe(page.title.en_US);
    expect(JSON.stringify(first.body)).not.toBe(JSON.stringify(second.body));

    const link = await admin.call('/operator/content/customer_service_link/save', {
      site_id: 1,
      url: 'https://help.example/chat',
    });
    expect(link.body.data.url).toBe('https://help.example/chat');
    const detail = await server.call('/arks/web/site/detail', { site_id: 1 });
    expect(detail.body.data.detail.customer_service_link).toBe('https://help.example/chat');
    const unsafe = await admin.call('/operator/content/customer_service_link/save', { site_id: 1, url: 'javascript:alert(1)' });
    expect(unsafe.status).toBe(400);
    await admin.call('/operator/content/customer_service_link/save', { site_id: 1, url: '/support' });
  });
});

describe('footer and float links', () => {
  it('are added, hidden, ordered and deleted over the desk, and listed at once in the asked language', async () => {
    // Read first, so that the cached replies must be dropped for the change to show.
    const footerOf = async () => (await server.call('/arks/web/footer', { site_id: 1 }, { lang: 'th_TH' })).body.data.list;
    const floatOf = async () => (await server.call('/arks/web/float', { site_id: 1 })).body.data.list;
    await footerOf();
    const floatsBefore = idsOf(await floatOf());
    const fairPlay = await save('site_link', {
      placement: 'footer',
      title: { en_US: 'Fair play', th_TH: 'เล่นอย่างยุติธรรม' },
      url: '/faq/3',
      sort: 99,
    });
    const telegram = await save('site_link', {
      placement: 'float',
      title: { en_US: 'Telegram' },
      url: 'https://t.me/royalace',
      sort: 99,
    });
    expect((await footerOf()).find((l: { id: number }) => l.id === fairPlay.id)).toMatchObject({
      title: 'เล่นอย่างยุติธรรม',
      url: '/faq/3',
    });
    expect(idsOf(await floatOf())).toEqual([...floatsBefore, telegram.id]);

    await admin.call('/operator/content/order', { site_id: 1, kind: 'site_link', ids: [telegram.id, ...floatsBefore] });
    expect(idsOf(await floatOf())).toEqual([telegram.id, ...floatsBefore]);
    await admin.call('/operator/content/visibility', { site_id: 1, kind: 'site_link', id: fairPlay.id, active: 0 });
    expect(idsOf(await footerOf())).not.toContain(fairPlay.id);

    const unsafe = await admin.call('/operator/content/site_link/save', {
      site_id: 1,
      placement: 'footer',
      title: { en_US: 'x' },
      url: 'javascript:alert(1)',
    });
    expect(unsafe.status).toBe(400);
    // An id of another site is not this site's to change.
    const otherSite = await admin.call('/operator/content/site_link/save', {
      site_id: 2,
      id: telegram.id,
      placement: 'float',
      title: { en_US: 'Taken' },
      url: '/support',
    });
    expect(otherSite.body.code).toBe(101);
    for (const id of [fairPlay.id, telegram.id])
      await admin.call('/operator/content/delete', { site_id: 1, kind: 'site_link', id });
    expect(idsOf(await floatOf())).toEqual(floatsBefore);
  });
});

describe('HTML written around the desk', () => {
  it('is sanitised again as it is served: pages, promotions, notices and content models', async () => {
    const dirty =
      '<p onclick="alert(1)">Hi</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">go</a>';
    const texts = (value: string) => JSON.stringify({ en_US: value });
    await server.db
      .insertInto('site_pages')
      .values({
        site_id: 1,
        id: 990,
        kind: 'news',
        title: texts('Restored'),
        summary: texts(''),
        body: texts(dirty),
        cover_media_id: null,
        published_at: hourFromNow(-1),
      })
      .execute();
    const promotion = await server.db
      .insertInto('promotions')
      .values({
        site_id: 1,
        category_id: null,
        title: texts('Restored'),
        summary: texts(''),
        body: texts(dirty),
        cover_media_id: null,
        starts_at: null,
        ends_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notice = await server.db
      .insertInto('bulletins')
      .values({
        site_id: 2,
        title: texts('Restored'),
        content: texts(dirty),
        image_media_id: null,
        display_locations: [1],
        starts_at: null,
        ends_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const model = await server.db
      .insertInto('site_content_models')
      .values({ site_id: 2, model: 'login', language_code: 'en_US', content: dirty, image_media_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();

    const page = await server.call('/arks/web/page/detail', { site_id: 1, id: 990 }, { lang: 'en_US' });
    const detail = await server.call('/arks/web/promotion/detail', { site_id: 1, id: promotion.id }, { lang: 'en_US' });
    const bulletins = await server.call('/arks/web/bulletin', { site_id: 2, display_device: 1 }, { lang: 'en_US' });
    const login = await server.call('/web/model_login', { site_id: 2, language: 'en_US' });
    const served = [
      page.body.data.detail.body,
      detail.body.data.detail.body,
      bulletins.body.data.list.find((b: { id: number }) => b.id === notice.id).content,
      login.body.data.list.find((m: { id: number }) => m.id === model.id).content,
    ];
    // The picture goes too: its address is neither the media store nor https.
    for (const html of served) expect(html).toBe('<p>Hi</p><a>go</a>');
  });
});

describe('realtime announcements', () => {
  const clients: ReturnType<typeof connectEcho>[] = [];
  afterEach(() => {
    for (const c of clients.splice(0)) c.disconnect();
  });

  it("tells the site's template channel after each change, with the call to refetch", async () => {
    const echo = connectEcho(server.url);
    clients.push(echo);
    const channel = echo.channel(publicChannels.template('site02'));
    const settings = nextEvent<{ url: string }>((cb) => channel.listen(`.${realtimeEvents.modelSettingsUrl}`, cb));
    const carousel = nextEvent<{ url: string }>((cb) => channel.listen(`.${realtimeEvents.carouselPictureUrl}`, cb));
    const sponsor = nextEvent<{ url: string }>((cb) => channel.listen(`.${realtimeEvents.modelSponsorUrl}`, cb));
    const service = nextEvent<{ url: string }>((cb) => channel.listen(`.${realtimeEvents.customerServiceLinkChange}`, cb));
    const clean = nextEvent<unknown>((cb) => channel.listen(`.${realtimeEvents.appCleanCache}`, cb));
    await settle(echo);

    await save('promotion', { title: { en_US: 'Announced' } });
    expect(await settings).toEqual({ url: '/arks/web/promotion/list' });
    const picture = (await upload(pngOf(4, 2))).body.data;
    await save('banner', { image_media_id: picture.media_id, use_type: 0, link_url: '/discount' });
    expect(await carousel).toEqual({ url: '/arks/web/carousel_picture' });
    await save('content_model', { model: 'sponsor', language_code: 'en_US', title: 'Club', content: '<b>Partner</b>' });
    expect(await sponsor).toEqual({ url: '/web/model_sponsor' });
    await admin.call('/operator/content/customer_service_link/save', { site_id: 1, url: '/support' });
    expect(await service).toEqual({ url: '/support' });
    await admin.call('/operator/content/clean_cache', { site_id: 1 });
    expect(await clean).toEqual({});
  });

  it('announces the login box on model_login.url and serves the new entry at once, its HTML cleaned', async () => {
    const echo = connectEcho(server.url);
    clients.push(echo);
    const channel = echo.channel(publicChannels.template('site02'));
    const login = nextEvent<{ url: string }>((cb) => channel.listen(`.${realtimeEvents.modelLoginUrl}`, cb));
    await settle(echo);
    const box = () => server.call('/web/model_login', { site_id: 1, language: 'bn_BD' }).then((r) => r.body.data);
    const before = await box();
    const entry = await save('content_model', {
      model: 'login',
      language_code: 'bn_BD',
      title: 'স্বাগতম',
      content: '<p onmouseover="x()">প্রথম জমায় ১০০% বোনাস</p><iframe src="https://evil.example"></iframe>',
    });
    expect(await login).toEqual({ url: '/web/model_login' });
    const after = await box();
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.list).toContainEqual(expect.objectContaining({ id: entry.id, content: '<p>প্রথম জমায় ১০০% বোনাস</p>' }));
  });
});

describe('picture uploads', () => {
  it('stores PNG and JPEG encoded again, without what followed the picture', async () => {
    const withTail = Buffer.concat([pngOf(3, 3), Buffer.from('<script>alert(1)</script>')]);
    const png = await upload(withTail);
    expect(png.body.data).toMatchObject({ content_type: 'image/png', width: 3, height: 3 });
    const served = await fetch(`${server.url}${png.body.data.url}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect(PNG.sync.read(bytes).width).toBe(3);

    const raw = jpeg.encode({ data: Buffer.alloc(8 * 6 * 4, 120), width: 8, height: 6 }, 80).data;
    const jpg = await upload(Buffer.from(raw));
    expect(jpg.body.data).toMatchObject({ content_type: 'image/jpeg', width: 8, height: 6 });
    expect((await auditRows(server.db, 'content.upload')).map((r) => r.target)).toContain(`media:${jpg.body.data.media_id}`);
  });

  it('refuses SVG, GIF, damaged and oversized pictures', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect((await upload(svg)).body).toMatchObject({ code: 102, data: { reason: 'type' } });
    expect((await upload(Buffer.from('GIF89a\u0001\u0000\u0001\u0000'))).body).toMatchObject({
      code: 102,
      data: { reason: 'type' },
    });
    const damaged = pngOf(2, 2).subarray(0, 40);
    expect((await upload(damaged)).body).toMatchObject({ code: 102, data: { reason: 'damaged' } });
    // A header claiming 5000 pixels wide is refused before anything is decoded.
    const huge = pngOf(2, 2);
    huge.writeUInt32BE(5000, 16);
    expect((await upload(huge)).body).toMatchObject({ code: 102, data: { reason: 'too_many_pixels' } });
    // Only admins upload; a JSON body is no picture.
    const support = await createOperator(server.db, 'support');
    const supportApi = await signInOperator(server, support.username, support.password);
    expect((await upload(pngOf(2, 2), supportApi.token)).status).toBe(403);
    expect((await upload(pngOf(2, 2), 'not-a-token')).status).toBe(401);
    expect((await upload(Buffer.from('{"a":1}'), admin.token, 'application/json')).status).toBe(415);
    // A picture named by an item must exist.
    const missing = await admin.call('/operator/content/register_background/save', { site_id: 1, image_media_id: 999_999 });
    expect(missing.body).toMatchObject({ code: 103 });
  });

  it('keeps one logo per type and language: a new one replaces it, and /web/logo serves it in that language', async () => {
    const first = (await upload(pngOf(8, 2))).body.data;
    const second = (await upload(pngOf(8, 3))).body.data;
    const a = await save('logo', { type: 'footer', language_code: 'ta_IN', media_id: first.media_id });
    const b = await save('logo', { type: 'footer', language_code: 'ta_IN', media_id: second.media_id });
    expect(b.id).toBe(a.id);
    // Moving another logo onto the same type and language replaces that one too.
    const other = await save('logo', { type: 'mobile_header', language_code: 'ta_IN', media_id: first.media_id });
    await save('logo', { id: other.id, type: 'footer', language_code: 'ta_IN', media_id: first.media_id });
    const logos = await server.call('/web/logo', { site_id: 1 }, { lang: 'ta_IN' });
    const footers = logos.body.data.web_logo_list.filter((l: { type: string }) => l.type === 'footer');
    expect(footers).toEqual([expect.objectContaining({ url: first.url })]);
  });

  it('serves the register background of the template, else the one for every template', async () => {
    const general = (await upload(pngOf(2, 2))).body.data;
    const mobile = (await upload(pngOf(2, 3))).body.data;
    await save('register_background', { image_media_id: general.media_id });
    await save('register_background', { template: 'H5_1', image_media_id: mobile.media_id });
    const detail = (template: string) =>
      server.call('/arks/web/model/register-background/detail', { site_id: 1, template }).then((r) => r.body.data.detail.photo);
    expect(await detail('H5_1')).toBe(mobile.url);
    expect(await detail('site02')).toBe(general.url);
  });
});

describe('npm run operator -- content', () => {
  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await main([...args, '--url', server.url], { OPERATOR_USER: 'admin', OPERATOR_PASSWORD: 'admin1234' }, (text) =>
      lines.push(text),
    );
    return { code, out: lines.join('\n') };
  };

  it('uploads, saves, schedules, orders, hides and deletes over the operator API', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'content-cli-'));
    await writeFile(join(dir, 'cover.png'), pngOf(6, 4));
    const upload = await run('content', 'upload', join(dir, 'cover.png'));
    const mediaId = Number(/Stored media (\d+)/.exec(upload.out)?.[1]);
    expect(mediaId).toBeGreaterThan(0);
    await writeFile(
      join(dir, 'promo.json'),
      JSON.stringify({
        title: { en_US: 'From the command line' },
        body: { en_US: '<p onclick="x()">Hi</p>' },
        cover_media_id: mediaId,
      }),
    );
    const saved = await run('content', 'save', 'promotion', '--file', join(dir, 'promo.json'));
    const id = Number(/Saved promotion (\d+)/.exec(saved.out)?.[1]);
    const detail = await server.call('/arks/web/promotion/detail', { site_id: 1, id });
    expect(detail.body.data.detail).toMatchObject({
      title: 'From the command line',
      body: '<p>Hi</p>',
      cover: `/media/${mediaId}`,
    });

    await run('content', 'schedule', 'promotion', String(id), '--from', hourFromNow(3));
    expect((await server.call('/arks/web/promotion/detail', { site_id: 1, id })).body.code).toBe(101);
    await run('content', 'schedule', 'promotion', String(id), '--from', '');
    await run('content', 'hide', 'promotion', String(id));
    expect((await server.call('/arks/web/promotion/detail', { site_id: 1, id })).body.code).toBe(101);
    await run('content', 'show', 'promotion', String(id));
    expect((await server.call('/arks/web/promotion/detail', { site_id: 1, id })).body.code).toBe(1000);

    const listed = JSON.parse((await run('content', 'list', 'promotion')).out) as { id: number; sort: number }[];
    const others = listed.filter((p) => p.id !== id).map((p) => String(p.id));
    await run('content', 'order', 'promotion', String(id), ...others);
    const first = await server.call('/arks/web/promotion/list', { site_id: 1 });
    expect(first.body.data.list[0].id).toBe(id);
    expect((await run('content', 'delete', 'promotion', String(id))).out).toBe(`promotion ${id} deleted.`);
    await expect(run('content', 'save', 'nonsense', '--file', 'x.json')).rejects.toMatchObject({ exitCode: 2 });
  });
});
