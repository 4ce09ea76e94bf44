import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, smsCode, solveCaptcha, uniqueMember } from '../testing/accounts-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  // Each registration comes from its own address so that the per-address limits do not interfere.
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => server.close());

let address = 0;
const from = () => ({ 'x-forwarded-for': `10.1.${Math.floor(++address / 250)}.${address % 250}` });

describe('register settings and agreement', () => {
  it('lists the settings per currency with the currency rows', async () => {
    const { body } = await server.call('/arks/web/register-settings', { site_id: 1 });
    const rmbName = body.data.list.find(
      (r: { name: string; currency: string }) => r.name === 'member_name' && r.currency === 'RMB',
    );
    expect(rmbName).toMatchObject({ is_display: 1, is_required: 1 });
    const currencies = body.data.list
      .filter((r: { name: string }) => r.name === 'member_currency')
      .map((r: { currency: string }) => r.currency);
    expect(currencies.sort()).toEqual(['INR', 'RMB', 'USD', 'VND']);
    expect(body.data.sms_countdown_seconds).toBe(300);
  });

  it('gives the agreement in the language asked', async () => {
    const { body } = await server.call('/arks/web/register-settings/service-agreement', { site_id: 1 }, { lang: 'zh_CN' });
    expect(body.data.list[0].title).toBe('参与资格');
  });
});

describe('/register', () => {
  it('registers, signs the member in and stores only hashes of the passwords', async () => {
    const { reply, account } = await register(server, {}, from());
    expect(reply.body.code).toBe(1000);
    expect(reply.body.data).toMatchObject({ member_account: account, member_currency: 'INR' });
    const layout = await server.call('/member/profile/common/layout', {}, { authorization: `Bearer ${reply.body.data.token}` });
    expect(layout.body.data).toMatchObject({ member_account: account, member_type: 1, member_cash: '0.00' });
    const row = await server.db
      .selectFrom('members')
      .select(['password_hash', 'withdraw_password_hash'])
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.withdraw_password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an account already used (102), in any case', async () => {
    const first = await register(server, {}, from());
    const again = await register(server, { member_account: first.account.toUpperCase() }, from());
    expect(again.reply.body.code).toBe(102);
  });

  it('refuses a phone (104) or email (105) already used', async () => {
    const first = await register(server, {}, from());
    expect((await register(server, { member_phone: first.phone }, from())).reply.body.code).toBe(104);
    const email = await register(server, { member_email: `${first.account}@example.com` }, from());
    expect(email.reply.body.code).toBe(105);
  });

  it('refuses a wrong captcha (224) and a wrong SMS code (113), changing nothing', async () => {
    const bad = await register(server, { verify_code: 'XXXX' }, from());
    expect(bad.reply.body.code).toBe(224);
    const wrongSms = await register(server, { phone_verify: '000000' }, from());
    expect(wrongSms.reply.body.code).toBe(113);
    const count = await server.db
      .selectFrom('members')
      .select('id')
      .where('account', 'in', [bad.account, wrongSms.account])
      .execute();
    expect(count).toEqual([]);
  });

  it('uses a captcha only once', async () => {
    const captcha = await solveCaptcha(server, 2);
    const first = await register(server, { captcha_token: captcha.captcha_token, verify_code: captcha.answer }, from());
    expect(first.reply.body.code).toBe(1000);
    const second = await register(server, { captcha_token: captcha.captcha_token, verify_code: captcha.answer }, from());
    expect(second.reply.body.code).toBe(224);
  });

  it('applies the field rules: bad format answers HTTP 400 naming the fields', async () => {
    const { reply } = await register(server, { member_account: 'ab', password: 'onlyletters', withdraw_password: '12' }, from());
    expect(reply.status).toBe(400);
    expect(reply.body.data.fields).toEqual({
      member_account: ['signup.err_account_length'],
      password: ['signup.err_password_format'],
      withdraw_password: ['signup.err_withdraw_password_format'],
    });
  });

  it('answers the format codes of email (206), name (227) and contacts (307)', async () => {
    expect((await register(server, { member_email: 'not-an-email' }, from())).reply.body.code).toBe(206);
    expect((await register(server, { member_currency: 'RMB', member_name: 'John Smith' }, from())).reply.body.code).toBe(227);
    expect((await register(server, { member_telegram: 'ab' }, from())).reply.body.code).toBe(307);
  });

  it("refuses a birthday younger than the site's minimum age (229), on registration and on the field check", async () => {
    const settings = await server.call('/arks/web/register-settings', { site_id: 1 });
    expect(settings.body.data.minimum_age).toBe(18);
    const now = new Date();
    const day = (yearsAgo: number, offsetDays = 0) => {
      const date = new Date(Date.UTC(now.getUTCFullYear() - yearsAgo, now.getUTCMonth(), now.getUTCDate() + offsetDays));
      return date.toISOString().slice(0, 10);
    };
    const child = await register(server, { member_birthday: '2012-05-01' }, from());
    expect(child.reply.body).toMatchObject({ code: 229, message: 'signup.err_birthday_under_age', data: { minimum_age: 18 } });
    // One day short of eighteen is still under age; the eighteenth birthday itself is old enough.
    expect((await register(server, { member_birthday: day(18, 1) }, from())).reply.body.code).toBe(229);
    expect((await register(server, { member_birthday: day(18) }, from())).reply.body.code).toBe(1000);
    // A day after today is no birthday at all, and 30 February is not a day.
    const future = await register(server, { member_birthday: day(0, 1) }, from());
    expect(future.reply.status).toBe(400);
    expect(future.reply.body.data.fields.member_birthday).toEqual(['signup.err_birthday_out_of_range']);
    expect((await register(server, { member_birthday: '1990-02-30' }, from())).reply.status).toBe(400);
    const check = await server.call(
      '/register/verification',
      { site_id: 1, member_currency: 'INR', member_birthday: '2012-05-01', verification: 1 },
      from(),
    );
    expect(check.body.code).toBe(229);
    const members = await server.db.selectFrom('members').select('id').where('account', '=', child.account).execute();
    expect(members).toEqual([]);
  });

  it('follows the minimum age each site sets', async () => {
    await server.db.updateTable('sites').set({ minimum_age: 21 }).where('id', '=', 1).execute();
    try {
      const nineteen = `${new Date().getUTCFullYear() - 19}-01-01`;
      const refused = await register(server, { member_birthday: nineteen }, from());
      expect(refused.reply.body).toMatchObject({ code: 229, data: { minimum_age: 21 } });
      await server.db.updateTable('sites').set({ minimum_age: 0 }).where('id', '=', 1).execute();
      expect((await register(server, { member_birthday: nineteen }, from())).reply.body.code).toBe(1000);
    } finally {
      await server.db.updateTable('sites').set({ minimum_age: 18 }).where('id', '=', 1).execute();
    }
  });

  it('refuses a currency the site does not offer', async () => {
    const { reply } = await register(server, { member_currency: 'THB' }, from());
    expect(reply.status).toBe(400);
    expect(reply.body.data.fields.member_currency).toEqual(['register.currency_not_open']);
  });

  it('binds the member to the agent or the recommender, and refuses unknown introducers', async () => {
    const agent = await server.db.selectFrom('members').select('id').where('account', '=', 'agent001').executeTakeFirstOrThrow();
    const viaAgent = await register(server, { agent: String(agent.id) }, from());
    expect(viaAgent.reply.body.code).toBe(1000);
    const row = await server.db
      .selectFrom('members')
      .select('agent_id')
      .where('account', '=', viaAgent.account)
      .executeTakeFirstOrThrow();
    expect(row.agent_id).toBe(agent.id);
    // Registered on the agent's domain (the host the server is reached at, here through the trusted proxy), the member is counted for that domain.
    const viaDomain = await register(
      server,
      { agent: String(agent.id) },
      { ...from(), 'x-forwarded-host': 'Agent.localhost:3000' },
    );
    expect(viaDomain.reply.body.code).toBe(1000);
    // A page may name the agent, but the channel is the server's: another host is the agent's link.
    const viaOtherHost = await register(
      server,
      { agent: String(agent.id) },
      { ...from(), 'x-forwarded-host': 'elsewhere.localhost' },
    );

    const viaCode = await register(server, { recommend_code: 'demo0001' }, from());
    expect(viaCode.reply.body.code).toBe(1000);
    const channels = await server.db
      .selectFrom('members')
      .select(['account', 'agent_channel', 'agent_domain_host'])
      .where('account', 'in', [viaAgent.account, viaDomain.account, viaOtherHost.account, viaCode.account])
      .execute();
    const channelOf = (account: string) => channels.find((c) => c.account === account);
    expect(channelOf(viaAgent.account)).toMatchObject({ agent_channel: 'link', agent_domain_host: null });
    expect(channelOf(viaDomain.account)).toMatchObject({ agent_channel: 'domain', agent_domain_host: 'agent.localhost' });
    expect(channelOf(viaOtherHost.account)).toMatchObject({ agent_channel: 'link', agent_domain_host: null });
    expect(channelOf(viaCode.account)).toMatchObject({ agent_channel: 'invite', agent_domain_host: null });
    expect((await register(server, { agent: '999999' }, from())).reply.body.code).toBe(106);
    expect((await register(server, { recommend_code: 'NOPE1234' }, from())).reply.body.code).toBe(112);
    await server.db.updateTable('members').set({ agent_active: false }).where('id', '=', agent.id).execute();
    expect((await register(server, { agent: String(agent.id) }, from())).reply.body.code).toBe(108);
    await server.db.updateTable('members').set({ agent_active: true }).where('id', '=', agent.id).execute();
    await server.db.updateTable('sites').set({ invite_enabled: false }).where('id', '=', 1).execute();
    expect((await register(server, { recommend_code: 'DEMO0001' }, from())).reply.body.code).toBe(107);
    await server.db.updateTable('sites').set({ invite_enabled: true }).where('id', '=', 1).execute();
  });

  it('refuses blacklisted names (214) and emails (216)', async () => {
    await server.db
      .insertInto('blacklist_entries')
      .values([
        { site_id: 1, kind: 'name', value: 'blocked person' },
        { site_id: 1, kind: 'email', value: 'bad@example.com' },
      ])
      .execute();
    expect((await register(server, { member_name: 'Blocked Person' }, from())).reply.body.code).toBe(214);
    expect((await register(server, { member_email: 'BAD@example.com' }, from())).reply.body.code).toBe(216);
  });

  it('limits registrations from one address: 996 too often, 997 per day', async () => {
    const same = { 'x-forwarded-for': '10.9.9.9' };
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await register(server, {}, same)).reply.body.code);
    expect(codes).toEqual([1000, 1000, 1000, 996]);
    await server.db.updateTable('sites').set({ registrations_per_ip: 1 }).where('id', '=', 1).execute();
    expect((await register(server, {}, { 'x-forwarded-for': '10.9.9.10' })).reply.body.code).toBe(1000);
    expect((await register(server, {}, { 'x-forwarded-for': '10.9.9.10' })).reply.body.code).toBe(997);
    await server.db.updateTable('sites').set({ registrations_per_ip: 5 }).where('id', '=', 1).execute();
  });

  it('lets exactly one of two simultaneous registrations of one account through', async () => {
    const { account } = uniqueMember();
    const [a, b] = await Promise.all([
      register(server, { member_account: account }, from()),
      register(server, { member_account: account }, from()),
    ]);
    expect([a.reply.body.code, b.reply.body.code].sort((x, y) => x - y)).toEqual([102, 1000]);
  });
});

describe('single-field verification, introducer checks and SMS', () => {
  it('checks one field at a time', async () => {
    const first = await register(server, {}, from());
    const used = await server.call('/register/verification', {
      site_id: 1,
      member_currency: 'INR',
      member_account: first.account,
      verification: 1,
    });
    expect(used.body.code).toBe(102);
    const free = await server.call('/register/verification', {
      site_id: 1,
      member_currency: 'INR',
      member_phone: '9123456789',
      verification: 1,
    });
    expect(free.body.code).toBe(1000);
    const invalid = await server.call('/register/verification', {
      site_id: 1,
      member_currency: 'VND',
      member_phone: '12345',
      verification: 1,
    });
    expect(invalid.body.code).toBe(209);
  });

  it('says whether an introducer is valid and finds agent domains', async () => {
    expect((await server.call('/register/valid_message', { site_id: 1, recommend_code: 'DEMO0001' })).body.data).toEqual({
      is_valid: true,
    });
    expect((await server.call('/register/valid_message', { site_id: 1, agent_id: '424242' })).body.data).toEqual({
      is_valid: false,
    });
    const domain = await server.call('/arks/web/check-agent-domain', { site_id: 1, host: 'agent.localhost:3000' });
    expect(domain.body.data).toMatchObject({ is_valid: true, currency: 'INR' });
    expect((await server.call('/arks/web/check-agent-domain', { site_id: 1, host: 'www.example.com' })).body.data.is_valid).toBe(
      false,
    );
  });

  it('answers the SMS codes: 201 blank, 099 invalid, 102 within five minutes', async () => {
    const send = (phone: string) =>
      server.call('/register/sms', { site_id: 1, member_phone: phone, currency: 'VND', type: 'register_member' }, from());
    expect((await send('')).body.code).toBe(201);
    expect((await send('12345')).body.code).toBe(99);
    const first = await send('0912345678');
    expect(first.body).toMatchObject({ code: 1000, data: { countdown_seconds: 300 } });
    const again = await send('0912345678');
    expect(again.body.code).toBe(102);
    expect(await smsCode(server, '0912345679')).toMatch(/^\d{6}$/);
  });
});

describe('the other codes of the registration table', () => {
  it('answers 228 for an introducer of the wrong form, 109 and 110 for a recommender disabled or frozen', async () => {
    expect((await register(server, { agent: 'abc' }, from())).reply.body.code).toBe(228);
    expect((await register(server, { recommend_code: 'no-way!' }, from())).reply.body.code).toBe(228);
    const recommender = await register(server, {}, from());
    const row = await server.db
      .selectFrom('members')
      .select(['id', 'recommend_code'])
      .where('account', '=', recommender.account)
      .executeTakeFirstOrThrow();
    await server.db.updateTable('members').set({ status: 2 }).where('id', '=', row.id).execute();
    expect((await register(server, { recommend_code: row.recommend_code }, from())).reply.body.code).toBe(109);
    await server.db.updateTable('members').set({ status: 3 }).where('id', '=', row.id).execute();
    expect((await register(server, { recommend_code: row.recommend_code }, from())).reply.body.code).toBe(110);
  });

  it('answers 103 and 114 where the site makes name and identity unique', async () => {
    await server.db
      .insertInto('register_settings')
      .values({ site_id: 1, currency_code: 'USD', name: 'identity_id', is_display: 1, is_required: 1, is_unique: 1 })
      .execute();
    await server.db
      .updateTable('register_settings')
      .set({ is_unique: 1 })
      .where('currency_code', '=', 'USD')
      .where('name', '=', 'member_name')
      .execute();
    const first = await register(
      server,
      { member_currency: 'USD', member_name: 'Unique Name', identity_id: 'ID-778899' },
      from(),
    );
    expect(first.reply.body.code).toBe(1000);
    expect(
      (await register(server, { member_currency: 'USD', member_name: 'unique name', identity_id: 'ID-1' }, from())).reply.body
        .code,
    ).toBe(103);
    expect(
      (await register(server, { member_currency: 'USD', member_name: 'Other Name', identity_id: 'id-778899' }, from())).reply.body
        .code,
    ).toBe(114);
    const missing = await register(server, { member_currency: 'USD', member_name: 'Third Name' }, from());
    expect(missing.reply.status).toBe(400);
    expect(missing.reply.body.data.fields.identity_id).toEqual(['signup.err_identity_blank']);
  });

  it('answers 215 for a blacklisted phone and 218 for a blacklisted address', async () => {
    await server.db
      .insertInto('blacklist_entries')
      .values([
        { site_id: 1, kind: 'phone', value: '9555555555' },
        { site_id: 1, kind: 'ip', value: '10.66.66.66' },
      ])
      .execute();
    expect((await register(server, { member_phone: '9555555555' }, from())).reply.body.code).toBe(215);
    expect((await register(server, {}, { 'x-forwarded-for': '10.66.66.66' })).reply.body.code).toBe(218);
  });
});
