import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../ledger/ledger-accounts.ts';
import { postTransaction } from '../../ledger/post-transaction.ts';
import { hashToken } from '../../members/session-tokens.ts';
import { freshAddress, loginAs, register } from '../../testing/accounts-helpers.ts';
import { writePaidDeposit } from '../../testing/paid-deposit.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../../testing/test-server.ts';
import { auditRows, operatorsOf, type SignedInOperator } from '../operator-test-helpers.ts';

/** The member page's calls: what they read, who may call them, what they audit, and how they refuse bad input. */
let server: TestServer;
let ops: Record<'admin' | 'finance' | 'support', SignedInOperator>;
const run = Date.now().toString(36);
let memberId: number;
let otherMemberId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  ops = await operatorsOf(server, 'admin', 'finance', 'support');
  memberId = (await createSignedInMember(server.db, `Page${run}`)).memberId;
  otherMemberId = (await createSignedInMember(server.db, `Other${run}`)).memberId;
  await server.db
    .insertInto('member_devices')
    .values([
      { member_id: memberId, udid: `device-${run}` },
      { member_id: otherMemberId, udid: `device-${run}` },
    ])
    .execute();
  await writePaidDeposit(server.db, { memberId, amount: 50_000n });
  const provider = await server.db.selectFrom('game_providers').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
  await server.db
    .insertInto('provider_bet_records')
    .values([
      {
        gp_id: provider.id,
        bet_ref: `a${run}`,
        member_id: memberId,
        currency_code: 'INR',
        game_type_id: 1,
        stake: 1_000n,
        valid_amount: 1_000n,
        payout: 0n,
        settled_at: new Date(),
      },
      {
        gp_id: provider.id,
        bet_ref: `b${run}`,
        member_id: memberId,
        currency_code: 'INR',
        game_type_id: 1,
        stake: 2_000n,
        valid_amount: 2_000n,
        payout: 5_000n,
        settled_at: new Date(),
      },
      // Older than the period asked for: not counted.
      {
        gp_id: provider.id,
        bet_ref: `c${run}`,
        member_id: memberId,
        currency_code: 'INR',
        game_type_id: 1,
        stake: 9_000n,
        valid_amount: 9_000n,
        payout: 0n,
        settled_at: new Date(Date.now() - 40 * 86_400_000),
      },
    ])
    .execute();
  await server.db
    .insertInto('bonus_grants')
    .values({
      member_id: memberId,
      site_id: 1,
      currency_code: 'INR',
      source: 'operator',
      amount: 10_000n,
      requirement: 100_000n,
      wagered: 25_000n,
      weights: JSON.stringify({}),
      expires_at: new Date(Date.now() + 86_400_000),
    } as never)
    .execute();
}, 90_000);
afterAll(() => server?.close());

const detail = (who: SignedInOperator, body: Record<string, unknown>) => who.call('/operator/members/detail', body);

describe('the member page', () => {
  it('shows the profile, wallets, bets per provider over the period, bonuses, sign-ins, devices; audited', async () => {
    const reply = await detail(ops.support, { member_id: memberId, days: 30 });
    expect(reply.status).toBe(200);
    const page = reply.body.data;
    expect(page.member).toMatchObject({ id: memberId, account: `Page${run}`, main_cash: '500.00', status: 1 });
    expect(page.wallets).toEqual([expect.objectContaining({ kind: 'main', balance: '500.00', currency: 'INR' })]);
    expect(page.bets).toEqual([expect.objectContaining({ bets: 2, turnover: '30.00', payout: '50.00' })]);
    expect(page.bonuses).toEqual([
      expect.objectContaining({
        source: 'operator',
        status: 'active',
        amount: '100.00',
        requirement: '1000.00',
        wagered: '250.00',
      }),
    ]);
    expect(page.sign_ins).toHaveLength(1);
    expect(page.sign_ins[0].open).toBe(true);
    expect(page.open_sessions).toBe(1);
    expect(page.devices).toEqual([expect.objectContaining({ udid: `device-${run}`, other_members: 1 })]);
    const audit = (await auditRows(server.db, 'member.view')).at(-1);
    expect(audit).toMatchObject({ target: `member:${memberId}` });
    // A longer period counts the older bet too.
    const longer = await detail(ops.admin, { member_id: memberId, days: 60 });
    expect(longer.body.data.bets[0]).toMatchObject({ bets: 3, turnover: '120.00' });
  });

  it('refuses an unknown member and bad input without writing anything', async () => {
    const before = (await auditRows(server.db, 'member.view')).length;
    expect((await detail(ops.admin, { member_id: 2_000_000_000 })).body.code).toBe(101);
    expect((await detail(ops.admin, { member_id: 0 })).status).toBe(400);
    expect((await detail(ops.admin, { member_id: memberId, days: 0 })).status).toBe(400);
    expect((await server.call('/operator/members/detail', { member_id: memberId })).status).toBe(401);
    expect((await auditRows(server.db, 'member.view')).length).toBe(before);
    expect((await ops.admin.call('/operator/members/ledger', { member_id: memberId, before: 'abc' })).status).toBe(400);
  });

  it('pages the ledger by whole transactions, newest first', async () => {
    const ledgerMember = (await createSignedInMember(server.db, `Ledger${run}`)).memberId;
    for (let i = 1; i <= 55; i++) {
      await postTransaction(server.db, server.db, {
        key: `page-ledger:${run}:${i}`,
        kind: 'deposit',
        postings: [
          { account: ledgerAccounts.system('test:funding', 'INR'), amount: -100n },
          { account: ledgerAccounts.memberMain(ledgerMember, 'INR'), amount: 100n },
        ],
      });
    }
    const first = await ops.finance.call('/operator/members/ledger', { member_id: ledgerMember });
    expect(first.body.data.list).toHaveLength(50);
    expect(first.body.data.list[0]).toMatchObject({ kind: 'deposit', amount: '1.00', balance_after: '55.00' });
    const ids = first.body.data.list.map((p: { transaction_id: string }) => BigInt(p.transaction_id));
    expect([...ids].sort((a, b) => (a > b ? -1 : 1))).toEqual(ids);
    const second = await ops.finance.call('/operator/members/ledger', {
      member_id: ledgerMember,
      before: first.body.data.next_before,
    });
    expect(second.body.data.list).toHaveLength(5);
    expect(second.body.data.list.at(-1)).toMatchObject({ balance_after: '1.00' });
    expect(second.body.data.next_before).toBeNull();
  });

  it("lists the member's deposits and withdrawals", async () => {
    const deposits = await ops.support.call('/operator/members/orders', { member_id: memberId, kind: 'deposit' });
    expect(deposits.body.data.list).toEqual([expect.objectContaining({ amount: '500.00', status: 'paid', currency: 'INR' })]);
    const withdrawals = await ops.support.call('/operator/members/orders', { member_id: memberId, kind: 'withdrawal' });
    expect(withdrawals.body.data).toEqual({ list: [], next_before_id: null });
    expect((await ops.support.call('/operator/members/orders', { member_id: memberId, kind: 'bets' })).status).toBe(400);
  });

  it('keeps notes with their author, audited; an empty note is refused', async () => {
    const added = await ops.support.call('/operator/members/notes/add', {
      member_id: memberId,
      body: '  Called about a late deposit  ',
    });
    expect(added.body.data).toMatchObject({ body: 'Called about a late deposit', author: expect.stringMatching(/^support/) });
    expect((await ops.support.call('/operator/members/notes/add', { member_id: memberId, body: '   ' })).status).toBe(400);
    const page = await detail(ops.admin, { member_id: memberId });
    expect(page.body.data.notes.map((n: { body: string }) => n.body)).toEqual(['Called about a late deposit']);
    expect((await auditRows(server.db, 'member.note')).at(-1)).toMatchObject({ target: `member:${memberId}` });
  });
});

describe('locking, password reset and ending sessions', () => {
  const openSessions = async (id: number) =>
    (
      await server.db
        .selectFrom('member_sessions')
        .select('id')
        .where('member_id', '=', id)
        .where('revoked_at', 'is', null)
        .execute()
    ).length;

  it('lets support lock a member: sessions end, sign-in is refused until unlocked; finance may not', async () => {
    const member = await register(server, {}, freshAddress());
    const id = member.reply.body.data.member_id as number;
    expect((await loginAs(server, member.account, member.password)).body.code).toBe(1000);
    expect(await openSessions(id)).toBe(1);

    const refused = await ops.finance.call('/operator/members/lock', { member_id: id, action: 'lock', reason: 'fraud check' });
    expect(refused.status).toBe(403);
    expect(await openSessions(id)).toBe(1);

    const locked = await ops.support.call('/operator/members/lock', { member_id: id, action: 'lock', reason: 'fraud check' });
    expect(locked.body.data).toEqual({ member_id: id, status: 3, ended_sessions: 1 });
    expect(await openSessions(id)).toBe(0);
    expect((await loginAs(server, member.account, member.password)).body.code).toBe(103);
    expect((await ops.support.call('/operator/members/lock', { member_id: id, action: 'lock', reason: 'again' })).body.code).toBe(
      102,
    );
    expect((await auditRows(server.db, 'member.lock')).at(-1)).toMatchObject({ target: `member:${id}` });

    await ops.admin.call('/operator/members/lock', { member_id: id, action: 'unlock', reason: 'cleared' });
    expect((await loginAs(server, member.account, member.password)).body.code).toBe(1000);
    expect((await auditRows(server.db, 'member.unlock')).at(-1)).toMatchObject({ target: `member:${id}` });
    expect((await ops.admin.call('/operator/members/lock', { member_id: id, action: 'lock', reason: '' })).status).toBe(400);
  });

  it('resets a password to a temporary one shown once, to be changed at the next sign-in; sessions end', async () => {
    const member = await register(server, {}, freshAddress());
    const id = member.reply.body.data.member_id as number;
    await loginAs(server, member.account, member.password);
    expect((await ops.finance.call('/operator/members/reset_password', { member_id: id, reason: 'member asked' })).status).toBe(
      403,
    );
    const reset = await ops.support.call('/operator/members/reset_password', { member_id: id, reason: 'member asked' });
    const temporary = reset.body.data.temporary_password as string;
    expect(temporary).toHaveLength(12);
    expect(reset.body.data.ended_sessions).toBe(1);
    expect(await openSessions(id)).toBe(0);
    expect((await loginAs(server, member.account, member.password)).body.code).not.toBe(1000);
    expect((await loginAs(server, member.account, temporary)).body.code).toBe(1000);
    const row = await server.db
      .selectFrom('members')
      .select('first_login_to_change_password')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.first_login_to_change_password).toBe(true);
    const audit = (await auditRows(server.db, 'member.password_reset')).at(-1);
    expect(audit).toMatchObject({ target: `member:${id}` });
    expect(JSON.stringify(audit)).not.toContain(temporary);
  });

  it('ends every session of a member, audited; support may, finance may not', async () => {
    const { memberId: id, token } = await createSignedInMember(server.db, `Ends${run}`);
    const session = await server.db
      .selectFrom('member_sessions')
      .select('revoked_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).toBeNull();
    expect((await ops.finance.call('/operator/members/end_sessions', { member_id: id, reason: 'lost phone' })).status).toBe(403);
    const ended = await ops.support.call('/operator/members/end_sessions', { member_id: id, reason: 'lost phone' });
    expect(ended.body.data).toEqual({ ended_sessions: 1 });
    expect(await openSessions(id)).toBe(0);
    expect((await auditRows(server.db, 'member.sessions_end')).at(-1)).toMatchObject({ target: `member:${id}` });
    expect(
      (await ops.support.call('/operator/members/end_sessions', { member_id: 2_000_000_000, reason: 'lost phone' })).body.code,
    ).toBe(101);
  });
});
