import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSessionToken } from '../members/session-tokens.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { seedDemoEngagement } from './seed-engagement.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('demo engagement', () => {
  it('gives demo001 a welcome letter, a red envelope and a check-in calendar, in every language, once', async () => {
    const demo = await server.db.selectFrom('members').select('id').where('account', '=', 'demo001').executeTakeFirstOrThrow();
    const token = await issueSessionToken(server.db, demo.id, 3_600_000);
    const auth = (lang: string) => ({ authorization: `Bearer ${token}`, lang });
    const box = await server.call('/arks/web/member/letter', {}, auth('th_TH'));
    expect(box.body.data.list[0].title).toBe('ยินดีต้อนรับสู่ Demo Casino');
    const envelope = await server.call('/arks/web/activity/red_envelope_promotion', {}, auth('zh_CN'));
    expect(envelope.body.data).toMatchObject({ title: '幸运红包', currency: 'INR', eligible: 1 });
    const calendar = await server.call('/arks/web/activity/sign_in', {}, auth('en_US'));
    expect(calendar.body.data).toMatchObject({ open: 1, rewards: ['8.00', '8.00', '16.00', '16.00', '24.00', '40.00', '80.00'] });
    const letters = await server.db.selectFrom('letters').select(['title', 'body']).execute();
    for (const l of letters) expect(Object.keys(l.title).sort()).toEqual(Object.keys(l.body).sort());
    expect(Object.keys(letters[0]?.title ?? {})).toHaveLength(11);
    expect(await server.db.transaction().execute((tx) => seedDemoEngagement(tx))).toBe(false);
  });
});
