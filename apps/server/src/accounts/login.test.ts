import { privateChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFingerprint } from '../members/revoke-session.ts';
import { freshAddress, loginAs, register, solveCaptcha } from '../testing/accounts-helpers.ts';
import { connectEcho, nextEvent, settle, socketOf } from '../testing/echo-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => server.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function newMember() {
  const { reply, account, password, phone } = await register(server, { member_name: 'Asha Rao' }, freshAddress());
  expect(reply.body.code).toBe(1000);
  return { account, password, phone, memberId: reply.body.data.member_id as number };
}

describe('/login', () => {
  it('signs in with the right password and captcha', async () => {
    const m = await newMember();
    const { body } = await loginAs(server, m.account, m.password, '');
    expect(body.code).toBe(1000);
    expect(body.data).toMatchObject({ member_id: m.memberId, member_account: m.account, member_currency: 'INR' });
  });

  it('answers 105 for a wrong captcha and 101 for a wrong password or unknown account', async () => {
    const m = await newMember();
    const captcha = await solveCaptcha(server, 1);
    const wrongCaptcha = await server.call('/login', {
      account: m.account,
      password: m.password,
      site_id: 1,
      answer: 'ZZZZ',
      captcha_token: captcha.captcha_token,
    });
    expect(wrongCaptcha.body.code).toBe(105);
    expect((await loginAs(server, m.account, 'wrong1234')).body.code).toBe(101);
    expect((await loginAs(server, 'nobody999', 'abc12345')).body.code).toBe(101);
  });

  it('answers 102 for a disabled and 103 for a frozen account', async () => {
    const m = await newMember();
    await server.db.updateTable('members').set({ status: 2 }).where('id', '=', m.memberId).execute();
    expect((await loginAs(server, m.account, m.password)).body.code).toBe(102);
    await server.db.updateTable('members').set({ status: 3 }).where('id', '=', m.memberId).execute();
    expect((await loginAs(server, m.account, m.password)).body.code).toBe(103);
  });

  it('asks for recovery (802) after five wrong passwords, until the password is reset', async () => {
    const m = await newMember();
    for (let i = 0; i < 5; i++) expect((await loginAs(server, m.account, 'wrong1234')).body.code).toBe(101);
    expect((await loginAs(server, m.account, m.password)).body.code).toBe(802);

    const verify = await server.call(
      '/arks/web/vx/verify',
      { account: m.account, withdraw_password: '4321', member_phone: m.phone, site_id: 1, ...(await solveCaptcha(server, 3)) },
      freshAddress(),
    );
    expect(verify.body.code).toBe(1000);
    const reset = await server.call(
      '/arks/web/vx/reset',
      { account: m.account, password: 'newpass99', token: verify.body.data.token },
      freshAddress(),
    );
    expect(reset.body.code).toBe(1000);
    expect((await loginAs(server, m.account, 'newpass99')).body.code).toBe(1000);
    const reused = await server.call(
      '/arks/web/vx/reset',
      { account: m.account, password: 'other1234', token: verify.body.data.token },
      freshAddress(),
    );
    expect(reused.body.code).toBe(201);
  });

  it('refuses recovery with wrong details (102) and an unknown account (101)', async () => {
    const m = await newMember();
    const wrong = await server.call(
      '/arks/web/vx/verify',
      { account: m.account, withdraw_password: '0000', member_phone: m.phone, site_id: 1, ...(await solveCaptcha(server, 3)) },
      freshAddress(),
    );
    expect(wrong.body.code).toBe(102);
    const unknown = await server.call(
      '/arks/web/vx/verify',
      { account: 'ghost0001', withdraw_password: '4321', member_email: 'a@b.co', site_id: 1, ...(await solveCaptcha(server, 3)) },
      freshAddress(),
    );
    expect(unknown.body.code).toBe(101);
  });

  it("limits login attempts per account with HTTP 429, but not from the member's known device", async () => {
    const m = await newMember();
    // The first attempt of the minute, from a device that becomes known.
    expect((await loginAs(server, m.account, m.password, 'known-device')).body.code).toBe(1000);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const captcha = await solveCaptcha(server, 1);
      const { answer, captcha_token } = captcha;
      const body = { account: m.account, password: 'x', site_id: 1, answer, captcha_token };
      statuses.push((await server.call('/login', body, freshAddress())).status);
    }
    expect(statuses.slice(0, 9).every((s) => s === 200)).toBe(true);
    expect(statuses[9]).toBe(429);
    expect((await loginAs(server, m.account, m.password, 'known-device')).body.code).toBe(1000);
  });
});

describe('login from a new device', () => {
  it('asks a security question (107), lets the member skip to another, and signs in on the right answer', async () => {
    const m = await newMember();
    expect((await loginAs(server, m.account, m.password, 'home-pc')).body.code).toBe(1000);
    const challenged = await loginAs(server, m.account, m.password, 'new-phone');
    expect(challenged.body.code).toBe(107);
    const question = challenged.body.data;
    expect(question.available_questions_count).toBe(3);

    const skipped = await server.call(
      '/login/double_validation/skip',
      { member_login_id: question.member_login_id },
      freshAddress(),
    );
    expect(skipped.body.code).toBe(1000);
    expect(skipped.body.data.question).not.toBe(question.question);

    const answers: Record<string, string> = {
      member_name: 'asha rao',
      member_phone: m.phone,
      member_email: `${m.account}@EXAMPLE.com`,
      withdraw_password: '4321',
    };
    const captcha = await solveCaptcha(server, 1);
    const wrongCaptcha = await server.call('/login/double_validation', {
      member_login_id: question.member_login_id,
      answer: answers[skipped.body.data.question],
      captcha_answer: 'QQQQ',
      captcha_token: captcha.captcha_token,
    });
    expect(wrongCaptcha.body.code).toBe(105);
    const second = await solveCaptcha(server, 1);
    const passed = await server.call('/login/double_validation', {
      member_login_id: question.member_login_id,
      answer: answers[skipped.body.data.question],
      captcha_answer: second.answer,
      captcha_token: second.captcha_token,
      udid: 'new-phone',
    });
    expect(passed.body.code).toBe(1000);
    // The device is now known: no question the next time.
    expect((await loginAs(server, m.account, m.password, 'new-phone')).body.code).toBe(1000);
  });

  it('ends the challenge after three wrong answers (998)', async () => {
    const m = await newMember();
    await loginAs(server, m.account, m.password, 'pc-1');
    const challenged = await loginAs(server, m.account, m.password, 'pc-2');
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const captcha = await solveCaptcha(server, 1);
      const reply = await server.call('/login/double_validation', {
        member_login_id: challenged.body.data.member_login_id,
        answer: 'definitely wrong',
        captcha_answer: captcha.answer,
        captcha_token: captcha.captcha_token,
      });
      codes.push(reply.body.code);
    }
    expect(codes).toEqual([103, 103, 998]);
  });
});

describe('sessions and the member profile', () => {
  it('keeps one session per member: a new login ends the old token, tells its socket which session is in force (never the token) and closes it', async () => {
    const m = await newMember();
    const first = await loginAs(server, m.account, m.password, 'device-a');
    const echo = connectEcho(server.url, first.body.data.token);
    try {
      const loginEvent = nextEvent<Record<string, unknown>>((cb) =>
        echo.private(`member.${m.memberId}`).listen(`.${realtimeEvents.login}`, cb),
      );
      const closed = new Promise<string>((resolve) => socketOf(echo).once('disconnect', resolve));
      await settle(echo);
      const second = await loginAs(server, m.account, m.password, 'device-a');
      const newToken: string = second.body.data.token;
      const event = await loginEvent;
      expect(event).toEqual({ session: sessionFingerprint(newToken) });
      expect(JSON.stringify(event)).not.toContain(newToken);
      expect(await closed).toBe('io server disconnect');
      expect(privateChannels.member(m.memberId)).toBe(`private-member.${m.memberId}`);
    } finally {
      echo.disconnect();
    }
    const old = await server.call('/member/profile', {}, auth(first.body.data.token));
    expect(old.status).toBe(401);
  });

  it('shows the profile with personal details masked, and only to its member', async () => {
    const m = await newMember();
    const other = await newMember();
    const token = (await loginAs(server, m.account, m.password)).body.data.token;
    const { body } = await server.call('/member/profile', {}, auth(token));
    expect(body.data.member_profile).toMatchObject({
      member_account: m.account,
      member_name: 'Asha Rao',
      is_withdraw_password: 1,
    });
    expect(body.data.member_profile.member_phone).not.toBe(m.phone);
    expect(body.data.member_profile.member_phone.slice(-3)).toBe(m.phone.slice(-3));
    expect((await server.call('/member_info', { id: m.memberId }, auth(token))).body.data).toEqual({ currency: 'INR' });
    expect((await server.call('/member_info', { id: other.memberId }, auth(token))).body.code).toBe(101);
  });

  it('changes the password only with the old one, and the withdraw password only as four digits', async () => {
    const m = await newMember();
    const token = (await loginAs(server, m.account, m.password)).body.data.token;
    const wrongOld = await server.call(
      '/member/profile/edit_password',
      { type: 1, old_password: 'nope1234', password: 'fresh123', check_password: 'fresh123' },
      auth(token),
    );
    expect(wrongOld.body.code).toBe(101);
    const changed = await server.call(
      '/member/profile/edit_password',
      { type: 1, old_password: m.password, password: 'fresh123', check_password: 'fresh123' },
      auth(token),
    );
    expect(changed.body.code).toBe(1000);
    expect((await loginAs(server, m.account, 'fresh123')).body.code).toBe(1000);
    const token2 = (await loginAs(server, m.account, 'fresh123')).body.data.token;
    const badWithdraw = await server.call(
      '/member/profile/edit_password',
      { type: 2, old_password: '4321', password: '12ab', check_password: '12ab' },
      auth(token2),
    );
    expect(badWithdraw.status).toBe(400);
    const withdraw = await server.call(
      '/member/profile/edit_password',
      { type: 2, old_password: '4321', password: '8765', check_password: '8765' },
      auth(token2),
    );
    expect(withdraw.body.code).toBe(1000);
  });

  it('forces a password change where the operator asks for it', async () => {
    const m = await newMember();
    await server.db.updateTable('members').set({ first_login_to_change_password: true }).where('id', '=', m.memberId).execute();
    const token = (await loginAs(server, m.account, m.password)).body.data.token;
    expect((await server.call('/member/profile/common/layout', {}, auth(token))).body.data.first_login_to_change_password).toBe(
      1,
    );
    await server.call(
      '/member/profile/edit_password',
      { type: 1, old_password: m.password, password: 'brandnew1', check_password: 'brandnew1' },
      auth(token),
    );
    expect((await server.call('/member/profile/common/layout', {}, auth(token))).body.data.first_login_to_change_password).toBe(
      0,
    );
  });
});
