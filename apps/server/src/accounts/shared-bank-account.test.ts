import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, signInOperator } from '../operators/operator-test-helpers.ts';
import { auth, newMember, type TestMember } from '../payments/payments-test-kit.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * A bank account number bound by a second member is allowed, and kept as a bank_account_shared security event that
 * the operator's risk view lists (/operator/security_events/list), under either member (decision 42).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => server.close());

let numbers = 0;
/** A number no other test binds, written with the spaces and hyphens a member types. */
const freshNumber = () => `6021-${process.pid % 10_000}-${Date.now() % 1_000_000}-${++numbers}`;

const bind = (member: TestMember, accountNumber: string, bankName = 'HDFC Bank') =>
  server.call(
    '/member/bank_account/bind',
    { bank_name: bankName, account_name: 'Test Member', account_number: accountNumber, withdraw_password: '1234' },
    auth(member.token),
  );

const accountOf = async (member: TestMember) =>
  (await server.db.selectFrom('members').select('account').where('id', '=', member.memberId).executeTakeFirstOrThrow()).account;

const eventsOf = (memberId: number) =>
  server.db
    .selectFrom('member_security_events')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', '=', 'bank_account_shared')
    .execute();

describe('a bank account number bound by a second member', () => {
  it('binds it, and shows the operator a bank_account_shared event under either member', async () => {
    const first = await newMember(server.db);
    const second = await newMember(server.db);
    const number = freshNumber();
    expect((await bind(first, number)).body.code).toBe(1000);
    expect(await eventsOf(first.memberId)).toEqual([]);

    // The same number as typed differently (spaces for hyphens), at another bank name: still the same number.
    const bound = await bind(second, number.replaceAll('-', ' '), 'State Bank of India');
    expect(bound.body.code).toBe(1000);
    const listed = await server.call('/member/bank_account/list', {}, auth(second.token));
    expect(listed.body.data.list).toHaveLength(1);

    const [firstAccount, secondAccount] = [await accountOf(first), await accountOf(second)];
    const firstAccountId = (
      await server.db
        .selectFrom('member_bank_accounts')
        .select('id')
        .where('member_id', '=', first.memberId)
        .executeTakeFirstOrThrow()
    ).id;
    const digits = number.replaceAll('-', '');
    const expected = expect.objectContaining({
      member_id: second.memberId,
      member_account: secondAccount,
      site_id: 1,
      kind: 'bank_account_shared',
      detail: expect.objectContaining({
        bank_name: 'State Bank of India',
        account_number: `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`,
        shared_with_member_ids: [first.memberId],
        shared_with: [
          {
            member_id: first.memberId,
            member_account: firstAccount,
            site_id: 1,
            bank_account_id: firstAccountId,
            bank_name: 'HDFC Bank',
          },
        ],
      }),
    });

    // Support reads the risk view as admin does; the full number is never in it.
    const support = await createOperator(server.db, 'support');
    for (const operator of [
      await signInOperator(server, 'admin', 'admin1234'),
      await signInOperator(server, support.username, support.password),
    ]) {
      const byKind = await operator.call('/operator/security_events/list', { kind: 'bank_account_shared', limit: 500 });
      expect(byKind.body.code).toBe(1000);
      expect(byKind.body.data.list).toContainEqual(expected);
      expect(JSON.stringify(byKind.body.data.list)).not.toContain(digits);
      for (const account of [firstAccount, secondAccount]) {
        const byMember = await operator.call('/operator/security_events/list', { member_account: account });
        expect(byMember.body.data.list).toEqual([expected]);
      }
    }
  });

  it('records nothing for a number no one else has bound, and refuses the same member binding it twice', async () => {
    const member = await newMember(server.db);
    const number = freshNumber();
    expect((await bind(member, number)).body.code).toBe(1000);
    expect((await bind(member, number)).body.code).toBe(103);
    expect(await eventsOf(member.memberId)).toEqual([]);
  });

  it('gives every member but the first an event when five bind one number at once', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => newMember(server.db)));
    const number = freshNumber();
    const replies = await Promise.all(members.map((member) => bind(member, number)));
    expect(replies.map((r) => r.body.code)).toEqual([1000, 1000, 1000, 1000, 1000]);

    const bindings = await server.db
      .selectFrom('member_bank_accounts')
      .select(['id', 'member_id'])
      .where('account_number', '=', number.replaceAll('-', ''))
      .orderBy('id')
      .execute();
    expect(bindings).toHaveLength(5);
    // Each bind saw every one committed before it: the k-th names the k-1 before it, the first has none.
    for (const [k, binding] of bindings.entries()) {
      const events = await eventsOf(binding.member_id);
      if (k === 0) {
        expect(events).toEqual([]);
        continue;
      }
      expect(events).toHaveLength(1);
      const before = bindings.slice(0, k).map((b) => b.member_id);
      expect([...(events[0]?.detail.shared_with_member_ids as number[])].sort((a, b) => a - b)).toEqual(
        [...before].sort((a, b) => a - b),
      );
    }
  });
});
