import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDay } from '../../engagement/site-day.ts';
import { auditRows, operatorsOf, runOperatorCli, type SignedInOperator } from '../../operators/operator-test-helpers.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/** The operators' view of an agent's tree over HTTP and the command line: levels, pages, figures, roles, audit. */
let server: TestServer;
let finance: SignedInOperator;
let support: SignedInOperator;
const ids = { root: 0, subs: [] as number[], deep: 0, player: 0, plain: 0 };
const today = siteDay(new Date());

async function member(values: { agent_id?: number; is_agent?: boolean }) {
  const row = await server.db
    .insertInto('members')
    .values({
      site_id: 1,
      account: `t${randomUUID().slice(0, 10)}`,
      currency_code: 'INR',
      ...(values.is_agent ? { is_agent: true, agent_active: true } : {}),
      ...(values.agent_id ? { agent_id: values.agent_id } : {}),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  ({ finance, support } = await operatorsOf(server, 'finance', 'support'));
  ids.root = await member({ is_agent: true });
  for (let i = 0; i < 3; i += 1) ids.subs.push(await member({ is_agent: true, agent_id: ids.root }));
  ids.deep = await member({ is_agent: true, agent_id: ids.subs[0] });
  ids.player = await member({ agent_id: ids.root });
  ids.plain = await member({ agent_id: ids.subs[1] });
  const method = await server.db.selectFrom('deposit_methods').select('id').executeTakeFirstOrThrow();
  await server.db
    .insertInto('deposit_orders')
    .values({
      order_number: `T${randomUUID().slice(0, 12)}`,
      member_id: ids.player,
      site_id: 1,
      currency_code: 'INR',
      method_id: method.id,
      gateway: 'test',
      amount: 150_000n,
      status: 'paid',
      expires_at: new Date(),
      paid_at: new Date(),
    } as never)
    .execute();
}, 60_000);
afterAll(() => server?.close());

const tree = (body: Record<string, unknown>, who = finance) =>
  who.call('/operator/agents/tree', { start_date: today, end_date: today, ...body });

describe('operator view of an agent tree', () => {
  it('shows the agent, its sub-agents per level with counts and figures, and audits the read', async () => {
    const before = (await auditRows(server.db, 'agent.tree_view')).length;
    const { body } = await tree({ agent_id: ids.root });
    expect(body.code).toBe(1000);
    expect(body.data.agent).toMatchObject({ id: ids.root, members: 4, sub_agents: 3, parent_id: null });
    expect(body.data.agent.figures).toMatchObject({ sign_ups: 4, first_deposits: 1, deposits: '1500.00' });
    expect(body.data.levels.map((l: { level: number; total: number }) => [l.level, l.total])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(body.data.levels[0].list.map((n: { id: number }) => n.id)).toEqual(ids.subs);
    expect(body.data.levels[0].list[0]).toMatchObject({ members: 1, sub_agents: 1, parent_id: ids.root });
    expect(body.data.levels[0].list[1]).toMatchObject({ members: 1, sub_agents: 0 });
    expect(body.data.levels[1].list[0]).toMatchObject({ id: ids.deep, parent_id: ids.subs[0], members: 0 });
    const audit = await auditRows(server.db, 'agent.tree_view');
    expect(audit.length).toBe(before + 1);
    expect(audit.at(-1)).toMatchObject({ target: `member:${ids.root}` });
  });

  it('pages each level, or one level alone', async () => {
    const second = await tree({ agent_id: ids.root, count: 2, page: 2 });
    expect(second.body.data.levels[0]).toMatchObject({ level: 1, total: 3, page: 2 });
    expect(second.body.data.levels[0].list.map((n: { id: number }) => n.id)).toEqual([ids.subs[2]]);
    expect(second.body.data.levels[1]).toMatchObject({ level: 2, total: 1, page: 2, list: [] });
    const deepOnly = await tree({ agent_id: ids.root, level: 2 });
    expect(deepOnly.body.data.levels.map((l: { level: number }) => l.level)).toEqual([2]);
    // A sub-agent's own tree starts at it.
    const sub = await tree({ agent_id: ids.subs[0] });
    expect(sub.body.data.levels.map((l: { total: number }) => l.total)).toEqual([1]);
  });

  it('refuses an id that names no agent, a bad period and a role without the right, and audits no refusal', async () => {
    const before = (await auditRows(server.db, 'agent.tree_view')).length;
    expect((await tree({ agent_id: ids.player })).body).toMatchObject({ code: 121 });
    expect((await tree({ agent_id: 2_000_000_000 })).body).toMatchObject({ code: 121 });
    expect((await tree({ agent_id: ids.root, start_date: today, end_date: '2000-01-01' })).body).toMatchObject({ code: 111 });
    expect((await tree({ agent_id: 'x' })).status).toBe(400);
    expect((await tree({ agent_id: ids.root }, support)).status).toBe(403);
    expect((await auditRows(server.db, 'agent.tree_view')).length).toBe(before);
  });

  it('is printed by the command line', { timeout: 120_000 }, async () => {
    const env = { CASINO_URL: server.url };
    const out = await runOperatorCli(['agents', 'tree', String(ids.root), today, today, '--limit', '2'], env);
    expect(out.stdout, out.stderr).toContain('members, 3 sub-agents');
    expect(out.stdout).toContain('level 1: 3 agents, page 1 of 2');
    expect(out.stdout).toContain('deposits 1500.00');
    const bad = await runOperatorCli(['agents', 'tree', 'abc', today, today], env);
    expect(bad.code).toBe(2);
  });
});
