import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/executor.ts';
import { writeAudit } from '../../operators/audit-log.ts';
import { readBookSettings } from '../book/book-settings.ts';
import type { SportsbookSettings } from '../provider/sportsbook-config.ts';

export class InvalidLimits extends Error {}

export type SettingsChange = {
  currency: string;
  minStake?: bigint;
  maxStake?: bigint;
  maxPayout?: bigint;
  cashOutMarginBp?: number;
  liveDelayMs?: number;
  /** null goes back to the feed's own prices. */
  priceMarginBp?: number | null;
};

/**
 * Sets the book's limits of a currency (the ones not given keep their value in force) and its cash-out margin and
 * live delay, audited with the reason; limits that do not fit together (minimum above maximum stake, maximum stake
 * above the payout) change nothing. Answers the settings in force after the change.
 */
export async function saveBookSettings(
  db: Db,
  defaults: SportsbookSettings,
  change: SettingsChange,
  reason: string,
  by: { operatorId: number; ip?: string },
): Promise<SportsbookSettings> {
  return inTransaction(db, async (trx) => {
    const now = await readBookSettings(trx, defaults);
    const current = now.limits[change.currency];
    if (!current) throw new InvalidLimits('unknown currency');
    const limits = {
      minStake: change.minStake ?? current.minStake,
      maxStake: change.maxStake ?? current.maxStake,
      maxPayout: change.maxPayout ?? current.maxPayout,
    };
    if (limits.minStake <= 0n || limits.minStake > limits.maxStake || limits.maxStake > limits.maxPayout) {
      throw new InvalidLimits('limits do not fit together');
    }
    if (change.minStake !== undefined || change.maxStake !== undefined || change.maxPayout !== undefined) {
      const row = {
        min_stake: limits.minStake,
        max_stake: limits.maxStake,
        max_payout: limits.maxPayout,
        updated_at: new Date(),
      };
      await trx
        .insertInto('sports_limits')
        .values({ currency_code: change.currency, ...row })
        .onConflict((oc) => oc.column('currency_code').doUpdateSet(row))
        .execute();
    }
    if (change.cashOutMarginBp !== undefined || change.liveDelayMs !== undefined || change.priceMarginBp !== undefined) {
      const row = {
        cash_out_margin_bp: change.cashOutMarginBp ?? now.cashOutMarginBp,
        live_delay_ms: change.liveDelayMs ?? now.liveDelayMs,
        price_margin_bp: change.priceMarginBp === undefined ? now.priceMarginBp : change.priceMarginBp,
        updated_at: new Date(),
      };
      await trx
        .insertInto('sports_book_settings')
        .values({ id: true, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    await writeAudit(trx, {
      operatorId: by.operatorId,
      action: 'sports.settings_save',
      target: change.currency,
      details: { reason, ...change },
      ...(by.ip ? { ip: by.ip } : {}),
    });
    return readBookSettings(trx, defaults);
  });
}
