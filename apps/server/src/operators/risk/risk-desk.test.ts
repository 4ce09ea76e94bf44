import { WITHDRAW_PASSWORD_LOCKED } from '@casino/contract/calls/payment-calls.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAW_PASSWORD_ATTEMPTS } from '../../accounts/withdraw-password-guard.ts';
import { auth, newMember, type TestMember } from '../../payments/payments-test-kit.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { auditRows, operatorsOf, type SignedInOperator } from '../operator-test-helpers.ts';

/**
 * The risk desk (decision 77): a site's withdraw-password lock period and lifting a member's lock early, audited,
 * admins only; the member's next tries follow at once.
 */
let server: TestServer;
let ops: Record<'admin' | 'finance' | 'support', SignedInOperator>;
let accountNumber = 0;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  ops = await operatorsOf(server, 'admin', 'finance', 'support');
}, 180_000);
afterAll(() => server?.close());

/** A bank account bound with a withdraw password: the call every test guesses through (1234 is right). */
const bind = (member: TestMember, password: string) =>
  server.call(
    '/member/bank_account/bind',
    {
      bank_name: 'HDFC Bank',
      account_name: 'Risk Member',
      account_number: `88800${++accountNumber}`,
      withdraw_password: password,
    },
    auth(member.token),
  );

async function lockOut(member: TestMember) {
  for (let i = 0; i < WITHDRAW_PASSWORD_ATTEMPTS; i++) expect((await bind(member, '0000')).body.code).toBe(101);
  expect((await bind(member, '1234')).body.code).toBe(WITHDRAW_PASSWORD_LOCKED);
}

const accountOf = async (member: TestMember) =>
  (await server.db.selectFrom('members').select('account').where('id', '=', member.memberId).executeTakeFirstOrThrow()).account;

describe('the withdraw-password lock period', () => {
  it('is read by every role and set by admins only, audited, and the next lock lasts that long', async () => {
    for (const who of [ops.admin, ops.finance, ops.support]) {
      const read = await who.call('/operator/risk/settings', { site_id: 1 });
      expect(read.body.data).toEqual({ site_id: 1, withdraw_password_lock_minutes: 30 });
    }
    for (const who of [ops.finance, ops.support]) {
      expect((await who.call('/operator/risk/withdraw_lock_period', { site_id: 1, minutes: 5 })).status).toBe(403);
    }
    const set = await ops.admin.call('/operator/risk/withdraw_lock_period', { site_id: 1, minutes: 120 });
    expect(set.body.data).toEqual({ site_id: 1, withdraw_password_lock_minutes: 120, previous: 30 });
    const [audit] = await auditRows(server.db, 'risk.lock_period');
    expect(audit).toMatchObject({ target: 'site:1', details: { withdraw_password_lock_minutes: { from: 30, to: 120 } } });

    const member = await newMember(server.db);
    const before = Date.now();
    await lockOut(member);
    const row = await server.db
      .selectFrom('members')
      .select('withdraw_password_locked_until')
      .where('id', '=', member.memberId)
      .executeTakeFirstOrThrow();
    const minutes = ((row.withdraw_password_locked_until as Date).getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(119);
    expect(minutes).toBeLessThan(121);
    await ops.admin.call('/operator/risk/withdraw_lock_period', { site_id: 1, minutes: 30 });
  });

  it('refuses periods out of bounds and unknown sites, changing nothing', async () => {
    for (const minutes of [0, 43_201, 1.5, 'long']) {
      expect((await ops.admin.call('/operator/risk/withdraw_lock_period', { site_id: 1, minutes })).status).toBe(400);
    }
    expect((await ops.admin.call('/operator/risk/withdraw_lock_period', { site_id: 99_999, minutes: 10 })).body.code).toBe(101);
    expect((await ops.admin.call('/operator/risk/settings', { site_id: 99_999 })).body.code).toBe(101);
    expect((await ops.admin.call('/operator/risk/settings', { site_id: 1 })).body.data.withdraw_password_lock_minutes).toBe(30);
  });
});

describe("lifting a member's withdraw-password lock", () => {
  it('lets the member use the withdraw password again at once, with a fresh count, audited with the reason', async () => {
    const member = await newMember(server.db);
    await lockOut(member);
    const account = await accountOf(member);
    for (const who of [ops.finance, ops.support]) {
      const refused = await who.call('/operator/risk/withdraw_lock_lift', {
        site_id: 1,
        member_account: account,
        reason: 'called us',
      });
      expect(refused.status).toBe(403);
    }
    expect((await bind(member, '1234')).body.code).toBe(WITHDRAW_PASSWORD_LOCKED);

    const lifted = await ops.admin.call('/operator/risk/withdraw_lock_lift', {
      site_id: 1,
      member_account: account.toUpperCase(),
      reason: 'identity checked by phone',
    });
    expect(lifted.body.code).toBe(1000);
    expect(lifted.body.data).toMatchObject({ member_id: member.memberId, member_account: account });
    expect(Date.parse(lifted.body.data.locked_until)).toBeGreaterThan(Date.now());
    const [audit] = (await auditRows(server.db, 'risk.withdraw_lock_lift')).slice(-1);
    expect(audit).toMatchObject({
      target: `member:${member.memberId}`,
      details: { member_account: account, reason: 'identity checked by phone' },
    });

    // The count starts again: a wrong try is only the first of five, and the right one works.
    expect((await bind(member, '0000')).body.code).toBe(101);
    expect((await bind(member, '1234')).body.code).toBe(1000);
  });

  it('refuses a member not locked (102), an unknown member (101) and a short reason (400), changing nothing', async () => {
    const member = await newMember(server.db);
    const account = await accountOf(member);
    const auditsBefore = (await auditRows(server.db, 'risk.withdraw_lock_lift')).length;
    const lift = (body: Record<string, unknown>) =>
      ops.admin.call('/operator/risk/withdraw_lock_lift', {
        site_id: 1,
        member_account: account,
        reason: 'asked by phone',
        ...body,
      });
    expect((await lift({})).body.code).toBe(102);
    expect((await lift({ member_account: 'nobody-here-at-all' })).body.code).toBe(101);
    // A member of site 1 is not found on site 2.
    expect((await lift({ site_id: 2 })).body.code).toBe(101);
    expect((await lift({ reason: 'no' })).status).toBe(400);
    // A lock that has run out is not lifted again.
    await server.db
      .updateTable('members')
      .set({ withdraw_password_locked_until: new Date(Date.now() - 1_000), withdraw_password_failures: 5 })
      .where('id', '=', member.memberId)
      .execute();
    expect((await lift({})).body.code).toBe(102);
    expect((await auditRows(server.db, 'risk.withdraw_lock_lift')).length).toBe(auditsBefore);
  });
});
