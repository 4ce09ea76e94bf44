import type { MemberSession } from '../members/session-tokens.ts';
import type { EngagementContext } from './engagement-context.ts';
import { announceLetter } from './letter-events.ts';
import { type LetterPage, listMemberLetters } from './list-member-letters.ts';

/**
 * Deletes letters from the member's own box: those of ids (ids of other members' letters match nothing), or without
 * ids every letter already read. Answers the page of the list as it now stands.
 */
export async function destroyLetters(
  ctx: EngagementContext,
  member: MemberSession,
  input: LetterPage & { ids?: number[] },
  lang: string,
) {
  let update = ctx.db
    .updateTable('member_letters')
    .set({ deleted_at: new Date() })
    .where('member_id', '=', member.memberId)
    .where('deleted_at', 'is', null);
  update = input.ids ? update.where('id', 'in', input.ids.map(BigInt)) : update.where('is_read', '=', true);
  const deleted = await update.returning('id').execute();
  const page = await listMemberLetters(ctx.db, member.memberId, input, lang);
  if (deleted.length > 0) {
    announceLetter(ctx.realtime, member.memberId, 'delete', {
      ids: deleted.map((r) => Number(r.id)),
      unread_count: page.unread_count,
    });
  }
  return page;
}
