import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretBox } from '../../secrets/sealed-secret.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { auditRows, createOperator, operatorAddress, runOperatorCli } from '../operator-test-helpers.ts';
import { secretBinding } from './second-factor-context.ts';

/**
 * Operators' second factor (docs/decisions/0071), on a server that requires it of admin and finance: a first sign-in
 * may only set up the authenticator; once confirmed, every sign-in needs a code, each code signs in once, recovery
 * codes work once, wrong codes lock like wrong passwords, an admin resets a lost one, and sessions are listed and
 * ended everywhere else.
 */
let server: TestServer;
const KEY = 'a'.repeat(64);

beforeAll(async () => {
  // Each sign-in from an address of its own (operatorAddress), so that the per-address limits of sign-in stay out of the way.
  server = await startTestServer({ env: { OPERATOR_SECOND_FACTOR: '1', OPERATOR_TOTP_KEY: KEY, TRUST_PROXY: '1' } });
}, 60_000);
afterAll(() => server?.close());

const login = (username: string, password: string, extra: Record<string, string> = {}, from = operatorAddress()) =>
  server.call('/operator/login', { username, password, ...extra }, from);
const as =
  (token: string) =>
  (path: string, body: unknown = {}) =>
    server.call(path, body, { authorization: `Bearer ${token}` });
/** The code an authenticator shows at a moment (30 s steps). */
const codeAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1_000) });

async function enrolled(role: 'admin' | 'finance') {
  const account = await createOperator(server.db, role);
  const first = await login(account.username, account.password);
  const call = as(first.body.data.token);
  const started = await call('/operator/second-factor/start');
  const secret = started.body.data.secret as string;
  const confirmed = await call('/operator/second-factor/confirm', { code: await codeAt(secret, Date.now()) });
  return { ...account, secret, recovery: confirmed.body.data.recovery_codes as string[], call };
}

describe('the operator second factor', () => {
  it('lets a first sign-in of an admin only set up the authenticator, then takes the session whole', async () => {
    const admin = await createOperator(server.db, 'admin');
    const first = await login(admin.username, admin.password);
    expect(first.body.data).toMatchObject({ role: 'admin', second_factor: 'enrol' });
    const call = as(first.body.data.token);
    const refused = await call('/operator/audit/list', {});
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 403, message: 'second_factor_enrolment_required' });
    const started = await call('/operator/second-factor/start');
    expect(started.body.data.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const secret = started.body.data.secret as string;
    // The secret is kept sealed and bound to its operator: the database never holds it as it is.
    const row = await server.db
      .selectFrom('operator_second_factors')
      .select('secret_sealed')
      .where('operator_id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(secret);
    expect(secretBox(Buffer.from(KEY, 'hex')).open(row.secret_sealed, secretBinding(admin.id))).toBe(secret);
    expect(() => secretBox(Buffer.from(KEY, 'hex')).open(row.secret_sealed, secretBinding(admin.id + 1))).toThrow();

    expect((await call('/operator/second-factor/confirm', { code: '000000' })).body.code).toBe(102);
    const confirmed = await call('/operator/second-factor/confirm', { code: await codeAt(secret, Date.now()) });
    expect(confirmed.body.data.recovery_codes).toHaveLength(10);
    expect((await call('/operator/audit/list', {})).body.code).toBe(1000);
    expect((await call('/operator/second-factor/start')).body.code).toBe(101);
    expect((await auditRows(server.db, 'operator.second_factor_on')).some((a) => a.target === admin.username)).toBe(true);
  });

  it('signs in with a code once per code, with a recovery code once, and asks for one when it is missing', async () => {
    const admin = await enrolled('admin');
    const asked = await login(admin.username, admin.password);
    expect(asked.body.code).toBe(103);
    // A code of the step after the one confirming is new; the same code given twice at once signs in once.
    const code = await codeAt(admin.secret, Date.now() + 30_000);
    const [a, b] = await Promise.all([
      login(admin.username, admin.password, { totp: code }),
      login(admin.username, admin.password, { totp: code }),
    ]);
    expect([a.body.code, b.body.code].sort((x, y) => x - y)).toEqual([104, 1000]);
    expect((a.body.code === 1000 ? a : b).body.data.second_factor).toBe('verified');
    const recovery = admin.recovery[0]!;
    expect((await login(admin.username, admin.password, { recovery_code: recovery.toUpperCase() })).body.code).toBe(1000);
    expect((await login(admin.username, admin.password, { recovery_code: recovery })).body.code).toBe(104);
    expect((await login(admin.username, 'wrong-password', { totp: code })).body.code).toBe(101);
  });

  it('locks the user name at an address after five wrong codes, like wrong passwords', async () => {
    const finance = await enrolled('finance');
    const from = operatorAddress();
    for (let i = 0; i < 5; i++) {
      expect((await login(finance.username, finance.password, { totp: '000001' }, from)).body.code).toBe(104);
    }
    expect((await login(finance.username, finance.password, { totp: '000002' }, from)).status).toBe(429);
    const failures = (await auditRows(server.db, 'login_failed')).filter((a) => a.target === finance.username);
    expect(failures.map((a) => JSON.stringify(a.details))).toContain(JSON.stringify({ reason: 'wrong_second_factor' }));
  });

  it('lets a support operator work without one, and an admin reset a lost one, ending its sessions', async () => {
    const support = await createOperator(server.db, 'support');
    const plain = await login(support.username, support.password);
    expect(plain.body.data.second_factor).toBe('none');
    expect((await as(plain.body.data.token)('/operator/sessions/list')).body.data.second_factor).toBe(false);

    const admin = await enrolled('admin');
    const finance = await enrolled('finance');
    const financeSession = as(
      (await login(finance.username, finance.password, { totp: await codeAt(finance.secret, Date.now() + 30_000) })).body.data
        .token,
    );
    expect((await financeSession('/operator/sessions/list')).body.data.second_factor).toBe(true);
    expect((await admin.call('/operator/second-factor/reset', { operator_id: admin.id, reason: 'x' })).body.code).toBe(104);
    expect((await admin.call('/operator/second-factor/reset', { operator_id: 2_000_000, reason: 'x' })).body.code).toBe(104);
    expect((await financeSession('/operator/second-factor/reset', { operator_id: admin.id, reason: 'x' })).status).toBe(403);
    expect((await admin.call('/operator/second-factor/reset', { operator_id: finance.id, reason: 'lost phone' })).body.code).toBe(
      1000,
    );
    expect((await financeSession('/operator/sessions/list')).status).toBe(401);
    const again = await login(finance.username, finance.password);
    expect(again.body.data.second_factor).toBe('enrol');
    const audit = (await auditRows(server.db, 'operator.second_factor_reset')).at(-1);
    expect(audit).toMatchObject({ target: finance.username });
  });

  it('lists the open sessions and ends every one but the current', async () => {
    const admin = await enrolled('admin');
    const signedIn = await login(admin.username, admin.password, { totp: await codeAt(admin.secret, Date.now() + 30_000) });
    expect(signedIn.body.code, JSON.stringify(signedIn.body)).toBe(1000);
    const second = as(signedIn.body.data.token);
    const listed = await second('/operator/sessions/list');
    expect(listed.body.data.sessions.length).toBe(2);
    expect(listed.body.data.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect((await second('/operator/sessions/end-others')).body.data).toEqual({ ended: 1 });
    expect((await admin.call('/operator/sessions/list')).status).toBe(401);
    expect((await second('/operator/sessions/list')).body.data.sessions).toHaveLength(1);
  });

  it('is set up and used from the command line', async () => {
    const admin = await createOperator(server.db, 'admin');
    const env = { CASINO_URL: server.url, OPERATOR_USER: admin.username, OPERATOR_PASSWORD: admin.password };
    const started = await runOperatorCli(['second-factor', 'start'], env);
    const secret = /Secret: (\S+)/.exec(started.stdout)?.[1];
    expect(secret, started.stderr).toBeTruthy();
    expect((await runOperatorCli(['second-factor', 'confirm', '12'], env)).code).toBe(2);
    const confirmed = await runOperatorCli(['second-factor', 'confirm', await codeAt(secret!, Date.now())], env);
    expect(confirmed.stdout, confirmed.stderr).toContain('Authenticator on. Recovery codes');
    expect(confirmed.stdout.trim().split('\n')).toHaveLength(11);
    expect((await runOperatorCli(['sessions'], env)).code).toBe(1);
    const listed = await runOperatorCli(['sessions'], { ...env, OPERATOR_TOTP: await codeAt(secret!, Date.now() + 30_000) });
    expect(listed.stdout, listed.stderr).toContain('Authenticator: on');
  });
});
