import { RegisterCode } from '@casino/contract/calls/register-calls.ts';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';

export type Introducer = { agentId: number | null; recommenderId: number | null };

const MEMBER_ACTIVE = 1;

/** A host as agent domains are kept: lower case, without a port. */
const normaliseHost = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '');

/**
 * Who brought a new member: an agent (agent link or agent domain) or a member's recommend code (invite link).
 * Refuses with the codes of SPEC section 8: 106 no such agent, 108 agent disabled, 107 invites closed,
 * 112 no such code, 109 the recommending member is disabled, 110 their code is frozen, 228 not an introducer's form.
 */
export async function resolveIntroducer(db: Db, siteId: number, agent: string, recommendCode: string): Promise<Introducer> {
  // 228: an introducer that cannot be one (an agent id is a number, a code letters and digits).
  if ((agent && !/^\d{1,10}$/.test(agent)) || (recommendCode && !/^[A-Za-z0-9]{4,20}$/.test(recommendCode))) {
    throw new Refusal(RegisterCode.introducerInvalid, 'register.introducer_invalid');
  }
  if (agent) {
    const id = Number(agent);
    const row = Number.isSafeInteger(id)
      ? await db
          .selectFrom('members')
          .select(['id', 'is_agent', 'agent_active', 'status'])
          .where('id', '=', id)
          .where('site_id', '=', siteId)
          .executeTakeFirst()
      : undefined;
    if (!row?.is_agent) throw new Refusal(RegisterCode.noSuchAgent, 'register.no_such_agent');
    if (!row.agent_active || row.status !== MEMBER_ACTIVE)
      throw new Refusal(RegisterCode.agentDisabled, 'register.agent_disabled');
    return { agentId: row.id, recommenderId: null };
  }
  if (recommendCode) {
    const site = await db.selectFrom('sites').select('invite_enabled').where('id', '=', siteId).executeTakeFirstOrThrow();
    if (!site.invite_enabled) throw new Refusal(RegisterCode.inviteClosed, 'register.invite_closed');
    const row = await db
      .selectFrom('members')
      .select(['id', 'status', 'agent_id'])
      .where('site_id', '=', siteId)
      .where('recommend_code', '=', recommendCode.toUpperCase())
      .executeTakeFirst();
    if (!row) throw new Refusal(RegisterCode.introducerNotFound, 'register.introducer_not_found');
    if (row.status === 2) throw new Refusal(RegisterCode.recommendDisabled, 'register.recommend_disabled');
    if (row.status === 3) throw new Refusal(RegisterCode.codeDisabled, 'register.code_disabled');
    // An invited member joins the downline of the agent of whoever invited them.
    return { agentId: row.agent_id, recommenderId: row.id };
  }
  return { agentId: null, recommenderId: null };
}

export async function agentForDomain(db: Db, siteId: number, host: string) {
  return db
    .selectFrom('agent_domains')
    .select(['agent_id', 'currency_code'])
    .where('host', '=', normaliseHost(host))
    .where('site_id', '=', siteId)
    .executeTakeFirst();
}

/**
 * How the new member came: through one of their agent's domains when they register on it (the host the server was
 * reached at, not anything the page says), else through the agent's link, or a member's invite.
 */
export async function agentChannel(
  db: Db,
  siteId: number,
  introducer: Introducer,
  host: string,
): Promise<{ channel: 'link' | 'domain' | 'invite' | null; domainHost: string | null }> {
  if (introducer.recommenderId !== null) return { channel: 'invite', domainHost: null };
  if (introducer.agentId === null) return { channel: null, domainHost: null };
  const domain = host ? await agentForDomain(db, siteId, host) : undefined;
  if (domain?.agent_id === introducer.agentId) return { channel: 'domain', domainHost: normaliseHost(host) };
  return { channel: 'link', domainHost: null };
}
