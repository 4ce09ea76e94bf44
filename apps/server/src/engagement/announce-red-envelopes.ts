import type { Db } from '../db/database.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { announceRedEnvelope } from './red-envelope-events.ts';

/**
 * Announces the promotions that have started since the last look (RedEnvelopeDisplay). The UPDATE takes each one
 * once, so with several nodes each start is announced by one of them.
 */
export async function announceStartedRedEnvelopes(db: Db, realtime: Pick<Realtime, 'broadcast'>): Promise<number> {
  const now = new Date();
  const started = await db
    .updateTable('red_envelope_promotions')
    .set({ announced_at: now })
    .where('announced_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .returning(['id', 'site_id'])
    .execute();
  if (started.length === 0) return 0;
  const budgets = await db
    .selectFrom('red_envelope_budgets')
    .select(['promotion_id', 'currency_code'])
    .where(
      'promotion_id',
      'in',
      started.map((p) => p.id),
    )
    .execute();
  for (const promotion of started) {
    const currencies = budgets.filter((b) => b.promotion_id === promotion.id).map((b) => b.currency_code);
    announceRedEnvelope(realtime, promotion, currencies);
  }
  return started.length;
}
