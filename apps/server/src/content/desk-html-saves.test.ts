import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, operatorAddress, signInOperator } from '../operators/operator-test-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/*
 * What the back office's editors send (docs/decisions/0075): every save of the desk that carries HTML stores it
 * sanitised, whatever the editor let through; and the picture upload, like every other desk call, refuses a session
 * that must first set up its second factor.
 */

const DIRTY =
  '<h2 onclick="alert(1)">Bonus</h2><script>alert(1)</script><p style="color:red">Up to <strong>100%</strong></p>' +
  '<img src="/media/1" onerror="alert(1)"><a href="javascript:alert(1)">go</a><iframe src="https://evil.example"></iframe>';
const CLEAN = '<h2>Bonus</h2><p>Up to <strong>100%</strong></p><img src="/media/1" loading="lazy" /><a>go</a>';

const pngOf = (width: number, height: number) => {
  const png = new PNG({ width, height });
  png.data.fill(90);
  return PNG.sync.write(png);
};

describe('the HTML saves of the content desk', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof signInOperator>>;
  beforeAll(async () => {
    server = await startTestServer();
    const operator = await createOperator(server.db, 'admin');
    admin = await signInOperator(server, operator.username, operator.password);
    // The picture the HTML names must be in the store for it to be kept.
    const upload = await fetch(`${server.url}/api/operator/content/media/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'image/png' },
      body: pngOf(2, 2),
    });
    expect(((await upload.json()) as { data: { media_id: number } }).data.media_id).toBeGreaterThan(0);
  }, 120_000);
  afterAll(() => server?.close());

  const saved = async (kind: string, item: Record<string, unknown>) => {
    const reply = await admin.call(`/operator/content/${kind}/save`, { site_id: 1, ...item });
    expect(reply.body.code, JSON.stringify(reply.body)).toBe(1000);
    return reply.body.data;
  };
  const listed = async (kind: string, id: number) => {
    const reply = await admin.call('/operator/content/list', { site_id: 1, kind });
    return reply.body.data.list.find((item: { id: number }) => item.id === id);
  };

  it('stores notices, promotions, pages and content models sanitised, in every language', async () => {
    const html = { en_US: DIRTY, zh_CN: DIRTY.replace('Bonus', '奖金') };
    const cleanZh = CLEAN.replace('Bonus', '奖金');
    const notice = await saved('bulletin', { title: { en_US: 'Notice' }, content: html, display_locations: [1] });
    const promotion = await saved('promotion', { title: { en_US: 'Promotion' }, body: html });
    const page = await saved('page', { kind: 'news', title: { en_US: 'News' }, body: html });
    const model = await saved('content_model', { model: 'login', language_code: 'en_US', content: DIRTY });

    for (const [kind, record, field] of [
      ['bulletin', notice, 'content'],
      ['promotion', promotion, 'body'],
      ['page', page, 'body'],
    ] as const) {
      expect(record[field], kind).toEqual({ en_US: CLEAN, zh_CN: cleanZh });
      expect((await listed(kind, record.id))[field], kind).toEqual({ en_US: CLEAN, zh_CN: cleanZh });
    }
    expect(model.content).toBe(CLEAN);
    const row = await server.db
      .selectFrom('site_content_models')
      .select('content')
      .where('id', '=', model.id)
      .executeTakeFirstOrThrow();
    expect(row.content).toBe(CLEAN);
  });

  it('keeps what the rich-text editor writes: headings, lists, quotes, links and pictures of the store', async () => {
    const written =
      '<h3>Rules</h3><ol><li><p>Deposit <em>once</em></p></li></ol><blockquote><p>Fair play</p></blockquote>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://help.example/terms">Terms</a><br><s>old</s> <u>new</u></p>' +
      '<hr><pre><code>CODE10</code></pre><img src="/media/1">';
    const page = await saved('page', { kind: 'news', title: { en_US: 'Editor' }, body: { en_US: written } });
    expect(page.body.en_US).toBe(
      '<h3>Rules</h3><ol><li><p>Deposit <em>once</em></p></li></ol><blockquote><p>Fair play</p></blockquote>' +
        '<p><a href="https://help.example/terms" target="_blank" rel="noopener noreferrer">Terms</a><br /><s>old</s> <u>new</u></p>' +
        '<hr /><pre><code>CODE10</code></pre><img src="/media/1" loading="lazy" />',
    );
  });
});

describe('the picture upload on a server that requires a second factor', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { OPERATOR_SECOND_FACTOR: '1', OPERATOR_TOTP_KEY: 'b'.repeat(64), TRUST_PROXY: '1' } });
  }, 120_000);
  afterAll(() => server?.close());

  it('refuses an admin who has not set up the authenticator yet, and stores nothing', async () => {
    const account = await createOperator(server.db, 'admin');
    const login = await server.call(
      '/operator/login',
      { username: account.username, password: account.password },
      operatorAddress(),
    );
    expect(login.body.data.second_factor).toBe('enrol');
    const before = await server.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await fetch(`${server.url}/api/operator/content/media/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.body.data.token}`, 'content-type': 'image/png' },
      body: pngOf(2, 2),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 403, message: 'second_factor_enrolment_required' });
    const after = await server.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
