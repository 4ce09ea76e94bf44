import { realtimeEvents } from '@casino/contract/realtime.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverLetterBatch } from '../engagement/letter-delivery.ts';
import { siteDay } from '../engagement/site-day.ts';
import { ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { auditRows, operatorsOf, type SignedInOperator } from '../operators/operator-test-helpers.ts';
import { freshAddress, loginAs, register } from '../testing/accounts-helpers.ts';
import { connectEcho, nextEvent, settle, socketOf } from '../testing/echo-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * Take a break and self-exclusion (docs/decisions/0079) over HTTP: confirmed with the password, every session ends,
 * the sign-in refuses with code 108 and the end date, the member can lengthen but never shorten, and an operator
 * (admin) lifts a self-exclusion only after its period, never a permanent one, audited. Dates that should have
 * passed are moved in the database.
 */
let server: TestServer;
let ops: Record<'admin' | 'support', SignedInOperator>;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  ops = await operatorsOf(server, 'admin', 'support');
}, 60_000);
afterAll(() => server.close());

const DAY = 24 * 3_600_000;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function newMember() {
  const { reply, account, password } = await register(server, {}, freshAddress());
  expect(reply.body.code).toBe(1000);
  return { account, password, memberId: reply.body.data.member_id as number, token: reply.body.data.token as string };
}

async function signIn(m: { account: string; password: string }) {
  return loginAs(server, m.account, m.password, '');
}

function exclude(token: string, choice: string, password: string) {
  return server.call('/member/protection/exclusion/set', { choice, password }, auth(token));
}

/** Moves the member's open exclusion into the past by `ms` (start and end alike), as a fake clock would. */
async function age(memberId: number, ms: number) {
  const rows = await server.db
    .selectFrom('member_exclusions')
    .select(['id', 'started_at', 'ends_at'])
    .where('member_id', '=', memberId)
    .where('lifted_at', 'is', null)
    .execute();
  for (const row of rows) {
    await server.db
      .updateTable('member_exclusions')
      .set({
        started_at: new Date(new Date(row.started_at).getTime() - ms),
        ends_at: row.ends_at === null ? null : new Date(new Date(row.ends_at).getTime() - ms),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

describe('take a break', () => {
  it('needs the login password, ends every session (open pages are told) and refuses the sign-in until it ends', async () => {
    const m = await newMember();
    const signedIn = await signIn(m);
    expect(signedIn.body.code).toBe(1000);
    const token: string = signedIn.body.data.token;

    expect((await exclude(token, 'break_7d', 'wrong-password')).body.code).toBe(101);
    expect((await server.call('/member/profile', {}, auth(token))).status).toBe(200);
    expect((await exclude(token, 'break_forever', m.password)).status).toBe(400);

    const echo = connectEcho(server.url, token);
    try {
      const loginEvent = nextEvent<Record<string, unknown>>((cb) =>
        echo.private(`member.${m.memberId}`).listen(`.${realtimeEvents.login}`, cb),
      );
      const closed = new Promise<string>((resolve) => socketOf(echo).once('disconnect', resolve));
      await settle(echo);
      const before = Date.now();
      const set = await exclude(token, 'break_7d', m.password);
      expect(set.body.code).toBe(1000);
      expect(set.body.data).toMatchObject({ kind: 'break', choice: 'break_7d' });
      expect(set.body.data.ends_at - set.body.data.started_at).toBe(7 * DAY);
      expect(set.body.data.started_at).toBeGreaterThanOrEqual(before);
      expect(await loginEvent).toEqual({ session: '' });
      expect(await closed).toBe('io server disconnect');
    } finally {
      echo.disconnect();
    }
    expect((await server.call('/member/profile', {}, auth(token))).status).toBe(401);
    expect((await server.call('/member/profile', {}, auth(m.token))).status).toBe(401);

    const refused = await signIn(m);
    expect(refused.body.code).toBe(108);
    const stored = await server.db
      .selectFrom('member_exclusions')
      .select(['ends_at'])
      .where('member_id', '=', m.memberId)
      .executeTakeFirstOrThrow();
    expect(refused.body.data).toEqual({
      kind: 'break',
      ends_at: new Date(stored.ends_at!).getTime(),
      lift_needed: false,
      withdraw_token: expect.any(String),
    });
    // A wrong password still says only "wrong account or password": the refusal tells nothing to a stranger.
    expect((await loginAs(server, m.account, 'wrong1234', '')).body.code).toBe(101);

    // An operator has nothing to lift: a break ends by itself.
    const lift = await ops.admin.call('/operator/members/exclusion/lift', { member_id: m.memberId, reason: 'asked by phone' });
    expect(lift.body.code).toBe(102);

    // Its end comes: the member signs in again without anyone lifting it.
    await age(m.memberId, 7 * DAY + 1_000);
    expect((await signIn(m)).body.code).toBe(1000);
  });
});

describe('the confirmation password', () => {
  it('locks after five wrong passwords in a row, parallel guesses included, even for the right one', async () => {
    const m = await newMember();
    const token: string = (await signIn(m)).body.data.token;
    expect((await exclude(token, 'break_24h', 'wrong-1')).body.code).toBe(101);
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => exclude(token, 'break_24h', `wrong-${i + 2}`)));
    const codes = guesses.map((reply) => reply.body.code).sort();
    // Counted before the password is checked: only the first five reach it, the rest are refused unchecked.
    expect(codes).toEqual([101, 101, 101, 101, 103, 103, 103, 103]);
    const locked = await exclude(token, 'break_24h', m.password);
    expect(locked.body).toMatchObject({ code: 103, message: 'protection.too_many_attempts' });
    expect(locked.body.data.locked_until).toBeGreaterThan(Date.now() + 10 * 60_000);
    const rows = await server.db.selectFrom('member_exclusions').select('id').where('member_id', '=', m.memberId).execute();
    expect(rows).toHaveLength(0);
    expect((await server.call('/member/profile', {}, auth(token))).status).toBe(200);
  });
});

describe('self-exclusion', () => {
  it('can be lengthened but never shortened by the member', async () => {
    const m = await newMember();
    const token: string = (await signIn(m)).body.data.token;
    // Set in the database beside a live session (the member could not sign in to shorten it otherwise).
    await server.db
      .insertInto('member_exclusions')
      .values({
        member_id: m.memberId,
        kind: 'self_exclusion',
        choice: 'exclusion_6m',
        started_at: new Date(),
        ends_at: new Date(Date.now() + 180 * DAY),
      })
      .execute();
    for (const shorter of ['break_24h', 'break_30d']) {
      const reply = await exclude(token, shorter, m.password);
      expect(reply.body.code, shorter).toBe(102);
      expect(reply.body.data).toMatchObject({ kind: 'self_exclusion', choice: 'exclusion_6m' });
    }
    // Refused: nothing changed, the session lives on.
    expect((await server.call('/member/profile', {}, auth(token))).status).toBe(200);

    const longer = await exclude(token, 'exclusion_1y', m.password);
    expect(longer.body.code).toBe(1000);
    expect(longer.body.data).toMatchObject({ kind: 'self_exclusion', choice: 'exclusion_1y' });
    const rows = await server.db
      .selectFrom('member_exclusions')
      .selectAll()
      .where('member_id', '=', m.memberId)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ lifted_by: null, replaced_by: rows[1]!.id });
    expect(rows[0]!.lifted_at).not.toBeNull();
    expect(rows[1]!.lifted_at).toBeNull();
    expect((await server.call('/member/profile', {}, auth(token))).status).toBe(401);
    const refused = await signIn(m);
    expect(refused.body).toMatchObject({
      code: 108,
      data: { kind: 'self_exclusion', ends_at: new Date(rows[1]!.ends_at!).getTime(), lift_needed: false },
    });
  });

  it('stays in force after its period until an admin lifts it, which is refused before the end and audited', async () => {
    const m = await newMember();
    const token: string = (await signIn(m)).body.data.token;
    expect((await exclude(token, 'exclusion_6m', m.password)).body.code).toBe(1000);
    const lift = (reason = 'period over, member asked') =>
      ops.admin.call('/operator/members/exclusion/lift', { member_id: m.memberId, reason });

    // Before the end: refused, with the end date.
    const early = await lift();
    expect(early.body.code).toBe(103);
    expect(typeof early.body.data.ends_at).toBe('number');
    // Support may lock members but not lift an exclusion: admin only.
    expect((await ops.support.call('/operator/members/exclusion/lift', { member_id: m.memberId, reason: 'asked' })).status).toBe(
      403,
    );

    // After the period: still refused at sign-in, saying an operator has to lift it.
    await age(m.memberId, 200 * DAY);
    const stillOut = await signIn(m);
    expect(stillOut.body.code).toBe(108);
    expect(stillOut.body.data).toMatchObject({ kind: 'self_exclusion', lift_needed: true });
    expect(stillOut.body.data.ends_at).toBeLessThan(Date.now());

    // The operators' member page shows it, waiting to be lifted.
    const page = await ops.support.call('/operator/members/detail', { member_id: m.memberId });
    expect(page.body.data.exclusion).toMatchObject({ kind: 'self_exclusion', choice: 'exclusion_6m', lift_needed: true });

    const before = (await auditRows(server.db, 'member.exclusion_lift')).length;
    const lifted = await lift();
    expect(lifted.body.code).toBe(1000);
    expect(lifted.body.data.member_id).toBe(m.memberId);
    const audit = await auditRows(server.db, 'member.exclusion_lift');
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({ target: `member:${m.memberId}` });
    expect(JSON.stringify(audit.at(-1)!.details)).toContain('period over, member asked');
    const row = await server.db
      .selectFrom('member_exclusions')
      .select(['lifted_by', 'lift_reason'])
      .where('member_id', '=', m.memberId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ lifted_by: expect.any(Number), lift_reason: 'period over, member asked' });
    expect((await signIn(m)).body.code).toBe(1000);
    expect((await ops.support.call('/operator/members/detail', { member_id: m.memberId })).body.data.exclusion).toBeNull();
    // Nothing left to lift.
    expect((await lift()).body.code).toBe(102);
  });

  it('is never lifted when permanent, and the sign-in says so with a null end', async () => {
    const m = await newMember();
    const token: string = (await signIn(m)).body.data.token;
    const set = await exclude(token, 'exclusion_permanent', m.password);
    expect(set.body.data).toMatchObject({ kind: 'self_exclusion', ends_at: null });
    await age(m.memberId, 3650 * DAY);
    expect((await signIn(m)).body).toMatchObject({
      code: 108,
      data: { kind: 'self_exclusion', ends_at: null, lift_needed: false },
    });
    const lift = await ops.admin.call('/operator/members/exclusion/lift', { member_id: m.memberId, reason: 'asked again' });
    expect(lift.body).toMatchObject({ code: 103, data: { ends_at: null } });
    expect(
      (await ops.admin.call('/operator/members/exclusion/lift', { member_id: 99_999_999, reason: 'nobody' })).body.code,
    ).toBe(101);
  });
});

describe('marketing while excluded', () => {
  it('leaves a member on a break or self-excluded out of broadcast letters; a letter to them by name still arrives', async () => {
    const away = await newMember();
    const gone = await newMember();
    const here = await newMember();
    expect((await exclude(away.token, 'break_24h', away.password)).body.code).toBe(1000);
    expect((await exclude(gone.token, 'exclusion_6m', gone.password)).body.code).toBe(1000);
    const send = async (audience: object) => {
      const sent = await ops.admin.call('/operator/letters/send', {
        site_id: 1,
        title: { en_US: 'Weekend offer' },
        body: { en_US: '<p>Double points</p>' },
        audience,
      });
      expect(sent.body.code).toBe(1000);
      return sent.body.data.id as number;
    };
    const everyone = await send({ kind: 'everyone' });
    const segment = await send({ kind: 'segment', currency: 'INR' });
    const named = await send({ kind: 'member', member_account: away.account });
    // The server's own delivery job may hold a letter: deliver what is left, until the three are sent.
    await expect
      .poll(async () => {
        await deliverLetterBatch(server.db, server.app.realtime);
        const sent = await server.db
          .selectFrom('letters')
          .select('id')
          .where('id', 'in', [everyone, segment, named].map(BigInt))
          .where('status', '=', 'sent')
          .execute();
        return sent.length;
      })
      .toBe(3);
    const boxOf = async (memberId: number) =>
      (
        await server.db
          .selectFrom('member_letters')
          .select('letter_id')
          .where('member_id', '=', memberId)
          .where('letter_id', 'in', [everyone, segment, named].map(BigInt))
          .orderBy('letter_id')
          .execute()
      ).map((l) => Number(l.letter_id));
    expect(await boxOf(away.memberId)).toEqual([named]);
    expect(await boxOf(gone.memberId)).toEqual([]);
    expect(await boxOf(here.memberId)).toEqual([everyone, segment]);
  });
});

describe('withdrawing the balance while excluded', () => {
  it('the refused sign-in hands out a 15-minute session that reaches only the balance, bank accounts and withdrawals', async () => {
    const m = await newMember();
    await postTransaction(server.db, server.db, {
      key: `fund:excluded-withdraw:${m.memberId}`,
      kind: 'deposit',
      postings: [
        { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -100_000n },
        { account: ledgerAccounts.memberMain(m.memberId, 'INR'), amount: 100_000n },
      ],
    });
    expect((await exclude(m.token, 'exclusion_6m', m.password)).body.code).toBe(1000);
    const refused = await signIn(m);
    expect(refused.body.code).toBe(108);
    const token = refused.body.data.withdraw_token as string;
    expect(token).toEqual(expect.any(String));
    const session = await server.db
      .selectFrom('member_sessions')
      .select(['expires_at', 'withdraw_only'])
      .where('member_id', '=', m.memberId)
      .where('withdraw_only', '=', true)
      .executeTakeFirstOrThrow();
    expect(session.expires_at.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000);

    // Nothing but what a withdrawal needs.
    const calls: [string, object][] = [
      ['/member/game/play1', { gpId: 1, game_type: 2, game_code: 'house-lucky-sevens' }],
      ['/member/deposit/methods', {}],
      ['/member/protection/limits', {}],
    ];
    for (const [path, body] of calls) {
      const denied = await server.call(path, body, auth(token));
      expect([denied.status, denied.body.message], path).toEqual([403, 'withdraw_only']);
    }
    expect((await server.call('/member/profile/my_cash', {}, auth(token))).body.data.total).toBe('1000.00');
    const bound = await server.call(
      '/member/bank_account/bind',
      {
        bank_name: 'HDFC Bank',
        account_name: 'Test Member',
        account_number: `6021 ${m.memberId} 7788`,
        withdraw_password: '4321',
      },
      auth(token),
    );
    expect(bound.body.code).toBe(1000);
    const asked = await server.call(
      '/member/withdraw/create',
      { amount: '400.00', bank_account_id: bound.body.data.id, withdraw_password: '4321' },
      { ...auth(token), 'idempotency-key': `excluded-withdraw-${m.memberId}` },
    );
    expect(asked.body).toMatchObject({ code: 1000, data: { amount: '400.00', main_cash: '600.00', status: 'pending' } });
    const today = siteDay();
    const records = await server.call(
      '/member/dw_record/list',
      { type: 'withdrawal', start_date: today, end_date: today },
      auth(token),
    );
    expect(records.body.data.list.map((r: { amount: string }) => r.amount)).toEqual(['400.00']);
    // Still excluded: the sign-in is refused, and a logout ends the withdraw-only session.
    expect((await server.call('/logout', {}, auth(token))).body.code).toBe(1000);
    expect((await server.call('/member/profile/my_cash', {}, auth(token))).status).toBe(401);
  });
});
