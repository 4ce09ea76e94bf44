import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, register } from '../testing/accounts-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let demo: TestServer;
let live: TestServer;
beforeAll(async () => {
  [demo, live] = await Promise.all([
    startTestServer({ env: { DEMO_MODE: '1', TRUST_PROXY: '1' } }),
    startTestServer({ env: { TRUST_PROXY: '1' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([demo?.close(), live?.close()]);
});

async function loginWithoutCaptcha(server: TestServer, account: string, password: string) {
  return server.call('/login', { account, password, site_id: 1, answer: '', captcha_token: '' }, freshAddress());
}

describe('login on a demonstration deployment (DEMO_MODE=1)', () => {
  it('signs in without a captcha, as the site that shows none expects', async () => {
    const { reply, account, password } = await register(demo, {}, freshAddress());
    expect(reply.body.code).toBe(1000);
    const { body } = await loginWithoutCaptcha(demo, account, password);
    expect(body.code).toBe(1000);
    expect(body.data.member_account).toBe(account);
  });

  it('still refuses a wrong password', async () => {
    const { account } = await register(demo, {}, freshAddress());
    expect((await loginWithoutCaptcha(demo, account, 'wrong-pass1')).body.code).not.toBe(1000);
  });

  it('a live deployment still asks for the captcha (105)', async () => {
    const { account, password } = await register(live, {}, freshAddress());
    expect((await loginWithoutCaptcha(live, account, password)).body.code).toBe(105);
  });
});
