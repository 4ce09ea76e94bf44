import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { writeAudit } from '../../operators/audit-log.ts';
import type { MarketStatus } from '../model.ts';

export type MarketAction = 'hold' | 'release' | 'void';
export class MarketNotControllable extends Error {
  constructor(readonly reason: 'unknown' | 'not_voidable') {
    super(reason);
  }
}

const AUDIT_ACTION = { hold: 'sports.market_hold', release: 'sports.market_release', void: 'sports.market_void' } as const;

/**
 * An operator's hold, release or void of one market or of every market of an event, audited with its reason in the
 * same transaction. A held market takes no bets (place-bet.ts) and offers no cash-out until released, whatever the
 * feed says. A void cancels the market and moves its settlement number on, so the settlement job counts its legs of
 * open bets void and settles its settled bets again (a reversal and the new return, decision 53); a market cancelled
 * already cannot be voided. Answers the markets as they are now.
 */
export async function controlMarkets(
  db: Db,
  target: { marketId?: string; eventId?: string },
  action: MarketAction,
  reason: string,
  by: { operatorId: number; ip?: string },
): Promise<{ market_id: string; status: MarketStatus; held: boolean; event_id: string }[]> {
  return inTransaction(db, async (trx) => {
    let query = trx.selectFrom('sports_markets').select(['id', 'event_id', 'status']).orderBy('id').forUpdate();
    query =
      target.marketId !== undefined
        ? query.where('id', '=', target.marketId)
        : query.where('event_id', '=', target.eventId ?? '');
    const markets = await query.execute();
    if (markets.length === 0) throw new MarketNotControllable('unknown');
    const ids = markets.map((m) => m.id);
    if (action === 'void') {
      if (markets.every((m) => m.status === 'cancelled')) throw new MarketNotControllable('not_voidable');
      await trx
        .updateTable('sports_markets')
        .set({ status: 'cancelled', settlement_no: sql`settlement_no + 1`, updated_at: new Date() })
        .where('id', 'in', ids)
        .where('status', '<>', 'cancelled')
        .execute();
    } else {
      await trx
        .updateTable('sports_markets')
        .set({ held: action === 'hold', updated_at: new Date() })
        .where('id', 'in', ids)
        .execute();
    }
    await writeAudit(trx, {
      operatorId: by.operatorId,
      action: AUDIT_ACTION[action],
      target: target.marketId ?? target.eventId ?? '',
      details: { reason, markets: ids },
      ...(by.ip ? { ip: by.ip } : {}),
    });
    const after = await trx
      .selectFrom('sports_markets')
      .select(['id as market_id', 'event_id', 'status', 'held'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    return after;
  });
}
