import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
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

export type SignedInOperator = Awaited<ReturnType<typeof signInOperator>>;

/** A new operator of each role given, signed in over HTTP: `const { finance, support } = await operatorsOf(server, 'finance', 'support')`. */
export async function operatorsOf<R extends OperatorRole>(
  server: TestServer,
  ...roles: R[]
): Promise<Record<R, SignedInOperator>> {
  const signedIn = {} as Record<R, SignedInOperator>;
  for (const role of roles) {
    const operator = await createOperator(server.db, role);
    signedIn[role] = await signInOperator(server, operator.username, operator.password);
  }
  return signedIn;
}

export async function auditRows(db: Db, action: string) {
  return db.selectFrom('operator_audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
const CLI = 'apps/server/src/cli/operator.ts';
/** The tsx that `npx tsx` runs, called directly: npx would add a second or so of npm start-up to every run. */
const TSX = resolve(REPO_ROOT, 'node_modules/.bin/tsx');

export type CliRun = { code: number; stdout: string; stderr: string };

/**
 * Runs the operator CLI as an operator would, in a child process, signed in as the seeded admin unless env says
 * otherwise. The caller's CASINO_URL, OPERATOR_* and NEW_OPERATOR_PASSWORD are not passed on.
 */
export function runOperatorCli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const {
    CASINO_URL: _url,
    OPERATOR_USER: _user,
    OPERATOR_PASSWORD: _password,
    NEW_OPERATOR_PASSWORD: _newPassword,
    ...inherited
  } = process.env;
  return new Promise((done) => {
    execFile(
      TSX,
      [CLI, ...args],
      { cwd: REPO_ROOT, env: { ...inherited, OPERATOR_USER: 'admin', OPERATOR_PASSWORD: 'admin1234', ...env }, timeout: 20_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}
