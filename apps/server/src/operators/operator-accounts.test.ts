import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../accounts/passwords.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { auditRows, createOperator, operatorAddress, signInOperator } from './operator-test-helpers.ts';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signInOperator>>;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  admin = await signInOperator(server, 'admin', 'admin1234');
  const row = await server.db.selectFrom('operators').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  adminId = row.id;
});
afterAll(() => server.close());

let nameCounter = 0;
const freshName = (prefix = 'staff') => `${prefix}${Date.now() % 100_000}n${++nameCounter}`;
const STRONG = 'Sturdy-passphrase-42';

function login(username: string, password: string) {
  return server.call('/operator/login', { username, password }, operatorAddress());
}

async function operatorRow(username: string) {
  return server.db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
}

async function openSessions(operatorId: number) {
  const rows = await server.db
    .selectFrom('operator_sessions')
    .select('id')
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .execute();
  return rows.length;
}

describe('creating and listing operators', () => {
  it('creates an operator who can sign in; the list shows it with its last login; audited', async () => {
    const username = freshName('Finance');
    const { status, body } = await admin.call('/operator/operators/create', { username, role: 'finance', password: STRONG });
    expect(status).toBe(200);
    expect(body.code).toBe(1000);
    expect(body.data).toMatchObject({ username, role: 'finance', active: true, site_id: 1, last_login_at: null });
    expect(Object.keys(body.data).sort()).toEqual(['active', 'created_at', 'id', 'last_login_at', 'role', 'site_id', 'username']);
    const row = await operatorRow(username);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);

    const signedIn = await signInOperator(server, username.toLowerCase(), STRONG);
    expect(signedIn.role).toBe('finance');

    const list = await admin.call('/operator/operators/list');
    expect(list.body.code).toBe(1000);
    const names = (list.body.data.list as { username: string }[]).map((o) => o.username);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const listed = (list.body.data.list as { username: string; last_login_at: string | null }[]).find(
      (o) => o.username === username,
    );
    expect(listed).toMatchObject({ role: 'finance', active: true, site_id: 1 });
    expect(new Date(listed?.last_login_at ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(list.body)).not.toContain('argon2');

    const audit = (await auditRows(server.db, 'operator.create')).at(-1);
    expect(audit).toMatchObject({
      operator_id: adminId,
      target: username,
      details: { operator_id: body.data.id, role: 'finance', site_id: 1 },
    });
    expect(JSON.stringify(audit)).not.toContain(STRONG);
  });

  it('takes a home site, and refuses an unknown one (400)', async () => {
    const username = freshName();
    const created = await admin.call('/operator/operators/create', { username, role: 'support', password: STRONG, site_id: 2 });
    expect(created.body.data).toMatchObject({ username, site_id: 2 });
    const unknown = await admin.call('/operator/operators/create', {
      username: freshName(),
      role: 'support',
      password: STRONG,
      site_id: 999,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fields).toEqual({ site_id: ['unknown_site'] });
  });

  it('refuses a user name taken whatever its case (102), also when two admins race for it', async () => {
    const username = freshName('dup');
    expect((await admin.call('/operator/operators/create', { username, role: 'support', password: STRONG })).body.code).toBe(
      1000,
    );
    const before = (await auditRows(server.db, 'operator.create')).length;
    for (const name of [username, username.toUpperCase(), 'ADMIN']) {
      const { status, body } = await admin.call('/operator/operators/create', {
        username: name,
        role: 'admin',
        password: STRONG,
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 102, message: 'operator.username_taken', data: null });
    }
    const raced = freshName('race');
    const replies = await Promise.all(
      [raced, raced.toUpperCase(), raced].map((name) =>
        admin.call('/operator/operators/create', { username: name, role: 'support', password: STRONG }),
      ),
    );
    expect(replies.map((r) => r.body.code).sort()).toEqual([1000, 102, 102]);
    expect((await auditRows(server.db, 'operator.create')).length).toBe(before + 1);
    expect((await operatorRow('admin'))?.role).toBe('admin');
  });

  it('refuses weak passwords and malformed requests (400) and creates nothing', async () => {
    const username = freshName('weak');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'Short-1' }, 'password', 'password_too_short'],
      [{ password: 'onlylettershere' }, 'password', 'password_too_simple'],
      [{ password: '123456789012345' }, 'password', 'password_too_simple'],
      [{ password: `${username.toUpperCase()}-2024` }, 'password', 'password_contains_username'],
      [{ password: `x1${'y'.repeat(199)}` }, 'password', 'password_too_long'],
      [{ role: 'owner' }, 'role', ''],
      [{ username: 'a b' }, 'username', 'username_format'],
      [{ username: 'ab' }, 'username', 'username_length'],
    ];
    for (const [change, field, message] of cases) {
      const reply = await admin.call('/operator/operators/create', { username, role: 'support', password: STRONG, ...change });
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(reply.body.data.fields), JSON.stringify(change)).toEqual([field]);
      if (message) expect(reply.body.data.fields[field]).toEqual([message]);
    }
    expect(await operatorRow(username)).toBeUndefined();
  });

  it('lists the new audit actions under the action filter', async () => {
    const { body } = await admin.call('/operator/audit/list', { action: 'operator.create' });
    expect(body.code).toBe(1000);
    expect(body.data.list.length).toBeGreaterThan(0);
    expect(body.data.list.every((e: { action: string }) => e.action === 'operator.create')).toBe(true);
  });
});

describe('disabling and enabling operators', () => {
  it('disables an operator: sign-in refused (102), open sessions ended at once; enable lets them in again', async () => {
    const op = await createOperator(server.db, 'finance');
    const first = await signInOperator(server, op.username, op.password);
    const second = await signInOperator(server, op.username, op.password);
    expect((await first.call('/operator/deposits/list')).status).toBe(200);

    const disabled = await admin.call('/operator/operators/disable', { username: op.username.toUpperCase() });
    expect(disabled.body.code).toBe(1000);
    expect(disabled.body.data).toMatchObject({ id: op.id, username: op.username, active: false, revoked_sessions: 2 });
    for (const session of [first, second]) expect((await session.call('/operator/deposits/list')).status).toBe(401);
    expect((await login(op.username, op.password)).body).toMatchObject({ code: 102, message: 'operator.disabled' });
    expect(await openSessions(op.id)).toBe(0);
    const listed = (await admin.call('/operator/operators/list')).body.data.list.find((o: { id: number }) => o.id === op.id);
    expect(listed.active).toBe(false);

    // Disabling again changes nothing and is recorded as what happened.
    const again = await admin.call('/operator/operators/disable', { username: op.username });
    expect(again.body.data).toMatchObject({ active: false, revoked_sessions: 0 });
    const disables = (await auditRows(server.db, 'operator.disable')).filter((r) => r.target === op.username);
    expect(disables.map((r) => [r.operator_id, r.details])).toEqual([
      [adminId, { operator_id: op.id, was_active: true, revoked_sessions: 2 }],
      [adminId, { operator_id: op.id, was_active: false, revoked_sessions: 0 }],
    ]);

    const enabled = await admin.call('/operator/operators/enable', { username: op.username });
    expect(enabled.body.code).toBe(1000);
    expect(enabled.body.data).toMatchObject({ id: op.id, active: true });
    expect(enabled.body.data).not.toHaveProperty('revoked_sessions');
    expect((await first.call('/operator/deposits/list')).status).toBe(401);
    const back = await signInOperator(server, op.username, op.password);
    expect((await back.call('/operator/deposits/list')).status).toBe(200);
    expect((await auditRows(server.db, 'operator.enable')).at(-1)).toMatchObject({
      operator_id: adminId,
      target: op.username,
      details: { operator_id: op.id, was_active: false },
    });
  });

  it('does not let an admin disable themselves (103), and refuses unknown user names (101)', async () => {
    const before = (await auditRows(server.db, 'operator.disable')).length;
    const own = await admin.call('/operator/operators/disable', { username: 'Admin' });
    expect(own.body).toMatchObject({ code: 103, message: 'operator.own_account', data: null });
    expect((await operatorRow('admin'))?.active).toBe(true);
    expect((await admin.call('/operator/operators/list')).status).toBe(200);
    for (const path of ['/operator/operators/disable', '/operator/operators/enable']) {
      const { body } = await admin.call(path, { username: 'nobody-by-this-name' });
      expect(body).toMatchObject({ code: 101, message: 'operator.not_found' });
    }
    const reset = await admin.call('/operator/operators/password', { username: 'nobody-by-this-name', password: STRONG });
    expect(reset.body.code).toBe(101);
    expect((await auditRows(server.db, 'operator.disable')).length).toBe(before);
  });

  it('leaves no open session when sign-ins race a disable', async () => {
    const op = await createOperator(server.db, 'support');
    const logins = Array.from({ length: 6 }, () => login(op.username, op.password));
    const disable = admin.call('/operator/operators/disable', { username: op.username });
    const replies = await Promise.all(logins);
    expect((await disable).body.code).toBe(1000);
    for (const reply of replies) expect([1000, 102]).toContain(reply.body.code);
    expect(await openSessions(op.id)).toBe(0);
    for (const reply of replies.filter((r) => r.body.code === 1000)) {
      const token = reply.body.data.token as string;
      expect((await server.call('/operator/deposits/list', {}, { authorization: `Bearer ${token}` })).status).toBe(401);
    }
  });
});

describe('resetting passwords', () => {
  it("sets another operator's password and ends their sessions; the old password stops working; audited", async () => {
    const op = await createOperator(server.db, 'support');
    const session = await signInOperator(server, op.username, op.password);
    const { body } = await admin.call('/operator/operators/password', { username: op.username, password: STRONG });
    expect(body.code).toBe(1000);
    expect(body.data).toMatchObject({ id: op.id, active: true, revoked_sessions: 1 });
    expect((await session.call('/operator/deposits/list')).status).toBe(401);
    expect((await login(op.username, op.password)).body.code).toBe(101);
    expect((await signInOperator(server, op.username, STRONG)).role).toBe('support');
    const audit = (await auditRows(server.db, 'operator.password')).at(-1);
    expect(audit).toMatchObject({
      operator_id: adminId,
      target: op.username,
      details: { operator_id: op.id, revoked_sessions: 1 },
    });
    expect(JSON.stringify(audit)).not.toContain(STRONG);
  });

  it('refuses a weak new password (400) and keeps the old one', async () => {
    const op = await createOperator(server.db, 'finance');
    for (const password of ['tiny-1', 'nodigitsorsymbols', `${op.username}-again`]) {
      const reply = await admin.call('/operator/operators/password', { username: op.username, password });
      expect(reply.status).toBe(400);
      expect(Object.keys(reply.body.data.fields)).toEqual(['password']);
    }
    expect((await signInOperator(server, op.username, op.password)).role).toBe('finance');
  });

  it('lets an admin reset their own password, which ends their own sessions too', async () => {
    const second = await createOperator(server.db, 'admin');
    const session = await signInOperator(server, second.username, second.password);
    const { body } = await session.call('/operator/operators/password', { username: second.username, password: STRONG });
    expect(body.code).toBe(1000);
    expect(body.data.revoked_sessions).toBe(1);
    expect((await session.call('/operator/operators/list')).status).toBe(401);
    expect((await signInOperator(server, second.username, STRONG)).role).toBe('admin');
  });
});

describe('who may manage operators', () => {
  it('answers 403 to finance and support for every call and changes nothing', async () => {
    const target = await createOperator(server.db, 'support');
    const targetSession = await signInOperator(server, target.username, target.password);
    const countOperators = async () => (await server.db.selectFrom('operators').select('id').execute()).length;
    const auditCount = async () => (await server.db.selectFrom('operator_audit_log').select('id').execute()).length;
    for (const role of ['finance', 'support'] as const) {
      const op = await createOperator(server.db, role);
      const caller = await signInOperator(server, op.username, op.password);
      const operators = await countOperators();
      const audits = await auditCount();
      const replies = [
        await caller.call('/operator/operators/list'),
        await caller.call('/operator/operators/create', { username: freshName(role), role: 'admin', password: STRONG }),
        await caller.call('/operator/operators/disable', { username: target.username }),
        await caller.call('/operator/operators/enable', { username: target.username }),
        await caller.call('/operator/operators/password', { username: target.username, password: STRONG }),
        await caller.call('/operator/operators/password', { username: 'admin', password: STRONG }),
        await caller.call('/operator/operators/role', { username: target.username, role: 'admin' }),
        await caller.call('/operator/operators/role', { username: op.username, role: 'admin' }),
        await caller.call('/operator/operators/role', { username: 'admin', role: 'support' }),
      ];
      for (const reply of replies) {
        expect(reply.status, role).toBe(403);
        expect(reply.body).toMatchObject({ code: 403, message: 'forbidden' });
      }
      expect(await countOperators()).toBe(operators);
      expect(await auditCount()).toBe(audits);
    }
    expect((await operatorRow(target.username))?.active).toBe(true);
    expect((await operatorRow(target.username))?.role).toBe('support');
    expect((await operatorRow('admin'))?.role).toBe('admin');
    expect((await targetSession.call('/operator/deposits/list')).status).toBe(200);
    expect((await login(target.username, target.password)).body.code).toBe(1000);
    expect((await login('admin', 'admin1234')).body.code).toBe(1000);
  });

  it('answers 401 without an operator token', async () => {
    const { status } = await server.call('/operator/operators/list');
    expect(status).toBe(401);
  });

  it('publishes the calls in the OpenAPI document', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        ...['list', 'create', 'disable', 'enable', 'password', 'role'].map((call) => `/api/operator/operators/${call}`),
        '/api/operator/password/change',
      ]),
    );
  });
});

describe('changing roles', () => {
  it("changes another operator's role and ends their sessions; the new role applies at the next sign-in; audited", async () => {
    const op = await createOperator(server.db, 'finance');
    const first = await signInOperator(server, op.username, op.password);
    const second = await signInOperator(server, op.username, op.password);
    expect((await first.call('/operator/operators/list')).status).toBe(403);

    const { status, body } = await admin.call('/operator/operators/role', { username: op.username.toUpperCase(), role: 'admin' });
    expect(status).toBe(200);
    expect(body.code).toBe(1000);
    expect(body.data).toMatchObject({ id: op.id, username: op.username, role: 'admin', active: true, revoked_sessions: 2 });
    for (const session of [first, second]) expect((await session.call('/operator/deposits/list')).status).toBe(401);
    expect(await openSessions(op.id)).toBe(0);
    expect((await operatorRow(op.username))?.role).toBe('admin');

    const promoted = await signInOperator(server, op.username, op.password);
    expect(promoted.role).toBe('admin');
    expect((await promoted.call('/operator/operators/list')).status).toBe(200);

    // Back down to support: the promoted session ends, and the next one may only read orders.
    const demoted = await admin.call('/operator/operators/role', { username: op.username, role: 'support' });
    expect(demoted.body.data).toMatchObject({ role: 'support', revoked_sessions: 1 });
    expect((await promoted.call('/operator/operators/list')).status).toBe(401);
    const support = await signInOperator(server, op.username, op.password);
    expect(support.role).toBe('support');
    expect((await support.call('/operator/deposits/list')).status).toBe(200);
    expect((await support.call('/operator/deposits/confirm', { order_number: 'none' })).status).toBe(403);

    const rows = (await auditRows(server.db, 'operator.role')).filter((r) => r.target === op.username);
    expect(rows.map((r) => [r.operator_id, r.details])).toEqual([
      [adminId, { operator_id: op.id, old_role: 'finance', new_role: 'admin', revoked_sessions: 2 }],
      [adminId, { operator_id: op.id, old_role: 'admin', new_role: 'support', revoked_sessions: 1 }],
    ]);
    const filtered = await admin.call('/operator/audit/list', { action: 'operator.role' });
    expect(filtered.body.data.list[0]).toMatchObject({ action: 'operator.role', target: op.username });
  });

  it('setting the role an operator has changes nothing, ends no session, and is recorded', async () => {
    const op = await createOperator(server.db, 'support');
    const session = await signInOperator(server, op.username, op.password);
    const { body } = await admin.call('/operator/operators/role', { username: op.username, role: 'support' });
    expect(body.data).toMatchObject({ role: 'support', revoked_sessions: 0 });
    expect((await session.call('/operator/deposits/list')).status).toBe(200);
    expect((await auditRows(server.db, 'operator.role')).at(-1)).toMatchObject({
      target: op.username,
      details: { operator_id: op.id, old_role: 'support', new_role: 'support', revoked_sessions: 0 },
    });
  });

  it('does not let an admin change their own role (103); refuses unknown operators (101) and unknown roles (400)', async () => {
    const before = (await auditRows(server.db, 'operator.role')).length;
    for (const role of ['finance', 'support', 'admin']) {
      const own = await admin.call('/operator/operators/role', { username: 'ADMIN', role });
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ code: 103, message: 'operator.own_account', data: null });
    }
    expect((await operatorRow('admin'))?.role).toBe('admin');
    expect((await admin.call('/operator/operators/list')).status).toBe(200);

    const unknown = await admin.call('/operator/operators/role', { username: 'nobody-by-this-name', role: 'finance' });
    expect(unknown.body).toMatchObject({ code: 101, message: 'operator.not_found' });
    const op = await createOperator(server.db, 'finance');
    for (const role of ['owner', '', undefined]) {
      const reply = await admin.call('/operator/operators/role', { username: op.username, role });
      expect(reply.status).toBe(400);
      expect(Object.keys(reply.body.data.fields)).toEqual(['role']);
    }
    expect((await operatorRow(op.username))?.role).toBe('finance');
    expect((await auditRows(server.db, 'operator.role')).length).toBe(before);
  });

  it('leaves an admin when two admins demote each other at once', async () => {
    const [a, b] = [await createOperator(server.db, 'admin'), await createOperator(server.db, 'admin')];
    const [sessionA, sessionB] = [
      await signInOperator(server, a.username, a.password),
      await signInOperator(server, b.username, b.password),
    ];
    const replies = await Promise.all([
      sessionA.call('/operator/operators/role', { username: b.username, role: 'finance' }),
      sessionB.call('/operator/operators/role', { username: a.username, role: 'finance' }),
    ]);
    const succeeded = replies.filter((r) => r.status === 200 && r.body.code === 1000);
    expect(succeeded).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200)) expect([401, 403]).toContain(reply.status);
    const roles = [(await operatorRow(a.username))?.role, (await operatorRow(b.username))?.role].sort();
    expect(roles).toEqual(['admin', 'finance']);
  });
});

describe('two admins at once', () => {
  it('leaves an active admin when two admins disable each other at once', async () => {
    const [a, b] = [await createOperator(server.db, 'admin'), await createOperator(server.db, 'admin')];
    const [sessionA, sessionB] = [
      await signInOperator(server, a.username, a.password),
      await signInOperator(server, b.username, b.password),
    ];
    const replies = await Promise.all([
      sessionA.call('/operator/operators/disable', { username: b.username }),
      sessionB.call('/operator/operators/disable', { username: a.username }),
    ]);
    expect(replies.filter((r) => r.status === 200 && r.body.code === 1000)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200)) expect([401, 403]).toContain(reply.status);
    const active = [(await operatorRow(a.username))?.active, (await operatorRow(b.username))?.active];
    expect(active.filter(Boolean)).toHaveLength(1);
  });
});

describe("changing one's own password", () => {
  it('lets every role change their password with the current one; their other sessions end, this one stays; audited', async () => {
    for (const role of ['admin', 'finance', 'support'] as const) {
      const op = await createOperator(server.db, role);
      const current = await signInOperator(server, op.username, op.password);
      const other = await signInOperator(server, op.username, op.password);
      const { status, body } = await current.call('/operator/password/change', {
        current_password: op.password,
        new_password: STRONG,
      });
      expect(status, role).toBe(200);
      expect(body.code).toBe(1000);
      expect(body.data).toMatchObject({ id: op.id, username: op.username, role, active: true, revoked_sessions: 1 });
      expect((await other.call('/operator/deposits/list')).status).toBe(401);
      expect((await current.call('/operator/deposits/list')).status).toBe(200);
      expect(await openSessions(op.id)).toBe(1);
      expect((await login(op.username, op.password)).body.code).toBe(101);
      expect((await signInOperator(server, op.username, STRONG)).role).toBe(role);

      const audit = (await auditRows(server.db, 'operator.password_change')).at(-1);
      expect(audit).toMatchObject({
        operator_id: op.id,
        target: op.username,
        details: { operator_id: op.id, revoked_sessions: 1 },
      });
      expect(JSON.stringify(audit)).not.toContain(STRONG);
      expect(JSON.stringify(audit)).not.toContain(op.password);
    }
  });

  it('refuses a wrong current password (104) like a failed sign-in, and changes nothing', async () => {
    const op = await createOperator(server.db, 'finance');
    const current = await signInOperator(server, op.username, op.password);
    const other = await signInOperator(server, op.username, op.password);
    const hashBefore = (await operatorRow(op.username))?.password_hash;
    const changes = (await auditRows(server.db, 'operator.password_change')).length;
    const { status, body } = await current.call(
      '/operator/password/change',
      { current_password: 'not-the-password-1', new_password: STRONG },
      operatorAddress(),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 104, message: 'operator.wrong_password', data: null });
    expect((await operatorRow(op.username))?.password_hash).toBe(hashBefore);
    for (const session of [current, other]) expect((await session.call('/operator/deposits/list')).status).toBe(200);
    expect((await login(op.username, STRONG)).body.code).toBe(101);
    expect((await auditRows(server.db, 'operator.password_change')).length).toBe(changes);
    const failed = (await auditRows(server.db, 'login_failed')).filter((r) => r.operator_id === op.id);
    expect(failed.map((r) => r.details)).toEqual([{ reason: 'wrong_current_password' }, { reason: 'wrong_password' }]);
    expect(JSON.stringify(failed)).not.toContain('not-the-password-1');
  });

  it('counts wrong current passwords with failed sign-ins from that address: after 5, HTTP 429 for both there', async () => {
    const op = await createOperator(server.db, 'support');
    const session = await signInOperator(server, op.username, op.password);
    const address = operatorAddress();
    const change = (current_password: string) =>
      session.call('/operator/password/change', { current_password, new_password: STRONG }, address);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await change(`wrong-guess-${attempt}`)).body.code).toBe(104);
    const locked = await change(op.password);
    expect(locked.status).toBe(429);
    expect((await server.call('/operator/login', { username: op.username, password: op.password }, address)).status).toBe(429);
    // From another address the operator still signs in.
    expect((await login(op.username, op.password)).body.code).toBe(1000);
    expect((await session.call('/operator/deposits/list')).status).toBe(200);
    expect(await verifyStored(op.username, op.password)).toBe(true);
  });

  it('refuses a weak new password (400 naming new_password) and keeps the old one', async () => {
    const op = await createOperator(server.db, 'support');
    const session = await signInOperator(server, op.username, op.password);
    const cases: [string, string][] = [
      ['Short-1', 'password_too_short'],
      ['onlylettershere', 'password_too_simple'],
      ['123456789012345', 'password_too_simple'],
      [`${op.username.toUpperCase()}-2024`, 'password_contains_username'],
      [`x1${'y'.repeat(199)}`, 'password_too_long'],
    ];
    for (const [new_password, message] of cases) {
      const reply = await session.call('/operator/password/change', { current_password: op.password, new_password });
      expect(reply.status, new_password).toBe(400);
      expect(reply.body.data.fields).toEqual({ new_password: [message] });
    }
    const missing = await session.call('/operator/password/change', { new_password: STRONG });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.data.fields)).toEqual(['current_password']);
    expect(await verifyStored(op.username, op.password)).toBe(true);
    expect((await session.call('/operator/deposits/list')).status).toBe(200);
  });

  it('answers 401 without an operator token', async () => {
    const { status } = await server.call('/operator/password/change', { current_password: 'x', new_password: STRONG });
    expect(status).toBe(401);
  });
});

async function verifyStored(username: string, password: string) {
  const row = await operatorRow(username);
  return verifyPassword(row?.password_hash, password);
}
