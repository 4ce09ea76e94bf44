import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, operatorsOf, type SignedInOperator } from '../../operators/operator-test-helpers.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../../testing/test-server.ts';

/** Agent level names: the operator names a site's levels per language, an agent reads its own level's name. */
let server: TestServer;
let finance: SignedInOperator;
let support: SignedInOperator;

beforeAll(async () => {
  server = await startTestServer();
  ({ finance, support } = await operatorsOf(server, 'finance', 'support'));
}, 60_000);
afterAll(() => server?.close());

async function agentAtLevel(level: number) {
  const member = await createSignedInMember(server.db, `lv${randomUUID().slice(0, 8)}`, 1, 'INR');
  await server.db
    .updateTable('members')
    .set({ member_type: 2, is_agent: true, agent_active: true, agent_level: level })
    .where('id', '=', member.memberId)
    .execute();
  return (lang: string) => server.call('/arks/web/agent-level-rename', {}, { authorization: `Bearer ${member.token}`, lang });
}

describe('agent level names', () => {
  it('are named by an operator with agent rights, audited, and read by each agent for its own level and language', async () => {
    const refused = await support.call('/operator/agents/level-names/save', { site_id: 1, level: 7, name: { en_US: 'X' } });
    expect(refused.body.code).not.toBe(1000);
    const saved = await finance.call('/operator/agents/level-names/save', {
      site_id: 1,
      level: 7,
      name: { en_US: 'Gold partner', zh_CN: '黄金合伙人', th_TH: '' },
    });
    expect(saved.body).toMatchObject({ code: 1000, data: { level: 7, name: { en_US: 'Gold partner', zh_CN: '黄金合伙人' } } });
    expect((await auditRows(server.db, 'agent.level_name')).length).toBeGreaterThan(0);
    const listed = await finance.call('/operator/agents/level-names', { site_id: 1 });
    expect(listed.body.data.list).toContainEqual({ level: 7, name: { en_US: 'Gold partner', zh_CN: '黄金合伙人' } });

    const levelSeven = await agentAtLevel(7);
    expect((await levelSeven('zh_CN')).body.data).toEqual({ agent_type: 0, agent_level: 7, name: '黄金合伙人' });
    // No Thai name: the English one.
    expect((await levelSeven('th_TH')).body.data.name).toBe('Gold partner');
    // A level without a name is shown by its number, so the name is empty.
    expect((await (await agentAtLevel(8))('en_US')).body.data).toMatchObject({ agent_level: 8, name: '' });

    // Unnamed again when no language keeps a name.
    await finance.call('/operator/agents/level-names/save', { site_id: 1, level: 7, name: { en_US: '' } });
    expect((await levelSeven('en_US')).body.data.name).toBe('');
  });

  it('refuses a level out of range and a name too long, changing nothing', async () => {
    for (const body of [
      { site_id: 1, level: 0, name: { en_US: 'Zero' } },
      { site_id: 1, level: 21, name: { en_US: 'Too deep' } },
      { site_id: 1, level: 9, name: { en_US: 'x'.repeat(41) } },
      { site_id: 1, level: 9, name: { xx_XX: 'Unknown language' } },
    ]) {
      const reply = await finance.call('/operator/agents/level-names/save', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    const listed = await finance.call('/operator/agents/level-names', { site_id: 1 });
    expect(listed.body.data.list.filter((l: { level: number }) => l.level === 9)).toEqual([]);
  });
});
