import type { LETTER_SOURCES, OperatorLetter } from '@casino/contract/calls/engagement-calls.ts';
import type { Executor } from '../ledger/executor.ts';

type LetterSource = (typeof LETTER_SOURCES)[number];

/**
 * Letters as the operators see them, newest first, with how many boxes each reached and how many read it; of one
 * source and before an id when asked (letters_site_source reads a page of a site's source in order).
 */
export async function findOperatorLetters(
  executor: Executor,
  filter: { siteId?: number; id?: number; source?: LetterSource; beforeId?: number; limit: number },
): Promise<OperatorLetter[]> {
  let query = executor
    .selectFrom('letters as l')
    .select((eb) => [
      'l.id',
      'l.site_id',
      'l.title',
      'l.audience',
      'l.status',
      'l.source',
      'l.delivered',
      'l.created_at',
      'l.finished_at',
      eb
        .selectFrom('member_letters as ml')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('ml.letter_id', '=', 'l.id')
        .where('ml.is_read', '=', true)
        .as('read'),
    ])
    .orderBy('l.id', 'desc')
    .limit(filter.limit);
  if (filter.siteId !== undefined) query = query.where('l.site_id', '=', filter.siteId);
  if (filter.id !== undefined) query = query.where('l.id', '=', BigInt(filter.id));
  if (filter.source !== undefined) query = query.where('l.source', '=', filter.source);
  if (filter.beforeId !== undefined) query = query.where('l.id', '<', BigInt(filter.beforeId));
  const rows = await query.execute();
  return rows.map((r) => ({
    id: Number(r.id),
    site_id: r.site_id,
    title: r.title,
    audience: r.audience as Record<string, unknown>,
    status: r.status,
    source: r.source,
    delivered: r.delivered,
    read: Number(r.read ?? 0),
    created_at: r.created_at.toISOString(),
    finished_at: r.finished_at?.toISOString() ?? null,
  }));
}
