import { realtimeEvents } from '@casino/contract/realtime.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Refusal } from '../http/reply.ts';
import { connectEcho, nextEvent, settle } from '../testing/echo-client.ts';
import { confirmDeposit } from './confirm-deposit.ts';
import { listDepositOrders } from './list-orders.ts';
import {
  auth,
  bindBankAccount,
  callbackBody,
  createDeposit,
  decide,
  mainOf,
  methodIds,
  movementsWithKey,
  newKey,
  newMember,
  orderStatus,
  type PaymentsServer,
  paymentOf,
  postCallback,
  sign,
  siteToday,
  startPaymentsServer,
  type TestMember,
} from './payments-test-kit.ts';

let p: PaymentsServer;
const clients: ReturnType<typeof connectEcho>[] = [];

beforeAll(async () => {
  p = await startPaymentsServer();
});
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});
afterAll(() => p.server.close());

/** A pending sandbox deposit of the member: the order and the gateway's payment id. */
async function gatewayOrder(member: TestMember, amount = '500.00') {
  const { gateway } = await methodIds(p.server, member);
  const created = await createDeposit(p.server, member, gateway, amount);
  expect(created.body.code).toBe(1000);
  const payUrl = created.body.data.pay_url as string;
  return { order_number: created.body.data.order_number as string, amount, payment_id: paymentOf(payUrl).paymentId, payUrl };
}

async function records(member: TestMember, filter: Record<string, unknown> = {}) {
  const today = siteToday();
  const { body } = await p.server.call(
    '/member/dw_record/list',
    { start_date: today, end_date: today, ...filter },
    auth(member.token),
  );
  expect(body.code).toBe(1000);
  return body.data as {
    list: { order_number: string; type: string; status: string; amount: string; method: string }[];
    total_count: number;
  };
}

describe('deposit methods', () => {
  it('lists the methods of the member site and currency with limits and the receiving bank', async () => {
    const member = await newMember(p.server.db);
    const { status, body } = await p.server.call('/member/deposit/methods', {}, auth(member.token));
    expect(status).toBe(200);
    expect(body.data.currency).toBe('INR');
    expect(body.data.need_bank_account).toBe(0);
    expect(body.data.list).toEqual([
      expect.objectContaining({
        name: 'Sandbox Pay',
        kind: 'gateway',
        min_amount: '100.00',
        max_amount: '100000.00',
        bank: null,
      }),
      expect.objectContaining({
        name: 'Bank transfer',
        kind: 'bank_transfer',
        bank: expect.objectContaining({ bank_name: 'State Bank of India', account_number: '30001234567890' }),
      }),
    ]);
    expect((await p.server.call('/member/deposit/methods', {})).status).toBe(401);
  });

  it('asks a flagged member without a bank account to bind one first (104)', async () => {
    const member = await newMember(p.server.db);
    await p.server.db
      .updateTable('members')
      .set({ need_bank_account_deposit_verified: true })
      .where('id', '=', member.memberId)
      .execute();
    const { body } = await p.server.call('/member/deposit/methods', {}, auth(member.token));
    expect(body.data.need_bank_account).toBe(1);
    const { gateway } = await methodIds(p.server, member);
    expect((await createDeposit(p.server, member, gateway, '500.00')).body.code).toBe(104);
    await bindBankAccount(p.server.db, member.memberId);
    expect((await p.server.call('/member/deposit/methods', {}, auth(member.token))).body.data.need_bank_account).toBe(0);
    expect((await createDeposit(p.server, member, gateway, '500.00')).body.code).toBe(1000);
  });
});

describe('gateway deposit through the sandbox', () => {
  it('pays on the hosted page, is credited once by the signed callback and shows paid', async () => {
    const member = await newMember(p.server.db);
    const echo = connectEcho(p.server.url, member.token);
    clients.push(echo);
    const success = nextEvent<{ order_number: string; deposit_amount: string; deposit_times: number }>(
      (cb) => echo.private(`member.${member.memberId}`).listen(`.${realtimeEvents.memberDepositSuccess}`, cb),
      10_000,
    );
    const cash = nextEvent<{ cash: string }>(
      (cb) => echo.private(`member.${member.memberId}`).listen(`.${realtimeEvents.memberCash}`, cb),
      10_000,
    );
    await settle(echo);

    const order = await gatewayOrder(member, '500.00');
    expect(order.payUrl.startsWith(`${p.server.url}/sandbox-gateway/pay/`)).toBe(true);
    expect(await orderStatus(p.server.db, order.order_number)).toBe('pending');

    const page = await fetch(order.payUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('₹500.00');
    expect(html).toContain(order.order_number);
    expect(html).toContain('data-testid="sandbox-approve"');
    expect(html).toContain('data-testid="sandbox-decline"');
    expect(html).toContain('name="viewport"');
    // Nothing is loaded from anywhere: the one link is the page's icon, inline.
    expect(html.replace(/<link rel="icon" href="data:[^"]*">/, '')).not.toMatch(/<script|<link|src=|url\(/i);

    const approved = await decide(order.payUrl, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.html).toContain('Payment approved');
    expect(approved.html).toContain(`href="${p.server.url}/user/DWRecord"`);

    expect(await orderStatus(p.server.db, order.order_number)).toBe('paid');
    expect(await mainOf(p.server.db, member.memberId)).toBe(50_000n);
    expect(await movementsWithKey(p.server.db, `deposit:${order.order_number}`)).toBe(1);
    expect(await success).toEqual({ order_number: order.order_number, deposit_amount: '500.00', deposit_times: 1 });
    expect(await cash).toEqual({ cash: '500.00' });

    const delivered = await p.server.db
      .selectFrom('sandbox_gateway_payments')
      .select(['status', 'callback_delivered_at'])
      .where('payment_id', '=', order.payment_id)
      .executeTakeFirstOrThrow();
    expect(delivered.status).toBe('paid');
    expect(delivered.callback_delivered_at).not.toBeNull();

    // The payer submits again and reloads: the decision stands, nothing more is credited.
    expect((await decide(order.payUrl, 'decline')).html).toContain('Payment approved');
    expect(await (await fetch(order.payUrl)).text()).toContain('Payment approved');
    expect(await mainOf(p.server.db, member.memberId)).toBe(50_000n);

    const settings = await p.server.call('/member/withdraw/settings', {}, auth(member.token));
    expect(settings.body.data.main_cash).toBe('500.00');
    const { list, total_count } = await records(member);
    expect(total_count).toBe(1);
    expect(list[0]).toMatchObject({
      order_number: order.order_number,
      type: 'deposit',
      status: 'paid',
      amount: '500.00',
      method: 'Sandbox Pay',
    });
  });

  it('counts deposit_times across the member paid deposits', async () => {
    const member = await newMember(p.server.db);
    for (const expected of [1, 2]) {
      const order = await gatewayOrder(member, '150.00');
      const body = callbackBody(order);
      const answer = await postCallback(p.server, body, sign(p.gatewaySecret, body));
      expect(answer.status).toBe(200);
      const row = await p.server.db
        .selectFrom('deposit_orders')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', member.memberId)
        .where('status', '=', 'paid')
        .executeTakeFirstOrThrow();
      expect(Number(row.n)).toBe(expected);
    }
    expect(await mainOf(p.server.db, member.memberId)).toBe(30_000n);
  });

  it('marks a declined payment failed and credits nothing', async () => {
    const member = await newMember(p.server.db);
    const order = await gatewayOrder(member);
    const declined = await decide(order.payUrl, 'decline');
    expect(declined.html).toContain('Payment declined');
    expect(await orderStatus(p.server.db, order.order_number)).toBe('failed');
    expect(await mainOf(p.server.db, member.memberId)).toBe(0n);
    // A paid message after the decline is not credited blindly: the order is flagged for an operator.
    const body = callbackBody(order);
    const late = await postCallback(p.server, body, sign(p.gatewaySecret, body));
    expect(late.status).toBe(200);
    expect(late.body.data.outcome).toBe('needs_review');
    expect(await orderStatus(p.server.db, order.order_number)).toBe('failed');
    expect(await mainOf(p.server.db, member.memberId)).toBe(0n);
    const listed = (await listDepositOrders(p.server.db, { status: 'failed' })).find(
      (o) => o.order_number === order.order_number,
    );
    expect(listed).toMatchObject({ needs_review: true, amount: '500.00', member_id: member.memberId });
    expect((await records(member, { status: 'failed' })).list.map((r) => r.order_number)).toEqual([order.order_number]);
  });

  it('credits a paid callback that arrives after the order expired', async () => {
    const member = await newMember(p.server.db);
    const order = await gatewayOrder(member, '200.00');
    await p.server.db
      .updateTable('deposit_orders')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('order_number', '=', order.order_number)
      .execute();
    expect((await records(member)).list[0]?.status).toBe('expired');
    const body = callbackBody(order);
    expect((await postCallback(p.server, body, sign(p.gatewaySecret, body))).status).toBe(200);
    expect(await orderStatus(p.server.db, order.order_number)).toBe('paid');
    expect(await mainOf(p.server.db, member.memberId)).toBe(20_000n);
  });
});

describe('callbacks that are not to be believed', () => {
  it('refuses forged, tampered, stale and mismatched callbacks and changes nothing', async () => {
    const member = await newMember(p.server.db);
    const order = await gatewayOrder(member, '300.00');
    const genuine = callbackBody(order);

    const forged = await postCallback(p.server, genuine, sign('not-the-gateway-secret-at-all', genuine));
    expect(forged.status).toBe(401);
    expect((await postCallback(p.server, genuine, 'abc')).status).toBe(401);
    expect((await postCallback(p.server, genuine, '')).status).toBe(401);

    const tampered = genuine.replace('"300.00"', '"30000.00"');
    expect(tampered).not.toBe(genuine);
    expect((await postCallback(p.server, tampered, sign(p.gatewaySecret, genuine))).status).toBe(401);

    const stale = callbackBody(order, { timestamp: Math.floor(Date.now() / 1000) - 11 * 60 });
    const staleAnswer = await postCallback(p.server, stale, sign(p.gatewaySecret, stale));
    expect(staleAnswer.status).toBe(400);
    expect(staleAnswer.body.message).toBe('stale_callback');

    const wrongAmount = callbackBody(order, { amount: '3000.00' });
    expect((await postCallback(p.server, wrongAmount, sign(p.gatewaySecret, wrongAmount))).status).toBe(409);
    const wrongCurrency = callbackBody(order, { currency: 'USD' });
    expect((await postCallback(p.server, wrongCurrency, sign(p.gatewaySecret, wrongCurrency))).status).toBe(409);
    const unknown = callbackBody({ ...order, order_number: 'D20990101000000000000' });
    expect((await postCallback(p.server, unknown, sign(p.gatewaySecret, unknown))).status).toBe(404);
    const garbage = '{"not":"a callback"}';
    expect((await postCallback(p.server, garbage, sign(p.gatewaySecret, garbage))).status).toBe(400);

    expect(await orderStatus(p.server.db, order.order_number)).toBe('pending');
    expect(await mainOf(p.server.db, member.memberId)).toBe(0n);
    expect(await movementsWithKey(p.server.db, `deposit:${order.order_number}`)).toBe(0);
    const logged = await p.server.db
      .selectFrom('payment_callbacks')
      .select('id')
      .where('order_number', '=', order.order_number)
      .execute();
    expect(logged).toHaveLength(0);

    // The genuine message still works afterwards.
    expect((await postCallback(p.server, genuine, sign(p.gatewaySecret, genuine))).status).toBe(200);
    expect(await mainOf(p.server.db, member.memberId)).toBe(30_000n);
  });

  it('credits a replayed callback once', async () => {
    const member = await newMember(p.server.db);
    const order = await gatewayOrder(member, '400.00');
    const body = callbackBody(order);
    const first = await postCallback(p.server, body, sign(p.gatewaySecret, body));
    const replay = await postCallback(p.server, body, sign(p.gatewaySecret, body));
    expect(first.body.data.outcome).toBe('credited');
    expect(replay.status).toBe(200);
    expect(replay.body.data).toMatchObject({ status: 'paid', outcome: 'duplicate' });
    // The gateway sends the news again as a new message (new nonce): already paid, nothing moves.
    const resent = callbackBody(order);
    expect((await postCallback(p.server, resent, sign(p.gatewaySecret, resent))).body.data.outcome).toBe('already_paid');
    expect(await mainOf(p.server.db, member.memberId)).toBe(40_000n);
    expect(await movementsWithKey(p.server.db, `deposit:${order.order_number}`)).toBe(1);
  });

  it('credits once under 10 concurrent duplicate callbacks', async () => {
    const member = await newMember(p.server.db);
    const order = await gatewayOrder(member, '700.00');
    const same = callbackBody(order);
    const messages = [...Array.from({ length: 5 }, () => same), ...Array.from({ length: 5 }, () => callbackBody(order))];
    const answers = await Promise.all(messages.map((body) => postCallback(p.server, body, sign(p.gatewaySecret, body))));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.data.outcome === 'credited')).toHaveLength(1);
    expect(await mainOf(p.server.db, member.memberId)).toBe(70_000n);
    expect(await movementsWithKey(p.server.db, `deposit:${order.order_number}`)).toBe(1);
    expect(await orderStatus(p.server.db, order.order_number)).toBe('paid');
  });

  it('refuses a hosted page whose session was changed', async () => {
    const member = await newMember(p.server.db);
    const order = await gatewayOrder(member);
    const { session } = paymentOf(order.payUrl);
    const [payload, signature] = session.split('.') as [string, string];
    const changed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    changed.amount = '1.00';
    const forgedSession = `${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    const url = order.payUrl.replace(session, forgedSession);
    expect((await fetch(url)).status).toBe(404);
    expect((await decide(url, 'approve')).status).toBe(404);
    expect(await orderStatus(p.server.db, order.order_number)).toBe('pending');
  });
});

describe('deposit refusals and idempotency', () => {
  it('refuses unknown methods (101), amounts outside the limits (102, 103) and too many waiting (105)', async () => {
    const member = await newMember(p.server.db);
    const { gateway, bank } = await methodIds(p.server, member);
    const usd = await p.server.db
      .selectFrom('deposit_methods')
      .select('id')
      .where('currency_code', '=', 'USD')
      .executeTakeFirstOrThrow();
    expect((await createDeposit(p.server, member, 99_999, '500.00')).body.code).toBe(101);
    expect((await createDeposit(p.server, member, usd.id, '500.00')).body.code).toBe(101);
    expect((await createDeposit(p.server, member, gateway, '99.99')).body.code).toBe(102);
    expect((await createDeposit(p.server, member, gateway, '100000.01')).body.code).toBe(103);
    const tooPrecise = await createDeposit(p.server, member, gateway, '100.001');
    expect(tooPrecise.status).toBe(400);
    expect(tooPrecise.body.data.fields.amount).toBeDefined();
    for (let i = 0; i < 5; i += 1)
      expect((await createDeposit(p.server, member, i % 2 ? gateway : bank, '100.00')).body.code).toBe(1000);
    expect((await createDeposit(p.server, member, bank, '100.00')).body.code).toBe(105);
    const orders = await p.server.db.selectFrom('deposit_orders').select('id').where('member_id', '=', member.memberId).execute();
    expect(orders).toHaveLength(5);
  });

  it('answers a replayed key with the same order, and refuses the key with another body or no key', async () => {
    const member = await newMember(p.server.db);
    const { gateway } = await methodIds(p.server, member);
    const key = newKey();
    const first = await createDeposit(p.server, member, gateway, '250.00', key);
    const again = await createDeposit(p.server, member, gateway, '250.00', key);
    expect(first.body.code).toBe(1000);
    expect(again.body).toEqual(first.body);
    const other = await createDeposit(p.server, member, gateway, '260.00', key);
    expect(other.status).toBe(409);
    const missing = await p.server.call('/member/deposit/create', { method_id: gateway, amount: '250.00' }, auth(member.token));
    expect(missing.status).toBe(400);
    const orders = await p.server.db
      .selectFrom('deposit_orders')
      .select('order_number')
      .where('member_id', '=', member.memberId)
      .execute();
    expect(orders.map((o) => o.order_number)).toEqual([first.body.data.order_number]);

    // Another member's key space is their own: the same key makes their own order.
    const stranger = await newMember(p.server.db);
    const theirs = await createDeposit(p.server, stranger, gateway, '250.00', key);
    expect(theirs.body.code).toBe(1000);
    expect(theirs.body.data.order_number).not.toBe(first.body.data.order_number);
  });
});

describe('manual bank transfer', () => {
  it('waits for an operator, who credits it once', async () => {
    const member = await newMember(p.server.db);
    const { bank } = await methodIds(p.server, member);
    const created = await p.server.call(
      '/member/deposit/create',
      { method_id: bank, amount: '1200.00', payer_name: 'R Kumar', payer_reference: 'UTR123456' },
      auth(member.token, newKey()),
    );
    expect(created.body.data).toMatchObject({ status: 'pending', amount: '1200.00', pay_url: null });
    const orderNumber = created.body.data.order_number as string;
    expect(orderNumber).toMatch(/^D\d{8}\d{12}$/);
    const pending = (await listDepositOrders(p.server.db, { status: 'pending' })).find((o) => o.order_number === orderNumber);
    expect(pending).toMatchObject({
      method: 'Bank transfer',
      payer_name: 'R Kumar',
      payer_reference: 'UTR123456',
      amount: '1200.00',
    });

    const echo = connectEcho(p.server.url, member.token);
    clients.push(echo);
    const success = nextEvent<{ order_number: string; deposit_amount: string; deposit_times: number }>((cb) =>
      echo.private(`member.${member.memberId}`).listen(`.${realtimeEvents.memberDepositSuccess}`, cb),
    );
    await settle(echo);
    expect(await confirmDeposit(p.ctx, orderNumber, 42)).toEqual({ order_number: orderNumber, status: 'paid' });
    expect(await success).toEqual({ order_number: orderNumber, deposit_amount: '1200.00', deposit_times: 1 });
    expect(await confirmDeposit(p.ctx, orderNumber, 42)).toEqual({ order_number: orderNumber, status: 'paid' });
    expect(await mainOf(p.server.db, member.memberId)).toBe(120_000n);
    expect(await movementsWithKey(p.server.db, `deposit:${orderNumber}`)).toBe(1);
    const row = await p.server.db
      .selectFrom('deposit_orders')
      .selectAll()
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(row.confirmed_by).toBe(42);
    expect(row.ledger_transaction_id).not.toBeNull();
  });

  it('refuses unknown orders (101) and failed ones (102)', async () => {
    await expect(confirmDeposit(p.ctx, 'D20990101999999999999', 1)).rejects.toMatchObject({ code: 101 });
    const member = await newMember(p.server.db);
    const order = await gatewayOrder(member);
    await decide(order.payUrl, 'decline');
    const refusal = await confirmDeposit(p.ctx, order.order_number, 1).catch((e) => e);
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal.code).toBe(102);
    expect(await mainOf(p.server.db, member.memberId)).toBe(0n);
  });
});

describe('deposit and withdrawal record', () => {
  it('shows only the member own orders, filtered and paged, newest first', async () => {
    const member = await newMember(p.server.db);
    const other = await newMember(p.server.db);
    const { gateway, bank } = await methodIds(p.server, member);
    const made: string[] = [];
    for (const [method, amount] of [
      [gateway, '101.00'],
      [bank, '102.00'],
      [gateway, '103.00'],
    ] as const) {
      made.push((await createDeposit(p.server, member, method, amount)).body.data.order_number);
    }
    await createDeposit(p.server, other, gateway, '999.00');

    const all = await records(member);
    expect(all.total_count).toBe(3);
    expect(all.list.map((r) => r.order_number)).toEqual([...made].reverse());
    const paged = await records(member, { page: 2, page_size: 2 });
    expect(paged.total_count).toBe(3);
    expect(paged.list.map((r) => r.order_number)).toEqual([made[0]]);
    expect((await records(member, { type: 'withdrawal' })).total_count).toBe(0);
    expect((await records(member, { status: 'paid' })).total_count).toBe(0);
    expect((await records(member, { start_date: '2020-01-01', end_date: '2020-01-31' })).total_count).toBe(0);
    expect((await records(other)).list.map((r) => r.amount)).toEqual(['999.00']);

    const bad = await p.server.call(
      '/member/dw_record/list',
      { start_date: 'yesterday', end_date: siteToday() },
      auth(member.token),
    );
    expect(bad.status).toBe(400);
  });
});

describe('the deposit key header', () => {
  it('is required for every money-moving call', async () => {
    const member = await newMember(p.server.db);
    const answer = await p.server.call(
      '/member/deposit/create',
      { method_id: 1, amount: '1.00' },
      { ...auth(member.token), 'idempotency-key': 'short' },
    );
    expect(answer.status).toBe(400);
    expect(newKey()).toMatch(/^[A-Za-z0-9_.:-]{8,80}$/);
  });
});
