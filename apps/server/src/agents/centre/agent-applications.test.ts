import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorsOf, type SignedInOperator } from '../../operators/operator-test-helpers.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../../testing/test-server.ts';

/** Applying to become an agent (the agent centre's Register page) and an operator's decision, over HTTP. */
let server: TestServer;
let finance: SignedInOperator;
let support: SignedInOperator;

beforeAll(async () => {
  server = await startTestServer();
  ({ finance, support } = await operatorsOf(server, 'finance', 'support'));
}, 60_000);
afterAll(() => server?.close());

async function member(agentId: number | null = null) {
  const account = `ap${randomUUID().slice(0, 10).replace(/-/g, '')}`;
  const signedIn = await createSignedInMember(server.db, account, 1, 'INR');
  if (agentId !== null)
    await server.db.updateTable('members').set({ agent_id: agentId }).where('id', '=', signedIn.memberId).execute();
  const apply = (flag: 0 | 1) =>
    server.call('/member/apply_for_agent/check', { apply_agent_flag: flag }, { authorization: `Bearer ${signedIn.token}` });
  return { ...signedIn, account, apply };
}

describe('applying to become an agent', () => {
  it('waits for an operator, once at a time, and an approval makes an active agent under its own agent', async () => {
    const upline = await member();
    const applicant = await member(upline.memberId);
    expect((await applicant.apply(0)).body.data).toEqual({
      is_agent: 0,
      agent_active: 0,
      status: 'none',
      applied_at: null,
      reason: '',
    });
    const both = await Promise.all([applicant.apply(1), applicant.apply(1)]);
    expect(both.map((r) => r.body.code).sort((a, b) => a - b)).toEqual([104, 1000]);
    expect((await applicant.apply(0)).body.data).toMatchObject({ status: 'pending', is_agent: 0 });

    const waiting = await finance.call('/operator/agents/applications', { site_id: 1, status: 'pending' });
    const application = waiting.body.data.list.find((a: { member_id: number }) => a.member_id === applicant.memberId);
    expect(application).toMatchObject({ member_account: applicant.account, status: 'pending' });
    expect((await support.call('/operator/agents/applications/decide', { id: application.id, decision: 'approve' })).status).toBe(
      403,
    );

    const approved = await finance.call('/operator/agents/applications/decide', { id: application.id, decision: 'approve' });
    expect(approved.body.data).toMatchObject({ id: application.id, status: 'approved' });
    expect(
      (await finance.call('/operator/agents/applications/decide', { id: application.id, decision: 'refuse' })).body,
    ).toMatchObject({ code: 105 });
    const row = await server.db
      .selectFrom('members')
      .select(['is_agent', 'agent_active', 'member_type', 'agent_id'])
      .where('id', '=', applicant.memberId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_agent: true, agent_active: true, member_type: 2, agent_id: upline.memberId });
    expect((await applicant.apply(0)).body.data).toMatchObject({ status: 'approved', is_agent: 1, agent_active: 1 });
    // An agent applies no more; its centre opens.
    expect((await applicant.apply(1)).body.code).toBe(104);
    const centre = await server.call('/member/agent/downline', {}, { authorization: `Bearer ${applicant.token}` });
    expect(centre.body).toMatchObject({ code: 1000, data: { total: 0 } });
  });

  it('is refused with a reason shown to the member, who may apply again; a disabled member may not', async () => {
    const applicant = await member();
    await applicant.apply(1);
    const { list } = (await finance.call('/operator/agents/applications', { status: 'pending' })).body.data;
    const id = list.find((a: { member_id: number }) => a.member_id === applicant.memberId).id;
    await finance.call('/operator/agents/applications/decide', { id, decision: 'refuse', reason: 'too few players' });
    expect((await applicant.apply(0)).body.data).toMatchObject({ status: 'refused', reason: 'too few players', is_agent: 0 });
    expect((await applicant.apply(1)).body.code).toBe(1000);

    const disabled = await member();
    await server.db.updateTable('members').set({ status: 2 }).where('id', '=', disabled.memberId).execute();
    const refused = await disabled.apply(1);
    // A disabled member's session may already be refused; either way nothing is written.
    expect([101, 401, 403]).toContain(refused.body.code ?? refused.status);
    const rows = await server.db
      .selectFrom('agent_applications')
      .select('id')
      .where('member_id', '=', disabled.memberId)
      .execute();
    expect(rows).toEqual([]);
  });
});
