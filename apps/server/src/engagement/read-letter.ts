import { LetterCode } from '@casino/contract/calls/engagement-calls.ts';
import { Refusal } from '../http/reply.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import type { EngagementContext } from './engagement-context.ts';
import { announceLetter } from './letter-events.ts';
import { countLetters } from './list-member-letters.ts';

/** Marks one letter of the member's own box read; a letter of anyone else is answered as not found (101). */
export async function readLetter(ctx: EngagementContext, member: MemberSession, id: number) {
  const row = await ctx.db
    .updateTable('member_letters')
    .set({ is_read: true, read_at: new Date() })
    .where('id', '=', BigInt(id))
    .where('member_id', '=', member.memberId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new Refusal(LetterCode.notFound, 'letter.not_found');
  const { unread } = await countLetters(ctx.db, member.memberId);
  announceLetter(ctx.realtime, member.memberId, 'read', { ids: [id], unread_count: unread });
  return { id, is_read: 1 as const, unread_count: unread };
}
