import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { writeAudit } from '../../operators/audit-log.ts';
import { readBookSettings } from '../book/book-settings.ts';
import type { MarketType } from '../model.ts';
import type { MarketShare, SportsbookSettings } from '../provider/sportsbook-config.ts';

/**
 * Sets a market type's share of every currency's maximum stake and payout (the part not given keeps its value in
 * force), audited with the reason in the same transaction. Answers the settings in force after the change.
 */
export async function saveMarketLimits(
  db: Db,
  defaults: SportsbookSettings,
  change: { marketType: MarketType; stakeBp?: number; payoutBp?: number },
  reason: string,
  by: { operatorId: number; ip?: string },
): Promise<SportsbookSettings> {
  return inTransaction(db, async (trx) => {
    const now = await readBookSettings(trx, defaults);
    const current: MarketShare = now.marketShares[change.marketType] ?? { stakeBp: 10_000, payoutBp: 10_000 };
    const row = {
      max_stake_bp: change.stakeBp ?? current.stakeBp,
      max_payout_bp: change.payoutBp ?? current.payoutBp,
      updated_at: new Date(),
    };
    await trx
      .insertInto('sports_market_limits')
      .values({ market_type: change.marketType, ...row })
      .onConflict((oc) => oc.column('market_type').doUpdateSet(row))
      .execute();
    await writeAudit(trx, {
      operatorId: by.operatorId,
      action: 'sports.market_limits_save',
      target: change.marketType,
      details: { reason, stake_bp: row.max_stake_bp, payout_bp: row.max_payout_bp },
      ...(by.ip ? { ip: by.ip } : {}),
    });
    return readBookSettings(trx, defaults);
  });
}
