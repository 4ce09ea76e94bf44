import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_LOGIN_LOCK } from '../operators/login-operator.ts';
import { auditRows, createOperator, operatorAddress } from '../operators/operator-test-helpers.ts';
import { freshAddress, loginAs, solveCaptcha, uniqueMember } from '../testing/accounts-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { hashPassword } from './passwords.ts';
import { consumeSmsCode } from './sms-codes.ts';

/**
 * Every counter of attempts counts each guess before the guess is checked, so that N parallel guesses count N and
 * no more than the limit are checked (docs/security.md).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => server.close());

/** A member of site 1 with a name, a login password and withdraw password 4321, made in the database. */
async function newMember() {
  const { account } = uniqueMember();
  const password = 'abc12345';
  const row = await server.db
    .insertInto('members')
    .values({
      site_id: 1,
      account,
      currency_code: 'INR',
      member_name: 'Asha Rao',
      password_hash: await hashPassword(password),
      withdraw_password_hash: await hashPassword('4321'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { account, password, memberId: row.id };
}

/** A login of the member from a new device, asked the given question (107). */
async function challenge(member: { account: string; password: string }, question: string): Promise<string> {
  expect((await loginAs(server, member.account, member.password, 'pc-1')).body.code).toBe(1000);
  const challenged = await loginAs(server, member.account, member.password, 'pc-2');
  expect(challenged.body.code).toBe(107);
  const id: string = challenged.body.data.member_login_id;
  await server.db
    .updateTable('login_challenges')
    .set({ question, asked: [question] })
    .where('id', '=', id)
    .execute();
  return id;
}

const codes = (replies: { body: { code: number } }[]) => replies.map((r) => r.body.code);
const count = (list: number[], code: number) => list.filter((c) => c === code).length;

describe('attempt counters under 100 parallel guesses', () => {
  it('operator login: five wrong answers from one address, the other 95 refused unchecked', async () => {
    const op = await createOperator(server.db, 'finance');
    const address = operatorAddress();
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        server.call('/operator/login', { username: op.username, password: `wrong-guess-${i}` }, address),
      ),
    );
    const answered = codes(replies);
    expect(count(answered, 101)).toBe(OPERATOR_LOGIN_LOCK.limit);
    expect(count(answered, 429)).toBe(100 - OPERATOR_LOGIN_LOCK.limit);
    // Only the checked ones were compared with the password (each is audited as wrong_password).
    const failed = (await auditRows(server.db, 'login_failed')).filter((r) => r.target === op.username.toLowerCase());
    expect(failed).toHaveLength(OPERATOR_LOGIN_LOCK.limit);
    // That address is locked for this operator, the right password too; another address is not.
    expect((await server.call('/operator/login', { username: op.username, password: op.password }, address)).status).toBe(429);
    const elsewhere = await server.call('/operator/login', { username: op.username, password: op.password }, operatorAddress());
    expect(elsewhere.body.code).toBe(1000);
  });

  it('SMS code: 100 wrong guesses count 100, and the right code is refused after them', async () => {
    const hash = (code: string) => createHash('sha256').update(code).digest('hex');
    const newCode = async (phone: string) =>
      server.db
        .insertInto('sms_codes')
        .values({
          site_id: 1,
          phone,
          purpose: 'register_member',
          code_hash: hash('123456'),
          expires_at: new Date(Date.now() + 600_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const guess = (phone: string, code: string) =>
      consumeSmsCode({ db: server.db }, { siteId: 1, phone, purpose: 'register_member', code });

    const { id } = await newCode('9811100001');
    const results = await Promise.all(Array.from({ length: 100 }, () => guess('9811100001', '000000')));
    expect(results.every((r) => r === false)).toBe(true);
    const row = await server.db.selectFrom('sms_codes').select('attempts').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(100);
    expect(await guess('9811100001', '123456')).toBe(false);

    // Below the limit the right code still works, once.
    await newCode('9811100002');
    for (let i = 0; i < 4; i++) expect(await guess('9811100002', '000000')).toBe(false);
    expect(await guess('9811100002', '123456')).toBe(true);
    expect(await guess('9811100002', '123456')).toBe(false);
  });

  it('double validation: three answers checked (two 103, then 998), the rest refused', async () => {
    const id = await challenge(await newMember(), 'member_name');

    const captchas = await Promise.all(Array.from({ length: 100 }, () => solveCaptcha(server, 1)));
    const replies = await Promise.all(
      captchas.map((captcha) =>
        server.call(
          '/login/double_validation',
          { member_login_id: id, answer: 'someone else', captcha_answer: captcha.answer, captcha_token: captcha.captcha_token },
          freshAddress(),
        ),
      ),
    );
    const answered = codes(replies);
    expect(count(answered, 103)).toBe(2);
    expect(count(answered, 1000)).toBe(0);
    expect(count(answered, 998) + count(answered, 101)).toBe(98);
    const row = await server.db
      .selectFrom('login_challenges')
      .select(['attempts', 'resolved_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.resolved_at).not.toBeNull();

    // The right answer comes too late.
    const captcha = await solveCaptcha(server, 1);
    const late = await server.call(
      '/login/double_validation',
      { member_login_id: id, answer: 'asha rao', captcha_answer: captcha.answer, captcha_token: captcha.captcha_token },
      freshAddress(),
    );
    expect(late.body.code).not.toBe(1000);
  });

  it('double validation asking the withdraw password: refused while it is locked (108), the right one too', async () => {
    const member = await newMember();
    const id = await challenge(member, 'withdraw_password');
    await server.db
      .updateTable('members')
      .set({ withdraw_password_failures: 5, withdraw_password_locked_until: new Date(Date.now() + 600_000) })
      .where('id', '=', member.memberId)
      .execute();
    const captcha = await solveCaptcha(server, 1);
    const answer = await server.call(
      '/login/double_validation',
      { member_login_id: id, answer: '4321', captcha_answer: captcha.answer, captcha_token: captcha.captcha_token },
      freshAddress(),
    );
    expect(answer.body.code).toBe(108);
  });
});
