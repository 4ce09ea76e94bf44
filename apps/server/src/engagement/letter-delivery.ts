import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../ledger/executor.ts';
import { excludedNow } from '../protection/excluded-now.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { announceLetter } from './letter-events.ts';
import type { StoredAudience } from './send-letter.ts';

/** Members copied into boxes per transaction: small enough to keep each commit short, large enough to be quick. */
export const LETTER_BATCH = 5_000;

function audienceFilter(audience: StoredAudience): RawBuilder<boolean> {
  switch (audience.kind) {
    case 'members':
      return sql<boolean>`m.id = any(${audience.member_ids}::integer[])`;
    // Broadcasts are marketing: members on a break or self-excluded are left out (named members are not).
    case 'everyone':
      return sql<boolean>`not ${excludedNow(sql`m.id`)}`;
    case 'segment': {
      const parts = [sql`not ${excludedNow(sql`m.id`)}`];
      if (audience.currency !== undefined) parts.push(sql`m.currency_code = ${audience.currency}`);
      if (audience.vip_level !== undefined) parts.push(sql`m.vip_level = ${audience.vip_level}`);
      if (audience.agent_id !== undefined) parts.push(sql`m.agent_id = ${audience.agent_id}`);
      return sql<boolean>`${sql.join(parts, sql` and `)}`;
    }
  }
}

/**
 * Delivers one batch of one unfinished letter, if any: the letter row is claimed with FOR UPDATE SKIP LOCKED (so
 * several nodes share the work and never deliver the same batch), the next members by id are copied into
 * member_letters with INSERT ... SELECT, and the cursor moves in the same transaction. A crash loses at most the
 * batch in flight, which the next claim does again. Answers whether there was work.
 */
export async function deliverLetterBatch(db: Db, realtime: Pick<Realtime, 'broadcast'>, batch = LETTER_BATCH): Promise<boolean> {
  const delivered = await inTransaction(db, async (trx) => {
    const { rows } = await sql<{ id: bigint; site_id: number; audience: StoredAudience; cursor_member_id: number }>`
      select id, site_id, audience, cursor_member_id from letters
      where status in ('queued', 'sending')
      order by id
      limit 1
      for update skip locked`.execute(trx);
    const letter = rows[0];
    if (!letter) return undefined;
    const { rows: result } = await sql<{
      last: number | null;
      picked: string;
      boxes: { id: string; member_id: number }[] | null;
    }>`
      with picked as (
        select m.id from members m
        where m.site_id = ${letter.site_id} and m.id > ${letter.cursor_member_id} and ${audienceFilter(letter.audience)}
        order by m.id
        limit ${batch}
      ), boxed as (
        insert into member_letters (letter_id, member_id)
        select ${letter.id}, id from picked
        on conflict (letter_id, member_id) do nothing
        returning id, member_id
      )
      select (select max(id) from picked) as last,
             (select count(*) from picked)::text as picked,
             (select json_agg(json_build_object('id', id::text, 'member_id', member_id)) from boxed) as boxes`.execute(trx);
    const step = result[0];
    const picked = Number(step?.picked ?? 0);
    const boxes = step?.boxes ?? [];
    const finished = picked < batch;
    await trx
      .updateTable('letters')
      .set((eb) => ({
        status: finished ? 'sent' : 'sending',
        cursor_member_id: step?.last ?? letter.cursor_member_id,
        delivered: eb('delivered', '+', boxes.length),
        finished_at: finished ? new Date() : null,
      }))
      .where('id', '=', letter.id)
      .execute();
    return boxes;
  });
  if (delivered === undefined) return false;
  // After the commit: a page told of a letter finds it in the box.
  for (const box of delivered) announceLetter(realtime, box.member_id, 'sent', { ids: [Number(box.id)] });
  return true;
}
