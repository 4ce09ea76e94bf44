import type { OperatorRole } from '@casino/contract/calls/operator-calls.ts';
import { hashPassword } from '../accounts/passwords.ts';
import type { Db } from '../db/database.ts';
import type { TestServer } from '../testing/test-server.ts';

let counter = 0;
let address = 0;

/** Headers that make a request come from an address of its own (servers started with TRUST_PROXY=1). */
export function operatorAddress() {
  address += 1;
  return { 'x-forwarded-for': `10.77.${Math.floor(address / 250)}.${address % 250}` };
}

/** Creates an operator directly in the database; returns its id, user name and password. */
export async function createOperator(db: Db, role: OperatorRole, options: { active?: boolean } = {}) {
  counter += 1;
  const username = `${role}${Date.now() % 100_000}x${counter}`;
  const password = `pw-${role}-${counter}-secret`;
  const row = await db
    .insertInto('operators')
    .values({ username, password_hash: await hashPassword(password), role, site_id: 1, active: options.active ?? true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, password };
}

/** Signs an operator in over HTTP and returns a caller that sends their token. */
export async function signInOperator(server: TestServer, username: string, password: string) {
  const { status, body } = await server.call('/operator/login', { username, password }, operatorAddress());
  if (status !== 200 || body.code !== 1000) throw new Error(`operator login failed: ${status} ${JSON.stringify(body)}`);
  const token = body.data.token as string;
  return {
    token,
    role: body.data.role as OperatorRole,
    call: (path: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
      server.call(path, payload, { authorization: `Bearer ${token}`, ...headers }),
  };
}

export async function auditRows(db: Db, action: string) {
  return db.selectFrom('operator_audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}
