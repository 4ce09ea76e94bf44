import type { Db } from '../db/database.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { summariseTournaments, TOURNAMENT_COLUMNS } from './tournament-summaries.ts';

/** How long after its end a tournament stays on the list (its final ranking and prizes). */
const ENDED_SHOWN_MS = 24 * 3_600_000;

/**
 * The tournaments of the member's site and currency that run now or start later, and those that ended in the last
 * day (their final standings), ending first first; cancelled ones are not shown.
 */
export async function listTournaments(db: Db, member: MemberSession, lang: string) {
  const now = new Date();
  const rows = await db
    .selectFrom('tournaments')
    .select(TOURNAMENT_COLUMNS)
    .where('site_id', '=', member.siteId)
    .where('currency_code', '=', member.currency)
    .where('status', '!=', 'cancelled')
    .where('ends_at', '>', new Date(now.getTime() - ENDED_SHOWN_MS))
    .orderBy('ends_at')
    .orderBy('id')
    .limit(50)
    .execute();
  const list = await summariseTournaments(db, rows, member.memberId, lang, now);
  // Running and upcoming first, then the ones that ended.
  const order = { running: 0, scheduled: 1, ended: 2, paid: 2, cancelled: 3 } as const;
  list.sort((a, b) => order[a.status] - order[b.status]);
  return { list, server_time: now.toISOString() };
}
