import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type LevelRise, sendLevelUpLetters } from './level-up-letter.ts';

/** The points a level is reached by are earned over this many site days when the site has not set its window. */
export const DEFAULT_WINDOW_DAYS = 30;

export type LevelChange = {
  memberId: number;
  previous: number;
  level: number;
  /** A rise's letter in the member's box (member_letters id). */
  letterId?: number;
};

/**
 * Sets the VIP level of these members from the points they earned in the window of their site and currency ending on
 * `today` (site day): the highest level whose points they reached, 0 below the first. Runs in the caller's
 * transaction; answers the members whose level changed (a rise is a level-up, with its letter written in the same
 * transaction). member_loyalty holds the level; the members row keeps a copy.
 */
export async function recomputeVipLevels(trx: Transaction<Database>, memberIds: number[], today: string): Promise<LevelChange[]> {
  if (memberIds.length === 0) return [];
  const { rows } = await sql<{
    member_id: number;
    vip_level: number;
    site_id: number;
    currency_code: string;
    window_points: string;
  }>`
    select l.member_id, l.vip_level, m.site_id, m.currency_code,
      (coalesce((
        select sum(d.milli_points) from loyalty_days d
        where d.member_id = l.member_id
          and d.site_day > ${today}::date - coalesce(s.window_days, ${DEFAULT_WINDOW_DAYS})
          and d.site_day <= ${today}::date
      ), 0) / 1000)::bigint::text as window_points
    from member_loyalty l
    join members m on m.id = l.member_id
    left join loyalty_settings s on s.site_id = m.site_id and s.currency_code = m.currency_code
    where l.member_id in (${sql.join(memberIds)})`.execute(trx);
  const sites = [...new Set(rows.map((r) => r.site_id))];
  const levels =
    sites.length === 0
      ? []
      : await trx
          .selectFrom('vip_levels')
          .select(['site_id', 'currency_code', 'level', 'min_points'])
          .where('site_id', 'in', sites)
          .execute();
  const changes: LevelChange[] = [];
  const rises: LevelRise[] = [];
  for (const row of rows) {
    const points = BigInt(row.window_points);
    let level = 0;
    for (const l of levels) {
      if (l.site_id === row.site_id && l.currency_code === row.currency_code && l.min_points <= points && l.level > level) {
        level = l.level;
      }
    }
    await trx
      .updateTable('member_loyalty')
      .set({ vip_level: level, level_checked_on: today, updated_at: new Date() })
      .where('member_id', '=', row.member_id)
      .execute();
    if (level === row.vip_level) continue;
    // Kept on the member too, for what reads it there (letter segments, the back office's member view).
    await trx.updateTable('members').set({ vip_level: level }).where('id', '=', row.member_id).execute();
    changes.push({ memberId: row.member_id, previous: row.vip_level, level });
    if (level > row.vip_level) rises.push({ memberId: row.member_id, siteId: row.site_id, level });
  }
  const letters = await sendLevelUpLetters(trx, rises);
  for (const change of changes) {
    const letterId = letters.get(change.memberId);
    if (letterId !== undefined) change.letterId = letterId;
  }
  return changes;
}
