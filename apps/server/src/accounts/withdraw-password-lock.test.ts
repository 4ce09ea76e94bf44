import { WITHDRAW_PASSWORD_LOCKED } from '@casino/contract/calls/payment-calls.ts';
import { privateChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCli, signInOperator } from '../operators/operator-test-helpers.ts';
import { auth, bindBankAccount, newKey, newMember, type TestMember } from '../payments/payments-test-kit.ts';
import { connectEcho, nextEvent, settle } from '../testing/echo-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { WITHDRAW_PASSWORD_ATTEMPTS } from './withdraw-password-guard.ts';

/** The withdraw password (1234 for newMember) guessed through every call that checks it (docs/security.md). */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => server.close());

let accountNumber = 0;
const bind = (member: TestMember, password: string) =>
  server.call(
    '/member/bank_account/bind',
    {
      bank_name: 'HDFC Bank',
      account_name: 'Test Member',
      account_number: `77700${++accountNumber}`,
      withdraw_password: password,
    },
    auth(member.token),
  );
const withdraw = (member: TestMember, bankId: number, password: string) =>
  server.call(
    '/member/withdraw/create',
    { amount: '100', bank_account_id: bankId, withdraw_password: password },
    auth(member.token, newKey()),
  );
const changeWithdrawPassword = (member: TestMember, old: string) =>
  server.call(
    '/member/profile/edit_password',
    { type: 2, old_password: old, password: '5678', check_password: '5678' },
    auth(member.token),
  );

async function lockState(memberId: number) {
  return server.db
    .selectFrom('members')
    .select(['withdraw_password_failures', 'withdraw_password_locked_until'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

describe('the withdraw password lock', () => {
  it('answers exactly five of 100 parallel wrong guesses and refuses the rest, then the right password too (108)', async () => {
    const member = await newMember(server.db);
    const echo = connectEcho(server.url, member.token);
    try {
      // Registered before the 100 guesses, which take a while on a busy machine: the wait covers them.
      const notice = nextEvent<{ locked_until: string; minutes: number }>(
        (cb) => echo.private(`member.${member.memberId}`).listen(`.${realtimeEvents.withdrawPasswordLocked}`, cb),
        60_000,
      );
      notice.catch(() => undefined);
      await settle(echo);
      const guesses = Array.from({ length: 100 }, (_, i) => String(i).padStart(4, '0')).map((g) => (g === '1234' ? '9999' : g));
      const replies = await Promise.all(guesses.map((guess) => bind(member, guess)));
      const codes = replies.map((r) => r.body.code);
      expect(codes.filter((c) => c === 101)).toHaveLength(WITHDRAW_PASSWORD_ATTEMPTS);
      expect(codes.filter((c) => c === WITHDRAW_PASSWORD_LOCKED)).toHaveLength(100 - WITHDRAW_PASSWORD_ATTEMPTS);
      expect(replies.find((r) => r.body.code === WITHDRAW_PASSWORD_LOCKED)?.body.message).toBe('withdraw_password.locked');

      const right = await bind(member, '1234');
      expect(right.body.code).toBe(WITHDRAW_PASSWORD_LOCKED);
      expect(new Date(right.body.data.locked_until).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
      expect(
        (await server.db.selectFrom('member_bank_accounts').select('id').where('member_id', '=', member.memberId).execute())
          .length,
      ).toBe(0);

      // The member is told on their private channel, with the site's period (30 minutes by default).
      const told = await notice;
      expect(told.minutes).toBe(30);
      expect(told.locked_until).toBe((await lockState(member.memberId)).withdraw_password_locked_until?.toISOString());
      expect(privateChannels.member(member.memberId)).toBe(`private-member.${member.memberId}`);
    } finally {
      echo.disconnect();
    }
    // One event for the one lock, which the operator sees.
    const events = await server.db
      .selectFrom('member_security_events')
      .selectAll()
      .where('member_id', '=', member.memberId)
      .execute();
    expect(events.map((e) => [e.kind, e.detail.failures, e.detail.call])).toEqual([
      ['withdraw_password_locked', WITHDRAW_PASSWORD_ATTEMPTS, 'bank_account.bind'],
    ]);
  });

  it('answers parallel tries one at a time: ten right passwords at once are all taken, none refused as locked', async () => {
    const member = await newMember(server.db);
    const replies = await Promise.all(Array.from({ length: 10 }, () => bind(member, '1234')));
    const codes = replies.map((r) => r.body.code);
    // A member binds at most five accounts: the other five are refused for that, not for the password.
    expect(codes.filter((c) => c === 1000)).toHaveLength(5);
    expect(codes.filter((c) => c === 104)).toHaveLength(5);
    expect(await lockState(member.memberId)).toEqual({ withdraw_password_failures: 0, withdraw_password_locked_until: null });
  });

  it('counts the tries of every call that checks it together: bind, withdrawal, password change', async () => {
    const member = await newMember(server.db);
    const bankId = await bindBankAccount(server.db, member.memberId);
    expect((await bind(member, '0001')).body.code).toBe(101);
    expect((await withdraw(member, bankId, '0002')).body.code).toBe(101);
    expect((await changeWithdrawPassword(member, '0003')).body.code).toBe(101);
    expect((await withdraw(member, bankId, '0004')).body.code).toBe(101);
    expect((await bind(member, '0005')).body.code).toBe(101);
    // Locked for every call, the right password included.
    expect((await withdraw(member, bankId, '1234')).body.code).toBe(WITHDRAW_PASSWORD_LOCKED);
    expect((await changeWithdrawPassword(member, '1234')).body.code).toBe(WITHDRAW_PASSWORD_LOCKED);
    expect((await bind(member, '1234')).body.code).toBe(WITHDRAW_PASSWORD_LOCKED);
    const state = await lockState(member.memberId);
    expect(state.withdraw_password_failures).toBe(WITHDRAW_PASSWORD_ATTEMPTS);
  });

  it('clears the count on a right password while not locked', async () => {
    const member = await newMember(server.db);
    for (const guess of ['0001', '0002', '0003', '0004']) expect((await bind(member, guess)).body.code).toBe(101);
    expect((await bind(member, '1234')).body.code).toBe(1000);
    expect((await lockState(member.memberId)).withdraw_password_failures).toBe(0);
    for (const guess of ['0001', '0002', '0003', '0004']) expect((await bind(member, guess)).body.code).toBe(101);
    expect((await bind(member, '1234')).body.code).toBe(1000);
  });

  it("locks for the site's period and takes the right password again once it has passed", async () => {
    const member = await newMember(server.db);
    await server.db.updateTable('sites').set({ withdraw_password_lock_minutes: 45 }).where('id', '=', 1).execute();
    try {
      for (let i = 0; i < WITHDRAW_PASSWORD_ATTEMPTS; i++) expect((await bind(member, '0000')).body.code).toBe(101);
    } finally {
      await server.db.updateTable('sites').set({ withdraw_password_lock_minutes: 30 }).where('id', '=', 1).execute();
    }
    const lockedUntil = (await lockState(member.memberId)).withdraw_password_locked_until as Date;
    expect(lockedUntil.getTime() - Date.now()).toBeGreaterThan(44 * 60_000);
    expect(lockedUntil.getTime() - Date.now()).toBeLessThanOrEqual(45 * 60_000);
    expect((await bind(member, '1234')).body.code).toBe(WITHDRAW_PASSWORD_LOCKED);

    // The period passes.
    await server.db
      .updateTable('members')
      .set({ withdraw_password_locked_until: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', member.memberId)
      .execute();
    expect((await bind(member, '1234')).body.code).toBe(1000);
    expect(await lockState(member.memberId)).toEqual({ withdraw_password_failures: 0, withdraw_password_locked_until: null });
    // A wrong one after the lock starts a fresh count: one try, not a new lock.
    expect((await bind(member, '0000')).body.code).toBe(101);
    expect(await lockState(member.memberId)).toEqual({ withdraw_password_failures: 1, withdraw_password_locked_until: null });
  });

  it('shows the operator the lock, over the API and the CLI', async () => {
    const member = await newMember(server.db);
    for (let i = 0; i < WITHDRAW_PASSWORD_ATTEMPTS; i++) await bind(member, '0000');
    const { account } = await server.db
      .selectFrom('members')
      .select('account')
      .where('id', '=', member.memberId)
      .executeTakeFirstOrThrow();

    const admin = await signInOperator(server, 'admin', 'admin1234');
    const listed = await admin.call('/operator/security_events/list', { member_account: account });
    expect(listed.body.code).toBe(1000);
    expect(listed.body.data.list).toEqual([
      expect.objectContaining({
        member_id: member.memberId,
        member_account: account,
        site_id: 1,
        kind: 'withdraw_password_locked',
        detail: expect.objectContaining({ failures: WITHDRAW_PASSWORD_ATTEMPTS, minutes: 30, call: 'bank_account.bind' }),
      }),
    ]);

    const cli = await runOperatorCli(['--url', server.url, 'security-events', '--member', account]);
    expect(cli.stderr).toBe('');
    expect(cli.code).toBe(0);
    expect(cli.stdout).toMatch(/^ID\s+TIME\s+SITE\s+MEMBER\s+KIND\s+DETAIL/);
    expect(cli.stdout).toContain(account);
    expect(cli.stdout).toContain('withdraw_password_locked');
    expect((await runOperatorCli(['--url', server.url, 'security-events', '--kind', 'nope'])).code).toBe(2);
  });
});
