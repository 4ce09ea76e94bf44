import type { LetterListResponse } from '@casino/contract/calls/engagement-calls.ts';
import { pickText } from '../content/localised-text.ts';
import type { Executor } from '../ledger/executor.ts';

export type LetterPage = { count: number; page: number; sort_order: 'asc' | 'desc' };

/** How many letters the member has in the box, and how many of them are unread. */
export async function countLetters(executor: Executor, memberId: number): Promise<{ total: number; unread: number }> {
  const row = await executor
    .selectFrom('member_letters')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.countAll<string>().filterWhere('is_read', '=', false).as('unread'),
    ])
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

/**
 * One page of the member's own letters (SPEC: 50 a page, id descending) in the asked language, with the counts. Only
 * rows of this member are ever read: the member id comes from the session, never from the request.
 */
export async function listMemberLetters(
  executor: Executor,
  memberId: number,
  page: LetterPage,
  lang: string,
): Promise<LetterListResponse> {
  const rows = await executor
    .selectFrom('member_letters as ml')
    .innerJoin('letters as l', 'l.id', 'ml.letter_id')
    .select(['ml.id', 'ml.is_read', 'ml.created_at', 'l.title', 'l.body'])
    .where('ml.member_id', '=', memberId)
    .where('ml.deleted_at', 'is', null)
    .orderBy('ml.id', page.sort_order)
    .limit(page.count)
    .offset((page.page - 1) * page.count)
    .execute();
  const counts = await countLetters(executor, memberId);
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      title: pickText(r.title, lang),
      content: pickText(r.body, lang),
      is_read: r.is_read ? 1 : 0,
      created_at: r.created_at.toISOString(),
    })),
    total_count: counts.total,
    unread_count: counts.unread,
  };
}
