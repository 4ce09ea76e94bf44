import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, solveCaptcha, uniqueMember } from '../testing/accounts-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { MEMBER_LOGIN_LOCK } from './login.ts';
import { hashPassword } from './passwords.ts';

/**
 * Wrong passwords lock an account only for the address (or known device) they came from, for a delay that grows with
 * each further failure: no one can lock a member out from elsewhere (docs/security.md).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => server.close());

const PASSWORD = 'abc12345';
const MINUTE = 60_000;

/** A member of site 1 made in the database, never signed in. */
async function newMember() {
  const { account } = uniqueMember();
  const row = await server.db
    .insertInto('members')
    .values({ site_id: 1, account, currency_code: 'INR', password_hash: await hashPassword(PASSWORD) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { account, memberId: row.id };
}

/** One login with a solved captcha, from the given address headers and device. */
async function login(account: string, password: string, from: Record<string, string>, udid: string) {
  const { answer, captcha_token } = await solveCaptcha(server, 1);
  const reply = await server.call('/login', { account, password, site_id: 1, answer, captcha_token, udid }, from);
  return reply.body.code as number;
}

async function lockOf(account: string, source: string) {
  return server.db
    .selectFrom('login_failures')
    .select(['failures', 'locked_until', 'last_failure_at'])
    .where('scope', '=', 'member')
    .where('subject', '=', `1:${account}`)
    .where('source', '=', source)
    .executeTakeFirstOrThrow();
}

const ipOf = (from: Record<string, string>) => `ip:${from['x-forwarded-for']}`;

describe('login lockout', () => {
  it('tells how many tries are left before the lock, alike for an account that does not exist', async () => {
    const m = await newMember();
    const from = freshAddress();
    const triesLeft = async (account: string, at: Record<string, string>) => {
      const { answer, captcha_token } = await solveCaptcha(server, 1);
      const reply = await server.call(
        '/login',
        { account, password: 'wrong999', site_id: 1, answer, captcha_token, udid: 'pc' },
        at,
      );
      expect(reply.body.code).toBe(101);
      return reply.body.data.tries_left as number;
    };
    const seen = [];
    for (let i = 0; i < MEMBER_LOGIN_LOCK.limit; i++) seen.push(await triesLeft(m.account, from));
    expect(seen).toEqual([4, 3, 2, 1, 0]);
    // Someone probing for accounts reads the same figures for a name nobody has.
    expect(await triesLeft(`${m.account}x`, freshAddress())).toBe(MEMBER_LOGIN_LOCK.limit - 1);
    expect(await login(m.account, PASSWORD, from, 'pc')).toBe(802);
  });

  it('locks the address the failures came from, not the owner at another address', async () => {
    const m = await newMember();
    const attacker = freshAddress();
    for (let i = 0; i < MEMBER_LOGIN_LOCK.limit; i++) expect(await login(m.account, 'wrong999', attacker, 'evil-pc')).toBe(101);
    // That address is locked out of the account, the right password included (802 offers recovery).
    expect(await login(m.account, PASSWORD, attacker, 'evil-pc')).toBe(802);
    // The owner, elsewhere, signs in, and leaves no count behind there.
    const owner = freshAddress();
    expect(await login(m.account, PASSWORD, owner, 'owner-phone')).toBe(1000);
    const counters = await server.db
      .selectFrom('login_failures')
      .select('scope')
      .where('source', 'in', [owner['x-forwarded-for'], ipOf(owner)])
      .execute();
    expect(counters).toEqual([]);
    // The operator sees the lock.
    const events = await server.db.selectFrom('member_security_events').selectAll().where('member_id', '=', m.memberId).execute();
    expect(events.map((e) => [e.kind, e.detail.address, e.detail.failures])).toEqual([
      ['login_locked', attacker['x-forwarded-for'], MEMBER_LOGIN_LOCK.limit],
    ]);
  });

  it("keeps the owner's known device usable, with a captcha, from the locked address itself", async () => {
    const m = await newMember();
    const shared = freshAddress();
    expect(await login(m.account, PASSWORD, freshAddress(), 'owner-phone')).toBe(1000);
    for (let i = 0; i < MEMBER_LOGIN_LOCK.limit; i++) expect(await login(m.account, 'wrong999', shared, 'evil-pc')).toBe(101);
    expect(await login(m.account, PASSWORD, shared, 'evil-pc')).toBe(802);
    expect(await login(m.account, PASSWORD, shared, 'owner-phone')).toBe(1000);
    // The captcha is still needed there.
    const captcha = await solveCaptcha(server, 1);
    const noCaptcha = await server.call(
      '/login',
      {
        account: m.account,
        password: PASSWORD,
        site_id: 1,
        answer: 'ZZZZ',
        captcha_token: captcha.captcha_token,
        udid: 'owner-phone',
      },
      shared,
    );
    expect(noCaptcha.body.code).toBe(105);
  });

  it('gives a guessed device id of the member only its own few tries, from any address', async () => {
    const m = await newMember();
    expect(await login(m.account, PASSWORD, freshAddress(), 'owner-phone')).toBe(1000);
    for (let i = 0; i < MEMBER_LOGIN_LOCK.limit; i++) {
      expect(await login(m.account, 'wrong999', freshAddress(), 'owner-phone')).toBe(101);
    }
    expect(await login(m.account, 'wrong999', freshAddress(), 'owner-phone')).toBe(802);
  });

  it('doubles the delay with each further failure', async () => {
    const m = await newMember();
    const from = freshAddress();
    const lockMinutes = async () => {
      const lock = await lockOf(m.account, ipOf(from));
      return Math.round(((lock.locked_until as Date).getTime() - lock.last_failure_at.getTime()) / MINUTE);
    };
    const expire = () =>
      server.db
        .updateTable('login_failures')
        .set({ locked_until: sql<Date>`now() - interval '1 second'` })
        .where('subject', '=', `1:${m.account}`)
        .execute();

    for (let i = 0; i < MEMBER_LOGIN_LOCK.limit; i++) expect(await login(m.account, 'wrong999', from, 'pc')).toBe(101);
    expect(await lockMinutes()).toBe(15);
    await expire();
    expect(await login(m.account, 'wrong999', from, 'pc')).toBe(101);
    expect(await lockMinutes()).toBe(30);
    expect(await login(m.account, PASSWORD, from, 'pc')).toBe(802);
    await expire();
    expect(await login(m.account, 'wrong999', from, 'pc')).toBe(101);
    expect(await lockMinutes()).toBe(60);
    // Once the delay has passed, the right password signs in and the count is forgotten.
    await expire();
    expect(await login(m.account, PASSWORD, from, 'pc')).toBe(1000);
    const left = await server.db
      .selectFrom('login_failures')
      .select('failures')
      .where('subject', '=', `1:${m.account}`)
      .execute();
    expect(left).toEqual([]);
  });

  it('checks no more than five of ten parallel wrong passwords from one address', async () => {
    const m = await newMember();
    const from = freshAddress();
    const captchas = await Promise.all(Array.from({ length: 10 }, () => solveCaptcha(server, 1)));
    const replies = await Promise.all(
      captchas.map(({ answer, captcha_token }) =>
        server.call('/login', { account: m.account, password: 'wrong999', site_id: 1, answer, captcha_token, udid: 'pc' }, from),
      ),
    );
    const codes = replies.map((r) => r.body.code);
    expect(codes.filter((c) => c === 101)).toHaveLength(MEMBER_LOGIN_LOCK.limit);
    expect(codes.filter((c) => c === 802)).toHaveLength(10 - MEMBER_LOGIN_LOCK.limit);
    expect((await lockOf(m.account, ipOf(from))).failures).toBe(MEMBER_LOGIN_LOCK.limit);
  });
});
