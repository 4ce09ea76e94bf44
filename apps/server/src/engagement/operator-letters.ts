import type { OperatorLetter } from '@casino/contract/calls/engagement-calls.ts';
import type { Executor } from '../ledger/executor.ts';

/** Letters as the operators see them, newest first, with how many boxes each reached and how many read it. */
export async function findOperatorLetters(
  executor: Executor,
  filter: { siteId?: number; id?: number; limit: number },
): Promise<OperatorLetter[]> {
  let query = executor
    .selectFrom('letters as l')
    .select((eb) => [
      'l.id',
      'l.site_id',
      'l.title',
      'l.audience',
      'l.status',
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
  const rows = await query.execute();
  return rows.map((r) => ({
    id: Number(r.id),
    site_id: r.site_id,
    title: r.title,
    audience: r.audience as Record<string, unknown>,
    status: r.status,
    delivered: r.delivered,
    read: Number(r.read ?? 0),
    created_at: r.created_at.toISOString(),
    finished_at: r.finished_at?.toISOString() ?? null,
  }));
}
