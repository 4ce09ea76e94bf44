import { realtimeEvents } from '@casino/contract/realtime.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { createOperator, signInOperator } from '../operators/operator-test-helpers.ts';
import { connectEcho, nextEvent, settle } from '../testing/echo-client.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { readMainCash } from '../wallet/main-cash.ts';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signInOperator>>;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  const op = await createOperator(server.db, 'finance');
  admin = await signInOperator(server, op.username, op.password);
  // The demo seed runs a promotion of its own: these tests make theirs.
  await server.db.updateTable('red_envelope_promotions').set({ cancelled_at: new Date() }).execute();
});
afterAll(() => server.close());

let seq = 0;
async function member(currency = 'INR') {
  seq += 1;
  const account = `red${Date.now() % 1_000_000}m${seq}`;
  return { account, ...(await createSignedInMember(server.db, account, 1, currency)) };
}
const auth = (token: string) => ({ authorization: `Bearer ${token}`, lang: 'en_US' });
const envelopeOf = (token: string) => server.call('/arks/web/activity/red_envelope_promotion', {}, auth(token));
const claim = (token: string, id: number) => server.call('/arks/web/activity/red_envelope', { id }, auth(token));

async function promotion(overrides: Record<string, unknown> = {}, budget: Record<string, string> = {}) {
  const now = Date.now();
  const reply = await admin.call('/operator/red_envelopes/create', {
    site_id: 1,
    title: { en_US: 'Lucky envelope', zh_CN: '红包' },
    starts_at: new Date(now - 1_000).toISOString(),
    ends_at: new Date(now + 3_600_000).toISOString(),
    budgets: [{ currency: 'INR', budget: '1000.00', min_amount: '1.00', max_amount: '10.00', ...budget }],
    ...overrides,
  });
  if (reply.body.code !== 1000) throw new Error(JSON.stringify(reply.body));
  return reply.body.data as { id: number };
}

describe('red envelopes', () => {
  it('show the running envelope, pay its draw once through the ledger and then show none', async () => {
    // Earlier promotions of this file may still run: the one ending first is shown.
    await server.db.updateTable('red_envelope_promotions').set({ cancelled_at: new Date() }).execute();
    const a = await member();
    const p = await promotion();
    const shown = await envelopeOf(a.token);
    expect(shown.body.data).toMatchObject({
      id: p.id,
      title: 'Lucky envelope',
      currency: 'INR',
      min_amount: '1.00',
      max_amount: '10.00',
      eligible: 1,
      requirement: null,
    });
    const echo = connectEcho(server.url, a.token);
    const cash = nextEvent<{ cash: string }>((cb) =>
      echo.private(`member.${a.memberId}`).listen(`.${realtimeEvents.memberCash}`, cb),
    );
    await settle(echo);
    const first = await claim(a.token, p.id);
    expect(first.body.code).toBe(1000);
    const won = Number(first.body.data.cash);
    expect(won).toBeGreaterThanOrEqual(1);
    expect(won).toBeLessThanOrEqual(10);
    expect(first.body.data.main_cash).toBe(first.body.data.cash);
    expect((await cash).cash).toBe(first.body.data.cash);
    echo.disconnect();
    expect((await claim(a.token, p.id)).body.code).toBe(102);
    expect((await envelopeOf(a.token)).body.data).toEqual([]);
    expect(await readMainCash(server.db, a.memberId, 'INR')).toBe(BigInt(Math.round(won * 100)));
    const listed = await admin.call('/operator/red_envelopes/list', {});
    const row = listed.body.data.list.find((x: { id: number }) => x.id === p.id);
    expect(row.budgets[0]).toMatchObject({ claims: 1, remaining: (1000 - won).toFixed(2) });
  });

  it('refuses members of other currencies or sites, ended and cancelled promotions with 102', async () => {
    const usd = await member('USD');
    const p = await promotion();
    expect((await claim(usd.token, p.id)).body.code).toBe(102);
    const cancelled = await admin.call('/operator/red_envelopes/cancel', { id: p.id });
    expect(cancelled.body.data.status).toBe('cancelled');
    const a = await member();
    expect((await claim(a.token, p.id)).body.code).toBe(102);
    expect((await claim(a.token, 999_999)).body.code).toBe(102);
  });

  it('asks for the deposit requirement (101) until it is met', async () => {
    await server.db.updateTable('red_envelope_promotions').set({ cancelled_at: new Date() }).execute();
    const a = await member();
    const p = await promotion({ eligibility: 'deposit', eligibility_days: 7 }, { eligibility_amount: '100.00' });
    expect((await envelopeOf(a.token)).body.data).toMatchObject({
      eligible: 0,
      requirement: { kind: 'deposit', amount: '100.00', progress: '0.00', days: 7 },
    });
    expect((await claim(a.token, p.id)).body.code).toBe(101);
    await postTransaction(server.db, server.db, {
      key: `test-deposit:${a.memberId}`,
      kind: 'deposit',
      reference: 'T1',
      postings: [
        { account: ledgerAccounts.memberMain(a.memberId, 'INR'), amount: 15_000n },
        { account: ledgerAccounts.system('gateway:test', 'INR'), amount: -15_000n },
      ],
    });
    expect((await envelopeOf(a.token)).body.data).toMatchObject({ eligible: 1, requirement: { progress: '150.00' } });
    expect((await claim(a.token, p.id)).body.code).toBe(1000);
  });

  it('announce a promotion that starts later when it starts (RedEnvelopeDisplay)', async () => {
    const echo = connectEcho(server.url);
    const shown = nextEvent<{ id: number; site_id: number }>(
      (cb) => echo.channel('web_api.INR').listen(`.${realtimeEvents.redEnvelopeDisplay}`, cb),
      8_000,
    );
    await settle(echo);
    const p = await promotion({ starts_at: new Date(Date.now() + 500).toISOString() });
    expect(await shown).toEqual({ id: p.id, site_id: 1 });
    echo.disconnect();
  });

  it('validate the budget bounds', async () => {
    const bad = await admin.call('/operator/red_envelopes/create', {
      site_id: 1,
      title: { en_US: 'x' },
      starts_at: new Date().toISOString(),
      ends_at: new Date(Date.now() + 60_000).toISOString(),
      budgets: [{ currency: 'INR', budget: '5.00', min_amount: '1.00', max_amount: '10.00' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields).toHaveProperty(['budgets.0.budget']);
    const currency = await admin.call('/operator/red_envelopes/create', {
      site_id: 1,
      title: { en_US: 'x' },
      starts_at: new Date().toISOString(),
      ends_at: new Date(Date.now() + 60_000).toISOString(),
      budgets: [{ currency: 'NGN', budget: '50.00', min_amount: '1.00', max_amount: '10.00' }],
    });
    expect(currency.body.code).toBe(103);
  });

  it('never pay more than the budget nor twice, with 200 claims at once', { timeout: 180_000 }, async () => {
    await server.db.updateTable('red_envelope_promotions').set({ cancelled_at: new Date() }).execute();
    const members = await Promise.all(Array.from({ length: 100 }, () => member()));
    const p = await promotion({}, { budget: '300.00', min_amount: '2.00', max_amount: '5.00' });
    // Every member claims twice at once: 200 claims.
    const replies = await Promise.all(members.flatMap((m) => [claim(m.token, p.id), claim(m.token, p.id)]));
    const paid = replies.filter((r) => r.body.code === 1000);
    const refused = replies.filter((r) => r.body.code === 102);
    expect(paid.length + refused.length).toBe(200);
    const total = paid.reduce((sum, r) => sum + Math.round(Number(r.body.data.cash) * 100), 0);
    expect(total).toBeLessThanOrEqual(30_000);
    // Money was left for no one more: what remains is below the minimum draw.
    expect(30_000 - total).toBeLessThan(200);
    expect(paid.length).toBeGreaterThanOrEqual(60);
    const claims = await server.db.selectFrom('red_envelope_claims').selectAll().where('promotion_id', '=', p.id).execute();
    expect(claims).toHaveLength(paid.length);
    expect(new Set(claims.map((c) => c.member_id)).size).toBe(paid.length);
    const budget = await server.db
      .selectFrom('red_envelope_budgets')
      .selectAll()
      .where('promotion_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(budget.remaining).toBe(30_000n - BigInt(total));
    for (const m of members) {
      const own = claims.find((c) => c.member_id === m.memberId);
      expect(await readMainCash(server.db, m.memberId, 'INR')).toBe(own?.amount ?? 0n);
    }
    const ledger = await ledgerInvariants(server.db);
    expect(ledger).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
  });
});
