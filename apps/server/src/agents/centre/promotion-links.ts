import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const DAY_MS = 86_400_000;

/**
 * The agent centre's Promotion page: the agent's id (their link is any page of the site with ?id=), the domains an
 * operator gave them, and how many members each brought, counted from how each member registered (agent_channel).
 */
export async function promotionLinks(db: Db, agent: { id: number; siteId: number }, now = new Date()) {
  const recent = new Date(now.getTime() - 30 * DAY_MS);
  const [domains, counts] = await Promise.all([
    db
      .selectFrom('agent_domains')
      .select(['host', 'currency_code'])
      .where('agent_id', '=', agent.id)
      .where('site_id', '=', agent.siteId)
      .orderBy('host')
      .execute(),
    db
      .selectFrom('members')
      .select([
        'agent_channel',
        'agent_domain_host',
        (eb) => eb.fn.countAll<string>().as('sign_ups'),
        sql<string>`count(*) filter (where created_at >= ${recent})`.as('recent'),
      ])
      .where('agent_id', '=', agent.id)
      .where('agent_channel', 'in', ['link', 'domain'])
      .groupBy(['agent_channel', 'agent_domain_host'])
      .execute(),
  ]);
  const countOf = (channel: 'link' | 'domain', host: string | null) => {
    const row = counts.find((c) => c.agent_channel === channel && c.agent_domain_host === host);
    return { sign_ups: Number(row?.sign_ups ?? 0), sign_ups_30_days: Number(row?.recent ?? 0) };
  };
  return {
    agent_id: String(agent.id),
    link: countOf('link', null),
    domains: domains.map((d) => ({ host: d.host, currency: d.currency_code, ...countOf('domain', d.host) })),
  };
}
