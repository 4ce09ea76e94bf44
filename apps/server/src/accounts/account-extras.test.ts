import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, register, solveCaptcha } from '../testing/accounts-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { sealLaunchValue } from './launch-link.ts';

const SECRET = 'a-test-secret-of-sixteen-chars-or-more';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1', TOKEN_SECRET: SECRET } });
});
afterAll(() => server.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function signedIn(overrides: Record<string, unknown> = {}) {
  const { reply, account, password } = await register(server, { member_name: 'Ravi Kumar', ...overrides }, freshAddress());
  expect(reply.body.code).toBe(1000);
  return { account, password, token: reply.body.data.token as string, memberId: reply.body.data.member_id as number };
}

async function loginFrom(account: string, password: string, headers: Record<string, string>) {
  const captcha = await solveCaptcha(server, 1);
  return server.call(
    '/login',
    { account, password, site_id: 1, answer: captcha.answer, captcha_token: captcha.captcha_token },
    headers,
  );
}

describe('login refusals by address', () => {
  it('refuses countries the site does not allow (201)', async () => {
    const m = await signedIn();
    await server.db
      .updateTable('sites')
      .set({ login_countries: ['IN'] })
      .where('id', '=', 1)
      .execute();
    try {
      expect((await loginFrom(m.account, m.password, { 'x-forwarded-for': '10.50.0.1', 'cf-ipcountry': 'US' })).body.code).toBe(
        201,
      );
      expect((await loginFrom(m.account, m.password, { 'x-forwarded-for': '10.50.0.1', 'cf-ipcountry': 'IN' })).body.code).toBe(
        1000,
      );
    } finally {
      await server.db.updateTable('sites').set({ login_countries: [] }).where('id', '=', 1).execute();
    }
  });

  it('makes an address wait after many failed logins across accounts (202)', async () => {
    const m = await signedIn();
    for (let i = 0; i < 20; i++) {
      const captcha = await solveCaptcha(server, 1);
      await server.call(
        '/login',
        {
          account: `ghost${i}abc`,
          password: 'wrong123',
          site_id: 1,
          answer: captcha.answer,
          captcha_token: captcha.captcha_token,
        },
        { 'x-forwarded-for': '10.51.0.2' },
      );
    }
    expect((await loginFrom(m.account, m.password, { 'x-forwarded-for': '10.51.0.2' })).body.code).toBe(202);
    expect((await loginFrom(m.account, m.password, { 'x-forwarded-for': '10.51.0.1' })).body.code).toBe(1000);
  });

  it('refuses a further account from an address that many accounts used today (203)', async () => {
    await server.db.updateTable('sites').set({ accounts_per_ip_per_day: 2 }).where('id', '=', 1).execute();
    try {
      const address = { 'x-forwarded-for': '10.52.0.1' };
      const members = [await signedIn(), await signedIn(), await signedIn()];
      const codes = [];
      for (const m of members) codes.push((await loginFrom(m.account, m.password, address)).body.code);
      expect(codes).toEqual([1000, 1000, 203]);
      // Those already seen there may come back.
      expect((await loginFrom(members[0]!.account, members[0]!.password, address)).body.code).toBe(1000);
    } finally {
      await server.db.updateTable('sites').set({ accounts_per_ip_per_day: 20 }).where('id', '=', 1).execute();
    }
  });
});

describe('/get_info_data', () => {
  it('exchanges a sealed launch value for the sign-in data', async () => {
    const m = await signedIn();
    const { body } = await server.call('/get_info_data', { enc: sealLaunchValue(SECRET, m.token) });
    expect(body.code).toBe(1000);
    expect(JSON.parse(body.data)).toEqual({
      tk: m.token,
      member_id: m.memberId,
      member_account: m.account,
      member_currency: 'INR',
    });
  });

  it('exchanges a value once, also when two exchanges race', async () => {
    const m = await signedIn();
    const enc = sealLaunchValue(SECRET, m.token);
    const codes = await Promise.all([1, 2, 3].map(() => server.call('/get_info_data', { enc }).then((r) => r.body.code)));
    expect(codes.sort((a, b) => a - b)).toEqual([101, 101, 1000]);
    expect((await server.call('/get_info_data', { enc })).body.code).toBe(101);
  });

  it('refuses forged, expired and dead values (101)', async () => {
    const m = await signedIn();
    const forged = sealLaunchValue('another-secret-entirely-123', m.token);
    expect((await server.call('/get_info_data', { enc: forged })).body.code).toBe(101);
    expect((await server.call('/get_info_data', { enc: 'garbage' })).body.code).toBe(101);
    const expired = sealLaunchValue(SECRET, m.token, Date.now() - 10 * 60_000);
    expect((await server.call('/get_info_data', { enc: expired })).body.code).toBe(101);
    await server.call('/logout', {}, auth(m.token));
    expect((await server.call('/get_info_data', { enc: sealLaunchValue(SECRET, m.token) })).body.code).toBe(101);
  });
});

describe('bank accounts', () => {
  const account = {
    bank_name: 'State Bank',
    account_name: 'Ravi Kumar',
    account_number: '1234 5678 9012',
    branch: 'Mumbai',
    withdraw_password: '4321',
  };

  it('binds with the withdraw password, masks the number and makes the first the default', async () => {
    const m = await signedIn();
    const bound = await server.call('/member/bank_account/bind', account, auth(m.token));
    expect(bound.body.code).toBe(1000);
    const list = await server.call('/member/bank_account/list', {}, auth(m.token));
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        id: bound.body.data.id,
        account_number: '********9012',
        is_default: 1,
        account_name: 'Ravi Kumar',
      }),
    ]);
    expect(list.body.data.max).toBe(5);
  });

  it('refuses a wrong withdraw password (101), a duplicate (103), another holder (105)', async () => {
    const m = await signedIn();
    expect(
      (await server.call('/member/bank_account/bind', { ...account, withdraw_password: '0000' }, auth(m.token))).body.code,
    ).toBe(101);
    expect((await server.call('/member/bank_account/bind', account, auth(m.token))).body.code).toBe(1000);
    expect(
      (await server.call('/member/bank_account/bind', { ...account, account_number: '123456789012' }, auth(m.token))).body.code,
    ).toBe(103);
    expect(
      (
        await server.call(
          '/member/bank_account/bind',
          { ...account, account_name: 'Someone Else', account_number: '999999' },
          auth(m.token),
        )
      ).body.code,
    ).toBe(105);
  });

  it('keeps to five accounts even when binds race', async () => {
    const m = await signedIn();
    const binds = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        server.call('/member/bank_account/bind', { ...account, account_number: `55500000${i}` }, auth(m.token)),
      ),
    );
    const codes = binds.map((b) => b.body.code).sort((a, b) => a - b);
    expect(codes.filter((c) => c === 1000)).toHaveLength(5);
    expect(codes.filter((c) => c === 104)).toHaveLength(3);
  });

  it('lets a member see and change only their own accounts', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const bound = await server.call('/member/bank_account/bind', account, auth(owner.token));
    expect((await server.call('/member/bank_account/list', {}, auth(other.token))).body.data.list).toEqual([]);
    expect((await server.call('/member/bank_account/default', { id: bound.body.data.id }, auth(other.token))).body.code).toBe(
      101,
    );
    expect((await server.call('/member/bank_account/list', {})).status).toBe(401);
  });
});

describe('test hooks', () => {
  it('are not there unless TEST_HOOKS is on', async () => {
    const captcha = await solveCaptcha(server, 1);
    expect((await fetch(`${server.url}/api/__test/captcha/${captcha.captcha_token}`)).status).toBe(404);
  });

  it('read captcha answers and SMS codes when on', async () => {
    const hooked = await startTestServer({ env: { TEST_HOOKS: '1' } });
    try {
      const { body } = await hooked.call('/captcha', { type: 2, site_id: 1 });
      const answer = (await (await fetch(`${hooked.url}/api/__test/captcha/${body.data.captcha_token}`)).json()) as any;
      expect(answer.data.answer).toMatch(/^[A-Z2-9]{4}$/);
      await hooked.call('/register/sms', { site_id: 1, member_phone: '9876543210', currency: 'INR', type: 'register_member' });
      const sms = (await (await fetch(`${hooked.url}/api/__test/sms/9876543210`)).json()) as any;
      expect(sms.data.code).toMatch(/^\d{6}$/);
    } finally {
      await hooked.close();
    }
  });
});
