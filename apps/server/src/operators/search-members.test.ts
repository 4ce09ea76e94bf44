import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { auditRows, operatorsOf, type SignedInOperator } from './operator-test-helpers.ts';

/** The back office's member search: exact matches on each field, an agent's members paged, balances, roles, audit. */
let server: TestServer;
let ops: Record<'admin' | 'support', SignedInOperator>;
const run = Date.now().toString(36);
let agentId: number;
let memberId: number;

beforeAll(async () => {
  server = await startTestServer();
  ops = await operatorsOf(server, 'admin', 'support');
  const agent = await server.db
    .insertInto('members')
    .values({ site_id: 1, account: `Agent${run}`, currency_code: 'INR', is_agent: true, agent_active: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  agentId = agent.id;
  const member = await server.db
    .insertInto('members')
    .values({
      site_id: 1,
      account: `Find${run}`,
      currency_code: 'INR',
      member_phone: `9${Date.now() % 1_000_000_000}`,
      member_email: `find.${run}@example.com`,
      agent_id: agentId,
    })
    .returning(['id', 'member_phone'])
    .executeTakeFirstOrThrow();
  memberId = member.id;
  for (let i = 0; i < 3; i++) {
    await server.db
      .insertInto('members')
      .values({ site_id: 1, account: `Under${run}x${i}`, currency_code: 'INR', agent_id: agentId })
      .execute();
  }
  await postTransaction(server.db, server.db, {
    key: `search:${run}`,
    kind: 'deposit',
    postings: [
      { account: ledgerAccounts.system('test:funding', 'INR'), amount: -12_345n },
      { account: ledgerAccounts.memberMain(memberId, 'INR'), amount: 12_345n },
    ],
  });
}, 60_000);
afterAll(() => server?.close());

const search = (who: SignedInOperator, body: Record<string, unknown>) => who.call('/operator/members/search', body);

describe('the member search', () => {
  it('finds a member by account in any case, phone, email and id, with the agent and the main balance', async () => {
    const member = await server.db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
    for (const q of [member.account.toUpperCase(), member.member_phone, member.member_email.toUpperCase(), String(memberId)]) {
      const found = await search(ops.support, { q });
      expect(
        found.body.data.list.map((m: { id: number }) => m.id),
        q,
      ).toContain(memberId);
    }
    const [row] = (await search(ops.admin, { q: member.account, by: 'account' })).body.data.list;
    expect(row).toMatchObject({
      id: memberId,
      account: member.account,
      currency: 'INR',
      agent_account: `Agent${run}`,
      main_cash: '123.45',
      is_agent: false,
    });
    // A field named narrows the search: the id is not an account.
    expect((await search(ops.admin, { q: String(memberId), by: 'account' })).body.data.list).toEqual([]);
    expect((await search(ops.admin, { q: 'nobody-at-all' })).body.data.list).toEqual([]);
  });

  it("pages through an agent's members newest first", async () => {
    const first = await search(ops.admin, { q: `agent${run}`, by: 'agent' });
    const ids = first.body.data.list.map((m: { id: number }) => m.id);
    expect(ids).toHaveLength(4);
    expect([...ids].sort((a: number, b: number) => b - a)).toEqual(ids);
    const older = await search(ops.admin, { q: `Agent${run}`, by: 'agent', before_id: ids[1] });
    expect(older.body.data.list.map((m: { id: number }) => m.id)).toEqual(ids.slice(2));
  });

  it('writes every search to the audit log and refuses bad input plainly', async () => {
    await search(ops.support, { q: `find.${run}@example.com`, by: 'email' });
    const audit = (await auditRows(server.db, 'member.search')).at(-1);
    expect(audit).toMatchObject({ target: `find.${run}@example.com` });
    expect(JSON.stringify(audit?.details)).toContain('"found":1');
    expect((await search(ops.admin, { q: '' })).status).toBe(400);
    expect((await search(ops.admin, { q: 'x', by: 'name' })).status).toBe(400);
    expect((await server.call('/operator/members/search', { q: 'x' })).status).toBe(401);
  });
});
