import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { hashPassword } from '../accounts/passwords.ts';
import type { Db } from '../db/database.ts';
import { createSiteOrigins } from '../sites/site-origins.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';
import { confirmDeposit } from './confirm-deposit.ts';
import { createPaymentsContext, type PaymentsContext } from './payments-context.ts';
import { SANDBOX_SIGNATURE_HEADER, type SandboxCallbackBody, sandboxSecret, signBody } from './sandbox-protocol.ts';

/** Helpers of the payment tests: a server with a known secret, members, deposits, callbacks and ledger checks. */

export const TOKEN_SECRET = 'payments-test-token-secret-0123456789';

export type PaymentsServer = { server: TestServer; ctx: PaymentsContext; gatewaySecret: string };

export async function startPaymentsServer(): Promise<PaymentsServer> {
  const server = await startTestServer({ env: { TOKEN_SECRET } });
  const ctx = createPaymentsContext({
    db: server.db,
    realtime: server.app.realtime,
    tokenSecret: TOKEN_SECRET,
    production: false,
    origins: createSiteOrigins({ db: server.db, listening: () => server.app.http.server.address() }),
    env: process.env,
  });
  return { server, ctx, gatewaySecret: sandboxSecret(TOKEN_SECRET, process.env.SANDBOX_GATEWAY_SECRET) };
}

export const newKey = () => `key-${randomUUID()}`;

export const auth = (token: string, key?: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  ...(key ? { 'idempotency-key': key } : {}),
});

export type TestMember = { memberId: number; token: string };

let counter = 0;
const passwordHash = hashPassword('1234');

/** A signed-in INR member of site 1, with withdraw password 1234 unless told otherwise. */
export async function newMember(db: Db, options: { withdrawPassword?: boolean } = {}): Promise<TestMember> {
  counter += 1;
  const member = await createSignedInMember(db, `pay${process.pid % 1000}${Date.now() % 100_000}${counter}`);
  if (options.withdrawPassword !== false) {
    await db
      .updateTable('members')
      .set({ withdraw_password_hash: await passwordHash })
      .where('id', '=', member.memberId)
      .execute();
  }
  return member;
}

export async function bindBankAccount(
  db: Db,
  memberId: number,
  number = `5000${randomBytes(4).readUInt32BE(0)}`,
): Promise<number> {
  const row = await db
    .insertInto('member_bank_accounts')
    .values({ member_id: memberId, bank_name: 'HDFC Bank', account_name: 'Test Member', account_number: number, branch: 'Pune' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function methodIds(server: TestServer, member: TestMember): Promise<{ gateway: number; bank: number }> {
  const { body } = await server.call('/member/deposit/methods', {}, auth(member.token));
  const list = body.data.list as { id: number; kind: string }[];
  return {
    gateway: list.find((m) => m.kind === 'gateway')?.id as number,
    bank: list.find((m) => m.kind === 'bank_transfer')?.id as number,
  };
}

export async function createDeposit(server: TestServer, member: TestMember, methodId: number, amount: string, key = newKey()) {
  return server.call('/member/deposit/create', { method_id: methodId, amount }, auth(member.token, key));
}

/** The payment id and sealed session of a sandbox pay URL. */
export function paymentOf(payUrl: string): { paymentId: string; session: string } {
  const url = new URL(payUrl);
  return {
    paymentId: decodeURIComponent(url.pathname.split('/').pop() as string),
    session: url.searchParams.get('session') as string,
  };
}

/** Submits the sandbox's hosted page as the payer's browser would. */
export async function decide(payUrl: string, decision: 'approve' | 'decline') {
  const { paymentId, session } = paymentOf(payUrl);
  const url = new URL(payUrl);
  const response = await fetch(`${url.origin}/sandbox-gateway/pay/${encodeURIComponent(paymentId)}`, {
    method: 'POST',
    body: new URLSearchParams({ session, decision }),
  });
  return { status: response.status, html: await response.text() };
}

/** A callback body as the sandbox would sign it; fields override the order's own. */
export function callbackBody(
  order: { order_number: string; amount: string; payment_id: string },
  fields: Partial<SandboxCallbackBody> = {},
) {
  const message: SandboxCallbackBody = {
    payment_id: order.payment_id,
    order_number: order.order_number,
    amount: order.amount,
    currency: 'INR',
    status: 'paid',
    timestamp: Math.floor(Date.now() / 1000),
    nonce: randomBytes(16).toString('hex'),
    ...fields,
  };
  return JSON.stringify(message);
}

export async function postCallback(server: TestServer, body: string, signature: string) {
  const response = await fetch(`${server.url}/api/payments/sandbox/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export const sign = (secret: string, body: string) => signBody(secret, body);

/** Puts money in a member's main wallet the way an operator would: a bank transfer deposit, confirmed. */
export async function fund(p: PaymentsServer, member: TestMember, amount: string): Promise<string> {
  const { bank } = await methodIds(p.server, member);
  const created = await createDeposit(p.server, member, bank, amount);
  expect(created.body.code).toBe(1000);
  await confirmDeposit(p.ctx, created.body.data.order_number, 1);
  return created.body.data.order_number as string;
}

export async function balanceOf(db: Db, code: string, currency = 'INR'): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', code)
    .where('currency_code', '=', currency)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

export const mainOf = (db: Db, memberId: number) => balanceOf(db, `member:${memberId}:main`);
export const holdOf = (db: Db, memberId: number) => balanceOf(db, `member:${memberId}:withdrawal_hold`);

/** Ledger movements posted under one key (0 or 1). */
export async function movementsWithKey(db: Db, key: string): Promise<number> {
  const rows = await db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', key).execute();
  return rows.length;
}

export async function orderStatus(db: Db, orderNumber: string): Promise<string | undefined> {
  const deposit = await db
    .selectFrom('deposit_orders')
    .select('status')
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  if (deposit) return deposit.status;
  const withdrawal = await db
    .selectFrom('withdrawal_orders')
    .select('status')
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  return withdrawal?.status;
}

/** Today as the site counts days (America/Caracas), for the record filters. */
export function siteToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
}
