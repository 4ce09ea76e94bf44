import { pickText } from '../../content/localised-text.ts';
import type { Db } from '../../db/database.ts';
import type { LocalisedText } from '../../db/schema.ts';
import type { MemberSession } from '../../members/session-tokens.ts';
import { writeAudit } from '../../operators/audit-log.ts';
import type { OperatorSession } from '../../operators/operator-sessions.ts';

/** The caller's agent type and level, and the level's name in `lang` ('' when the operator gave it none). */
export async function agentLevelName(db: Db, member: MemberSession, lang: string) {
  const row = await db
    .selectFrom('members')
    .leftJoin('agent_level_names', (join) =>
      join
        .onRef('agent_level_names.site_id', '=', 'members.site_id')
        .onRef('agent_level_names.level', '=', 'members.agent_level'),
    )
    .select(['members.agent_type', 'members.agent_level', 'agent_level_names.name'])
    .where('members.id', '=', member.memberId)
    .executeTakeFirstOrThrow();
  return { agent_type: row.agent_type, agent_level: row.agent_level, name: pickText(row.name, lang) };
}

export async function listAgentLevelNames(db: Db, siteId: number) {
  const rows = await db
    .selectFrom('agent_level_names')
    .select(['level', 'name'])
    .where('site_id', '=', siteId)
    .orderBy('level')
    .execute();
  return { list: rows.map((r) => ({ level: r.level, name: r.name })) };
}

/** Names one level; names left empty are dropped, and a level with none left is shown by its number again. */
export async function saveAgentLevelName(
  db: Db,
  operator: OperatorSession,
  input: { site_id: number; level: number; name: Partial<LocalisedText> },
  ip: string,
) {
  const name = Object.fromEntries(Object.entries(input.name).filter(([, text]) => text)) as LocalisedText;
  await db.transaction().execute(async (trx) => {
    if (Object.keys(name).length === 0) {
      await trx.deleteFrom('agent_level_names').where('site_id', '=', input.site_id).where('level', '=', input.level).execute();
    } else {
      await trx
        .insertInto('agent_level_names')
        .values({ site_id: input.site_id, level: input.level, name: JSON.stringify(name) })
        .onConflict((oc) => oc.columns(['site_id', 'level']).doUpdateSet({ name: JSON.stringify(name) }))
        .execute();
    }
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'agent.level_name',
      target: `site:${input.site_id}`,
      details: { level: input.level, name },
      ip,
    });
  });
  return { level: input.level, name };
}
